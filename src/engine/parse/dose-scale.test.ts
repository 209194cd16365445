import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readDoseScale } from './dose-scale';

describe('an insulin correction scale written out', () => {
  it.each([
    [
      'BSL 8-11.9 give 1 unit; 12-15.9 give 3 units; > 16 give 5 units',
      'BGL 8-11.9 1 unit; 12-15.9 3 units; over 16 5 units',
    ],
    [
      '1 unit if BGL 8 to 11.9, 3 units if 12 to 15.9, 5 units if 16+',
      'BGL 8-11.9 1 unit; 12-15.9 3 units; 16 or above 5 units',
    ],
  ])('%s is read step by step', (text, steps) => {
    expect(readDoseScale(text)).toBe(`correction scale: ${steps}`);
  });

  it('needs two steps and a blood glucose word', () => {
    expect(readDoseScale('6 units with breakfast, 8 units with dinner')).toBeNull();
    expect(readDoseScale('4 units if BGL over 15')).toBeNull();
  });

  it('compares the same scale written two ways as no change', () => {
    const r = reconcileChecked(
      'Humalog supplemental: BGL 12-16 add 2 units; 16.1 or above add 4 units (with meals)',
      'Humalog with meals: 2 units extra if BGL 12-16, 4 units if BGL 16.1 or above',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.medications[0]!.schedule['0800']).toMatch(/12-16 2 units/);
  });

  it('says which step changed', () => {
    const r = reconcileChecked(
      'Apidra with meals: 2 units if BSL 10-15, 4 units if BSL over 15',
      'Apidra with meals: 3 units if BSL 10-15, 6 units if BSL over 15',
    );
    expect(r.medications[0]!.changeType).toBe('changed');
    expect(r.medications[0]!.comment).toMatch(/Correction scale changed \(was BGL 10-15 2 units/);
  });

  it('stays a row of its own beside the same insulin at fixed meal doses', () => {
    const r = reconcileChecked(
      'Fiasp 6 units breakfast, 6 units lunch, 8 units dinner\nFiasp top-up: BSL 11-15 add 1 unit; 15.1-20 add 2 units',
      'Fiasp 6 units with breakfast, 6 units with lunch, 8 units with dinner\nFiasp extra with meals: 1 unit if BSL 11-15, 2 units if BSL 15.1-20',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });
});
