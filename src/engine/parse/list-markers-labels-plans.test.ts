/**
 * Classes of orders and notes found by the fifth hold-out set (tests/fixtures/regression/holdout-5),
 * each written here several ways so the rule is general, not fitted to one case.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

describe('list markers, makers and labels', () => {
  it.each([
    '(a) Metoprolol 50 mg BD',
    '(iv) Metoprolol 50 mg BD',
    '1- Metoprolol 50 mg BD',
    '12 - Metoprolol 50 mg BD',
  ])('%j is numbered', (line) => {
    expect(
      run('Metoprolol 50 mg BD', `Atorvastatin 40 mg nocte\n${line}`).medications.map(
        (m) => m.changeType,
      ),
    ).toEqual(['new', 'unchanged']);
  });

  it.each([
    ['APO-AMLODIPINE 5MG TABLETS TAKE ONE TABLET DAILY', 'Amlodipine'],
    ['PHARMACOR ATORVASTATIN 40MG TAB ONE AT NIGHT', 'Atorvastatin'],
    ['PANTOPRAZOLE SANDOZ 40MG EC TAB ONE DAILY', 'Pantoprazole'],
    [
      'Preventer: Seretide MDI 250/25 2 puffs BD',
      'Fluticasone propionate + Salmeterol (Seretide MDI)',
    ],
  ])('%j is %s', (line, name) => {
    expect(run('', line).medications[0]!.name).toBe(name);
  });

  it('a pharmacy history: Qty is the pack, and a medicine dispensed twice then withheld is one entry', () => {
    const adm =
      'Date\tItem\tQty\tDirections\n02/09/26\tAPO-AMLODIPINE 5MG TABLETS\t30\tTAKE ONE TABLET DAILY\n04/08/26\tAPO-AMLODIPINE 5MG TABLETS\t30\tTAKE ONE TABLET DAILY';
    const r = run(adm, 'Amlodipine WITHHELD – BP 100-110 systolic');
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.sources).toHaveLength(3);
  });

  it.each(['ventolin - 2 puffs when i need it', 'Ventolin 2 puffs if you need them'])(
    '%j is when required',
    (line) => {
      expect(run('', line).medications[0]!.isPRN).toBe(true);
    },
  );
});

describe('time-of-day columns, page markers and plans', () => {
  it('a patient list with Morning / Midday / Evening / Bedtime columns gives the slots', () => {
    const dis =
      'Medicine\tMorning\tMidday\tEvening\tBedtime\tWhat it is for\tComments\nSotalol 80 mg tablet\t1\t\t1\t\tHeart rhythm\tNo change\nDocusate 50 mg tablet\t\t\t\t2\tSoft stools\t';
    const r = run('', dis);
    expect(r.medications.map((m) => m.schedule)).toEqual([
      { '0800': '1 tablet', '1200': '', '1800': '1 tablet', '2200': '' },
      { '0800': '', '1200': '', '1800': '', '2200': '2 tablets' },
    ]);
    expect(r.medications[0]!.indication).toBe('Heart rhythm');
  });

  it.each([
    '-- Page 1 of 2 --',
    'Renal plan on discharge (Cr 310 → 162, K 5.4)',
    'D/C meds – Resp (IECOPD)',
  ])('%j is no order', (line) => {
    const r = run(line, line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it.each([
    [
      'Reduce allopurinol to 100 mg daily (eGFR 31)',
      'Allopurinol 300 mg daily',
      'Dose reduced from 300 mg to 100 mg',
    ],
    [
      'Increase the dose of sertraline to 100 mg mane',
      'Sertraline 50 mg mane',
      'Dose increased from 50 mg to 100 mg',
    ],
  ])('%j is the new dose', (line, admission, comment) => {
    const r = run(admission, `Withhold frusemide – now dry\n${line}`);
    expect(r.medications[0]!.comment).toContain(comment);
  });
});

describe('pharmacy labels, charts in two parts and reasons that are not uses', () => {
  it('a transcribed pharmacy label is one order: the directions line goes on, the patient line and warnings are notes', () => {
    const adm =
      'CALTRATE 600MG TABLETS\nONE DAILY\nMrs Dora ROSSI   (OTC)   Qty 60   Rpt 3\nKEEP OUT OF REACH OF CHILDREN';
    const r = run(adm, 'Caltrate 600 mg one tablet daily');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it("a second table with no header of its own is read with the first one's columns", () => {
    const adm =
      'Date\tMedicine (print generic)\tRoute\tDose\tFrequency\tAdmin times\n14/5\tPERINDOPRIL\tPO\t5mg\tmane\t08\nNIMC – PRN medicines\n14/5\tOXYCODONE IR (Endone)\tPO\t5mg\t4/24 PRN\tmax 30mg/24h';
    const r = run(adm, 'Perindopril 5mg mane\nEndone 5 mg q4h prn pain (max 30mg/day)');
    expect(r.medications.map((m) => [m.name, m.changeType, m.isPRN])).toEqual([
      ['Perindopril', 'unchanged', false],
      ['Oxycodone (Endone)', 'unchanged', true],
    ]);
  });

  it.each([
    'Linagliptin 5mg one tablet mane — NEW, safe in CKD',
    'Linagliptin 5 mg mane - new (renal dose)',
  ])('%j keeps the usual indication', (line) => {
    expect(run('', line).medications[0]!.indication).toBe('Type 2 diabetes (blood sugar)');
  });
});

describe('more labels and lists', () => {
  it('"Ceased – no longer of benefit: a, b" stops each with the reason', () => {
    const r = run(
      'Lipitor 40mg nocte\nFosamax 70mg weekly – Mondays',
      'Ceased – no longer of benefit: atorvastatin, alendronate',
    );
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([
      'Ceased: no longer of benefit',
      'Ceased: no longer of benefit',
    ]);
  });

  it('"PRN: Movicol ..." after an order is an order of its own', () => {
    const r = run(
      'Esomeprazole 20mg – 1 tab – daily @ 0800\nPRN: Movicol 1 sachet daily PRN constipation',
      'Esomeprazole 20 mg daily\nMovicol 1 sachet daily PRN',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });

  it.each([
    ['Meds: Metformin 500mg BD', 'Metformin'],
    ['Infant paracetamol (Panadol drops 100mg/mL) 0.6mL when needed for fever', 'Paracetamol'],
    ["Children's ibuprofen 100mg/5mL 5 mL TDS PRN", 'Ibuprofen'],
  ])('%j is %s', (line, name) => {
    expect(run('', line).medications[0]!.name).toBe(name);
  });

  it('"ii caps (1 g) q.i.d." is two capsules four times a day', () => {
    const row = run('', 'Flucloxacillin 500 mg caps: ii caps (1 g) q.i.d. on an empty stomach')
      .medications[0]!;
    expect(Object.values(row.schedule).filter(Boolean)).toHaveLength(4);
    // Read as '2 caps (1 g)' is (lexicon/roman-count.ts): the total is shown as it is for the figures.
    expect(row.schedule['0800']).toMatch(/^2 capsules(?: \(1 g\))?$/);
  });
});

describe('notes, given doses and day rules', () => {
  it.each([
    'I have asked him to weigh himself every morning.',
    'Going home after laparoscopic appendicectomy (uncomplicated) – 12/03',
    'Sodium on Friday with GP.',
    'Potassium check in 1 week',
  ])('%j is no order', (line) => {
    const r = run(line, line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a loading dose given in ED is reported, not listed', () => {
    const r = run('', 'Clopidogrel 300mg loading dose given in ED 03/11.');
    expect(r.medications).toEqual([]);
    expect((r.warnings ?? []).join(' ')).toContain('already given');
  });

  it('"on school days" stays in the slot', () => {
    expect(
      run('', 'Ritalin LA 20 mg mane on school days').medications[0]!.schedule['0800'],
    ).toContain('school days');
  });

  it('"not required" is the reason', () => {
    expect(
      run(
        'Ural 1 sachet QID PRN (OTC)',
        'sodium citrotartrate (Ural) – not required',
      ).ceasedMedications.map((c) => c.reason),
    ).toEqual(['Ceased: not required']);
  });
});

describe('meals in a list, steps by day, iodine', () => {
  it.each([
    'Metformin 500 mg with breakfast, lunch and dinner',
    'Paracetamol 1 g morning, midday, evening and bedtime',
  ])('%j keeps every time', (line) => {
    expect(
      Object.values(run('', line).medications[0]!.schedule).filter(Boolean).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('"tds day 1-2, bd day 3-4, nocte day 5, then STOP" is a reducing course, not nocte only', () => {
    const row = run('', 'Diazepam 5mg: tds day 1-2, bd day 3-4, nocte day 5, then STOP')
      .medications[0]!;
    expect(Object.values(row.schedule).filter(Boolean)).toHaveLength(3);
    expect(row.schedule['0800']).toContain('then bd day 3-4, then nocte day 5');
  });

  it.each([
    'Iodine 150 microgram daily while breastfeeding',
    'Potassium iodide 150 microgram daily',
    "Lugol's iodine 0.3 mL TDS for 10 days pre-op",
  ])('%j is iodine', (line) => {
    expect(run('', line).medications[0]!.name).toBe('Iodine');
  });
});
