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
