import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { clippedPair, pairCompleting } from './clipped-combination';

describe('a two-ingredient product written with its parts cut short', () => {
  it('reads a pair only when one known product fits', () => {
    expect(clippedPair('pip', 'tazo')?.id).toBe('piperacillin+tazobactam');
    expect(clippedPair('amox', 'clav')?.id).toBe('amoxicillin+clavulanic acid');
    expect(pairCompleting('amoxicillin', 'clavul')?.id).toBe('amoxicillin+clavulanic acid');
    expect(clippedPair('tab', 'cap')).toBeNull();
    expect(pairCompleting('metformin', 'day')).toBeNull();
  });

  it.each([
    ['Amoxycillin/clav 500/125 mg TDS x 5 days', 'Amoxicillin + Clavulanic acid'],
    ['amox-clav 875/125 mg twice daily', 'Amoxicillin + Clavulanic acid'],
    ['Pip/tazo 4.5 g IV q8h', 'Piperacillin + Tazobactam'],
  ])('%s is the combination, with a warning', (line, name) => {
    const r = reconcileChecked('Paracetamol 1 g QID', `Paracetamol 1 g QID\n${line}`);
    const row = r.medications.find((m) => m.name.startsWith(name))!;
    expect(row).toBeDefined();
    expect(row.warnings?.join(' ')).toMatch(/shortened combination name/);
  });

  it('a ward pair on admission meets its full name on discharge', () => {
    const r = reconcileChecked(
      'Pip-taz 4.5 g IV 6 hourly\nParacetamol 1 g QID',
      'Paracetamol 1 g QID\nPiperacillin/tazobactam - ceased, switched to oral',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Piperacillin + Tazobactam']);
  });
});
