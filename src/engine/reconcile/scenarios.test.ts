/**
 * Reconciler scenarios written for this engine (not the shared cases): realistic Australian
 * admission/discharge pairs covering insulin, warfarin, tapers, inhalers, eye drops, patches,
 * injections, combination brands, duplicates, EMR tables and numbered Word lists.
 */
import { describe, expect, it } from 'vitest';
import { isPrnRow, type MedicationRow, type ReconcileResponse } from '../../shared/reconcile';
import { reconcile } from '../index';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcile({ admissionOrders, dischargeOrders });
function row(r: ReconcileResponse, name: string, prn?: boolean): MedicationRow {
  const found = r.medications.filter(
    (m) =>
      m.name.toLowerCase().includes(name.toLowerCase()) && (prn === undefined || !!m.isPRN === prn),
  );
  expect(found, `one row for ${name}`).toHaveLength(1);
  return found[0]!;
}
const filled = (m: MedicationRow) =>
  Object.entries(m.schedule)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('insulin', () => {
  it('brand to brand of the same insulin is a dose change, in units', () => {
    const r = run('Lantus 20 units subcut nocte', 'Optisulin 24 units subcut nocte');
    const m = row(r, 'glargine');
    expect(m.changeType).toBe('changed');
    expect(m.comment).toBe('Dose increased from 20 units to 24 units');
    expect(m.schedule['2200']).toBe('24 units');
    expect(m.form).toBe('injection');
  });

  it('a sliding scale keeps its instruction in each slot and is unchanged', () => {
    const r = run(
      'NovoRapid as per sliding scale TDS with meals',
      'Insulin aspart (NovoRapid) subcut as per sliding scale with meals',
    );
    const m = row(r, 'aspart');
    expect(m.changeType).toBe('unchanged');
    expect(filled(m)).toEqual(['0800', '1200', '1800']);
    expect(m.schedule['1200']).toMatch(/sliding scale/i);
  });

  it('different doses at breakfast and dinner change one slot only', () => {
    const r = run(
      'Novomix 30 20 units with breakfast, 16 units with dinner',
      'Novomix 30 20 units with breakfast, 12 units with dinner',
    );
    const m = r.medications[0]!;
    expect(m.schedule['0800']).toBe('20 units');
    expect(m.schedule['1800']).toBe('12 units');
    expect(m.comment).toBe('Evening dose reduced from 16 units to 12 units');
  });
});

describe('warfarin and other regimens that do not fit the slots', () => {
  it('as per INR at a clock time keeps the instruction and the current dose', () => {
    const r = run(
      'Warfarin 5 mg nocte',
      'Warfarin - dose as per INR at 1600 (current dose 4 mg), INR on Monday',
    );
    const m = row(r, 'warfarin');
    expect(filled(m)).toEqual(['1800']);
    expect(m.schedule['1800']).toBe('Dose as per INR (current dose 4 mg)');
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(
      /^Dose reduced from 5 mg to 4 mg; now taken at 1600 \(was at night\)/,
    );
    expect(m.form).toBe('tablet');
  });

  it('doses by day of the week stay in words', () => {
    const r = run('Warfarin 3 mg daily', 'Warfarin 3 mg Mon/Wed/Fri and 2 mg other days at 1600');
    const m = row(r, 'warfarin');
    expect(m.schedule['1800']).toMatch(/3 mg Mon\/Wed\/Fri and 2 mg other days/);
  });
});

describe('reducing courses', () => {
  it('a new prednisolone taper keeps every step in the morning slot', () => {
    const r = run(
      'Amlodipine 5 mg mane',
      'Amlodipine 5 mg mane\nPrednisolone 40 mg mane for 5 days, then 30 mg mane for 5 days, then 20 mg mane for 5 days, then stop',
    );
    const m = row(r, 'prednisolone');
    expect(m.changeType).toBe('new');
    expect(filled(m)).toEqual(['0800']);
    for (const dose of ['40 mg', '30 mg', '20 mg', 'then stop'])
      expect(m.schedule['0800']).toContain(dose);
    expect(m.comment).toBe('New medication');
  });

  it('a taper replacing a fixed dose says so', () => {
    const r = run(
      'Prednisolone 5 mg mane',
      'Prednisolone 25 mg mane for 3 days then 15 mg mane for 3 days then 5 mg mane ongoing',
    );
    const m = row(r, 'prednisolone');
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(
      /^Dose increased from 5 mg to 25 mg; now a dose that changes over time/,
    );
  });
});

