/**
 * eMR chart exports pasted as text: a header row names the columns (a Unit column of its own, a
 * maximum column, a Duration column, a Patient column), tab- or comma-separated (quoted cells may hold
 * commas). Each row is read by column: the unit joins its dose, a maximum or a duration is never the dose,
 * an Indication cell never adds a count, and a stop written in a dosing or Indication cell takes its reason
 * from the Indication cell.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};

describe('an export with a Unit column of its own', () => {
  it.each([
    [
      'Drug\tDose\tUnit\tRoute\tFreq\tIndication',
      'Gliclazide MR\t60\tmg\tPO\tmane\tType 2 diabetes',
    ],
    [
      'Medicine\tStrength\tUnits\tFrequency\tReason',
      'Gliclazide MR\t60\tmg\tmane\tDiabetes type 2',
    ],
    [
      'Medication,Dose,Unit,Route,Frequency,Indication',
      'Gliclazide MR,60,mg,oral,mane,Type 2 diabetes',
    ],
    [
      '"Medication","Dose","UOM","Route","Frequency","Indication"',
      '"Gliclazide MR","60","mg","PO","Mane","type 2 diabetes, diet"',
    ],
  ])('%s: the unit joins the dose and the indication is no count', (head, row) => {
    const r = run('Gliclazide MR 60mg mane', `Discharge chart\n${head}\n${row}`);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.medications[0]!.schedule['0800']).toContain('60 mg');
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('comma-separated exports', () => {
  it('reads a quoted patient cell and empty trailing cells as no medicine', () => {
    const r = run(
      'Ramipril 5mg mane\nAspirin 100mg mane',
      [
        'Discharge Medication Record,,,,,',
        '"UR 123456, SMITH, Jane",,,,,',
        'Medicine,Dose,Unit,Route,Frequency,Indication',
        'Ramipril,5,mg,Oral,Mane,"Heart failure, BP"',
        'Aspirin,,,,,"Ceased - GI bleed, gastroenterology review"',
      ].join('\n'),
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Ramipril', 'unchanged']]);
    expect(r.ceasedMedications.map((m) => m.name)).toEqual(['Aspirin']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/GI bleed/);
  });

  it('keeps a quantity and a patient column out of the order', () => {
    const r = run(
      'Atorvastatin 20mg nocte',
      [
        '"Patient","Drug","Strength","Form","Dose","Frequency","Qty","Rpts"',
        '"BROWN, Al","Atorvastatin","20 mg","tablet","1","nocte","30","5"',
      ].join('\n'),
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.medications.map((m) => m.name)).toEqual(['Atorvastatin']);
  });
});

describe('maximum and duration columns', () => {
  it.each([
    [
      'Drug\tDose\tUnit\tFrequency\tPRN max/24 h\tIndication',
      'Oxycodone\t5\tmg\t4 hourly PRN\t20 mg\tPain',
    ],
    [
      'Drug\tDose\tFrequency\tMax daily dose\tIndication',
      'Oxycodone\t5 mg\t4 hourly PRN\t20 mg\tPain',
    ],
    ['Medication,Dose,Unit,Frequency,Maximum,Duration', 'Oxycodone,5,mg,4 hourly PRN,20 mg,3 days'],
  ])('%s: the maximum is a maximum', (head, row) => {
    const m = run('Paracetamol 1g QID', `${head}\n${row}`).medications.find((x) =>
      /oxycodone/i.test(x.name),
    )!;
    expect(m.isPRN).toBe(true);
    expect(m.schedule['0800']).toMatch(/^5 mg .*max 20 mg/);
  });
});

describe('a stop in a dosing cell with its reason in the Indication cell', () => {
  it.each([
    'Irbesartan\t300\tmg\tOral\tWITHHELD\tAKI - GP to recheck UEC',
    'Irbesartan\t300 mg\tPO\tWithhold\tAKI - GP to recheck UEC',
  ])('%s', (row) => {
    const r = run(
      'Irbesartan 300mg daily',
      `Drug\tDose\tUnit\tRoute\tFrequency\tIndication\n${row}`,
    );
    expect(r.ceasedMedications[0]!.reason).toMatch(/AKI|kidney/);
  });
});
