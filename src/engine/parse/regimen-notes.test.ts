/**
 * Words after an order that change what it means: a finished course, a wean step, a start date
 * (not a duration) and advice that names a condition (not an indication).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('a course that is finished is ceased, with the words as its reason', () => {
  it.each([
    [
      'Amoxicillin 500mg TDS - course completed in hospital',
      'Amoxicillin 500 mg TDS',
      'course completed in hospital',
    ],
    ['Doxycycline 100 mg daily - completed', 'Doxycycline 100 mg daily', 'completed'],
    ['Cefalexin 500 mg QID (antibiotics finished)', 'Cefalexin 500 mg QID', 'antibiotics finished'],
    ['Flucloxacillin - course complete', 'Flucloxacillin 500 mg QID', 'course complete'],
  ])('%j', (discharge, admission, reason) => {
    const r = run(admission, discharge);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason.toLowerCase()).toContain(reason);
  });

  it.each([
    'Amoxicillin 500 mg TDS - complete 7 days',
    'Amoxicillin 500 mg TDS to complete 5 days',
  ])('%j goes on', (discharge) => {
    expect(run('Amoxicillin 500 mg TDS', discharge).medications).toHaveLength(1);
  });
});

describe('a wean step is the next step of the regimen', () => {
  it.each([
    [
      'Temazepam 10 mg nocte - wean: 5 mg nocte from 1/12, then cease',
      'then 5 mg once daily at night from 1/12, then cease',
    ],
    ['Prednisolone 25 mg mane - reduce to 20 mg after 1 week', 'then 20 mg'],
    ['Diazepam 5 mg BD, taper to 2.5 mg BD', 'then 2.5 mg'],
  ])('%j', (discharge, text) => {
    const row = run(discharge.replace(/ -.*|,.*/, ''), discharge).medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(Object.values(row.schedule).join(' ')).toContain(text);
  });
});

describe('a date after from/on is no duration', () => {
  it.each([
    ['Warfarin 3 mg nocte, then 2 mg nocte from 1/12', 'for 1 month'],
    ['Aspirin 100 mg mane - restart on 3/7', 'for 3 days'],
  ])('%j does not say %j', (discharge, wrong) => {
    const r = run('', discharge);
    expect(JSON.stringify(r.medications)).not.toContain(wrong);
  });

  it('5/7 alone is still five days', () => {
    expect(JSON.stringify(run('', 'Cefalexin 500 mg QID for 5/7').medications)).toContain('5 days');
  });
});

describe('advice that names a condition is no indication', () => {
  it.each([
    ['Oxycodone 5 mg 4 hourly PRN - reduce use as pain settles', 'Reduce use as pain settles'],
    ['Paracetamol 1 g QID PRN - avoid if liver pain', 'Avoid if liver pain'],
  ])('%j', (discharge, advice) => {
    const row = run('', discharge).medications[0]!;
    expect(row.indication.toLowerCase()).not.toContain('reduce');
    expect(row.schedule['0800']).toContain(advice);
  });
});

describe('a hold alone on a line withholds; on an order with a dose it is a direction', () => {
  it.each([
    ['metformin - withhold while egfr < 30', 'Metformin 850 mg BD', 'while egfr < 30'],
    ['Rivaroxaban - hold until INR < 2', 'Rivaroxaban 20 mg daily', 'INR < 2'],
  ])('%j is withheld', (discharge, admission, reason) => {
    const r = run(admission, discharge);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toContain(reason);
  });

  it.each([
    ['Furosemide 40 mg mane - hold while SBP < 100', 'Furosemide 40 mg mane'],
    ['Empagliflozin - withhold when unwell', 'Empagliflozin 10 mg mane'],
  ])('%j goes on', (discharge, admission) => {
    expect(run(admission, discharge).medications).toHaveLength(1);
  });

  it('a finished course written with its length is ceased', () => {
    const r = run(
      'Azithromycin 500 mg IV daily',
      'Azithromycin - 5 day course completed in hospital (last dose 07/03)',
    );
    expect(r.ceasedMedications[0]!.reason).toContain('5 day course completed in hospital');
  });
});

describe('more ways to say a medicine stops or waits', () => {
  it.each([
    ["Aspirin d/c'd (bleed)", 'Ceased: bleed'],
    ['Aspirin - not restarted', 'Ceased on the discharge list (no reason given)'],
    ['Aspirin 100mg mane - to recommence in 1 week', 'Withheld: to recommence in 1 week'],
  ])('%j', (line, reason) => {
    const r = run('Aspirin 100mg mane', line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toBe(reason);
  });

  it.each(['Aspirin 100 mg mane - do not restart', 'Restart aspirin 100 mg mane'])(
    '%j keeps its meaning',
    (line) => {
      const r = run('Aspirin 100mg mane', line);
      expect(r.medications.length + r.ceasedMedications.length).toBe(1);
    },
  );
});
