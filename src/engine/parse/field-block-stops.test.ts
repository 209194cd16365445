/**
 * A form that writes each medicine as a block of one field a line: a bare frequency in the timing field
 * ('When: daily', 'How often: regularly') is the order's times, never a section heading over the lines below;
 * a status field that gives a stop and then its reason ('Status: withheld, zoledronic acid given') is the
 * block's own stop, though the reason names another medicine or a word that reads as one.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const block = (...lines: string[]) => lines.join('\n');

describe('a field block whose timing field holds only a frequency', () => {
  it.each(['When: daily', 'When: once daily', 'How often: daily', 'Timing: daily'])(
    '%s gives the morning dose',
    (timing) => {
      const r = reconcileChecked(
        'Rifampicin 600 mg daily',
        block('Medication: Rifampicin', 'Dose: 600 mg', timing),
      );
      expect(r.medications).toHaveLength(1);
      expect(r.medications[0]!.changeType).toBe('unchanged');
      expect(r.medications[0]!.schedule['0800']).toContain('600 mg');
      expect(r.medications[0]!.warnings ?? []).toEqual([]);
    },
  );

  it('a stop written after the frequency stops the order, with its reason', () => {
    const r = reconcileChecked(
      'Vancomycin 1 g IV daily',
      block('Medication: Vancomycin', 'Dose: 1 g', 'When: daily - course finished 04/06'),
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/course finished 04\/06/);
  });
});

describe('a status field with a stop and its reason', () => {
  it.each([
    ['Status: ceased, magnesium level high', /magnesium level high/],
    ['Status: stopped - iron studies normal', /iron studies normal/],
    ['Change: withheld; denosumab given last month', /denosumab given last month/],
  ])('%s stops the block above for that reason', (status, reason) => {
    const r = reconcileChecked(
      'Magnesium aspartate 500 mg twice daily',
      block('Medication: Magnesium aspartate', 'Dose: 500 mg', status),
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.name).toMatch(/magnesium/i);
    expect(r.ceasedMedications[0]!.reason).toMatch(reason);
  });

  it('a status field naming a new medicine with no separator is still that order of its own', () => {
    const r = reconcileChecked(
      'Candesartan 8 mg daily',
      block(
        'Medication: Candesartan',
        'Dose: 8 mg',
        'When: daily',
        'Change: Candesartan 16 mg daily',
      ),
    );
    expect(r.medications.map((m) => m.name.toLowerCase())).toContain('candesartan');
  });
});
