/**
 * A purpose label before an order ('Bowels: Movicol 1 sachet daily', 'Sleep: melatonin 2 mg nocte') is an
 * order under a label, even when the label's word starts a clinical note ('Bowels: opened today').
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const names = (dis: string) =>
  reconcile({ admissionOrders: 'Nil', dischargeOrders: dis }).medications.map((m) => m.name);

describe('a purpose label over an order', () => {
  it.each([
    ['Bowels: Lactulose 15 mL twice a day', /lactulose/i],
    ['Bowels: Coloxyl with Senna 2 tablets at night', /docusate/i],
    ['Sleep: Melatonin 2 mg at night', /melatonin/i],
  ])('%s', (line, re) => {
    expect(names(line).join()).toMatch(re);
  });

  it('a clinical note with a label stays a note', () => {
    const res = reconcile({
      admissionOrders: 'Nil',
      dischargeOrders: 'Bowels: opened today\nLactulose 15 mL BD',
    });
    expect(res.medications.map((m) => m.name)).toEqual(['Lactulose']);
  });
});