describe('inhalers, eye drops, patches and injections', () => {
  it('inhaler strength change with the same puffs', () => {
    const r = run('Seretide MDI 250/25 2 puffs BD', 'Seretide MDI 125/25 2 puffs twice daily');
    expect(row(r, 'salmeterol').comment).toBe('Dose reduced from 250/25 to 125/25');
  });

  it('two salbutamol brands when required are the same medicine', () => {
    const r = run(
      'Ventolin 100mcg 2 puffs 4 hourly PRN',
      'Asmol 100 microgram/dose 2 puffs every 4 hours when required for wheeze',
    );
    const m = row(r, 'salbutamol', true);
    expect(m.changeType).toBe('unchanged');
    expect(m.schedule['0800']).toBe('2 puffs every 4 hours when required for wheeze');
  });

  it('eye drops: a different eye is a change, different wording is not', () => {
    const r = run(
      'Timoptol 0.5% 1 drop both eyes BD\nXalatan 1 drop both eyes nocte',
      'Timolol 0.5% eye drops 1 drop each eye twice daily\nLatanoprost 0.005% 1 drop right eye at night',
    );
    expect(row(r, 'timolol').changeType).toBe('unchanged');
    const lat = row(r, 'latanoprost');
    expect(lat.changeType).toBe('changed');
    expect(lat.comment).toBe('Now in the right eye (was both eyes)');
  });

  it('patch strength and interval', () => {
    const r = run(
      'Fentanyl 25 microgram/hr patch every 72 hours',
      'Fentanyl 50 microgram/hour patch - change every 72 hours',
    );
    const m = row(r, 'fentanyl');
    expect(m.comment).toBe('Dose increased from 25 microgram/hour to 50 microgram/hour');
    expect(m.schedule['0800']).toBe('50 microgram/hour (every 72 hours)');
    expect(m.form).toBe('50 microgram/hour patch');
  });

  it('enoxaparin prophylaxis to treatment dose', () => {
    const r = run('Enoxaparin 40 mg SC daily', 'Clexane 80 mg subcut BD');
    const m = row(r, 'enoxaparin');
    expect(m.comment).toBe('Now 80 mg twice daily (was 40 mg once daily), daily total increased');
    expect(filled(m)).toEqual(['0800', '1800']);
  });

  it('IV to oral is a route change', () => {
    const r = run('Paracetamol 1 g IV QID', 'Paracetamol 1 g PO QID');
    expect(row(r, 'paracetamol').comment).toBe('Now taken by mouth (was by injection into a vein)');
  });
});

describe('combination products', () => {
  it('Coversyl Plus and perindopril/indapamide are the same product', () => {
    const r = run(
      'Coversyl Plus 5/1.25 1 tab mane',
      'Perindopril arginine/indapamide 5 mg/1.25 mg mane',
    );
    expect(row(r, 'indapamide').changeType).toBe('unchanged');
  });

  it('Targin strength change', () => {
    const r = run('Targin 10/5 mg BD', 'Oxycodone/naloxone (Targin) 15/7.5 mg BD');
    const m = row(r, 'naloxone');
    expect(m.name).toBe('Oxycodone + Naloxone (Targin)');
    expect(m.comment).toBe('Dose increased from 10/5 mg to 15/7.5 mg');
  });

  it('a combination the KB does not know keeps its name and still pairs', () => {
    const r = run('Zyxaforge 10/160 1 tab daily', 'Zyxaforge 10/160 mg daily');
    const m = row(r, 'zyxaforge');
    expect(m.changeType).toBe('unchanged');
    expect(m.warnings?.join()).toMatch(/not in the medicines list/);
  });

  it('a new combination containing an admission medicine is linked by a warning', () => {
    const r = run('Coversyl 5 mg mane', 'Coversyl Plus 5/1.25 mg mane');
    expect(row(r, 'indapamide').changeType).toBe('new');
    expect(r.ceasedMedications[0]!.name).toBe('Perindopril (Coversyl)');
    expect(r.warnings?.join()).toMatch(/contains perindopril/);
  });
});

