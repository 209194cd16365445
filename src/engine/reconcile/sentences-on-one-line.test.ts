import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rows = (out: ReturnType<typeof reconcile>) =>
  out.medications.map((m) => [m.name.split(' (')[0], m.changeType, m.isPRN]);

describe('several sentences on one line of a handover', () => {
  it('reads each sentence that names a medicine as its own order', () => {
    const out = reconcile({
      admissionOrders: 'Apixaban 5 bd for AF. Paracetamol 1g when needed for her knees.',
      dischargeOrders: 'Apixaban 5mg bd\nParacetamol 1g qid prn knee pain',
    });
    expect(rows(out)).toEqual([
      ['Apixaban', 'unchanged', false],
      ['Paracetamol', 'unchanged', true],
    ]);
  });

  it('never makes a story sentence before the order part of the medicine’s name', () => {
    const out = reconcile({
      admissionOrders: 'Atorvastatin 80mg nocte\nAspirin 100mg daily',
      dischargeOrders:
        'Dennis had an NSTEMI, DES to LAD 25/11. Continue his usual atorvastatin 80mg nocte and aspirin 100mg daily.',
    });
    expect(rows(out)).toEqual([
      ['Atorvastatin', 'unchanged', false],
      ['Aspirin', 'unchanged', false],
    ]);
    expect(out.ceasedMedications).toEqual([]);
  });

  it('keeps one order whose note is a second sentence, and a title’s full stop', () => {
    const out = reconcile({
      admissionOrders: 'Warfarin 5mg daily',
      dischargeOrders: 'Warfarin 5mg daily. INR target 2-3.\nSeen by Dr. Smith re metformin 500mg bd',
    });
    expect(out.medications.find((m) => /warfarin/i.test(m.name))!.changeType).toBe('unchanged');
  });

  it('leaves a history sentence after a story as the note it is', () => {
    const out = reconcile({
      admissionOrders:
        'Colin has AF (CHA2DS2-VASc 4). Amiodarone was started by his cardiologist 3 weeks ago and his INR has climbed.\nWarfarin 5mg daily',
      dischargeOrders: 'Warfarin 3mg daily',
    });
    expect(out.ceasedMedications).toEqual([]);
  });

  it('never splits inside a bracket', () => {
    const out = reconcile({
      admissionOrders: 'Paracetamol 1g daily prn pain (max total 4g/day incl. Panadol Osteo)',
      dischargeOrders: 'Paracetamol 1g daily prn pain',
    });
    expect(rows(out)).toEqual([['Paracetamol', 'unchanged', true]]);
  });
});
