/**
 * Blind set 25's remaining classes, fixed by class and tested in other wordings: a reason for a dose change is
 * no indication ('smaller dose', 'for the time being'); a symptom said as a state is its condition; a form's
 * question before the order; a clinician's role or a task list where a name should be; a count in words before
 * how it is taken; an empty time before a dash; a ward round's 'chart' / 'add'; 'brekky' is breakfast.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rowOf = (adm: string, dis: string) => reconcileChecked(adm, dis).medications[0]!;

describe('talk about the amount is the change comment, never the indication', () => {
  it.each([
    [
      'Ramipril 10 mg daily',
      'Ramipril 5 mg daily (smaller dose - dizzy on standing)',
      /blood pressure|heart/i,
    ],
    ['Metformin 1 g bd', 'Metformin 500 mg bd - reduced dose as kidneys worse', /diabetes|sugar/i],
    [
      'Bumetanide 1 mg mane',
      'Bumetanide 1 mg mane and 1 mg midday (extra water tablet while swollen)',
      /fluid|swelling|heart/i,
    ],
    [
      'Allopurinol 300 mg daily',
      'Allopurinol 150 mg daily - lower the dose, eGFR 35',
      /gout|uric/i,
    ],
  ])('%s -> %s', (adm, dis, use) => {
    const row = rowOf(adm, dis);
    expect(row.indication).toMatch(use);
    expect(row.changeType).toBe('changed');
  });

  it('a purpose of the medicine itself is still its indication', () => {
    expect(
      rowOf(
        'Aspirin 100 mg daily',
        'Atorvastatin 40 mg nocte (to lower cholesterol)\nAspirin 100 mg daily',
      ).indication,
    ).toMatch(/cholesterol/i);
  });
});

describe("'for now', 'for the time being' name no use", () => {
  it.each([
    'Spironolactone 25 mg mane for now',
    'Spironolactone 25 mg mane - for the time being',
    'Spironolactone 25 mg mane (just for a few weeks)',
  ])('%s', (line) => {
    const row = rowOf('Aspirin 100 mg daily', `${line}\nAspirin 100 mg daily`);
    expect(row.indication).not.toMatch(/now|time being|few weeks/i);
    expect(row.comment).toMatch(/now|time being|few weeks/i);
  });
});

describe('a symptom said as a state is the condition', () => {
  it.each([
    ['Lactulose 15 mL daily if constipated', 'Constipation'],
    ['Prochlorperazine 5 mg tds if nauseated', 'Nausea'],
    ['Cetirizine 10 mg daily if itchy', 'Itch'],
    ['Salbutamol 100 microgram 2 puffs if breathless', 'Shortness of breath'],
  ])('%s', (line, use) => {
    const row = rowOf('Aspirin 100 mg daily', `${line}\nAspirin 100 mg daily`);
    expect(row.isPRN).toBe(true);
    expect(row.indication).toBe(use);
  });
});

describe("a form's question before the order", () => {
  it('the answer is the order, the question no medicine and no stop', () => {
    const r = reconcileChecked(
      'Anticoagulants? Yes - Eliquis 5 mg twice daily\nSteroids? Prednisolone 5 mg mane\nAny allergies? Yes - penicillin',
      'Apixaban 5 mg bd\nPrednisolone 5 mg mane',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('a clinician by role or a task list is no medicine', () => {
  it.each([
    'Physiotherapist: cease walking frame, hold enoxaparin until mobile',
    'Tasks for discharge (team round 3/4):',
    'Sonographer - stop metformin for 2 days',
  ])('%s', (line) => {
    const r = reconcileChecked(
      `Metformin 500 mg bd\nEnoxaparin 40 mg daily\n${line}`,
      'Metformin 500 mg bd\nEnoxaparin 40 mg daily',
    );
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe("a clinician's note by role over several medicines", () => {
  it('tells of them, it stops none', () => {
    const r = reconcileChecked(
      'Tiotropium 18 microgram 1 cap daily\nSalbutamol 100 microgram 2 puffs prn\nTechnician note: Spiriva held 24 h before the test; salbutamol not held',
      'Tiotropium 18 microgram 1 cap daily\nSalbutamol 100 microgram 2 puffs prn',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join(' ')).toMatch(/Could not read line 3/);
  });
});

describe('a count in words, then how it is taken', () => {
  it.each([
    'Rizatriptan 10 mg wafer - one dissolved on the tongue once if needed for migraine',
    'Nicotine 2 mg lozenge: one sucked every 2 hours if needed for cravings',
  ])('%s', (line) => {
    const row = rowOf('Aspirin 100 mg daily', `${line}\nAspirin 100 mg daily`);
    expect(row.isPRN).toBe(true);
    expect(row.warnings ?? []).toEqual([]);
  });
});

describe('an empty time before a dash', () => {
  it('"evening none - from Monday" is no evening dose', () => {
    const row = rowOf(
      'Sotalol 80 mg mane',
      'Sotalol 80 mg: morning one, midday none, evening nil - review 3/12',
    );
    expect(row.schedule['0800']).not.toBe('');
    expect(row.schedule['1800']).toBe('');
    expect(row.changeType).toBe('unchanged');
  });
});

describe("a ward round's job verbs before a name", () => {
  it.each([
    'chart enoxaparin 40 mg subcut daily',
    'add Lasix 20 mg mane',
    'charted metoclopramide 10 mg tds prn',
  ])('%s', (line) => {
    const row = rowOf('Aspirin 100 mg daily', `${line}\nAspirin 100 mg daily`);
    expect(row.warnings ?? []).toEqual([]);
    expect(row.name).not.toMatch(/^(?:chart|add)/i);
  });
});

describe("'brekky' is breakfast", () => {
  it('1 at brekky = in the morning', () => {
    const row = rowOf('Perindopril 5 mg mane', 'Perindopril 5 mg - 1 with brekkie');
    expect(row.schedule['0800']).not.toBe('');
    expect(row.changeType).toBe('unchanged');
  });
});

describe('old and new fields on one line', () => {
  it('the new field is the order, the old one what it was; a new stop is a stop', () => {
    const r = reconcileChecked(
      'Carvedilol 6.25 mg bd\nSpironolactone 25 mg mane\nPerindopril 5 mg mane',
      [
        'Carvedilol: before 6.25 mg bd, after 12.5 mg bd',
        'Spironolactone - old: 25 mg mane; new: stopped (creatinine rising)',
        'Perindopril - old: 5 mg mane; new: 5 mg mane',
      ].join('\n'),
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Carvedilol', 'changed'],
      ['Perindopril', 'unchanged'],
    ]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Spironolactone']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/creatinine/i);
  });
});

describe('a stop line that names its replacement with a dose', () => {
  it('is the stop and the new order', () => {
    const r = reconcileChecked(
      'Naproxen 500 mg bd\nPantoprazole 40 mg daily',
      'Naproxen ceased (indigestion) - Celecoxib 100 mg twice daily instead\nPantoprazole 40 mg daily',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Naproxen']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/indigestion/i);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Celecoxib', 'new'],
      ['Pantoprazole', 'unchanged'],
    ]);
  });
});
