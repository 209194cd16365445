/**
 * A concentration ('60 mg/mL', '3.34 g/5 mL') is not a dose. With no volume given it cannot show a
 * change of dose; with volumes on both lists the volumes decide even when only one list gives the
 * concentration.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const row = (admission: string, discharge: string) => {
  const r = reconcile({ admissionOrders: admission, dischargeOrders: discharge });
  expect(r.medications).toHaveLength(1);
  return r.medications[0]!;
};

describe('a concentration with no volume is not a dose', () => {
  it.each([
    ['Prolia 60mg/mL injection SC every 6 months', 'Denosumab 60 mg SC every 6 months'],
    ['Enoxaparin 100mg/mL injection SC daily', 'Enoxaparin 40 mg SC daily'],
    ['Denosumab 60 mg SC every 6 months', 'Prolia 60 mg/mL injection SC every 6 months'],
  ])('%s -> %s: not called a dose change, and the clinician is asked to check', (a, d) => {
    const m = row(a, d);
    expect(m.changeType).toBe('unchanged');
    expect(m.comment).not.toMatch(/dose/i);
    expect(m.warnings?.join(' ')).toMatch(/Dose written differently/);
  });
});

describe('volumes decide when only one list gives the concentration', () => {
  it.each([
    [
      'Lactulose 3.34g/5mL 10 mL BD',
      'Lactulose 20 mL BD',
      'changed',
      /increased from 10 mL to 20 mL/,
    ],
    [
      'Lactulose 20 mL BD',
      'Lactulose 3.34g/5mL 10 mL BD',
      'changed',
      /reduced from 20 mL to 10 mL/,
    ],
    ['Lactulose 3.34g/5mL 20 mL BD', 'Lactulose 20 mL BD', 'unchanged', /^(No change)?$/],
  ])('%s -> %s: %s', (a, d, changeType, comment) => {
    const m = row(a, d);
    expect(m.changeType).toBe(changeType);
    expect(m.comment).toMatch(comment);
  });
});
