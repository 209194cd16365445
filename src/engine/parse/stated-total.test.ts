/**
 * An order that writes a count of dose units together with the total it makes keeps both in the slot,
 * in the order written, and compares by the total; a total that disagrees with the strength warns.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });
const filled = (discharge: string) =>
  Object.fromEntries(
    Object.entries(run('Nil', discharge).medications[0]!.schedule).filter(([, v]) => v),
  );

describe('a count written with its total keeps both', () => {
  it.each([
    ['Dexamethasone 4 mg tablet 2 tablets (8 mg) in the morning', { '0800': '2 tablets (8 mg)' }],
    ['Methylprednisolone 4mg tabs: 3 tabs (12mg) mane', { '0800': '3 tablets (12 mg)' }],
    ['Aciclovir 200 mg tab 4 tablets = 800 mg at night', { '2200': '4 tablets (800 mg)' }],
    [
      'Metoprolol 50 mg tablet: 100 mg (2 tabs) in the morning and 50 mg (1 tab) at night',
      { '0800': '100 mg (2 tablets)', '2200': '50 mg (1 tablet)' },
    ],
    [
      'Levetiracetam 250 mg tablets - 500mg [2 tabs] twice a day',
      {
        '0800': '500 mg (2 tablets)',
        '1800': '500 mg (2 tablets)',
      },
    ],
    [
      'Cholecalciferol 1000 unit capsule 2 caps (2000 units) daily',
      {
        '0800': '2 capsules (2000 units)',
      },
    ],
  ])('%s', (line, slots) => expect(filled(line)).toEqual(slots));

  it('compares the total with the other list', () => {
    const same = run('Dexamethasone 8 mg mane', 'Dexamethasone 4 mg tab 2 tabs (8 mg) mane');
    expect(same.medications[0]!.changeType).toBe('unchanged');
    const more = run('Dexamethasone 4 mg mane', 'Dexamethasone 4 mg tab 2 tabs (8 mg) mane');
    expect(more.medications[0]!.changeType).toBe('changed');
  });

  it('warns, naming both, when the total is not the count times the strength', () => {
    const row = run('Nil', 'Dexamethasone 4 mg tablet 2 tablets (6 mg) mane').medications[0]!;
    expect(row.schedule['0800']).toBe('2 tablets (6 mg)');
    expect(row.warnings?.join(' ')).toMatch(/"2 tablets" and "6 mg" do not agree/);
  });

  it('leaves a bracketed strength alone when the line gives no other strength', () => {
    const row = run('Nil', 'Panadol 2 tabs (500 mg) four times a day').medications[0]!;
    expect(row.form).toMatch(/500 mg/);
    expect(row.schedule['0800']).toBe('2 tablets');
  });

  it('keeps the strength written before a count with no bracket', () => {
    expect(filled('Dexamethasone 4 mg, 2 tabs mane')).toEqual({ '0800': '2 tablets' });
  });
});

describe('two tablet strengths joined by "and", then the dose', () => {
  it.each([
    ['Levetiracetam 250 mg and 500 mg tablets - 750 mg twice daily', '250 mg and 500 mg', '750 mg'],
    ['Warfarin 1 mg & 5 mg tabs, 6 mg at night', '1 mg and 5 mg', '6 mg'],
  ])('%s', (line, strengths, dose) => {
    const row = run('Nil', line).medications[0]!;
    expect(row.form).toContain(strengths);
    expect(Object.values(row.schedule).filter(Boolean)[0]).toBe(dose);
    expect(row.warnings ?? []).toEqual([]);
  });

  it('compares the dose, not the first strength', () => {
    const res = run(
      'Levetiracetam 750 mg BD',
      'Levetiracetam 250 mg and 500 mg tablets - 750 mg BD',
    );
    expect(res.medications[0]!.changeType).toBe('unchanged');
  });
});
