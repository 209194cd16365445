/**
 * An eMR table whose only timing column is 'Admin times' gives each order its times from it; beside a
 * Frequency column it is left out, as before.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe('an admin-times column with no frequency column', () => {
  const table = [
    'Medicine\tDose\tAdministration times\tNotes',
    'Sotalol 80 mg tablet\t80 mg\t07:00, 19:00\tnew',
    'Simvastatin 20 mg tablet\t20 mg\t22:00\t',
    'Oxycodone 5 mg capsule\t5 mg\tq4h PRN\tpain',
  ].join('\n');
  const res = reconcile({ admissionOrders: 'Nil', dischargeOrders: table });

  it('reads the times as the slots', () => {
    expect(filled(res.medications[0]!.schedule)).toEqual(['0800', '1800']);
    expect(filled(res.medications[1]!.schedule)).toEqual(['2200']);
  });

  it('reads a when-required entry in the column', () => {
    expect(res.medications[2]!.isPRN).toBe(true);
  });
});
