/**
 * The Comments cell of a pasted EMR table with no Status column: a count of dose units there ('1-2 tabs
 * for pain, max 6 tabs/24 h') is how many of the Dose cell's strength, and a status there ('CEASED -
 * replaced by olanzapine', 'NEW - delayed nausea') is the order's status with its reason. Other free
 * text there stays a note and is never read as a dose.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';

const HEAD = 'Medicine\tDose\tRoute\tFrequency\tComments';
const run = (admissionOrders: string, row: string) => {
  const request = { admissionOrders, dischargeOrders: `${HEAD}\n${row}` };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};

describe('a count of dose units in the Comments cell', () => {
  it.each([
    [
      'Endone (oxycodone)\t5 mg\tPO\t4 hourly PRN\t1-2 tabs for pain, max 6 tabs/24 h',
      'Oxycodone 5mg (Endone) 1-2 tabs 4 hrly PRN pain max 6 tabs/24h',
      '1-2 tablets',
    ],
    [
      'Paracetamol\t500 mg\tPO\tQID PRN\t2 tablets for pain',
      'Paracetamol 500mg 2 tabs QID PRN',
      '2 tablets',
    ],
    [
      'PARACETAMOL\t500 MG\tPO\tQID PRN\t2 TABS FOR PAIN',
      'Paracetamol 500mg 2 tabs QID PRN',
      '2 tablets',
    ],
    [
      'Salbutamol inhaler\t100 microgram\tINH\t4 hourly PRN\t2 puffs for wheeze',
      'Salbutamol 100mcg 2 puffs 4 hourly PRN',
      '2 puffs',
    ],
  ])('%s is read with its count', (row, admission, count) => {
    const r = run(admission, row).medications[0]!;
    expect(r.isPRN).toBe(true);
    expect(r.schedule['0800']).toContain(count);
    expect(r.changeType).toBe('unchanged');
  });

  it.each([
    ['Metoprolol\t25 mg\tPO\tBD\tcheck HR before each dose', 'Metoprolol 25mg BD'],
    ['Aspirin\t100 mg\tPO\tmane\t2 weeks then review', 'Aspirin 100mg mane'],
    ['Paracetamol\t1 g\tPO\tQID\t2 x 500 mg tabs', 'Paracetamol 1g QID'],
  ])('%s: other comments are not doses', (row, admission) => {
    expect(run(admission, row).medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a status in the Comments cell', () => {
  it.each([
    [
      'Prochlorperazine\t-\t-\t-\tCEASED - replaced by olanzapine',
      'Prochlorperazine 5mg TDS PRN nausea',
      'replaced by olanzapine',
    ],
    [
      'Prochlorperazine\t\t\t\tStopped (replaced by olanzapine)',
      'Prochlorperazine 5mg TDS PRN nausea',
      'replaced by olanzapine',
    ],
    ['Ibuprofen\t-\t-\t-\twithheld - AKI', 'Ibuprofen 400mg TDS', 'AKI'],
  ])('%s is ceased with its reason', (row, admission, reason) => {
    const r = run(admission, row);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toContain(reason);
  });

  it.each([
    ['Olanzapine\t2.5 mg\tPO\tnocte\tNEW - delayed nausea', 'new', 'delayed nausea'],
    ['Coloxyl with Senna\t2 tabs\tPO\tBD\tincreased - constipation', 'changed', 'constipation'],
  ])('%s: %s', (row, change, words) => {
    const r = run('Coloxyl with Senna 2 tabs nocte', row).medications.find(
      (m) => m.changeType === change,
    )!;
    expect(r.comment.toLowerCase()).toContain(words);
  });
});

describe('a Comments cell that goes on with the schedule', () => {
  const TABLE = 'Drug\tDose\tFreq\tComments';
  const one = (admissionOrders: string, row: string) => {
    const request = { admissionOrders, dischargeOrders: `${TABLE}\n${row}` };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    return r.medications[0]!;
  };

  it.each([
    ['Methotrexate\t15 mg\tweekly\tFridays', 'Methotrexate 15 mg weekly on Fridays', 'fri'],
    ['Folic acid\t5 mg\tweekly\tMondays', 'Folic acid 5 mg weekly on Mondays', 'mon'],
    [
      'Alendronate\t70 mg\tweekly\ton Sundays before breakfast',
      'Alendronate 70 mg weekly on Sundays',
      'sun',
    ],
    [
      'Methotrexate\t10 mg\tweekly\tSaturday - increased',
      'Methotrexate 7.5 mg weekly on Saturdays',
      'sat',
    ],
  ])('%j keeps its day in the slot', (row, admission, day) => {
    const r = one(admission, row);
    expect(r.schedule['0800'].toLowerCase()).toContain(day);
  });

  it('a reducing course in the Comments cell is the regimen', () => {
    const request = {
      admissionOrders: 'Prednisolone 5 mg mane',
      dischargeOrders: `${TABLE}\nPrednisolone\t5 mg\tmane\tfor 1/52, then 2.5 mg mane for 1/52, then stop`,
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toMatch(/5 mg \(for 1 week, then 2\.5 mg/);
  });

  it.each([
    ['Aspirin\t100 mg\tmane\tcheck platelets', 'Check platelets'],
    ['Sertraline\t50 mg\tmane\tpatient prefers morning', 'Patient prefers morning'],
  ])('%j: a note stays a note', (row, note) => {
    const r = one(row.split('\t').slice(0, 3).join(' '), row);
    expect(r.changeType).toBe('unchanged');
    expect(r.comment).toContain(note);
  });
});

describe('a status in a dosing cell takes its reason from the Comments cell', () => {
  it.each([
    ['Meloxicam\tCEASED\t\tdyspepsia', 'Meloxicam 15 mg daily', 'dyspepsia'],
    [
      'Perindopril\tWITHHELD\t\tlow BP - GP to review',
      'Perindopril 5 mg mane',
      'low blood pressure',
    ],
    ['Aspirin\tceased\t-\tGI bleed', 'Aspirin 100 mg mane', 'GI bleed'],
  ])('%j', (row, admission, reason) => {
    const request = {
      admissionOrders: admission,
      dischargeOrders: `Drug\tDose\tFreq\tComments\n${row}`,
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toContain(reason);
  });
});

describe("MedChart's Type column", () => {
  const TABLE = 'Type\tMedication\tDose\tRoute\tFrequency\tComment';
  it('a PRN row is when-required, is its own row, and a comment is never read as a form', () => {
    const request = {
      admissionOrders: `${TABLE}\nRegular\tCeftriaxone\t1 g\tIV\tDAILY\tCAP, started 03/03\nPRN\tParacetamol\t1 g\tORAL\tQ6H\tmax 4 g/24 h`,
      dischargeOrders: 'Ceftriaxone 1 g IV daily\nParacetamol 1 g q6h PRN pain (max 4 g/24 h)',
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType, m.isPRN, m.form])).toEqual([
      ['Ceftriaxone', 'unchanged', false, '1 g injection'],
      ['Paracetamol', 'unchanged', true, '1 g'],
    ]);
  });
});
