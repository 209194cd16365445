/**
 * A discharge line that holds a medicine and says when to restart it ('withhold while febrile, resume once
 * afebrile') is a hold in force now: the medicine is withheld, not continued with a direction.
 * 'Withhold when unwell' alone stays a sick-day direction on an order that goes on.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADM = 'Perindopril 8 mg mane\nEmpagliflozin 10 mg daily\nAmlodipine 5 mg daily';

describe('a hold with its restart written beside it', () => {
  it('is withheld now', () => {
    const dis = [
      'Perindopril 8 mg - hold whilst dehydrated (low BP), resume once drinking normally',
      'Empagliflozin 10 mg daily - withhold when unwell',
      'Amlodipine 5 mg daily',
    ].join('\n');
    const r = reconcileChecked(ADM, dis);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Perindopril']);
    expect(r.medications.map((m) => m.name).sort()).toEqual(['Amlodipine', 'Empagliflozin']);
  });
});
