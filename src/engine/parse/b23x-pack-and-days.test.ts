/**
 * Classes from blind set 23 (b23-007, b23-032), in wordings of their own: a small pack count printed after
 * a regimen that already has its dose, and days an event of the patient's own sets ('on dialysis days' is
 * older; 'on chemo days', 'on swim-training days' are the class).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof reconcileChecked>, name: RegExp) =>
  r.medications.find((m) => name.test(m.name))!;

describe('a pack count after a regimen that already has its dose', () => {
  it.each([
    [
      'Risedronate 35mg tablets - one to be taken every Monday morning - 2 tablet',
      'Risedronate 35 mg one tablet every Monday morning',
    ],
    [
      'Methotrexate 10mg tablets - one to be taken weekly on Friday evening - 3 tablet',
      'Methotrexate 10 mg 1 tablet weekly on Friday evening',
    ],
    [
      'Salbutamol 100 microgram inhaler - two puffs four times a day when required - 1 inhaler',
      'Salbutamol 100 microgram 2 puffs qid prn',
    ],
  ])('%s: the count is the pack, the row is unchanged', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a count with no dose before it is still the dose', () => {
    const r = reconcileChecked('Paracetamol 500 mg - 2 tablet', 'Paracetamol 500 mg 2 tablets qid');
    expect(JSON.stringify(row(r, /paracetamol/i).schedule)).not.toMatch(/\b1 tablet/);
  });
});

describe('days an event of the patient sets', () => {
  it.each([
    [
      'Ondansetron 8 mg 1 tablet in the morning on chemo days',
      'Ondansetron 8 mg 1 tablet every morning',
    ],
    ['Movicol 1 sachet at 6 pm on bowel care days only', 'Movicol 1 sachet daily at 6 pm'],
  ])('%s -> every day: changed, and the comment says the days', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    const m = r.medications[0]!;
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(/days/);
  });

  it('the same event days on both lists: no change', () => {
    const r = reconcileChecked(
      'Ondansetron 8 mg 1 tablet in the morning on chemo days',
      'Ondansetron 8 mg one tablet mane on chemo days',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('alternate days stays a calendar, not an event', () => {
    const r = reconcileChecked(
      'Bisacodyl 10 mg 1 suppository on alternate days',
      'Bisacodyl 10 mg 1 suppository on alternate days',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
