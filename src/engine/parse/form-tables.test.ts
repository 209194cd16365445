/**
 * Tables on the forms of medication reconciliation: a header row with a medicine column and dosing
 * columns is a table even when some of its columns are ones the engine has no word for (tick columns
 * per source on a medication history, a score on an inhaler check, 'Chart on admission? (Y/N)').
 * Ticks in those columns say nothing about the order; other text there is kept as a note. Compound
 * headers ('Freq / times', 'Dose / directions on discharge'), a device column before the medicine
 * column, a Was / Now change table and an action code the engine cannot read next to a comment that
 * says the action are read too.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';
import { readTableHeader } from './table';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};
const row = (r: ReturnType<typeof reconcile>, name: RegExp) =>
  r.medications.find((m) => name.test(m.name));

describe('a header row with columns the engine has no word for', () => {
  it.each([
    ['Drug\tDose\tFreq\tPt\tGP\tChemist\tNotes', 'unknown'],
    ['Item\tStrength\tSig\tSighted?\tScore', 'unknown'],
    // 'Why ...' heads the reason column.
    ['Medication\tDose\tWhen\tChart on admission? (Y/N)\tWhy not charted', 'comment'],
    ['Drug\tWhy paused\tResume when\tWho decides', 'unknown'],
  ])('%s is a header', (header, role) => {
    expect(readTableHeader(header.split('\t'))).toContain(role);
  });

  it.each([
    ['Medicine\tWhy on hold\tRestart when\tWho decides', ['name', 'comment', 'comment', 'unknown']],
    ['Drug\tReason for stopping\tWhen to resume', ['name', 'comment', 'comment']],
  ])('%s: the why and restart columns are comments', (header, roles) => {
    expect(readTableHeader(header.split('\t'))).toEqual(roles);
  });

  it.each([
    // A medicine column alone with unknown cells is not enough to call a row a header.
    ['Medicine\tPt\tGP'],
    // Numbers in a cell: an order row, never a header.
    ['Medicine\tDose\tFreq\t2 tabs'],
  ])('%s is not a header', (header) => {
    expect(readTableHeader(header.split('\t'))).toBeNull();
  });

  it('reads every row of a medication history with a tick column per source as an order', () => {
    const adm = [
      'Drug\tDose\tFreq\tPt\tGP\tChemist\tNotes',
      'Candesartan\t16 mg\tmane\t✓\t✓\t✗\t',
      'Sertraline\t100 mg\tmane\t✓\t✗\t✓\tpt says takes 50 mg some days',
      'Allopurinol\t100 mg\tdaily\tY\tY\tN\t',
    ].join('\n');
    const r = run(adm, 'Candesartan 16 mg mane\nSertraline 100 mg mane\nAllopurinol 100 mg daily');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('reads a device column written before the medicine column after the dosing', () => {
    const adm = [
      'Inhaler\tMedicine\tPuffs\tTechnique (out of 10)',
      'Ellipta\tTrelegy 100/62.5/25\t1 puff mane\t7/10',
    ].join('\n');
    const r = run(adm, 'Trelegy Ellipta 100/62.5/25 1 puff mane');
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('compound and qualified header cells', () => {
  it.each([
    ['Medicine\tDose\tFreq / times\tComment for GP'],
    ['Medicine\tDose / directions on discharge\tAction'],
    ['Medicine\tWas\tNow\tWhy'],
  ])('%s is a header', (header) => {
    const roles = readTableHeader(header.split('\t'));
    expect(roles).not.toBeNull();
    expect(roles).not.toContain('unknown');
  });

  it('reads the Now column of a Was / Now table as the order, never the Was column', () => {
    const dis = ['Medicine\tWas\tNow\tWhy', 'Bisoprolol 5 mg\t1 mane\t2 mane\tfast AF'].join('\n');
    const r = run('Bisoprolol 5 mg 1 mane', dis);
    const b = row(r, /bisoprolol/i)!;
    expect(b.changeType).toBe('changed');
    expect(b.schedule['0800']).toMatch(/2 tablets/);
  });
});

describe('an action code the engine cannot read, with the action in the comment', () => {
  it('takes the stop from the comment', () => {
    const dis = [
      'Medicine\tDirections\tAction\tComment',
      'Rivaroxaban 20 mg\t-\tX\tWITHHELD until 2/12 (post biopsy)',
      'Atenolol 50 mg\t1 daily\tC\t',
    ].join('\n');
    const r = run('Rivaroxaban 20 mg daily\nAtenolol 50 mg daily', dis);
    expect(r.medications.map((m) => m.name)).toEqual(['Atenolol']);
    expect(r.ceasedMedications[0]!.name).toMatch(/rivaroxaban/i);
    expect(r.ceasedMedications[0]!.reason).toMatch(/biopsy/);
  });
});

describe('a fixed-width printout with runs of spaces between columns', () => {
  it('reads a dispensing history by column: quantities and repeats are never the dose', () => {
    const adm = [
      'PRICELINE PHARMACY - PATIENT DISPENSING RECORD',
      'Script No   Dispensed   Drug                          Qty   Repeats   Sig',
      '88120       02/11/26    CANDESARTAN 8MG TABLET        30    5         ONE DAILY',
      '88121       02/11/26    SERTRALINE 50MG TABLET        30    2         ONE IN THE MORNING',
      '87002       05/10/26    CANDESARTAN 8MG TABLET        30    5         ONE DAILY',
    ].join('\n');
    const r = run(adm, 'Candesartan 8 mg daily\nSertraline 50 mg mane');
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Candesartan', 'unchanged'],
      ['Sertraline', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('leaves prose with double spaces alone', () => {
    expect(readTableHeader('Patient  was  seen'.split(/\s{2,}/))).toBeNull();
  });
});

describe('a medicine column headed by a kind of medicine', () => {
  it.each([
    ['Heart medicines\tMorning\tNight', 'morning'],
    ['Inhaled medications\tDose\tFrequency', 'dose'],
    ['Regular drugs\tStrength\tWhen', 'frequency'],
  ])('%s is a header', (header, role) => {
    const roles = readTableHeader(header.split('\t'));
    expect(roles?.[0]).toBe('name');
    expect(roles).toContain(role);
  });

  it.each(['Ceased medicines\tReason', 'Patient medications\tDose'])('%s is not', (header) => {
    expect(readTableHeader(header.split('\t'))?.[0]).not.toBe('name');
  });

  it('reads a spaced Morning / Night grid under a kind header dose by time', () => {
    const adm = [
      'Parkinson medicines        Morning       Night',
      'Sinemet 100/25             2 tablets     1 tablet',
      'Rasagiline                 1 mg          -',
    ].join('\n');
    const r = run(adm, 'Sinemet 100/25 2 tablets mane and 1 tablet nocte\nRasagiline 1 mg mane');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});
