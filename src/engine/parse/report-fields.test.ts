/**
 * Report lines that hold numbers or time words but are no order (report-fields.ts and the form-field check
 * of line-rules-orders.ts): reported, never a row or a ceased entry.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const names = (r: ReturnType<typeof reconcileChecked>) =>
  [...r.medications, ...r.ceasedMedications].map((m) => m.name).join(' | ');

describe('a report measure after its label', () => {
  it.each([
    'Glucose variability (coefficient of variation): 38%',
    'Time below range (<3.9): 7%',
    'Average glucose: 9.6 mmol/L',
    'Potassium (last visit): 5.4 mmol/L',
  ])('%s: no row', (line) => {
    const r = reconcileChecked(
      `Metformin 500 mg bd\n${line}`,
      'Metformin 500 mg bd\nGlucose gel 15 g when required for a hypo',
    );
    expect(names(r)).not.toMatch(/variab|time below|average|potassium/i);
    expect(r.medications.find((m) => /glucose/i.test(m.name))?.changeType ?? 'new').toBe('new');
  });

  it.each(['Glucose variability (coefficient of variation): 38%', 'Time below range (<3.9): 7%'])(
    '%s: reported as a line not read',
    (line) => {
      const r = reconcileChecked(`Metformin 500 mg bd\n${line}`, 'Metformin 500 mg bd');
      expect(JSON.stringify(r.warnings)).toContain(line.slice(0, 12));
    },
  );

  it('keeps a medicine whose strength is a percentage', () => {
    const r = reconcileChecked(
      'Chlorhexidine 0.2% mouthwash 10 mL bd',
      'Chlorhexidine 0.2% mouthwash 10 mL bd',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});

describe("a form's fields with numbers that are no dose", () => {
  it.each([
    'Participant: J. Tran   Year level: 10   Dates: 3-7 March',
    'Client: R. Odum   Room: 12   Visits: 2-3 weekly',
  ])('%s: no row', (line) => {
    const r = reconcileChecked(`${line}\nSertraline 50 mg mane`, 'Sertraline 50 mg mane');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.name)).toEqual(['Sertraline']);
  });
});

describe("a report's paragraph title over a sentence", () => {
  it.each([
    '3.2 Functional. Showers daily with supervision.',
    '6. Supports. Meals on wheels twice weekly; carer each morning.',
    'Nutrition. Eats three meals daily.',
  ])('%s: no row and no ceased entry', (line) => {
    const r = reconcileChecked(`Quetiapine 100 mg nocte\n${line}`, 'Quetiapine 100 mg nocte');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.name)).toEqual(['Quetiapine']);
  });
});

describe('an admission line saying a medicine is not taken', () => {
  it.each(['Aspirin: declined', 'Other: clopidogrel not indicated (no stent)', 'Warfarin - nil'])(
    '%s: no ceased entry, reported',
    (line) => {
      const r = reconcileChecked(`Metformin 500 mg bd\n${line}`, 'Metformin 500 mg bd');
      expect(r.ceasedMedications).toEqual([]);
      expect(JSON.stringify(r.warnings)).toContain(line.slice(0, 10));
    },
  );
});
