import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

// Classes from blind set 18, each written in other words than the set's own lines.
const answer = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });
const rowOf = (admission: string, discharge: string, name = '') =>
  answer(admission, discharge).medications.find((m) => m.name.includes(name))!;

describe('a count of a strength written beside the total it makes', () => {
  it('keeps the total before "2 x 50 mg" and compares it in milligrams', () => {
    const row = rowOf('Sertraline 50 mg nocte', 'Sertraline 100 mg - 2 x 50 mg tablets at night');
    expect(row.schedule['2200']).toContain('100 mg');
    expect(row.changeType).toBe('changed');
    expect(row.comment).toMatch(/increased from .*50 mg to 100 mg/);
  });

  it('keeps a total in brackets after the count, with the dose unit between', () => {
    const row = rowOf(
      'Amoxicillin 500 mg tds',
      'Amoxicillin 2 x 500 mg caps (1 g) three times daily',
    );
    expect(row.schedule['0800']).toContain('1 g');
  });

  it('leaves numbers that disagree as they were, with a warning', () => {
    const row = rowOf('Fluoxetine 20 mg mane', 'Fluoxetine 40 mg - 2 x 10 mg capsules mane');
    expect(row.warnings?.join(' ')).toMatch(/not understood: "40 mg"/);
  });
});

describe("a clause that names the order's own combination with each strength", () => {
  it('gives the strength of a brand whose ingredients follow a dash', () => {
    const row = rowOf(
      'Paracetamol 1 g qid',
      'Panadeine Forte - paracetamol 500 mg + codeine 30 mg tablets - 2 four times a day when needed',
      'Codeine',
    );
    expect(row.form).toContain('500 mg/30 mg');
  });
});

describe('directions on a sub-line marked with an arrow', () => {
  it('reads "↳ ..." under its medicine, so a when-required order stays when required', () => {
    const row = rowOf(
      'Lorazepam 1 mg tablet\n  ↳ one tablet up to twice a day if needed · agitation',
      'lorazepam 1 mg bd prn agitation',
    );
    expect(row.changeType).toBe('unchanged');
    expect(row.isPRN).toBe(true);
  });

  it('warns when a regular/when-required change rests on an order with no directions', () => {
    const row = rowOf('Temazepam 10 mg tablet', 'temazepam 10 mg nocte when needed');
    expect(row.changeType).toBe('changed');
    expect(row.warnings?.join(' ')).toMatch(/No directions on the admission list/);
  });
});

describe("bullets between one order's fields", () => {
  it("reads '•' fields as clauses of one order, never separate entries", () => {
    const row = rowOf(
      'Gliclazide MR 60 mg - one each morning',
      'Dulaglutide • 1.5 mg subcut • weekly on Mondays • new',
      'Dulaglutide',
    );
    expect(row.changeType).toBe('new');
    expect(row.schedule['0800']).toMatch(/1\.5 mg.*Monday/);
  });

  it('still splits bullets that start other medicines', () => {
    const res = answer(
      'Current meds: • Aspirin 100 mg daily • Atorvastatin 20 mg nocte',
      'Aspirin 100 mg daily\nAtorvastatin 20 mg nocte',
    );
    expect(res.medications.every((m) => m.changeType === 'unchanged')).toBe(true);
  });

  it('keeps a later dose "from <date>" as the next step', () => {
    const row = rowOf(
      'Metformin 500 mg bd',
      'Liraglutide • 0.6 mg daily • 1.2 mg daily from 10/05 if tolerated',
      'Liraglutide',
    );
    expect(row.schedule['0800']).toMatch(/^0\.6 mg.*then 1\.2 mg/);
  });
});

describe('counts and strengths written without units', () => {
  it('reads "2 mane 2 nocte" after a brand as counts, not a product number', () => {
    const row = rowOf(
      'Panadol Osteo 2 in the morning 2 at night',
      'Paracetamol MR (Panadol Osteo) 665 mg 2 tablets twice daily',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('reads a bare number that repeats the bracketed strength as that strength', () => {
    const row = rowOf(
      'gliclazide 80 - 2 at breakfast [Diamicron 80 mg]',
      'Gliclazide 80 mg - 2 tablets with breakfast',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it("drops a kind label before a dash: 'Vitamin D - Ostelin ...'", () => {
    const row = rowOf(
      'Vitamin D - Ostelin 1000 units daily',
      'Colecalciferol (Ostelin) 1000 units daily',
    );
    expect(row.changeType).toBe('unchanged');
  });
});

describe('a line that says the time changed', () => {
  it('is changed, with a check, when the admission list gave no time', () => {
    const row = rowOf(
      'Amlodipine 5 mg tablet',
      'Amlodipine 5 mg at night - timing changed (was mornings)',
    );
    expect(row.changeType).toBe('changed');
    expect(row.comment).toMatch(/mornings/i);
    expect(row.warnings?.length).toBeGreaterThan(0);
  });
});

describe('times written as a clock beside a word', () => {
  it('reads "12 noon" as midday, never twelve tablets', () => {
    const row = rowOf(
      'Prednisolone 5 mg 2 at 8am, 1 at 12 noon',
      'Prednisolone 5 mg 2 at 8am, 1 at 12 midday',
    );
    expect(row.schedule['1200']).toBe('1 tablet');
    expect(row.changeType).toBe('unchanged');
  });

  it('reads "on waking about 6 am" as the morning', () => {
    const row = rowOf(
      'Levothyroxine 100 microgram mane',
      'Levothyroxine 100 microgram on waking about 6 am',
    );
    expect(row.schedule['0800']).not.toBe('');
  });

  it('reads "on school days" on one list as the days the other names (Monday to Friday)', () => {
    const row = rowOf(
      'Dexamfetamine 5 mg mane on school days',
      'Dexamfetamine 5 mg in the morning Mon-Fri',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('gives the days of a course heading to the orders under it', () => {
    const row = rowOf(
      'Aprepitant 80 mg mane days 2 and 3 of each cycle',
      'DAYS 2 AND 3 OF EACH CYCLE:\nAprepitant 80 mg in the morning',
    );
    expect(row.changeType).toBe('unchanged');
    expect(row.schedule['0800']).toMatch(/days 2 and 3/);
  });

  it('gives both clocks of a heading "⏰ 8:00 am and 8:00 pm" to the orders under it', () => {
    const row = rowOf(
      'Lamotrigine 100 mg bd',
      '⏰ 8:00 am and 8:00 pm\nLamotrigine 100 mg - 1 tablet each time',
    );
    expect(row.changeType).toBe('unchanged');
  });
});

describe("a pharmacy's label codes defined by a key line", () => {
  it('writes out "2P BD" and "1T N" from the key', () => {
    const res = answer(
      'Key: T tablet, P puff, N night, BD twice daily\nSERETIDE 250/25 INHALER   2P BD\nAMITRIPTYLINE 10MG TAB   1T N',
      'Seretide 250/25 2 puffs twice daily\nAmitriptyline 10 mg 1 tablet at night',
    );
    expect(res.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('headings a family list writes', () => {
  it('reads "Emergency / only when needed" and "Only if needed" as when-required headings, never medicines', () => {
    const res = answer(
      'Salbutamol 100 mcg 2 puffs prn',
      'Emergency / only when needed\nGlucagon 1 mg IM when required for hypo\nOnly if needed\nSalbutamol 100 mcg 2 puffs when needed',
    );
    expect(res.medications.map((m) => m.name).join()).not.toMatch(/Emergency|Only/);
  });
});
