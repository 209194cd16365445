/**
 * Stop words that do not stop the order: the date a course ends ('stop date 27/04', '(stop 19/06)'),
 * a stop that belongs to a condition ('until dexamethasone stopped', 'while warfarin is withheld') and a
 * stop at one site of two ('STOP in left eye', 'cease to right ear'), which the contract calls a change.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};

describe('the date a course ends is not a stop', () => {
  it.each([
    'Celecoxib 100mg BD with food - stop date 27/04',
    'Celecoxib 100 mg twice daily (stop 27/04)',
    'Celecoxib 100mg bd, stop on 27.04',
    'Celecoxib 100 mg BD - Stop date: 27/04/2026',
  ])('%s stays a row', (line) => {
    const r = run('Paracetamol 1g QID', line);
    expect(r.medications.map((m) => m.name)).toContain('Celecoxib');
    expect(r.ceasedMedications.map((m) => m.name)).not.toContain('Celecoxib');
  });

  it.each(['Celecoxib 100 mg BD - stop', 'Celecoxib 100mg BD: STOPPED (renal)'])(
    '%s still stops',
    (line) => {
      expect(run('Celecoxib 100mg BD', line).ceasedMedications.map((m) => m.name)).toEqual([
        'Celecoxib',
      ]);
    },
  );
});

describe("a stop that belongs to a condition is not the order's", () => {
  it.each([
    'Pantoprazole 40 mg daily until dexamethasone stopped',
    'Pantoprazole 40mg mane while prednisolone is withheld',
    'Pantoprazole 40 mg daily till steroids ceased',
  ])('%s is unchanged', (line) => {
    const r = run('Pantoprazole 40mg daily', line);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Pantoprazole', 'unchanged'],
    ]);
  });
});

describe('a stop at one site is a change', () => {
  it.each([
    [
      'Timolol 0.5% eye drops 1 drop both eyes mane',
      'Timolol 0.5% eye drops - ONE drop RIGHT eye only in the morning - STOP in left eye (uveitis)',
    ],
    [
      'Ciprofloxacin 0.3% ear drops 3 drops both ears BD',
      'Ciprofloxacin 0.3% ear drops 3 drops right ear BD; ceased to left ear',
    ],
    [
      'Chloramphenicol 0.5% eye drops 1 drop both eyes QID',
      'Chloramphenicol 0.5% eye drops 1 drop QID to left eye, stop in the right eye',
    ],
  ])('%s -> %s', (admission, discharge) => {
    const r = run(admission, discharge);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});
