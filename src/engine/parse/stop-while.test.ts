/**
 * 'Stop while ...': a stop for as long as a state the patient is in now lasts is a stop now; a stop for
 * a sick-day episode that may come ('while unwell', 'whilst vomiting') is a direction for later.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('stop while', () => {
  it.each([
    ['Celecoxib - cease while the ulcer heals (GI bleed)', /ulcer heals|GI bleed/i],
    ['Simvastatin: stop whilst taking fluconazole', /fluconazole/i],
  ])('%s is a stop now, with its reason', (line, reason) => {
    const name = line.split(/[\s:-]/)[0]!;
    const r = reconcileChecked(`${name} 100 mg daily\nPanadol 1 g qid`, `${line}\nPanadol 1 g qid`);
    expect(r.medications.map((m) => m.name)).not.toContain(name);
    const stop = r.ceasedMedications.find((c) => c.name === name)!;
    expect(stop.reason).toMatch(reason);
  });

  it.each([
    'Dapagliflozin 10 mg mane - stop while unwell',
    'Dapagliflozin 10 mg mane, cease whilst you are vomiting or not eating',
  ])('%s goes on: a sick-day rule', (line) => {
    const r = reconcileChecked('Dapagliflozin 10 mg mane', line);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
