/**
 * A fixed-width table from a PDF whose name and directions cells wrap onto indented lines under their row.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { joinWrappedCells } from './wrapped-cells';

describe('cells wrapped under their row', () => {
  it('puts each piece back in the column it starts under', () => {
    const lines = [
      'Drug                  Instructions               Change',
      'Metoprolol succinate  One tablet each            Same',
      '  CR 47.5 mg tablet     morning',
    ];
    const rows = [lines[0]!, 'Metoprolol succinate\tOne tablet each\tSame', lines[2]!];
    expect(joinWrappedCells(lines, rows, 0, 3)).toEqual([
      lines[0],
      'Metoprolol succinate CR 47.5 mg tablet\tOne tablet each morning\tSame',
      '',
    ]);
  });

  it('leaves a line at the margin as it is', () => {
    const lines = [
      'Drug        Instructions      Change',
      'Aspirin     1 daily           Same',
      'Ward 7B',
    ];
    const rows = [lines[0]!, 'Aspirin\t1 daily\tSame', 'Ward 7B'];
    expect(joinWrappedCells(lines, rows, 0, 3)).toEqual(rows);
  });
});

describe('a wrapped PDF table against a home list', () => {
  it('reads the wrapped strength and times with their order, and makes no row of the pieces', () => {
    const request = {
      admissionOrders: [
        'Metoprolol CR 47.5 mg mane',
        'Sertraline 50 mg mane',
        'Tramadol 50 mg PRN',
      ].join('\n'),
      dischargeOrders: [
        'Drug                  Instructions               Change',
        'Metoprolol succinate  One tablet each            Same',
        '  CR 47.5 mg tablet     morning',
        'Sertraline 50 mg      One tablet in the          Same',
        '  tablet                morning',
        'Tramadol 50 mg        1 capsule every 6 hours    Same',
        '  capsule               when required for pain',
      ].join('\n'),
    };
    const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
    expect(r.medications.map((m) => [m.name, m.changeType, m.isPRN])).toEqual([
      ['Metoprolol', 'unchanged', false],
      ['Sertraline', 'unchanged', false],
      ['Tramadol', 'unchanged', true],
    ]);
    expect(r.medications[0]!.schedule['0800']).not.toBe('');
    expect(r.ceasedMedications).toEqual([]);
  });
});
