/**
 * Classes blind set 25's first run found silent (fixed by class, tested in other wordings): a morning cut
 * short ('1 morn 1 night'), a stop in one eye told as 'no longer needed in that eye', and a symptom after
 * 'when' in a patient's own words ('when I can't sleep', 'when wheezy') as when required.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("'morn' is the morning", () => {
  it.each(['Bisoprolol 2.5mg 1 morn 1 night', 'Bisoprolol 2.5 mg one each morn and one at night'])(
    '%s: both doses',
    (line) => {
      const row = reconcileChecked('Aspirin 100 mg daily', `${line}\nAspirin 100 mg daily`)
        .medications[0]!;
      expect(row.schedule['0800']).not.toBe('');
      expect(row.schedule['2200']).not.toBe('');
    },
  );
});

describe('a stop in one eye told with "that eye"', () => {
  it('is a site change, the drops go on', () => {
    const r = reconcileChecked(
      'Latanoprost 0.005% eye drops 1 drop both eyes at night',
      'Latanoprost 0.005% eye drops - left eye only, 1 drop at night (right eye operated, not needed in that eye any more)',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});

describe('a symptom after "when" is when required', () => {
  it.each([
    ['Zopiclone 7.5 mg at bedtime when she cannot sleep', /sleep/i],
    ['Salbutamol inhaler 2 puffs when wheezy', /wheez/i],
    ['Ondansetron 4 mg wafer when nauseated', /nause/i],
  ])('%s', (line, use) => {
    const row = reconcileChecked('Aspirin 100 mg daily', `${line}\nAspirin 100 mg daily`)
      .medications[0]!;
    expect(row.isPRN).toBe(true);
    expect(row.schedule['0800']).toMatch(use);
  });

  it('a stop condition after "when" is no use', () => {
    const row = reconcileChecked(
      'Aspirin 100 mg daily',
      'Oxycodone 5 mg 6 hourly - withhold when drowsy\nAspirin 100 mg daily',
    ).medications[0]!;
    expect(row.indication).not.toMatch(/drows/i);
  });
});
