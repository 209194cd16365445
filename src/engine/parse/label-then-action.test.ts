/**
 * A line may open with a label and then the action taken on the order ('Reviewed by team - stop: ...',
 * 'Consent given - reduce: ...', 'Pharmacist note - withhold: ...'). The action is the order's status: read
 * without it a stop or a hold was an unchanged row with no warning. And after a change written before the
 * name, a bracket after the directions says why the dose changed, not what the medicine is for.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const one = (adm: string, dis: string) => {
  const r = reconcileChecked(adm, dis);
  return {
    rows: r.medications.map((m) => ({ change: m.changeType, use: m.indication, note: m.comment })),
    ceased: r.ceasedMedications.map((c) => c.reason),
  };
};

describe('a label before the action on an order', () => {
  it.each([
    ['Reviewed by team - stop: Oxazepam 15 mg nocte'],
    ['Ward pharmacist – cease: oxazepam 15mg at night'],
    ['Family meeting — discontinue: Oxazepam'],
  ])('a stop after a label is a stop: %s', (line) => {
    expect(one('Oxazepam 15 mg nocte', line)).toEqual({ rows: [], ceased: [expect.any(String)] });
  });

  it('a hold after a label is a hold, with its reason', () => {
    const r = one(
      'Amlodipine 10 mg mane',
      'Pharmacist note - withhold: Amlodipine 10 mg mane (BP 92/50)',
    );
    expect(r.rows).toEqual([]);
    expect(r.ceased[0]).toMatch(/^Withheld/);
  });

  it('a reduction after a label is a change', () => {
    const r = one('Quetiapine 50 mg nocte', 'Guardian agreed - reduce: Quetiapine 25 mg nocte');
    expect(r.rows).toEqual([expect.objectContaining({ change: 'changed' })]);
  });

  it('a label with no action word is only a label', () => {
    const r = one('Quetiapine 50 mg nocte', 'Checked with GP - ok: Quetiapine 50 mg nocte');
    expect(r.rows).toEqual([expect.objectContaining({ change: 'unchanged' })]);
  });
});

describe('why a dose changed, written in brackets after a change word before the name', () => {
  it.each([
    ['Reduce: Haloperidol 0.5 mg bd (falls, drowsy)', 'falls'],
    ['Decrease - haloperidol 0.5mg twice daily (QTc 490)', 'QTc'],
    ['Increase: Haloperidol 2 mg BD (delirium, agitated at night)', 'delirium'],
  ])('the bracket is the reason, not the use: %s', (line, why) => {
    const r = one('Haloperidol 1 mg bd (agitation)', line);
    expect(r.rows[0]!.change).toBe('changed');
    expect(r.rows[0]!.use).toMatch(/agitation/i);
    expect(r.rows[0]!.note).toContain(why);
  });

  it('a bracket that says what it is for is still the use', () => {
    const r = one('Haloperidol 1 mg bd', 'Increase: Haloperidol 2 mg BD (for agitation)');
    expect(r.rows[0]!.use).toMatch(/agitation/i);
  });
});