describe('duplicates and pairing', () => {
  it('regular and PRN of the same medicine pair with their own kind', () => {
    const r = run(
      'Paracetamol 1 g QID\nParacetamol 500 mg 1-2 tabs 4 hourly PRN',
      'Paracetamol 500 mg 1-2 tablets every 4 hours when required\nParacetamol 1 g four times daily',
    );
    expect(row(r, 'paracetamol', false).changeType).toBe('unchanged');
    expect(row(r, 'paracetamol', true).changeType).toBe('unchanged');
  });

  it('the same medicine twice on the discharge list is flagged', () => {
    const r = run('Atorvastatin 40 mg nocte', 'Atorvastatin 40 mg nocte\nLipitor 40 mg at night');
    expect(r.warnings?.join()).toMatch(/more than once/);
  });

  it('two identical admission orders for one discharge order are one medicine, flagged as a duplicate', () => {
    const r = run('Metformin 500 mg BD\nMetformin 500 mg BD', 'Metformin 500 mg BD');
    expect(r.warnings?.join()).toMatch(/on the admission list more than once/);
    expect(r.ceasedMedications).toHaveLength(0);
  });

  it('a stop line takes the order it stops, with its stated reason', () => {
    const r = run(
      'Oxycodone 5 mg 4 hourly PRN\nAspirin 100 mg mane',
      'Oxycodone - ceased, pain resolved\nAspirin 100 mg mane',
    );
    expect(r.ceasedMedications).toEqual([
      expect.objectContaining({ name: 'Oxycodone', form: '5 mg', reason: 'Ceased: pain resolved' }),
    ]);
  });
});

