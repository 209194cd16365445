/**
 * Ward-round plans write the change verb first and short: 'inc ramipril to 10 mg', 'dec sotalol to
 * 40 mg bd'. The medicine is the one on the admission list, changed, never a new one plus a stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('shortened change verbs before the name', () => {
  it.each([
    ['Ramipril 5 mg mane', '- inc ramipril to 10 mg mane', 'increased'],
    ['Sotalol 80 mg bd', '- dec sotalol to 40 mg bd', 'reduced'],
    ['Sertraline 50 mg mane', 'incr. sertraline to 100 mg mane', 'increased'],
  ])('%s | %s: one changed row, dose %s', (adm, dis, word) => {
    const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toHaveLength(0);
    expect(r.medications[0]!.changeType).toBe('changed');
    expect(r.medications[0]!.comment.toLowerCase()).toContain(word);
  });

  it('a bare number after the verb is the new dose, with a warning that no unit was written', () => {
    const r = reconcile({
      admissionOrders: 'Simvastatin 20 mg nocte',
      dischargeOrders: '- inc simvastatin to 40 nocte',
    });
    expect(r.medications).toHaveLength(1);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.schedule['2200']).toContain('40');
    expect(row.warnings?.join(' ')).toMatch(/40/);
  });
});
