/**
 * A ward's note names a medicine cut short ('rosuva', 'esomep') on a line not read as its order: a row
 * that seems new (or stopped) says the other list names it, as it does for a name written in full.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a shortened name on a line of the other list', () => {
  it('warns on a new row that the admission list names it cut short', () => {
    const r = reconcile({
      admissionOrders: 'Comment: rosuva was stopped by GP last month?\nAmlodipine 5 mg daily',
      dischargeOrders: 'Amlodipine 5 mg daily\nRosuvastatin 10 mg nocte',
    });
    const row = r.medications.find((m) => m.name === 'Rosuvastatin')!;
    expect(row.changeType).toBe('new');
    expect(row.warnings?.join(' ')).toMatch(/named on admission line 1/);
  });

  it('warns on a stop that the discharge list names it cut short', () => {
    const r = reconcile({
      admissionOrders: 'Esomeprazole 20 mg mane\nAmlodipine 5 mg daily',
      dischargeOrders: 'Amlodipine 5 mg daily\nPlease ask GP whether esomep is still needed',
    });
    const stop = r.ceasedMedications.find((m) => m.name === 'Esomeprazole')!;
    expect(stop.warnings?.join(' ')).toMatch(/named on discharge line 2/);
  });
});
