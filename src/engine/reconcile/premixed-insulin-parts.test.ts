import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rows = (out: ReturnType<typeof reconcile>) =>
  out.medications.map((m) => [m.name.split(' (')[0], m.changeType]);

describe('a premixed insulin written by its parts', () => {
  const admission =
    'NovoMix 30 FlexPen 24 units subcut with breakfast and 18 units with evening meal';

  it('pairs parts with percentages and the brand in brackets with the brand', () => {
    const out = reconcile({
      admissionOrders: admission,
      dischargeOrders:
        'Insulin aspart 30% / aspart protamine 70% (NovoMix 30) 20 units with breakfast and 14 units with evening meal (reduced - hypos)',
    });
    expect(rows(out)).toEqual([['Insulin aspart + Insulin aspart protamine', 'changed']]);
    expect(out.ceasedMedications).toEqual([]);
  });

  it('pairs the parts written in full with no brand', () => {
    const out = reconcile({
      admissionOrders: admission,
      dischargeOrders:
        'Insulin aspart 30% + insulin aspart protamine 70% 24 units with breakfast and 18 units with evening meal',
    });
    expect(rows(out)).toEqual([['Insulin aspart + Insulin aspart protamine', 'unchanged']]);
  });
});

describe("a care plan's 'Self-administered:' line over several orders", () => {
  it('reads each order of the series (who gives them is no record of doses given)', () => {
    const out = reconcile({
      admissionOrders:
        'Self-administered: metformin 1g bd, atorvastatin 20mg nocte, Ostelin 1000IU mane',
      dischargeOrders: 'Metformin 1g bd\nAtorvastatin 20mg nocte',
    });
    expect(rows(out)).toEqual([
      ['Metformin', 'unchanged'],
      ['Atorvastatin', 'unchanged'],
    ]);
    expect(out.ceasedMedications.map((c) => c.name)).toEqual([
      expect.stringMatching(/ostelin|colecalciferol/i),
    ]);
  });

  it("still treats 'Given:' over a series as a record", () => {
    const out = reconcile({
      admissionOrders: 'Aspirin 100mg daily',
      dischargeOrders: 'Aspirin 100mg daily\nGiven: aspirin 300mg PO, GTN 400mcg SL',
    });
    expect(out.medications.some((m) => /glyceryl/i.test(m.name))).toBe(false);
  });
});
