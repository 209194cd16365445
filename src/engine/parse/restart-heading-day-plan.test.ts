import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { givenRemark, isGivenDose } from './given-dose';

describe('a heading for medicines taken again after a hold', () => {
  it.each(['Resumed:', 'REINSTATED (paused for the procedure):', 'Recommenced:', 'Restarted'])(
    '%j is a heading, never a medicine, and the orders under it go on',
    (heading) => {
      const r = reconcile({
        admissionOrders: 'Apixaban 5mg BD\nEmpagliflozin 25mg mane',
        dischargeOrders: `${heading}\n  Apixaban 5 mg BD\n  Empagliflozin 25 mg mane`,
      });
      expect(r.ceasedMedications).toEqual([]);
      expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    },
  );
});

describe('doses by weekday with a remark of a dose given', () => {
  it.each([
    'Warfarin 3mg Tue/Thu/Sat, 2mg other days - INR 4.1, vitamin K 1 mg IV given 20/10',
    'warfarin 6 mg Mondays and 5 mg all other days (5pm) - prothrombinex given in ED',
  ])('is an ongoing order: %j', (line) => {
    expect(isGivenDose(line)).toBe(false);
  });

  it('still reads a dose given once as given', () => {
    expect(isGivenDose('Vitamin K 5 mg IV given 20/10 before theatre')).toBe(true);
  });

  it('reads the order and says the dose given beside it', () => {
    const r = reconcile({
      admissionOrders:
        'Warfarin 3mg Tue/Thu/Sat, 2mg other days - INR 4.1, vitamin K 1 mg IV given 20/10',
      dischargeOrders: 'Warfarin 3 mg Tue/Thu/Sat and 2 mg other days',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect((r.warnings ?? []).some((w) => w.includes('vitamin K 1 mg IV given 20/10'))).toBe(true);
    expect(givenRemark('Warfarin 3 mg daily')).toBeNull();
  });
});
