/**
 * Classes of orders and notes found by the third hold-out set (tests/fixtures/regression/holdout-3),
 * each written here several ways so the rule is general, not fitted to one case.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;
const only = (line: string) => run('', line).medications[0]!;

describe('tables with cells between pipes are read by column', () => {
  const TABLE = 'Drug | Strength | Dose | Frequency';
  it.each([
    [
      `${TABLE}\nLugol's iodine solution | 5% | 0.3 mL | tds for 10 days pre-op`,
      "Lugol's iodine - ceased (pre-op only)",
      'pre-op only',
    ],
    [
      `| Drug | Strength | Dose | Frequency |\n|---|---|---|---|\n| Meloxicam | 15mg | 1 tab | daily |`,
      'Meloxicam - ceased (AKI)',
      'acute kidney injury',
    ],
  ])('%j', (admission, discharge, reason) => {
    const r = run(admission, discharge);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toContain(reason);
  });

  it('a row of a pipe table keeps its dose and times', () => {
    const r = run(
      'Drug | Strength | Dose | Frequency\nInderal | 40mg | 1 tab | q12h',
      'Propranolol 40 mg BD',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('lines that are not orders', () => {
  it.each([
    'Next INR 3/7 (Mon 16/03)',
    'Next bloods Friday',
    'Meal plan: 3 meals + 3 snacks, supervised (dietitian)',
    'Fasting from midnight; first on list',
    'Anticipatory ("just in case") subcut medicines supplied - see palliative care plan',
    'My tablets (typed by my wife)',
  ])('%j', (line) => {
    const r = run(line, line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('doses and times', () => {
  it.each([
    ['Fosfomycin 3 g sachet - ONE dose on 15/03', '3 g (once only, on 15/03)'],
    ['Fosfomycin 3 g sachet single dose', '3 g (once only)'],
    ['Melatonin MR 2 mg 1 hour before bed', ''],
    ['Creon 25,000 capsules - 2 caps with meals and 1 cap with snacks', '2 capsules'],
  ])('%j', (line, slot0800) => {
    const row = only(line);
    if (slot0800) expect(row.schedule['0800']).toBe(slot0800);
    else expect(row.schedule['2200']).toBe('2 mg');
  });

  it('a dose with snacks is kept in words', () => {
    expect(
      only('Creon 25,000 capsules - 2 caps with meals and 1 cap with snacks').comment,
    ).toContain('1 cap with snacks');
  });

  it('gel-forming eye drops are eye drops', () => {
    const r = run(
      'Timoptol-XE 0.25% 1 drop both eyes mane',
      'Timolol 0.25% gel-forming drops 1 drop both eyes in the morning',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('pausing a feed does not withhold the medicine', () => {
    const row = only(
      'Levothyroxine 100 microgram tablet crushed via PEG mane - pause feed 30 min before and after',
    );
    expect(row.schedule['0800']).toBe('100 microgram');
  });

  it.each([
    ['hypocalcaemia', 'low calcium'],
    ['hypophosphataemia', 'low phosphate'],
    ['hypercalcaemia', 'high calcium'],
  ])('%s is said in plain words', (word, plain) => {
    expect(
      only(`Calcitriol 0.25 microgram BD - NEW (post-op ${word})`).indication.toLowerCase(),
    ).toContain(plain);
  });
});
