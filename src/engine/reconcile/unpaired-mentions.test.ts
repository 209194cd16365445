import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { parseList } from '../parse/list';

const result = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge });

/** The lines of a list the readers did not take as an order (the situation these warnings cover). */
const notOrders = (text: string, list: 'admission' | 'discharge') =>
  parseList(text, list)
    .lines.filter((l) => l.kind !== 'order' && l.kind !== 'blank')
    .map((l) => l.line);

describe('a medicine the other list names on a line not read as an order is flagged, never silently new or stopped', () => {
  it.each([
    ['a remark in prose', 'Metformin 500 mg BD\nAlso gets her Lipitor from the chemist'],
    ['a dispensing record', 'Metformin 500 mg BD\nDispensed 12/10: atorvastatin (pharmacy)'],
  ])('a discharge medicine named in %s on the admission list', (_kind, admission) => {
    expect(notOrders(admission, 'admission')).toContain(2);
    const r = result(admission, 'Metformin 500 mg BD\nAtorvastatin 40 mg nocte');
    const row = r.medications.find((m) => /atorvastatin/i.test(m.name))!;
    expect(row.changeType).toBe('new');
    expect(row.warnings?.join(' ')).toMatch(/named on admission line 2.*really new/);
  });

  it('an admission medicine the discharge list names only in a remark', () => {
    const discharge = 'Metformin 500 mg BD\nGP to review the need for furosemide';
    expect(notOrders(discharge, 'discharge')).toContain(2);
    const r = result('Metformin 500 mg BD\nFurosemide 40 mg mane', discharge);
    const entry = r.ceasedMedications.find((m) => /furosemide/i.test(m.name));
    const row = r.medications.find((m) => /furosemide/i.test(m.name));
    expect(row).toBeUndefined();
    expect(entry?.warnings?.join(' ')).toMatch(/named on discharge line 2.*really stopped/);
  });

  it('says nothing when the other list does not name the medicine', () => {
    const r = result('Metformin 500 mg BD', 'Metformin 500 mg BD\nAtorvastatin 40 mg nocte');
    const row = r.medications.find((m) => /atorvastatin/i.test(m.name))!;
    expect(row.changeType).toBe('new');
    expect(row.warnings ?? []).not.toContainEqual(expect.stringMatching(/named on admission/));
  });

  it('a medicine named in a later sentence of a line whose first sentence was read as an order', () => {
    const r = result(
      'He takes metoprolol 25 mg twice a day. He keeps a Ventolin inhaler for when he is wheezy and uses it rarely.',
      'Metoprolol 25 mg BD\nSalbutamol 100 microgram 2 puffs every 4 hours PRN',
    );
    const row = r.medications.find((m) => /salbutamol/i.test(m.name))!;
    if (row.changeType === 'new')
      expect(row.warnings?.join(' ')).toMatch(/named on admission line 1/);
  });
});
