/**
 * Medication histories taken in ED often write the dose before the name ('25 mg metoprolol BD',
 * '2 puffs Ventolin prn'). The order is the medicine's; a dose-first line that names no medicine is
 * still the previous order's continuation.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const names = (adm: string, dis: string) =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications.map((m) => [
    m.name,
    m.changeType,
  ]);

describe('a dose written before the name', () => {
  it('is read as that medicine, line by line', () => {
    expect(
      names(
        '- 10 mg ramipril mane\n- 2 puffs Seretide 250/25 bd\n- 500 mg amoxicillin tds',
        'Ramipril 10 mg mane\nSeretide 250/25 2 puffs bd\nAmoxicillin 500 mg tds',
      ),
    ).toEqual([
      ['Ramipril', 'unchanged'],
      ['Fluticasone propionate + Salmeterol (Seretide)', 'unchanged'],
      ['Amoxicillin', 'unchanged'],
    ]);
  });

  it('a dose-first line with no medicine name still continues the order above it', () => {
    const r = reconcile({
      admissionOrders: 'Prednisolone 25 mg mane for 3 days\n12.5 mg mane for 3 days then stop',
      dischargeOrders: 'Prednisolone 25 mg mane for 3 days\n12.5 mg mane for 3 days then stop',
    });
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
