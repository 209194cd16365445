import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { classifyLine } from './headings';

describe('a list title after the place the list comes from', () => {
  it.each([
    'Orthopaedic Ward - Discharge Medication List',
    'Hillside Family Practice - current meds',
  ])('%s is a title', (line) => {
    expect(classifyLine(line)).toMatchObject({ kind: 'heading', section: null });
  });

  it('keeps a medicine before a dash an order', () => {
    expect(classifyLine('Atorvastatin - discharge medications')?.kind).not.toBe('heading');
  });

  it('reads a service before a stop heading as that heading: the lines under it stop', () => {
    const r = reconcileChecked(
      'Metformin 500 mg BD\nApixaban 5 mg BD',
      'Apixaban 5 mg BD\nRenal team - medicines to cease:\nMetformin 500 mg BD',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Apixaban']);
    expect(r.ceasedMedications.map((m) => m.name)).toEqual(['Metformin']);
  });
});
