import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

function rowOf(discharge: string) {
  const res = reconcile({ admissionOrders: 'Paracetamol 1 g QID', dischargeOrders: discharge });
  const row = res.medications.find((m) => !/Paracetamol/.test(m.name));
  expect(row).toBeDefined();
  return row!;
}

describe('a dose repeated only when needed is when required', () => {
  it.each([
    'Naloxone 400 microgram/mL injection 400 microgram IM, repeat every 2-3 minutes if needed',
    'Naloxone nasal spray (Nyxoid) 1.8 mg – 1 spray into one nostril, repeat in other nostril after 2-3 minutes if no response',
    'Naloxone 1.8 mg nasal spray, 1 spray for suspected opioid overdose',
    'Naloxone 400 microgram IM in case of overdose',
    'Adrenaline (EpiPen) 300 microgram IM into thigh for anaphylaxis, may repeat after 5 minutes',
    'Rizatriptan 10 mg wafer at onset of migraine, may repeat once after 2 hours',
    'Midazolam 5 mg/mL buccal: 1 mL (5 mg) if seizure lasts over 5 minutes, may repeat once after 10 min; call 000',
    'Glyceryl trinitrate 400 microgram/dose spray 1 spray under the tongue, can be repeated after 5 minutes',
  ])('%j', (line) => {
    const row = rowOf(line);
    expect(row.isPRN).toBe(true);
    expect(row.warnings ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/not understood/)]),
    );
  });

  it.each([
    'Metoclopramide 10 mg TDS, may repeat once if vomited within 30 minutes',
    'Denosumab 60 mg SC every 6 months, repeat in 6 months',
    'Hydroxocobalamin 1000 microgram IM every 3 months, repeat bloods if needed',
    'Ondansetron 4 mg BD, may repeat the dose if vomited',
  ])('an order with regular times, or a repeat that is not the dose, stays regular: %j', (line) => {
    expect(rowOf(line).isPRN).toBe(false);
  });
});
