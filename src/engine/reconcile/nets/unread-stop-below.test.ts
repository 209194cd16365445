import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';

describe('net unread-stop-below: an unread line that says stop under an order that goes on', () => {
  it('names the medicine above when the line under it could not be read and says ceased', () => {
    const r = reconcileChecked(
      'Cefuroxime 500 mg bd\nAmlodipine 5 mg mane',
      [
        'Medicine ¦ Dose ¦ When ¦ Status ¦ Comment',
        'Medicine: Cefuroxime',
        'Strength: 500 mg',
        'Directions: IV ¦ - ¦ - ¦ ceased ¦ course over, line out',
        '',
        'Amlodipine 5 mg mane',
      ].join('\n'),
    );
    const row = r.medications.find((m) => /Cefuroxime/.test(m.name));
    expect((r.warnings ?? []).join(' ')).toMatch(/Cefuroxime: discharge line 4 .* says "ceased"/);
    expect(row?.warnings?.join(' ')).toMatch(/check whether Cefuroxime is stopped/);
  });

  it('says nothing when the unread line is a plan for later', () => {
    const r = reconcileChecked(
      'Amlodipine 5 mg mane',
      'Medicine ¦ Dose ¦ When ¦ Status ¦ Comment\nMedicine: Amlodipine\nStrength: 5 mg\nDirections: GP ¦ review ¦ stop if dizzy',
    );
    expect((r.warnings ?? []).join(' ')).not.toMatch(/not read, says/);
  });
});
