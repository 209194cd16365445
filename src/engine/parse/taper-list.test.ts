/**
 * A reducing regimen written as a label and a comma list of steps is one course with each step in turn.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readTaperList } from './taper-list';

describe('a labelled list of reducing steps', () => {
  it('joins the steps with "then" and reads "x3 days", "today" and "tomorrow" as how long each lasts', () => {
    expect(
      readTaperList('Oxazepam weaning: 30mg nocte tonight, 15mg nocte x3 days, then stop'),
    ).toBe('Oxazepam reducing 30mg nocte for 1 day, then 15mg nocte for 3 days, then stop');
    expect(readTaperList('Clonazepam (taper) - 1 mg bd x 1 week; 0.5 mg bd x 1 week')).toBe(
      'Clonazepam reducing 1 mg bd for 1 week, then 0.5 mg bd for 1 week',
    );
  });

  it('leaves lines that are not a list of dosed steps alone', () => {
    expect(readTaperList('Prednisolone 5 mg mane - reducing: see plan')).toBeNull();
    expect(readTaperList('Oxazepam weaning: as per CIWA, review daily')).toBeNull();
    expect(readTaperList('Oxazepam 15 mg nocte')).toBeNull();
  });

  it('keeps every step in the row', () => {
    const out = reconcile({
      admissionOrders: 'Oxazepam 30 mg nocte',
      dischargeOrders:
        'oxazepam - weaning: 30mg nocte tonight, 15mg nocte x3 days, 7.5mg nocte x3 days, then stop',
    });
    const slot = out.medications[0]!.schedule['2200'];
    expect(slot).toMatch(/30 mg/);
    expect(out.medications[0]!.comment + JSON.stringify(out.medications[0]!.schedule)).toMatch(
      /7\.5 mg/,
    );
    expect(out.medications[0]!.warnings ?? []).toEqual([]);
  });
});
