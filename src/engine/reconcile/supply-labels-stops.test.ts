import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("one time's dose changed, said in a bracket", () => {
  it("'(morning dose increased ...)' is the change and its reason, not a time or a use", () => {
    const r = reconcileChecked(
      'Metoprolol 25 mg bd',
      'Metoprolol 50 mg mane, 25 mg nocte (morning dose increased - palpitations)',
    );
    const row = r.medications[0]!;
    const slots = Object.entries(row.schedule).filter(([, v]) => v);
    expect(slots.map(([k]) => k).sort()).toEqual(['0800', '2200']);
    expect(row.indication).not.toMatch(/palpitations/i);
  });
});

describe('a patch and a when-required lozenge of one medicine are two products', () => {
  it('the patch stops and the lozenge is new, each warned', () => {
    const r = reconcileChecked(
      'Nicotine 14 mg/24 hours patch mane',
      'Nicotine 2 mg gum 1 piece hourly PRN cravings',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['new']);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Nicotine']);
    expect(r.medications[0]!.warnings?.length).toBeGreaterThan(0);
  });
});

describe("a dispensing label log's single-quoted directions", () => {
  it('reads the time inside the quotes', () => {
    const r = reconcileChecked(
      'Rosuvastatin 10 mg nocte',
      "#5521  ROSUVASTATIN 10MG TAB  x30  'Take ONE tablet at bedtime'",
    );
    expect(r.medications[0]!.schedule['2200']).not.toBe('');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a stop said with where it happened', () => {
  it.each([
    'Ceased on ward: diazepam (falls)',
    'Stopped in hospital - diazepam (falls)',
    'Not supplied - ceased during admission: diazepam (falls)',
  ])('%s', (line) => {
    const r = reconcileChecked(
      'Diazepam 5 mg nocte\nAspirin 100 mg daily',
      `Aspirin 100 mg daily\n${line}`,
    );
    expect(r.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Diazepam', expect.stringMatching(/falls/)],
    ]);
    expect(r.medications.map((m) => m.name)).toEqual(['Aspirin']);
  });
});

describe("a weaning plan that names its first dose after 'wean:'", () => {
  it('takes that dose now, at its time', () => {
    const r = reconcileChecked(
      'Temazepam 20 mg nocte',
      'Temazepam - wean: 10 mg nocte for 1 week then cease',
    );
    const row = r.medications[0]!;
    expect(row.schedule['2200']).toMatch(/10 mg/);
    expect(row.comment).toMatch(/reduced from 20 mg to 10 mg/i);
  });
});