describe('pasted tables and Word lists', () => {
  it('EMR tables with header rows on both lists', () => {
    const adm =
      'Medication\tStrength\tRoute\tFrequency\tIndication\nLipitor\t40 mg\tPO\tnocte\tlipids\nMetformin\t1 g\tPO\tBD\tT2DM\nMeloxicam\t15 mg\tPO\tmane\tOA';
    const dis =
      'Drug\tDose\tRoute\tFreq\tStatus\tComment\nAtorvastatin\t40 mg\tPO\tnocte\tContinue\t\nMetformin\t500 mg\tPO\tBD\tChanged\tdose reduced, eGFR 40\nMeloxicam\t\t\t\tCeased\tAKI';
    const r = run(adm, dis);
    expect(row(r, 'atorvastatin')).toMatchObject({
      changeType: 'unchanged',
      indication: 'High cholesterol',
    });
    expect(row(r, 'metformin')).toMatchObject({
      changeType: 'changed',
      comment: 'Dose reduced from 1 g to 500 mg - eGFR 40',
      indication: 'Type 2 diabetes',
    });
    expect(r.ceasedMedications).toEqual([
      expect.objectContaining({
        name: 'Meloxicam',
        form: '15 mg',
        reason: 'Ceased: acute kidney injury (AKI)',
      }),
    ]);
  });

  it('a numbered Word list with headings, a title and noise', () => {
    const adm =
      'Medications on admission\n1) Frusemide 40mg mane\n2) Digoxin 62.5mcg mane\n3) Temazepam 10mg nocte PRN';
    const dis =
      'DISCHARGE SUMMARY - MEDICATIONS\nRegular\n1) Furosemide 80 mg mane (increased - CCF)\n2) Digoxin 62.5 microgram mane\nCeased\n3) Temazepam - falls\nDr A. Nguyen\nPage 1 of 1';
    const r = run(adm, dis);
    expect(row(r, 'furosemide').comment).toBe(
      'Dose increased from 40 mg to 80 mg - heart failure (CCF)',
    );
    expect(row(r, 'digoxin').changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([
      expect.objectContaining({ name: 'Temazepam', reason: 'Ceased: falls' }),
    ]);
    expect(r.warnings ?? []).toEqual([]);
  });
});

describe('plain language and the PRN rule', () => {
  it('PRN to regular never uses a PRN word in the regular row', () => {
    const r = run(
      'Metoclopramide 10 mg TDS PRN nausea',
      'Metoclopramide 10 mg TDS before meals, repeat if needed',
    );
    const m = row(r, 'metoclopramide');
    expect(m.comment).toMatch(/^Now taken regularly \(previously only occasionally\)/);
    expect(isPrnRow(m)).toBe(false);
  });

  it('regular to PRN says so', () => {
    const r = run('Temazepam 10 mg nocte', 'Temazepam 10 mg nocte PRN');
    expect(row(r, 'temazepam')).toMatchObject({
      changeType: 'changed',
      isPRN: true,
      comment: 'Changed from regular to when required',
    });
  });

  it.each([
    ['Metformin 1000mg BD', 'Metformin 1 g twice daily'],
    ['Paracetamol 2 x 500mg QID PRN', 'Paracetamol 1 g 6 hourly when required'],
    ['Atorvastatin 40mg nocte', 'Atorvastatin 40 mg orally at bedtime'],
    ['Levothyroxine 0.1 mg mane', 'Thyroxine 100 microgram in the morning'],
    ['Spiriva 18mcg 1 cap inhaled daily', 'Tiotropium 18 microgram 1 capsule inhaled mane'],
    ['Gabapentin 300mg TDS', 'Gabapentin 300 mg 8 hourly'],
    ['Panadol Osteo 665 mg 2 tabs TDS', 'Paracetamol 1330 mg TDS (Panadol Osteo)'],
    ['Methotrexate 10 mg weekly on Thursdays', 'Methotrexate 10 mg once a week (Thursday)'],
  ])('wording differences are not changes: %s / %s', (a, d) => {
    expect(run(a, d).medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    [
      'Methotrexate 10 mg weekly on Fridays',
      'Methotrexate 10 mg weekly on Mondays',
      'Now taken weekly on Monday (was weekly on Friday)',
    ],
    [
      'Metoprolol 25 mg BD',
      'Metoprolol 25 mg TDS',
      'Now taken three times daily (was twice daily)',
    ],
    [
      'Metoprolol tartrate 50 mg BD',
      'Metoprolol succinate CR 95 mg mane',
      'Now 95 mg in the morning (was 50 mg twice daily), daily total about the same; changed to modified release (was immediate release); now metoprolol succinate (was metoprolol tartrate)',
    ],
    [
      'Amlodipine 10 mg mane',
      'Amlodipine 5 mg mane (reduced - ankle oedema)',
      'Dose reduced from 10 mg to 5 mg - ankle swelling (oedema)',
    ],
  ])('change comments: %s -> %s', (a, d, comment) => {
    expect(run(a, d).medications[0]!.comment).toBe(comment);
  });

  it('a new medicine gives its stated reason; ceased ones without a reason say to confirm', () => {
    const r = run(
      'Amlodipine 5 mg mane\nCandesartan 8 mg mane',
      'Amlodipine 5 mg mane\nDapagliflozin 10 mg mane - new for heart failure',
    );
    expect(row(r, 'dapagliflozin')).toMatchObject({
      changeType: 'new',
      comment: 'New medication - for heart failure',
      indication: 'Heart failure',
    });
    expect(r.ceasedMedications).toEqual([
      expect.objectContaining({
        name: 'Candesartan',
        reason: 'Not on discharge list - confirm with prescriber',
      }),
    ]);
  });

  it('a stop line with no reason says none was given', () => {
    const r = run('Meloxicam 15 mg mane', 'Meloxicam - ceased');
    expect(r.ceasedMedications[0]!.reason).toBe('Ceased on the discharge list (no reason given)');
  });
});

describe('traceability and warnings', () => {
  it('every row and ceased entry lists its input lines', () => {
    const r = run(
      'Aspirin 100mg mane\nLipitor 40mg nocte',
      'Atorvastatin 40 mg nocte\nAspirin - ceased (bleed)',
    );
    expect(row(r, 'atorvastatin').sources).toEqual([
      { list: 'admission', line: 2, text: 'Lipitor 40mg nocte' },
      { list: 'discharge', line: 1, text: 'Atorvastatin 40 mg nocte' },
    ]);
    expect(r.ceasedMedications[0]!.sources).toEqual([
      { list: 'admission', line: 1, text: 'Aspirin 100mg mane' },
      { list: 'discharge', line: 2, text: 'Aspirin - ceased (bleed)' },
    ]);
  });

  it('an unreadable line is reported, never dropped', () => {
    const r = run('Aspirin 100mg mane', 'Aspirin 100 mg mane\nsee attached chart');
    expect(r.warnings).toContain('Could not read line 2: "see attached chart" (discharge list)');
  });

  it('a continuation line joins the order above it', () => {
    const r = run(
      'Prednisolone 5 mg mane',
      'Prednisolone 30 mg mane for 5 days\nthen 20 mg mane for 5 days',
    );
    const m = row(r, 'prednisolone');
    expect(m.schedule['0800']).toContain('20 mg');
    expect(m.sources?.map((s) => s.line)).toEqual([1, 1, 2]);
  });

  it('misspellings and unknown medicines are response warnings with their line', () => {
    const r = run('Amlodipine 5 mg mane', 'Amlodipene 5 mg mane\nZyxamol 10 mg daily');
    expect(r.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Discharge line 1: "Amlodipene" read as Amlodipine/),
        expect.stringMatching(/^Discharge line 2: "Zyxamol"/),
      ]),
    );
    expect(row(r, 'zyxamol')).toMatchObject({ changeType: 'new', name: 'Zyxamol' });
  });
});
