/**
 * Oxygen as a home medicine: an order with a flow rate pairs across the lists; a note that oxygen given in
 * hospital was weaned is never a stop; RA after a saturation or 'on' is room air.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('oxygen', () => {
  it.each([
    [
      'Home oxygen 2 L/min via concentrator 16 hours a day',
      'Oxygen 2 L/min via concentrator 16 hours a day (no change)',
    ],
    ['Domiciliary oxygen 1 L/min overnight', 'Home oxygen 1 L/min overnight'],
  ])('%s -> %s: one row, unchanged, with its flow rate', (adm, dis) => {
    const r = reconcileChecked(`Metformin 500 mg bd\n${adm}`, `Metformin 500 mg bd\n${dis}`);
    const o2 = r.medications.find((m) => /oxygen/i.test(m.name));
    expect(o2?.changeType).toBe('unchanged');
    expect(o2?.form).toMatch(/L\/min/);
    expect(o2?.indication).toMatch(/oxygen/i);
    expect(r.ceasedMedications).toEqual([]);
  });

  it.each(['Oxygen weaned to RA', 'Supplemental oxygen - weaned, on room air since day 3'])(
    'under a Ceased heading, "%s" is a note about the stay, never a stopped medicine',
    (note) => {
      const r = reconcileChecked('Metformin 500 mg bd', `Metformin 500 mg bd\nCeased:\n${note}`);
      expect(r.ceasedMedications).toEqual([]);
      expect(r.medications).toHaveLength(1);
    },
  );

  it('home oxygen on admission and stopped at discharge is ceased; RA after sats is room air', () => {
    const r = reconcileChecked(
      'Home oxygen 2 L/min overnight',
      'Ceased:\nHome oxygen - no longer needed (sats 96% RA)',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Oxygen']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/room air/);
    expect(r.ceasedMedications[0]!.reason).not.toMatch(/rheumatoid/i);
  });
});
