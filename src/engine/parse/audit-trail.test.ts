/**
 * A discharge list printed as an eMR's order audit trail: a header per order over dated events. The last event
 * is the order's state at discharge, whatever the event verbs and the header's wording; the header never
 * becomes a medicine called 'Order'.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = [
  'Bisoprolol 5 mg mane',
  'Spironolactone 25 mg daily',
  'Pravastatin 40 mg nocte',
  'Colecalciferol 1000 units daily',
].join('\n');

describe.each([
  ['ORDER', 'PRESCRIBED', 'DOSE CHANGED', 'CEASED', 'DISCHARGE ORDER'],
  ['Order #', 'VERIFIED', 'AMENDED', 'CANCELLED', 'ON DISCHARGE'],
  ['Rx', 'ENTERED', 'UPDATED', 'SUSPENDED', 'TTO'],
])('an audit trail with %s headers', (head, start, change, stop, out) => {
  const discharge = [
    'Electronic medication record - discharge audit',
    `${head} 70011  bisoprolol 5 mg tablet, oral, mane`,
    `   03/12 09:00  ${start}   Dr K. Wong`,
    `   04/12 07:45  ${change}   2.5 mg mane; reason: heart rate 48`,
    `   06/12 11:30  ${out}   bisoprolol 2.5 mg mane`,
    `${head} 70012  spironolactone 25 mg tablet, oral, daily`,
    `   03/12 09:00  ${start}`,
    `   04/12 18:20  ${stop}   reason: potassium 6.1`,
    `${head} 70013  pravastatin 40 mg tablet, oral, nocte`,
    `   03/12 09:00  ${start}`,
    `   06/12 11:30  ${out}`,
    `${head} 70014  colecalciferol 1000 units capsule, oral, daily`,
    `   03/12 09:00  ${start}`,
    `   06/12 11:30  ${out}   colecalciferol 1000 units daily`,
  ].join('\n');
  const r = reconcileChecked(ADMISSION, discharge);

  it('reads each block by its last event', () => {
    const bis = r.medications.find((m) => m.name.startsWith('Bisoprolol'));
    expect(bis?.changeType).toBe('changed');
    expect(bis?.schedule['0800']).toContain('2.5 mg');
    expect(bis?.comment).toMatch(/heart rate/i);
    expect(r.medications.find((m) => m.name.startsWith('Pravastatin'))?.changeType).toBe(
      'unchanged',
    );
    expect(r.medications.find((m) => m.name.startsWith('Colecalciferol'))?.changeType).toBe(
      'unchanged',
    );
    const spiro = r.ceasedMedications.find((c) => c.name.startsWith('Spironolactone'));
    expect(spiro?.reason).toMatch(/potassium/i);
  });

  it('never makes the header or an event a medicine', () => {
    const names = [...r.medications, ...r.ceasedMedications].map((m) => m.name);
    expect(names.filter((n) => /order|^rx/i.test(n))).toEqual([]);
    expect(names).toHaveLength(4);
  });
});

describe('an order block whose last event is a change', () => {
  it('reads the header and warns that the new dose was not read', () => {
    const discharge = [
      'ORDER 1  bisoprolol 5 mg tablet, oral, mane',
      '   03/12 09:00  ORDERED',
      '   04/12 07:45  MODIFIED   dose 5 mg -> 2.5 mg',
      'ORDER 2  pravastatin 40 mg tablet, oral, nocte',
      '   03/12 09:00  ORDERED',
      '   06/12 11:30  ON DISCHARGE',
    ].join('\n');
    const r = reconcileChecked('Bisoprolol 5 mg mane\nPravastatin 40 mg nocte', discharge);
    const bis = r.medications.find((m) => m.name.startsWith('Bisoprolol'));
    expect(bis?.warnings?.join(' ')).toMatch(/last event .* is a change/);
  });
});
