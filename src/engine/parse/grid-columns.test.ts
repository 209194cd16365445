/**
 * Table columns a patient's grid or a discharge prescription adds around the directions: a when-required
 * column ('Only if needed', 'PRN', 'When required') makes a dose in it a when-required order, and an
 * empty Start or Stop cell ('—', '-') after the directions never takes their time of day away (a time
 * with a dash for its dose is only empty inside one field).
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });

describe('a when-required column in a time grid', () => {
  it.each(['Only if needed', 'PRN', 'When required', 'As needed'])('"%s" column', (head) => {
    const out = run(
      `Drug\tDose\tMorning\tNight\t${head}\nSertraline\t50mg\t1\t-\t-\nAiromir\t100mcg\t-\t-\t1-2 puffs`,
      'Sertraline 50 mg mane\nAiromir 100 mcg 1-2 puffs prn',
    );
    const air = out.medications.find((m) => /Airomir/.test(m.name))!;
    expect(air.isPRN).toBe(true);
    expect(air.changeType).toBe('unchanged');
    const ser = out.medications.find((m) => /Sertraline/.test(m.name))!;
    expect(ser.isPRN).toBe(false);
    expect(ser.changeType).toBe('unchanged');
  });
});

describe('empty date columns after the directions', () => {
  it.each(['—\t—', '-\t-', '—', '25/11\t—', '—\t— (continue)'])('"%s" keeps the time', (tail) => {
    const out = run(
      'Quetiapine 25 mg nocte',
      `Medicine\tDirections\tStart\tStop\nQuetiapine 25 mg tablet\t1 tablet nocte\t${tail}`,
    );
    const r = out.medications[0]!;
    expect(r.schedule['2200']).not.toBe('');
    expect(r.schedule['0800']).toBe('');
    expect(r.changeType).toBe('unchanged');
  });

  it('a time field with a dash is still no dose at that time', () => {
    const out = run(
      'Levetiracetam 500 mg bd',
      'Levetiracetam 500 mg tab | Morning 500 mg | Night -',
    );
    expect(out.medications[0]!.schedule['2200']).toBe('');
  });
});
