import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

function result(admission: string, discharge: string) {
  return reconcile({ admissionOrders: admission, dischargeOrders: discharge });
}

const TIMOLOL = 'Timolol 0.5% eye drops 1 drop BD both eyes';

describe('a stop at one site while the medicine goes on at another is a change, not a stop', () => {
  it.each([
    [
      TIMOLOL,
      'Timolol 0.5% eye drops - stop in right eye, continue left eye 1 drop BD',
      'Now in the left eye only (stopped in the right eye)',
    ],
    [
      TIMOLOL,
      'Timolol 0.5% eye drops 1 drop BD: R eye stopped, L eye continue',
      'Now in the left eye only (stopped in the right eye)',
    ],
    [
      TIMOLOL,
      'Timolol 0.5% 1 drop BD left eye (stop right eye)',
      'Now in the left eye only (stopped in the right eye)',
    ],
    [
      TIMOLOL,
      'Cease timolol in right eye, continue left eye',
      'Now in the left eye only (stopped in the right eye)',
    ],
    [
      'Latanoprost 0.005% eye drops 1 drop nocte both eyes',
      'Latanoprost 0.005% 1 drop nocte - stop R eye; continue L eye',
      'Now in the left eye only (stopped in the right eye)',
    ],
    [
      'Ciprofloxacin 0.3% ear drops 3 drops BD both ears',
      'Ciprofloxacin 0.3% ear drops 3 drops BD - cease left ear, continue right ear',
      'Now in the right ear only (stopped in the left ear)',
    ],
    [
      'Diclofenac 1% gel apply TDS to both knees',
      'Diclofenac 1% gel apply TDS - stop on right knee, continue left knee',
      'Now on the left knee only (stopped on the right knee)',
    ],
    [
      'Betamethasone 0.05% cream apply BD to both legs',
      'Betamethasone 0.05% cream BD - stop to right leg, continue to left leg',
      'Now on the left leg only (stopped on the right leg)',
    ],
    [
      'Chloramphenicol 0.5% eye drops 1 drop QID both eyes',
      'Chloramphenicol 0.5% eye drops 1 drop QID - left eye stopped',
      'Stopped in the left eye',
    ],
    [TIMOLOL, 'Timolol 0.5% eye drops 1 drop BD - stop in right eye', 'Stopped in the right eye'],
  ])('%j -> %j', (adm, dis, comment) => {
    const res = result(adm, dis);
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications).toHaveLength(1);
    expect(res.medications[0]!.changeType).toBe('changed');
    expect(res.medications[0]!.comment).toContain(comment);
  });

  it('keeps the dose and times of the site that goes on', () => {
    const m = result(
      TIMOLOL,
      'Timolol 0.5% eye drops - stop in right eye, continue left eye 1 drop BD',
    ).medications[0]!;
    expect(m.schedule['0800']).toBe('1 drop');
    expect(m.schedule['1800']).toBe('1 drop');
    expect(m.warnings ?? []).toEqual([]);
  });

  it.each([
    'Timolol 0.5% eye drops - stopped',
    'Timolol 0.5% eye drops - stop in both eyes',
    'Cease timolol (intolerance)',
  ])('a stop that names no single site still stops: %j', (dis) => {
    const res = result(TIMOLOL, dis);
    expect(res.medications).toEqual([]);
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Timolol']);
  });
});
