/**
 * A 'Reason:' line under an order that changes is why it changed, not what the medicine is for; a title
 * naming the record system ('eMR', 'ieMR', 'EHR') is never a medicine.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a Reason line under an order', () => {
  it.each([
    'Gliclazide MR 30 mg mane - reduced\n  Reason: low sugars on the ward',
    'Gliclazide MR 30 mg mane - restart when eating normally\n  Reason: poor oral intake',
  ])('%j is why it changed: the indication stays the medicine’s own', (dis) => {
    const res = reconcile({ admissionOrders: 'Gliclazide MR 60 mg mane', dischargeOrders: dis });
    const row = res.medications[0]!;
    expect(row.indication).toMatch(/diabetes|sugar/i);
    expect(row.comment).toMatch(/low sugars|poor oral intake/);
  });

  it('under a plain order is what it is for, as before', () => {
    const res = reconcile({
      admissionOrders: 'Aspirin 100 mg daily',
      dischargeOrders: 'Colchicine 500 microgram BD\n  Reason: gout flare',
    });
    expect(res.medications[0]!.indication).toMatch(/gout/i);
  });

  it('under a stop is the reason it stopped, as before', () => {
    const res = reconcile({
      admissionOrders: 'Naproxen 500 mg BD',
      dischargeOrders: 'Naproxen - cease\n  Reason: kidney function worse',
    });
    expect(res.ceasedMedications[0]!.reason).toMatch(/kidney function worse/);
  });
});

describe('a record system title', () => {
  it.each(['eMR DISCHARGE - EYE DROPS', 'ieMR medication list - inhalers', 'EHR export - creams'])(
    '%j is neither a row nor a line reported unread',
    (title) => {
      const res = reconcile({
        admissionOrders: 'Timolol 0.5% eye drops 1 drop BD both eyes',
        dischargeOrders: `${title}\nTimolol 0.5% eye drops 1 drop BD both eyes`,
      });
      expect(res.medications).toHaveLength(1);
      expect((res.warnings ?? []).some((w) => /line 1/.test(w))).toBe(false);
    },
  );
});
