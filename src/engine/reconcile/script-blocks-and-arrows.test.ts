import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowsOf = (out: ReturnType<typeof reconcile>) =>
  Object.fromEntries(out.medications.map((m) => [m.name.split(' (')[0], m]));

describe('a discharge prescription written as item blocks (Rx n. / Sig: / Mitte:)', () => {
  it('reads each item with its directions and dispensing line as one order', () => {
    const out = reconcile({
      admissionOrders: 'Sertraline 100mg mane\nPantoprazole 40mg daily',
      dischargeOrders: [
        'DISCHARGE SCRIPT',
        'Rx 1. Cefalexin 500mg capsules',
        '  Sig: 1 cap qid for 5 days',
        '  Mitte: 20   Rpt: 0',
        'Rx #2: Sertraline 50mg tablets',
        '  Sig: 2 tabs mane',
        '  Mitte: own supply',
        'Script 3) Pantoprazole 40mg tablets',
        '  Directions: 1 daily before breakfast',
        '  Qty 30 Rpts 5',
      ].join('\n'),
    });
    const rows = rowsOf(out);
    expect(Object.keys(rows).sort()).toEqual(['Cefalexin', 'Pantoprazole', 'Sertraline']);
    expect(rows.Cefalexin!.changeType).toBe('new');
    expect(rows.Sertraline!.changeType).toBe('unchanged');
    expect(rows.Pantoprazole!.changeType).toBe('unchanged');
    expect(out.ceasedMedications).toEqual([]);
    expect(out.medications.some((m) => /^(?:sig|rx|mitte)/i.test(m.name))).toBe(false);
  });

  it('never reads a dispensing line alone as a medicine', () => {
    const out = reconcile({
      admissionOrders: '',
      dischargeOrders: 'Rx 1. Doxycycline 100mg capsules\nSig: 1 cap bd for 5 days\nQty: 10 Rpt: 0',
    });
    expect(out.medications.map((m) => m.name)).toEqual(['Doxycycline']);
    expect((out.warnings ?? []).join(' ')).not.toMatch(/Could not read line 3/);
  });
});

describe('a change list written with arrows (WAS → NOW)', () => {
  const admission =
    'Lithium 750mg nocte\nQuetiapine XR 200mg nocte\nPerindopril 5mg mane\nMetformin 1g bd';

  it('reads a status, a new dose, an unchanged order and a medicine that was not there', () => {
    const out = reconcile({
      admissionOrders: admission,
      dischargeOrders: [
        'WAS → NOW',
        'Lithium 750mg nocte → CEASED (toxicity)',
        '(new) → Sodium valproate 500mg bd',
        'Quetiapine XR 200mg nocte -> 300mg nocte',
        'Perindopril 5mg mane => withheld until renal review',
        'Metformin 1g bd → unchanged',
      ].join('\n'),
    });
    const rows = rowsOf(out);
    expect(rows.Quetiapine!.changeType).toBe('changed');
    expect(JSON.stringify(rows.Quetiapine!.schedule)).toContain('300');
    expect(rows.Metformin!.changeType).toBe('unchanged');
    expect(out.medications.some((m) => /valpro/i.test(m.name) && m.changeType === 'new')).toBe(
      true,
    );
    const ceased = out.ceasedMedications.map((c) => c.name.toLowerCase()).join(' ');
    expect(ceased).toContain('lithium');
    expect(ceased).toContain('perindopril');
  });

  it.each([
    ['Co-amoxiclav 500/125 mg tds', 'Co-amoxiclav 500/125 mg tds -> 875/125 mg bd', '875/125'],
    ['Madopar 100/25 mg qid', 'Madopar 100/25 mg qid → 200/50 mg qid', '200/50'],
  ])('reads a combination strength on each side of the arrow: %j then %j', (adm, dis, now) => {
    const row = reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.form).toContain(now);
    expect(row.warnings ?? []).toEqual([]);
  });

  it('reads a medicine after an arrow from nothing as its own order, not the line above', () => {
    const out = reconcile({
      admissionOrders: 'Atorvastatin 40mg nocte',
      dischargeOrders:
        'Atorvastatin 40mg nocte → unchanged\nnil -> Apixaban 5mg bd\n- → Sertraline 50mg mane',
    });
    const rows = rowsOf(out);
    expect(rows.Atorvastatin!.changeType).toBe('unchanged');
    expect(rows.Apixaban!.changeType).toBe('new');
    expect(rows.Sertraline!.changeType).toBe('new');
  });
});
