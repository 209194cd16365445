import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a ' | Status: ...' field ends the clause before it, label and all", () => {
  it.each([
    [
      'Naloxone 400 microgram | IM | 400 microgram when required for overdose, family to give | Status: New',
    ],
    [
      'Naloxone 400 microgram | IM | 400 microgram when required for overdose, family to give | Change: new',
    ],
  ])('%s', (line) => {
    const r = reconcileChecked('Paracetamol 1 g qid', `${line}\nParacetamol 1 g qid`);
    const row = r.medications.find((m) => m.name.startsWith('Naloxone'))!;
    expect(row.changeType).toBe('new');
    expect(JSON.stringify([row.schedule, row.comment])).not.toMatch(/\|\s*(?:status|change)\b/i);
  });

  it('the stop after the label is still the stop, with its reason', () => {
    const r = reconcileChecked(
      'Diclofenac 50 mg tds',
      'Diclofenac 50 mg | oral | tds | Status: ceased - gastric bleed',
    );
    expect(r.ceasedMedications[0]!.reason).toMatch(/gastric bleed/i);
  });
});
