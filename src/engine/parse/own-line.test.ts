/**
 * A line that opens with 'For ...' is its own order when a medicine follows the indication, and a
 * course heading between bulleted orders is not the end of the order above it.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { standsAlone } from './own-line';

const run = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });

describe('lines that stand alone', () => {
  it.each([
    ['For gout – Zyloprim 300mg, one a day', 'Lasix 40mg one daily', true],
    ['For my heart: Lanoxin 62.5mcg one daily', 'x', true],
    ['For 10 days only', '• Doxycycline 100 mg daily', true],
    ['For 5 days (cellulitis)', '- Cefalexin 500 mg QID', true],
    ['for pain', 'Paracetamol 1 g QID', false],
    ['For 5 days', 'Cefalexin 500 mg QID', false],
    ['for blood pressure - check at GP', 'Amlodipine 5 mg', false],
  ])('%s', (raw, prev, alone) => expect(standsAlone(raw, prev)).toBe(alone));

  it("reads a patient's list written indication first, one medicine a line", () => {
    const res = run(
      'For gout - Zyloprim 300mg, one a day\nFor water - Lasix 40mg, one in the morning\nFor my heart - Lanoxin 62.5mcg, one daily',
      'Allopurinol 300 mg daily\nFurosemide 40 mg mane\nDigoxin 62.5 microgram daily',
    );
    expect(res.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(res.medications[0]!.indication).toMatch(/gout/i);
  });

  it('keeps a course heading out of the bulleted order above it, and reports it', () => {
    const res = run(
      'Amlodipine 5 mg daily',
      '• Amlodipine 5 mg – 1 tablet daily\nFor 10 days only (cellulitis)\n• Flucloxacillin 500 mg – 1 capsule four times daily',
    );
    const aml = res.medications.find((m) => m.name === 'Amlodipine')!;
    expect(aml.indication).not.toMatch(/cellulitis/i);
    expect(aml.comment).not.toMatch(/10 days/);
    expect(res.warnings?.join(' ')).toMatch(/For 10 days only/);
  });
});
