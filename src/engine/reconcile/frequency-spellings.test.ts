/**
 * How often, written every way prescribers do: counts run into the abbreviation ('1bd', '2bdprn'),
 * a comma before the frequency, word numbers, 'times/day', '(s)' suffixes, and the contract's
 * when-required equivalents. Each class is checked on several medicines and phrasings.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const row = (discharge: string) => {
  const r = reconcile({ admissionOrders: 'Aspirin 100 mg daily', dischargeOrders: discharge });
  return r.medications[0]!;
};
const filled = (discharge: string) =>
  Object.entries(row(discharge).schedule)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort()
    .join(',');

describe('a count run into its frequency', () => {
  it.each([
    ['Metformin 500mg 1bd', '0800,1800'],
    ['Metformin 500 mg 2BD', '0800,1800'],
    ['Paracetamol 500mg 2qds', '0800,1200,1800,2200'],
    ['Amoxicillin 500 mg 1tds', '0800,1200,1800'],
    ['Pantoprazole 40 mg 1mane', '0800'],
    ['Temazepam 10 mg 1nocte', '2200'],
  ])('%s -> %s', (line, slots) => expect(filled(line)).toBe(slots));

  it.each(['Oxycodone 5mg 2bdprn', 'Oxycodone IR 5 mg 1qidPRN', 'Tramadol 50mg 1-2 tdsprn'])(
    '%s is when required',
    (line) => expect(row(line).isPRN).toBe(true),
  );
});

describe('frequency words the readers did not share', () => {
  it.each([
    ['Temazepam 10 mg, nightly', '2200'],
    ['Temazepam 10 mg nightly', '2200'],
    ['Metoprolol 25 mg, qam', '0800'],
    ['Metoprolol 25 mg Twice Each Day', '0800,1800'],
    ['Metoprolol 25 mg twice per day', '0800,1800'],
    ['Metoprolol 25 mg 3 times/day', '0800,1200,1800'],
    ['Metoprolol 25 mg 2 times/day', '0800,1800'],
    ['Metoprolol 25 mg two times per day', '0800,1800'],
    ['Metoprolol 25 mg every twelve hours', '0800,1800'],
    ['Amoxicillin 500 mg every eight hours', '0800,1200,1800'],
  ])('%s -> %s', (line, slots) => expect(filled(line)).toBe(slots));
});

describe('at most so often, when required', () => {
  it.each([
    'Quetiapine 100 mg, up to qid by mouth as required for agitation',
    'Ibuprofen 400mg tablets - up to qid when necessary for inflammation - MAX 8/24H',
    'Quetiapine 25mg - Dose: 1 TABLET Route: PO Frequency: up to qid as required for agitation',
  ])('%s is when required, how often in its directions', (line) => {
    const r = row(line);
    expect(r.isPRN).toBe(true);
    expect(r.schedule['0800']).toMatch(/up to four times a day when required/);
  });
});

describe('a full stop after a dotted abbreviation', () => {
  it.each([
    ['Metoprolol 25 mg: Take 1 tab t.d.s..', '0800,1200,1800'],
    ['Paracetamol 500 mg 2 tabs q.i.d..', '0800,1200,1800,2200'],
    ['ATORVASTATIN 40MG TABLETS: TWO TABLETS STAT, THEN ONE T.D.S..', '0800,1200,1800'],
    ['Latanoprost 0.005% eye drops 1 drop b.d.. into both eyes', '0800,1800'],
  ])('%s -> %s', (line, slots) => expect(filled(line)).toBe(slots));
});

describe('a "(s)" suffix keeps the rest of the directions', () => {
  it('2 puff(s) four hourly as needed is when required every 4 hours', () => {
    const r = row('Salbutamol 100 mcg inhaler 2 puff(s) four hourly as needed');
    expect(r.isPRN).toBe(true);
    expect(r.schedule['0800']).toBe('2 puffs every 4 hours when required');
  });
  it('1 tablet(s) twice daily is regular, twice daily', () => {
    expect(filled('Metformin 500 mg 1 tablet(s) twice daily')).toBe('0800,1800');
  });
});

describe('when-required equivalents (contract)', () => {
  it.each([
    'Oxycodone 5 mg as reqd',
    'Oxycodone 5 mg SOS',
    'Oxycodone 5 mg when necessary',
    'Oxycodone 5 mg if required',
    'Oxycodone 5 mg p.r.n.',
    'Oxycodone 5 mg when needed',
  ])('%s is when required', (line) => expect(row(line).isPRN).toBe(true));
});

describe('strengths and amounts written with separators', () => {
  it('a thousands separator is part of the number', () => {
    expect(row('Dalteparin 7,500units/0.3ml daily').form).toContain('7500 units');
    expect(row('Heparin 5,000 units SC BD').schedule['0800']).toBe('5000 units');
  });
  it('a range of volumes keeps both ends', () => {
    expect(row('Lactulose 15ml-30ml daily').schedule['0800']).toBe('15-30 mL');
    expect(row('Lactulose 10 mL to 20 mL bd').schedule['0800']).toContain('20 mL');
  });
});

describe('"for breakthrough pain" is when required (contract)', () => {
  it.each([
    'Oxycodone 5 mg tablets: take TWO tablets 4 hourly by mouth for breakthrough pain',
    'Morphine 5 mg oral liquid 2.5 mL 2 hourly for breakthrough pain',
    'Hydromorphone 2 mg 1 tab every 3 hours for breakthrough pain',
  ])('%s', (line) => expect(row(line).isPRN).toBe(true));
});

describe('a maximum written after its count is a maximum, not the dose', () => {
  it.each([
    ['Paracetamol 500 mg tab four hourly if needed for pain, 6 tablets max daily', '500 mg'],
    ['Paracetamol 500 mg 2 tabs qid prn, 8 tabs maximum per day', '2 tablets'],
  ])('%s', (line, dose) => {
    const r = row(line);
    expect(r.schedule['0800']).toMatch(new RegExp(`^${dose}`));
    expect(r.schedule['0800']).toContain('max');
  });
});

describe('repeats are a quantity, not the dose', () => {
  it.each(['Neurontin 300mg on Mondays PO Qty 168, 3 repeats', 'Gabapentin 300 mg nocte, 5 rpts'])(
    '%s',
    (line) =>
      expect(row(line).schedule).not.toMatchObject({
        '0800': expect.stringMatching(/^\d capsules/),
      }),
  );
});
