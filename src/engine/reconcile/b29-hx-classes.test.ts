/**
 * Blind-29 classes (changes helper): everyday 'nite', a chart's labelled two-digit hours, a time column's
 * cell with its own frequency, the same dose at every time after a strength, PBS item and authority codes
 * before the name, and a brand's run-together first words before its last word.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

const row = (adm: string, dis: string, name: RegExp) =>
  run(adm, dis).medications.find((m) => name.test(m.name))!;
const slots = (m: { schedule: Record<string, string> }) =>
  Object.entries(m.schedule)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('times of day written the everyday way', () => {
  it("'at nite' is at night", () => {
    const m = row('Sertraline 50mg 1 every nite', 'Sertraline 50 mg one at night', /Sertraline/);
    expect(m.changeType).toBe('unchanged');
    expect(slots(m)).toEqual(['2200']);
  });

  it("'1 mane and 1 nite' keeps both doses", () => {
    const m = row(
      'gliclazide 30mg 1 in the morning and 1 nite',
      'Gliclazide 30 mg BD',
      /Gliclazide/,
    );
    expect(slots(m)).toEqual(['0800', '1800']);
    expect(m.changeType).toBe('unchanged');
  });

  it("a chart's 'Times: 08 20' are clock hours, not a dose of 8", () => {
    const m = row(
      'Medicine: Sitagliptin  Dose: 50 mg  Frequency: BD  Times: 08 20  Indication: T2DM',
      'Sitagliptin 50 mg twice daily',
      /Sitagliptin/,
    );
    expect(m.changeType).toBe('unchanged');
    expect(m.warnings ?? []).toEqual([]);
  });

  it("a single labelled hour 'Time: 22' is at night", () => {
    const m = row('Quetiapine 25 mg  Time: 22', 'Quetiapine 25 mg nocte', /Quetiapine/);
    expect(slots(m)).toEqual(['2200']);
    expect(m.changeType).toBe('unchanged');
  });
});

describe('a time column whose cell gives its own times', () => {
  it("'250 mg BD' under a 'Morning' column is twice a day, with a warning", () => {
    const m = row(
      'Levetiracetam 250 mg twice daily',
      'Medicine | Morning | Comment\nLevetiracetam 250 mg | 250 mg BD | unchanged',
      /Levetiracetam/,
    );
    expect(slots(m)).toEqual(['0800', '1800']);
    expect(m.warnings?.join(' ')).toMatch(/gives its own times/);
  });
});

describe('the same dose at each time after the strength', () => {
  it("'Keppra 500mg 1000 mg mane 1000 mg nocte' is 1000 mg a dose, not 500 mg", () => {
    const m = row(
      'Keppra 500mg 1000 mg mane 1000 mg nocte',
      'Levetiracetam (Keppra) 500 mg twice daily',
      /Levetiracetam/,
    );
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(/1000 mg/);
  });
});

describe('PBS item codes and authority numbers before the name', () => {
  it('a discharge script line with item code and authority is its medicine', () => {
    const r = run(
      'Rivaroxaban 20 mg with dinner',
      'PBS 09876K  Authority No. 4411223  RIVAROXABAN (Xarelto) 20 mg tablet  Qty 28  Rpt 5\n  SIG: one tablet with the evening meal',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Rivaroxaban (Xarelto)']);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });

  it('an RPBS item code is taken off too', () => {
    const m = row('Nil', 'RPBS item 2345X  Sotalol 80 mg BD', /Sotalol/);
    expect(m.changeType).toBe('new');
    expect(m.form).toMatch(/80 mg/);
  });
});

describe("a brand's first words run together", () => {
  it("'Ferrograd C' is the iron with vitamin C, not Ferro-Grad", () => {
    const m = row('Ferrograd C one daily', 'Ferro-grad C 1 tablet daily', /Ferrous/);
    expect(m.name).toMatch(/Ascorbic/);
    expect(m.changeType).toBe('unchanged');
  });
});

describe('the same amount from an inhaler of another strength', () => {
  it('Symbicort 200/6 2 puffs to 400/12 1 puff is a change of dose', () => {
    const m = row(
      'Symbicort 200/6 two puffs bd',
      'Symbicort Turbuhaler 400/12 1 puff BD',
      /Budesonide/,
    );
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(/400\/12/);
  });

  it('tablets of another strength that make the same dose stay unchanged', () => {
    const m = row(
      'Keppra 250 mg 2 tablets BD',
      'Levetiracetam 500 mg 1 tablet BD',
      /Levetiracetam/,
    );
    expect(m.changeType).toBe('unchanged');
  });
});

describe("the patient's own name for a medicine, with its name in brackets", () => {
  it("'my brown puffer (Flixotide) morning and night' is fluticasone, an inhaler", () => {
    const r = run(
      'my brown puffer (Flixotide) 2 puffs morning and night',
      'Fluticasone (Flixotide) 250 microgram 2 puffs twice daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it("'the water tablet (Lasix) 40 mane' is furosemide", () => {
    const r = run('the water tablet (Lasix) 40mg mane', 'Furosemide 40 mg mane');
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a before/after table that writes the whole order on both sides', () => {
  it('the right side is the order now, the left what it was', () => {
    const m = row(
      'Rosuvastatin 10mg nocte',
      'Before -> After\nRosuvastatin 10 mg at night -> Rosuvastatin 20 mg at night (LDL above target)',
      /Rosuvastatin/,
    );
    expect(m.changeType).toBe('changed');
    expect(m.schedule['2200']).toMatch(/20 mg/);
    expect(m.warnings ?? []).toEqual([]);
  });

  it('the same order on both sides is no change', () => {
    const m = row(
      'Candesartan 8 mg mane',
      'Candesartan 8 mg mane → Candesartan 8 mg mane',
      /Candesartan/,
    );
    expect(m.changeType).toBe('unchanged');
  });
});

describe("a care plan's table: problem, goals, services, medicines", () => {
  it('reads each medicine of a cell, with its usual indication', () => {
    const r = run(
      'Problem | Goals | Treatment and services | Medicines\nHeart failure | fewer admissions | HF nurse | Entresto 49/51 mg BD; Bisoprolol 2.5mg mane',
      'Sacubitril + valsartan (Entresto) 49/51 mg twice daily\nBisoprolol 2.5 mg in the morning',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[1]!.indication).not.toBe('Heart failure');
  });
});

describe("a line labelled for another person (a newborn's doses on the mother's discharge)", () => {
  it('is reported, never a row or a stop', () => {
    const r = run(
      'Iron polymaltose 100 mg daily',
      'Iron polymaltose 100 mg daily\nNewborn (for your information): BCG vaccine given 02/12; vitamin K 1 mg IM given 02/12',
    );
    expect(r.medications.map((m) => m.name)).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(/labelled for another person/);
  });

  it("'baby aspirin' in an order is still the patient's aspirin", () => {
    const r = run('Aspirin 100 mg daily', 'Baby aspirin 100 mg daily');
    expect(r.medications).toHaveLength(1);
  });
});
