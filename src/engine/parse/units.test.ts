import { describe, expect, it } from 'vitest';
import { QUANTITY_RE, readQuantity, strengthKey, type QuantityToken } from './units';

function read(text: string): QuantityToken[] {
  return [...text.toLowerCase().matchAll(QUANTITY_RE)].map((m) => readQuantity(m));
}
const one = (text: string) => {
  const q = read(text);
  expect(q).toHaveLength(1);
  return q[0]!;
};
const strengthOf = (text: string) => {
  const q = one(text);
  if (q.kind !== 'strength') throw new Error(`${text} read as ${q.kind}`);
  return q.strength;
};

describe('strength units', () => {
  it.each([
    ['40mg', '40 mg'],
    ['40 mg', '40 mg'],
    ['40 MG', '40 mg'],
    ['1g', '1 g'],
    ['1 gram', '1 g'],
    ['1.5 g', '1.5 g'],
    ['100mcg', '100 microgram'],
    ['100 microgram', '100 microgram'],
    ['100 micrograms', '100 microgram'],
    ['100 microg', '100 microgram'],
    ['100 µg', '100 microgram'],
    ['100 ug', '100 microgram'],
    ['0.25mcg', '0.25 microgram'],
    ['500 nanogram', '500 nanogram'],
    ['10 ng', '10 nanogram'],
    ['10 mmol', '10 mmol'],
    ['0.5%', '0.5%'],
    ['0.005%', '0.005%'],
    ['1000IU', '1000 IU'],
    ['1000 IU', '1000 IU'],
    ['20 units', '20 units'],
    ['5 mL', '5 mL'],
    ['10ml', '10 mL'],
    ['1 L', '1 L'],
    ['.5 mg', '0.5 mg'],
  ])('%s -> %s', (text, display) => {
    expect(strengthOf(text).text).toBe(display);
  });

  it.each([
    ['100 microgram/dose', '100 microgram/dose'],
    ['100 microgram/actuation', '100 microgram/actuation'],
    ['25 microgram/hr', '25 microgram/hour'],
    ['12 microgram/hour', '12 microgram/hour'],
    ['5mg/24hr', '5 mg/24 hours'],
    ['6 mg/24 hr', '6 mg/24 hours'],
    ['50mcg/24hr', '50 microgram/24 hours'],
    ['100 units/mL', '100 units/mL'],
    ['400 IU/mL', '400 IU/mL'],
    ['200 mg/100 mL', '200 mg/100 mL'],
    ['250 mg/5 mL', '250 mg/5 mL'],
    ['10 nanogram/kg/min', '10 nanogram/kg/min'],
  ])('per dose, per hour and concentrations: %s', (text, display) => {
    expect(strengthOf(text).text).toBe(display);
  });

  it.each([
    ['5/1.25 mg', [5, 1.25], 'mg', '5/1.25 mg'],
    // Each part with its own unit keeps it, as the order wrote it; values still in the one unit.
    ['5 mg/1.25 mg', [5, 1.25], 'mg', '5 mg/1.25 mg'],
    ['10/5 mg', [10, 5], 'mg', '10/5 mg'],
    ['250/25', [250, 25], null, '250/25'],
    ['100/62.5/25', [100, 62.5, 25], null, '100/62.5/25'],
    ['49/51 mg', [49, 51], 'mg', '49/51 mg'],
    ['12.5/1000 mg', [12.5, 1000], 'mg', '12.5/1000 mg'],
    ['200/6', [200, 6], null, '200/6'],
    ['10 mg/10 mg', [10, 10], 'mg', '10 mg/10 mg'],
  ])('combination strengths: %s', (text, values, unit, display) => {
    const s = strengthOf(text);
    expect(s.values).toEqual(values);
    expect(s.unit).toBe(unit);
    expect(s.text).toBe(display);
  });

  it('keeps each unit of a mixed combination (70 mg/70 microgram) and compares in the first unit', () => {
    const s = strengthOf('70mg/70mcg');
    expect(s.text).toBe('70 mg/70 microgram');
    expect(s.values).toEqual([70, 0.07]);
  });

  it('the same strength however written has the same key', () => {
    expect(strengthKey(strengthOf('1 g'))).toBe(strengthKey(strengthOf('1000 mg')));
    expect(strengthKey(strengthOf('0.1 mg'))).toBe(strengthKey(strengthOf('100 microgram')));
    expect(strengthKey(strengthOf('0.0625mg'))).toBe(strengthKey(strengthOf('62.5 microgram')));
    expect(strengthKey(strengthOf('400 microgram/dose'))).toBe(strengthKey(strengthOf('400mcg')));
    expect(strengthKey(strengthOf('25 microgram/hr'))).toBe(
      strengthKey(strengthOf('25 microgram/hour')),
    );
    expect(strengthKey(strengthOf('40 mg'))).not.toBe(strengthKey(strengthOf('20 mg')));
  });
});

