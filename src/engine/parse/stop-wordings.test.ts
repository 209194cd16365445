/**
 * Stop and hold lines as they are typed in a hurry or laid out loosely: a status word with one letter
 * wrong, a stop title joined to another ('Stop / never restart:') or after a group title ('Inhalers -
 * withheld while unwell:'), a stop line with when it happened before the colon ('Ceased yesterday:'),
 * several bare names on one line under a heading, and an indented block that ends when a line goes
 * back to the heading's margin.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { classifyLine } from './headings';
import { oneEditApart, readMisspeltStatus, statusWordFor } from './misspelt-status';
import { readBareList, readStatusList } from './status-list';

const ceasedNames = (out: ReturnType<typeof reconcile>) =>
  out.ceasedMedications.map((c) => c.name.split(' ')[0]!.toLowerCase()).sort();
const rowNames = (out: ReturnType<typeof reconcile>) =>
  out.medications.map((m) => m.name.split(' ')[0]!.toLowerCase()).sort();

describe('a status word with one letter wrong is read as that word, with a warning', () => {
  it.each([
    ['stpoped', 'stopped'],
    ['Stoppped', 'stopped'],
    ['CESAED', 'ceased'],
    ['ceasd', 'ceased'],
    ['withehld', 'withheld'],
    ['witheld', 'withheld'],
    ['withold', 'withhold'],
    ['discontinud', 'discontinued'],
    ['suspeneded', 'suspended'],
  ])('%s -> %s', (typo, word) => expect(statusWordFor(typo)).toBe(word));

  it.each(['stepped', 'stooped', 'creased', 'cease', 'CEASE', 'ceased', 'stops', 'hello', 'step'])(
    'leaves %s alone',
    (w) => expect(statusWordFor(w)).toBeNull(),
  );

  it('counts one edit: added, dropped, changed or two neighbours swapped', () => {
    expect(oneEditApart('abcdef', 'abdcef')).toBe(true);
    expect(oneEditApart('abcdef', 'abcef')).toBe(true);
    expect(oneEditApart('abcdef', 'abxdef')).toBe(true);
    expect(oneEditApart('abcdef', 'axcdyf')).toBe(false);
  });

  it('keeps the case of a word in capitals and says what it read', () => {
    expect(readMisspeltStatus('Digoxin WITHELD - brady')).toEqual({
      text: 'Digoxin WITHHELD - brady',
      read: ['"WITHELD" as "withheld"'],
    });
  });

  it('stops the medicine and names it in the warnings', () => {
    const out = reconcile({
      admissionOrders: 'Digoxin 62.5 mcg mane\nAllopurinol 300 mg daily',
      dischargeOrders: 'digoxin - cesaed, HR 45\nallopurinol 300mg daily',
    });
    expect(ceasedNames(out)).toEqual(['digoxin']);
    expect(out.warnings?.some((w) => /Digoxin: read "cesaed" as "ceased"/.test(w))).toBe(true);
  });
});

describe('stop headings written with other titles', () => {
  it.each([
    ['Stop / never restart:', 'ceased'],
    ['Ceased or withheld:', 'ceased'],
    ['Held & ceased:', 'ceased'],
    ['Withheld/suspended:', 'withheld'],
    ['Inhalers - withheld while unwell:', 'withheld'],
    ['Eye drops - stopped, infection cleared:', 'ceased'],
  ])('%s is a %s heading', (text, section) =>
    expect(classifyLine(text)).toMatchObject({ kind: 'heading', section }),
  );

  it.each(['Aspirin / clopidogrel:', 'Stop / reduce:', 'Oral - continue as before:'])(
    '%s is no stop heading',
    (text) => {
      const c = classifyLine(text);
      expect(String(c?.kind === 'heading' ? c.section : null)).not.toMatch(/ceased|withheld/);
    },
  );

  it('a stop line may say when before the colon', () => {
    const g = readStatusList(
      'Ceased yesterday: sertraline, tramadol and amitriptyline - serotonin toxicity',
    );
    expect(g?.items).toEqual(['sertraline', 'tramadol', 'amitriptyline']);
    expect(g?.status.reason).toMatch(/serotonin/);
    expect(readStatusList('Withheld on admission - apixaban, aspirin')?.items).toEqual([
      'apixaban',
      'aspirin',
    ]);
  });
});

describe('bare names on one line under a heading are one order each', () => {
  it('reads only names the medicines list knows, with no dose', () => {
    expect(readBareList('Sertraline; tramadol & amitriptyline.')).toEqual([
      'Sertraline',
      'tramadol',
      'amitriptyline',
    ]);
    expect(readBareList('Sertraline 50 mg, tramadol')).toBeNull();
    expect(readBareList('Sertraline, nausea')).toBeNull();
  });

  it('stops each under a stop heading with its reason', () => {
    const out = reconcile({
      admissionOrders:
        'Ramipril 5 mg mane\nSpironolactone 25 mg mane\nAmlodipine 5 mg mane\nMetoprolol 25 mg bd',
      dischargeOrders:
        'Cardiac - withheld, hypotension:\n  Ramipril, spironolactone\n  Amlodipine\nMetoprolol 25 mg bd',
    });
    expect(ceasedNames(out)).toEqual(['amlodipine', 'ramipril', 'spironolactone']);
    expect(out.ceasedMedications[0]!.reason).toMatch(/hypotension/);
    expect(rowNames(out)).toEqual(['metoprolol']);
  });
});

describe('an indented block under a heading ends at the heading margin', () => {
  it('a regular order typed after an indented PRN block is regular', () => {
    const out = reconcile({
      admissionOrders: 'Oxycodone 5 mg 4-hourly prn pain\nOndansetron 4 mg 8-hourly prn',
      dischargeOrders:
        'When required:\n    Oxycodone 5 mg 4-hourly prn pain\n    Ondansetron 4 mg 8-hourly\nLactulose 15 mL bd - started for constipation',
    });
    expect(out.medications.find((m) => /Lactulose/.test(m.name))?.isPRN).toBe(false);
  });

  it('one indented line alone makes no block', () => {
    const out = reconcile({
      admissionOrders: 'Paracetamol 1 g qid prn',
      dischargeOrders: 'PRN:\n  Paracetamol 1 g qid\nLactulose 15 mL bd',
    });
    expect(out.medications.every((m) => m.isPRN)).toBe(true);
  });

  it('a heading with unindented lines keeps its section until the next heading', () => {
    const out = reconcile({
      admissionOrders: 'Paracetamol 1 g qid prn',
      dischargeOrders: 'PRN medications:\nParacetamol 1 g qid\nLactulose 15 mL bd',
    });
    expect(out.medications.every((m) => m.isPRN)).toBe(true);
  });

  it('a stop block ends too', () => {
    const out = reconcile({
      admissionOrders: 'Aspirin 100 mg daily\nCelecoxib 100 mg bd\nSimvastatin 20 mg nocte',
      dischargeOrders:
        '\tCeased:\n\t\tAspirin 100 mg daily (bleed)\n\t\tCelecoxib 100 mg bd (bleed)\n\tSimvastatin 20 mg nocte',
    });
    expect(rowNames(out)).toEqual(['simvastatin']);
    expect(ceasedNames(out)).toEqual(['aspirin', 'celecoxib']);
  });
});

describe('a continuous infusion written in words keeps its route', () => {
  it('the same driver dose under two wordings is unchanged', () => {
    const out = reconcile({
      admissionOrders: 'Midazolam 15 mg/24 h continuous subcutaneous infusion',
      dischargeOrders: 'Syringe driver, SC over 24 h:\n  Midazolam 15 mg/24 h',
    });
    expect(out.medications[0]).toMatchObject({ changeType: 'unchanged' });
  });
});
