import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe("a dose aid's profile of spaced dose patterns under a key line", () => {
  const profile = [
    'Dosing key: Breakfast - Lunch - Dinner - Bed',
    'Metformin 500mg            1 - 0 - 1 - 0',
    'Rosuvastatin 10mg          0 - 0 - 0 - 1',
    'Sitagliptin 100mg          1 – 0 – 0 – 0',
  ].join('\n');

  it('places each count in its time of day and never makes the key a medicine', () => {
    const out = reconcile({ admissionOrders: profile, dischargeOrders: profile });
    const rows = Object.fromEntries(out.medications.map((m) => [m.name, m]));
    expect(Object.keys(rows).sort()).toEqual(['Metformin', 'Rosuvastatin', 'Sitagliptin']);
    expect(filled(rows.Metformin!.schedule)).toEqual(['0800', '1800']);
    expect(filled(rows.Rosuvastatin!.schedule)).toEqual(['2200']);
    expect(filled(rows.Sitagliptin!.schedule)).toEqual(['0800']);
  });

  it('warns when the key lists the times in another order than the day’s', () => {
    const out = reconcile({
      admissionOrders: 'Key: Night / Morning\nMetformin 500mg 1 - 0 - 1',
      dischargeOrders: 'Metformin 500mg bd',
    });
    expect((out.warnings ?? []).join(' ')).toMatch(/another order than morning/);
  });

  it('leaves a spaced range of counts before a unit and a strength range alone', () => {
    const out = reconcile({
      admissionOrders: 'Aspirin 100mg daily',
      dischargeOrders: 'Paracetamol 500mg 1 - 2 tablets qid prn pain',
    });
    const row = out.medications.find((m) => /paracetamol/i.test(m.name))!;
    expect(JSON.stringify(row.schedule)).toMatch(/1-2|1 - 2|1 to 2/);
  });
});