describe('counts of dose units', () => {
  it.each([
    ['1 tab', 1, undefined, 'tablet', '1 tablet'],
    ['2 tabs', 2, undefined, 'tablet', '2 tablets'],
    ['2 tablets', 2, undefined, 'tablet', '2 tablets'],
    ['1 cap', 1, undefined, 'capsule', '1 capsule'],
    ['1 capsule', 1, undefined, 'capsule', '1 capsule'],
    ['2 puffs', 2, undefined, 'puff', '2 puffs'],
    ['1 inhalation', 1, undefined, 'puff', '1 inhalation'],
    ['2 actuations', 2, undefined, 'puff', '2 puffs'],
    ['1 drop', 1, undefined, 'drop', '1 drop'],
    ['2 drops', 2, undefined, 'drop', '2 drops'],
    ['1 sachet', 1, undefined, 'sachet', '1 sachet'],
    ['1 patch', 1, undefined, 'patch', '1 patch'],
    ['1 spray', 1, undefined, 'spray', '1 spray'],
    ['1 suppository', 1, undefined, 'suppository', '1 suppository'],
    ['1 wafer', 1, undefined, 'wafer', '1 wafer'],
    ['1-2 tablets', 1, 2, 'tablet', '1-2 tablets'],
    ['2-4 puffs', 2, 4, 'puff', '2-4 puffs'],
    ['1 to 2 tabs', 1, 2, 'tablet', '1-2 tablets'],
    ['one tablet', 1, undefined, 'tablet', '1 tablet'],
    ['two puffs', 2, undefined, 'puff', '2 puffs'],
    ['half a tablet', 0.5, undefined, 'tablet', 'half a tablet'],
    ['1/2 tablet', 0.5, undefined, 'tablet', '1/2 tablet'],
    ['4 doses', 4, undefined, 'dose', '4 doses'],
    ['1 nebule', 1, undefined, 'nebule', '1 nebule'],
  ])('%s', (text, value, max, unit, display) => {
    const q = one(text);
    if (q.kind !== 'count') throw new Error(`${text} read as ${q.kind}`);
    expect(q.count).toMatchObject({ value, max, unit, text: display });
  });

  it('"2 x 500 mg" is two doses of 500 mg', () => {
    const q = one('2 x 500mg');
    if (q.kind !== 'count') throw new Error('not a count');
    expect(q.count.value).toBe(2);
    expect(q.count.text).toBe('2 x 500 mg');
    expect(q.strength?.text).toBe('500 mg');
  });

  it('"5-10 mg" and "2-4 units" are dose ranges', () => {
    const q = one('5-10 mg');
    expect(q.kind === 'count' && q.count).toMatchObject({ value: 5, max: 10, unit: 'mg' });
    const u = one('2-4 units');
    expect(u.kind === 'count' && u.count).toMatchObject({ value: 2, max: 4, unit: 'units' });
  });

  it('a number without a unit is bare', () => {
    expect(one('125').kind).toBe('bare');
  });
});

describe('a slash between the columns of a form', () => {
  // 'Drug / dose / frequency' lines: '8 mg / 1 tab' is a strength and then a count, never '8/1 mg'.
  it.each([
    ['perindopril 8 mg / 1 tab / mane', '8 mg', '1 tablet'],
    ['paracetamol 500 mg / 2 tabs / qid prn', '500 mg', '2 tablets'],
    ['tamsulosin 400 microgram / 1 cap / nocte', '400 microgram', '1 capsule'],
  ])('%s', (text, strength, count) => {
    const q = read(text);
    expect(
      q.map((t) =>
        t.kind === 'count' ? t.count.text : t.kind === 'strength' ? t.strength.text : '',
      ),
    ).toEqual([strength, count]);
  });

  it('a combination with its unit after a slash stays one strength', () => {
    const q = one('5 mg/1.25 mg');
    expect(q.kind === 'strength' && q.strength.text).toBe('5 mg/1.25 mg');
  });
});
