/**
 * Words beside an order that are not what the medicine is for (branch hx-indic, blind set 30):
 * - a result or observation, and the condition told with it, is why the dose changed or was held;
 * - a harm written where the use would be ('(melaena)' on a blood thinner) is shown as the usual use, with a warning;
 * - an event a when-required dose is taken ahead of is when to take it, kept in the directions.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rowOf = (adm: string, dis: string) => reconcileChecked(adm, dis).medications[0]!;
const warningsOf = (row: { warnings?: string[] }) => (row.warnings ?? []).join(' | ');

describe('a condition told after a result is why the order changed, not its use', () => {
  it.each([
    [
      'Apixaban 5 mg bd',
      'Apixaban 2.5 mg bd (creatinine 210 on day 3, AKI)',
      /clot|stroke/i,
      /AKI|kidney/i,
    ],
    [
      'Spironolactone 25 mg mane',
      'Spironolactone 12.5 mg mane - K+ 6.0 this morning, hyperkalaemia',
      /heart|fluid/i,
      /potassium/i,
    ],
    [
      'Bisoprolol 5 mg mane',
      'Bisoprolol 2.5 mg mane (pulse 44 overnight; bradycardia)',
      /heart|blood pressure|angina/i,
      /slow heart|bradycardia/i,
    ],
    [
      'Dabigatran 150 mg bd',
      'Dabigatran 110 mg bd (at presentation Hb 78, GI bleeding)',
      /clot|stroke/i,
      /bleed/i,
    ],
  ])('%s -> %s', (adm, dis, use, kept) => {
    const row = rowOf(adm, dis);
    expect(row.indication).toMatch(use);
    expect(row.comment).toMatch(kept);
  });

  it('on a new medicine the condition after the result is why it was started: its use', () => {
    const row = rowOf(
      'Paracetamol 1 g qid',
      'Thyroxine 25 microgram mane - new, TSH 14, hypothyroidism after radioiodine',
    );
    expect(row.indication).toMatch(/thyroid/i);
  });
});

describe('a harm written as the use is shown as the usual use, and said', () => {
  it.each([
    ['Rivaroxaban 15 mg daily for nosebleeds', /clot|stroke/i, /bleeding/i],
    ['Enoxaparin 40 mg subcut daily for melaena', /clot/i, /bleeding/i],
    [
      'Lercanidipine 10 mg mane (symptomatic hypotension)',
      /blood pressure/i,
      /low blood pressure/i,
    ],
    ['Insulin glargine 12 units nocte (nocturnal hypos)', /diabetes/i, /low blood sugar/i],
  ])('%s', (dis, use, harm) => {
    const row = rowOf('Paracetamol 1 g qid', dis);
    expect(row.indication).toMatch(use);
    expect(warningsOf(row)).toMatch(harm);
  });

  it.each([
    ['Tranexamic acid 1 g tds for menorrhagia bleeding', /bleed/i],
    ['Ferrous fumarate 200 mg daily (iron deficiency after GI bleed)', /iron/i],
    ['Midodrine 2.5 mg tds (postural hypotension)', /low blood pressure/i],
    ['Norethisterone 5 mg tds (to stop bleeding)', /bleed/i],
  ])('a medicine used for that harm, or a use that only mentions it, keeps it: %s', (dis, use) => {
    const row = rowOf('Paracetamol 1 g qid', dis);
    expect(row.indication).toMatch(use);
    expect(warningsOf(row)).not.toMatch(/usually for/i);
  });
});

describe('an event a when-required dose is taken ahead of is when, not what for', () => {
  it.each([
    ['Tapentadol 50 mg prn ahead of physiotherapy', /pain/i, /ahead of physiotherapy/i],
    [
      'Morphine 5 mg oral liquid prn prior to wound dressings',
      /pain/i,
      /prior to wound dressings/i,
    ],
    [
      'Terbutaline 500 microgram 1 puff when required pre-exercise',
      /breath|wheez|asthma/i,
      /pre-exercise/i,
    ],
    [
      'Fentanyl 50 microgram intranasal as needed for dressing changes',
      /pain/i,
      /dressing changes/i,
    ],
    ['Salbutamol 100 mcg 2 puffs prn cough or before sport', /cough/i, /or before sport/i],
    ['Hydromorphone 2 mg before wound packing when required', /pain/i, /before wound packing/i],
    [
      'Ibuprofen 400 mg 45 minutes ahead of physio as needed',
      /pain|inflamm/i,
      /45 minutes ahead of physio/i,
    ],
  ])('%s', (dis, use, when) => {
    const row = rowOf('Paracetamol 1 g qid', dis);
    expect(row.isPRN).toBe(true);
    expect(row.indication).toMatch(use);
    expect(row.indication).not.toMatch(when);
    expect(row.schedule['0800']).toMatch(when);
  });

  it("the admission's event is not the discharge row's use", () => {
    const row = rowOf('Bricanyl 1 puff prn before netball', 'Bricanyl 1 puff when required');
    expect(row.indication).toMatch(/breath|wheez|asthma/i);
  });

  it.each([
    [
      'Terbutaline 500 microgram 1 puff when needed for cough or prior to netball',
      /cough/i,
      /or prior to netball/i,
    ],
    [
      'Salbutamol 100 microgram 2 puffs before hydrotherapy and prn',
      /breath|wheez/i,
      /also before hydrotherapy/i,
    ],
  ])('an event joined to the use or to the when-required word: %s', (dis, use, when) => {
    const row = rowOf('Paracetamol 1 g qid', dis);
    expect(row.indication).toMatch(use);
    expect(row.indication).not.toMatch(/\bor$|before|prior/i);
    expect(row.schedule['0800']).toMatch(when);
  });

  it('a time of day after the lead stays the timing', () => {
    const row = rowOf('Paracetamol 1 g qid', 'Temazepam 10 mg before bed when required');
    expect(row.indication).toMatch(/sleep/i);
  });

  it('pre-eclampsia after pre is a condition, not an event', () => {
    const row = rowOf('Paracetamol 1 g qid', 'Aspirin 150 mg nocte for pre-eclampsia prevention');
    expect(row.indication).toMatch(/eclampsia/i);
  });
});

describe("a use that names only the treatment's aim takes the condition from the usual use", () => {
  it.each([
    ['Naltrexone 50 mg mane - started, relapse prevention', /alcohol|opioid/i],
    ['Disulfiram 200 mg daily (NEW; relapse prevention)', /alcohol/i],
    ['Clopidogrel 75 mg daily - secondary prevention', /clot|stent|stroke|heart/i],
  ])('%s', (dis, condition) => {
    const row = rowOf('Paracetamol 1 g qid', dis);
    expect(row.indication).toMatch(condition);
    expect(row.indication).toMatch(/prevention/i);
  });
});

describe("propranolol's usual uses include the liver's varices", () => {
  it('an order with no stated use names them among the others', () => {
    const row = rowOf('Propranolol 40 mg bd', 'Propranolol 40 mg bd');
    expect(row.indication).toMatch(/varices/i);
    expect(row.indication).toMatch(/migraine/i);
  });
});

describe("the words after a stop inside the order's head are the stop's reason, never its use", () => {
  it.each([
    [
      'Lisinopril 10 mg daily SUSPENDED: acute renal failure',
      'Lisinopril 10 mg daily',
      /blood pressure|heart/i,
    ],
    ['Sotalol 80 mg bd on hold: bradycardia', 'Sotalol 80 mg bd', /heart|rhythm/i],
  ])('%s', (adm, dis, use) => {
    const row = rowOf(adm, dis);
    expect(row.indication).toMatch(use);
    expect(warningsOf(row)).not.toMatch(/usually for/i);
  });
});

describe('a result with only when it was taken is a note, whatever its letters', () => {
  it.each([
    ['Rivaroxaban 20 mg daily', 'Rivaroxaban 15 mg daily (Cr 205 on day 2, AKI)'],
    ['Digoxin 125 microgram daily', 'Digoxin 62.5 microgram daily - HR 46 overnight'],
  ])('%s -> %s', (adm, dis) => {
    const row = rowOf(adm, dis);
    expect(row.comment).not.toMatch(/modified release/i);
    expect(warningsOf(row)).not.toMatch(/not understood/i);
    expect(row.indication).not.toMatch(/kidney/i);
  });
});

describe('a test named with how it moved is a note', () => {
  it.each([
    ['Spironolactone 50 mg mane', 'Spironolactone 25 mg mane (dry, Cr rising)'],
    ['Ramipril 10 mg daily', 'Ramipril 5 mg daily - CR UP'],
  ])('%s -> %s', (adm, dis) => {
    const row = rowOf(adm, dis);
    expect(row.comment).not.toMatch(/modified release/i);
    expect(row.comment).toMatch(/reduced/i);
  });
});
