/**
 * Ways of writing from blind set 22 that defeated the reader, each in wordings of our own: numbering glued to
 * the name, a drug dictionary's combination joined by ';', a therapeutic-class heading with a status, a
 * supply record beside the stopped order, a sign-out book's time column, a label with a bracketed note or a
 * quoted label, and a pharmacy's 'remove from profile' heading.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;
const rows = (r: ReturnType<typeof run>) => r.medications.map((m) => `${m.name}:${m.changeType}`);
const stops = (r: ReturnType<typeof run>) => r.ceasedMedications.map((m) => m.name);

describe('numbering typed with no space before the name', () => {
  it.each([
    '4.Lipitor 20mg, one at night',
    '4)Lipitor 20mg, one at night',
    '４．Ｌｉｐｉｔｏｒ　２０ｍｇ， one at night',
  ])('%j', (line) => {
    const r = run(line, 'Atorvastatin (Lipitor) 20 mg nocte');
    expect(rows(r)).toEqual(['Atorvastatin (Lipitor):unchanged']);
  });

  it('a strength with a decimal point is not numbering', () => {
    const r = run('Warfarin 2.5mg mane', 'Warfarin 2.5 mg mane');
    expect(r.medications[0]?.form).toContain('2.5');
  });
});

describe("a coded dictionary's combination joined by a semicolon", () => {
  it.each([
    ['AMLODIPINE;ATORVASTATIN 5/10 mg QD', 'Caduet 5/10 one daily', /Amlodipine \+ Atorvastatin/],
    ['ezetimibe;simvastatin 10/40 mg QD', 'Vytorin 10/40 mg nocte', /Ezetimibe \+ Simvastatin/],
    [
      'BUDESONIDE;GLYCOPYRRONIUM;FORMOTEROL 2 puffs BID',
      'Breztri 2 puffs twice daily',
      /Budesonide \+ Glycopyrronium \+ Formoterol/,
    ],
  ])('%j', (adm, dis, name) => {
    const r = run(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.name).toMatch(name);
    expect(r.medications[0]!.changeType).not.toBe('new');
  });

  it('a semicolon with a space between two medicines still separates them', () => {
    const r = run('Aspirin 100 mg daily; clopidogrel 75 mg daily', 'Aspirin 100 mg daily');
    expect(r.medications[0]!.name).toBe('Aspirin');
  });
});

describe('a therapeutic-class heading', () => {
  it.each([
    'N05 PSYCHOLEPTICS (STOPPED)',
    'Hypnotics and sedatives - ceased',
    'N05CD BENZODIAZEPINE DERIVATIVES (ceased):',
  ])('%j with a status stops the lines under it, and is no medicine', (head) => {
    const r = run(
      'Temazepam 10 mg nocte\nPerindopril 4 mg mane',
      `C09 ACE INHIBITORS\nPerindopril 4 mg mane\n${head}\nTemazepam 10 mg nocte`,
    );
    expect(stops(r)).toEqual(['Temazepam']);
    expect(rows(r)).toEqual(['Perindopril:unchanged']);
    expect(JSON.stringify(r.warnings)).not.toMatch(/Could not read line 1:/);
  });

  it("a medicine with a code's shape ('B12 injection') stopped is that medicine, not a class over the lines below", () => {
    const r = run(
      'Vitamin B12 1000 microgram IM monthly\nAspirin 100 mg daily',
      'B12 injection (ceased)\nAspirin 100 mg daily',
    );
    expect(rows(r)).toEqual(['Aspirin:unchanged']);
    expect(stops(r)).toHaveLength(1);
  });

  it('an unknown name with a status stays a stopped order, with a warning', () => {
    const r = run('Perindopril 4 mg mane', 'Perindopril 4 mg mane\nZorbaxil (ceased)');
    expect(stops(r)).toEqual(['Zorbaxil']);
    expect(JSON.stringify(r.warnings)).toMatch(/Zorbaxil/);
  });
});

describe('a supply record beside the order it stopped', () => {
  it('one stopped entry, not a second "not on discharge list"', () => {
    const r = run(
      'Date dispensed\tProduct\tQty\tPharmacy\n12/10/2026\tSTILNOX zolpidem 10 mg tab\t14\tMain St\nDirections from the labels:\nZolpidem 10 mg at night when required for sleep',
      'Zolpidem 10 mg nocte prn - ceased: confusion',
    );
    expect(stops(r)).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/confusion/);
  });
});

describe("a sign-out book's columns", () => {
  it('the time signed and the dose taken are not the order', () => {
    const adm = [
      'Date\tTime\tMedicine and directions\tDose taken\tStaff',
      '03/04\t08:10\tSertraline 50 mg - 1 mane\t1 tab\tAB',
      '03/04\t20:05\tMetformin 500 mg - 1 BD\t1 tab\tCD',
      '04/04\t08:02\tMetformin 500 mg - 1 BD\t1 tab\tAB',
    ].join('\n');
    const r = run(adm, 'Sertraline 50 mg mane\nMetformin 500 mg - 1 twice daily');
    expect(rows(r)).toEqual(['Sertraline:unchanged', 'Metformin:unchanged']);
    expect(stops(r)).toEqual([]);
  });
});

describe('a label before the order', () => {
  it.each([
    'Charted PRN (not needed since Monday): ibuprofen 200 mg 2 tabs tds prn',
    'Jar 3: "IBUPROFEN 200 MG - TWO TABLETS THREE TIMES A DAY WHEN NEEDED"',
    'Tube 2: label faded; son says “the pain pills - ibuprofen 200 mg, two three times a day when needed”',
  ])('%j', (line) => {
    const r = run(line, 'Ibuprofen 200 mg - 2 tablets tds prn');
    expect(rows(r)).toEqual(['Ibuprofen:unchanged']);
    expect(stops(r)).toEqual([]);
  });
});

describe("a pharmacy's heading that ends the supply", () => {
  it.each([
    'PLEASE INACTIVATE SCRIPTS / TAKE OFF PROFILE:',
    'Remove from Webster-pak:',
    'Cancel remaining repeats:',
  ])('%j', (head) => {
    const r = run(
      'Amlodipine 5 mg mane\nRosuvastatin 10 mg nocte',
      `Rosuvastatin 10 mg nocte\n${head}\nAmlodipine 5 mg - ankle oedema`,
    );
    expect(stops(r)).toEqual(['Amlodipine']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/oedema/);
    expect(rows(r)).toEqual(['Rosuvastatin:unchanged']);
  });
});

describe("a scanner's log of the patient's own packs", () => {
  it('the scan time and the product code are not doses or times', () => {
    const adm = [
      '14:21:07  EAN 9300607123456  NOTEN atenolol 50 mg tablet, 30 | label: TAKE ONE EACH MORNING',
      '14:21:40  9312345678901  SOMAC pantoprazole 40 mg tablet, 30 | label: ONE DAILY BEFORE BREAKFAST',
    ].join('\n');
    const r = run(adm, 'Atenolol 50 mg mane\nPantoprazole 40 mg mane');
    expect(rows(r)).toEqual(['Atenolol:unchanged', 'Pantoprazole:unchanged']);
    for (const m of r.medications)
      expect(`${m.form} ${JSON.stringify(m.schedule)}`).not.toMatch(/\d{5}/);
  });
});

describe('struck-through text', () => {
  it('reads the same once the strike marks are removed', () => {
    const struck = [...'Diltiazem 180 mg CD daily'].map((c) => `${c}\u0336`).join('');
    const r = run(
      'Diltiazem CD 180 mg daily\nAspirin 100 mg daily',
      `${struck} - stopped: bradycardia\nAspirin 100 mg daily`,
    );
    expect(stops(r)).toEqual(['Diltiazem']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/bradycardia/);
  });
});

describe('a brand before a combination written ingredient by ingredient', () => {
  it.each([
    [
      'SYMBICORT budesonide 200 microgram + formoterol 6 microgram inhaler - 2 puffs bd',
      'Symbicort 200/6 2 puffs twice daily',
    ],
    [
      'Panadeine Forte paracetamol 500 mg + codeine 30 mg tablet - 2 qid prn',
      'Panadeine Forte 500/30 2 tablets qid prn',
    ],
  ])('%j', (adm, dis) => {
    const r = run(adm, dis);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.medications[0]!.name).not.toMatch(/(\w+) \+ \1/);
  });
});

describe('a grid with one column per medicine and one row per time', () => {
  it('each column is an order at the times its cells fill', () => {
    const adm = [
      'When\tMadopar 100/25\tLipitor 20mg\tNexium 20mg',
      '8am\t2\t\t1',
      '2pm\t2\t\t',
      '9pm\t\t1\t',
    ].join('\n');
    const r = run(
      adm,
      'Madopar 100/25 - 2 capsules at 8am and 2pm\nLipitor 20 mg at night\nNexium 20 mg mane',
    );
    expect(rows(r)).toEqual([
      'Levodopa + Benserazide (Madopar):unchanged',
      'Atorvastatin (Lipitor):unchanged',
      'Esomeprazole (Nexium):unchanged',
    ]);
  });
});

describe("a pharmacist's intervention log", () => {
  const block = (outcome: string) =>
    [
      'Review 1 of 2',
      'Medication: amlodipine 10 mg mane',
      'Problem: ankle oedema',
      'Recommended: reduce to 5 mg mane',
      `Outcome: ${outcome}`,
      'Review 2 of 2',
      'Medication: temazepam 10 mg nocte',
      'Problem: falls',
      'Recommended: stop',
      `Outcome: ${outcome}`,
    ].join('\n');

  it('an accepted recommendation is the order', () => {
    const r = run('Amlodipine 10 mg mane\nTemazepam 10 mg nocte', block('agreed by registrar'));
    expect(rows(r)).toEqual(['Amlodipine:changed']);
    expect(r.medications[0]!.form).toContain('5 mg');
    expect(stops(r)).toEqual(['Temazepam']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/falls/);
  });

  it('a declined recommendation is not applied, and its lines are reported', () => {
    const r = run('Amlodipine 10 mg mane\nTemazepam 10 mg nocte', block('declined by consultant'));
    expect(rows(r)).not.toContain('Amlodipine:changed');
    expect(JSON.stringify(r.warnings)).toMatch(/Recommended|Outcome/);
  });
});

describe('a course with doses given and more to come', () => {
  it.each([
    'Albendazole 400 mg: 1 tablet on Day 1 and 8 - Day 1 (03/02) given on ward; practice to give Day 8',
    'Azithromycin 1 g on days 1 and 8 - first dose given in hospital 10/05; GP to give the remaining dose',
  ])('%j is an order, not a dose already given', (line) => {
    const r = run('Paracetamol 1 g qid prn', `Paracetamol 1 g qid prn\n${line}`);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'new']);
  });

  it('a single dose given with none to follow is still reported, not a row', () => {
    const r = run(
      'Paracetamol 1 g qid prn',
      'Paracetamol 1 g qid prn\nCeftriaxone 1 g IV given 12/05 - no further doses',
    );
    expect(r.medications).toHaveLength(1);
    expect(JSON.stringify(r.warnings)).toMatch(/Ceftriaxone/);
  });
});

describe("a 'Taking?' column beside the medicine", () => {
  it('its answer and the notes after it are not directions', () => {
    const adm = [
      'Medicine (from chart)            Taking?     Notes',
      'Metformin 500 mg twice a day      Sometimes   "misses the evening one"',
      'Gliclazide MR 60 mg mane         Yes',
    ].join('\n');
    const r = run(adm, 'Metformin 500 mg bd\nGliclazide MR 60 mg mane');
    expect(rows(r)).toEqual(['Metformin:unchanged', 'Gliclazide:unchanged']);
  });
});
