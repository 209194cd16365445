import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a person's name field before an order's field on one line", () => {
  it.each([
    'Client: Mrs J. Papadopoulos     Insulin: Lantus 20 units at 2100',
    'Resident: B. Nguyen\tMedication: insulin glargine 20 units nocte',
    'Patient name: Ms K Lee   UR: 1234567    Regular medication: Lantus 20 units at night',
  ])('%s', (line) => {
    const r = reconcileChecked(line, 'Insulin glargine (Lantus) 20 units at night');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(JSON.stringify([r.medications[0]!.schedule, r.warnings])).not.toMatch(
      /papadopoulos|nguyen|\blee\b/i,
    );
  });

  it('a line of other fields stays a label line', () => {
    const r = reconcileChecked(
      'Patient: A. Smith   Pack: 28-day blister   Week 3\nPerindopril 5 mg mane',
      'Perindopril 5 mg mane',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Perindopril']);
    expect((r.warnings ?? []).join(' ')).not.toMatch(/pack/i);
  });
});
