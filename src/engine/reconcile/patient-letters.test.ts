/**
 * A discharge letter written to the patient in the second person: 'Keep taking ...', 'Start taking
 * ...', 'Take ... instead of 2 tablets', 'Do not take your ... for now', 'Stop the ... please',
 * 'Her ... has been ceased because ...'. Each sentence is the order of the medicine it names.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });

describe('orders written to the patient', () => {
  it.each([
    ['Keep taking perindopril 8 mg each morning.', 'unchanged'],
    ['Keep taking your perindopril 8 mg each morning.', 'unchanged'],
    ['Continue taking perindopril 8 mg mane', 'unchanged'],
    ['Start taking perindopril 8 mg each morning.', 'unchanged'],
    ['Take your perindopril 8 mg each morning.', 'unchanged'],
  ])('%s', (line, changeType) => {
    const row = run('Perindopril 8mg mane', line).medications[0]!;
    expect(row.name).toBe('Perindopril');
    expect(row.changeType).toBe(changeType);
  });

  it('a sentence that starts a medicine is its own order, not the line above continued', () => {
    const res = run(
      'Metformin XR 1000mg 2 tabs with evening meal',
      'Start taking prednisolone 30 mg each morning with breakfast for 5 days.\nTake metformin XR 1000 mg, 1 tablet with your evening meal instead of 2 tablets, because your kidneys are recovering.',
    );
    const met = res.medications.find((m) => m.name === 'Metformin')!;
    expect(met.changeType).toBe('changed');
    expect(met.warnings ?? []).toEqual([]);
    expect(res.medications.find((m) => m.name === 'Prednisolone')!.schedule['1800']).toBe('');
  });

  it.each([
    [
      'Do not take your allopurinol for now (withheld until your kidney blood test).',
      'Allopurinol',
      /kidney/,
    ],
    [
      'stop the nurofen please - pericarditis now on colchicine',
      'Ibuprofen (Nurofen)',
      /pericarditis/,
    ],
    ['Her Yaz contraceptive pill has been ceased because of the blood clot.', /Yaz/, /clot/],
  ])('a stop written as a sentence: %s', (line, name, reason) => {
    const adm = 'Allopurinol 300mg mane\nNurofen 400mg TDS\nYaz 1 tablet daily';
    const res = run(adm, line);
    const c = res.ceasedMedications.find((x) =>
      typeof name === 'string' ? x.name === name : name.test(x.name),
    )!;
    expect(c.reason).toMatch(reason);
    expect(res.ceasedMedications.every((x) => /Allopurinol|Ibuprofen|Yaz/.test(x.name))).toBe(true);
  });
});
