/**
 * Letters and discharge summaries in sentences: the medicine is found inside the sentence, the verb says
 * what happens to it, and the row is named after the medicine, never after the sentence's first words.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readSentence } from './sentence-order';

const run = reconcileChecked;
const rowOf = (r: ReturnType<typeof run>, name: string) =>
  r.medications.find((m) => m.name.toLowerCase().includes(name.toLowerCase()));

describe('a change verb after the medicine is a change of its dose', () => {
  it.each([
    [
      'Levetiracetam 750 mg bd',
      'Her levetiracetam was increased to 1000 mg twice daily.',
      '1000 mg',
    ],
    [
      'Allopurinol 300 mg daily',
      'His allopurinol was reduced to 100 mg daily in view of his renal function.',
      '100 mg',
    ],
    ['Movicol 1 sachet daily', 'Movicol has been increased to one sachet twice daily.', 'sachet'],
    [
      'Prednisolone 10 mg mane',
      'Their prednisolone has now been lowered to 5 mg each morning.',
      '5 mg',
    ],
    [
      'Esomeprazole 40 mg daily',
      'Her esomeprazole has been changed to 20 mg daily for reflux.',
      '20 mg',
    ],
  ])('%j then %j', (admission, sentence, dose) => {
    const r = run(admission, sentence);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('changed');
    expect(JSON.stringify(r.medications[0]!.schedule)).toContain(dose);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('the subject, helper verbs and possessive before the medicine are not its name', () => {
  it.each([
    [
      'Salbutamol 100 mcg 2 puffs prn',
      'He should continue his Ventolin 100 microgram 2 puffs when needed.',
      'Ventolin',
    ],
    [
      'Panadol Osteo 2 tds',
      'She may continue Panadol Osteo 2 tablets three times a day.',
      'Panadol Osteo',
    ],
    ['Apixaban 5 mg bd', 'He currently takes apixaban 5 mg twice daily.', 'Apixaban'],
    [
      'Diclofenac gel apply tds prn',
      'He may keep using Voltaren Emulgel 1% on his knees when needed.',
      'Voltaren',
    ],
    ['Montelukast 10 mg nocte', 'She takes montelukast 10 mg at night.', 'Montelukast'],
    [
      'Levodopa/carbidopa 100/25 qid',
      'His Sinemet 100/25 one tablet four times a day is unchanged.',
      'Sinemet',
    ],
    [
      'Rotigotine 4 mg patch daily',
      'The Neupro 4 mg/24 hours patch continues, one patch daily.',
      'Neupro',
    ],
  ])('%j then %j', (admission, sentence, name) => {
    const r = run(admission, sentence);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.name).toContain(name);
    expect(r.medications[0]!.changeType).not.toBe('new');
    expect(r.ceasedMedications).toEqual([]);
  });

  it.each([
    ['He will also complete doxycycline 100 mg once daily for 3 more days.', 'Doxycycline'],
    ['She has started apixaban 5 mg twice daily.', 'Apixaban'],
    ['He is to complete ciprofloxacin 500 mg twice daily until 28/11.', 'Ciprofloxacin'],
    ['They have commenced sertraline 50 mg in the morning.', 'Sertraline'],
  ])('%j is a new order for %s', (sentence, name) => {
    const r = run('Aspirin 100 mg daily', `Aspirin 100 mg daily\n${sentence}`);
    expect(rowOf(r, name)?.changeType).toBe('new');
  });

  it('a sentence that stops a medicine named after its possessive stops that medicine', () => {
    const r = run(
      'Lorazepam 0.5 mg prn',
      'The lorazepam has been stopped as it was not being used.',
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Lorazepam']);
  });
});

describe('one medicine changed to another in a sentence', () => {
  it.each([
    'His Spiolto has been changed to Trelegy Ellipta 100/62.5/25 microgram, one inhalation daily.',
    'Her Spiolto was switched to Trelegy Ellipta 100/62.5/25 microgram one inhalation daily.',
  ])('%j stops the first and starts the second', (sentence) => {
    const r = run('Spiolto Respimat 2.5/2.5 2 inhalations daily', sentence);
    expect(r.medications.map((m) => m.changeType)).toEqual(['new']);
    expect(r.medications[0]!.name).toContain('Trelegy');
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/trelegy/i);
  });
});

describe('sentences that name no medicine are left as written', () => {
  it.each([
    'He was admitted with a fall at home.',
    'His other medicines are unchanged:',
    'The following are withheld until her GP review:',
    'She is being discharged home on day 4.',
  ])('%j', (sentence) => {
    expect(readSentence(sentence)).toBeNull();
  });

  it('a list line that starts with the medicine is not respelled', () => {
    expect(readSentence('Atorvastatin 40 mg nocte')).toBeNull();
    expect(readSentence('Pantoprazole 20 mg daily is unchanged.')).toBeNull();
  });
});

describe('a title with a possessive is not an order', () => {
  it.each(['MY METHOTREXATE BOOKLET - Psoriatic arthritis - Dr N. Perera', 'His insulin diary'])(
    '%j',
    (line) => expect(readSentence(line)).toBeNull(),
  );
});

describe('a sentence holding several medicines is one order each', () => {
  it.each([
    [
      'Ramipril 10 mg mane, atenolol 50 mg mane and simvastatin 40 mg nocte are unchanged.',
      'Ramipril 10 mg mane\nAtenolol 50 mg mane\nSimvastatin 40 mg nocte',
    ],
    [
      'His metformin 1000 mg twice daily and perindopril 5 mg in the morning are unchanged, and atorvastatin 40 mg at night continues.',
      'Metformin 1000 mg bd\nPerindopril 5 mg mane\nAtorvastatin 40 mg nocte',
    ],
    [
      'He currently takes apixaban 5 mg twice daily, ramipril 5 mg daily, atorvastatin 40 mg at night and pantoprazole 40 mg daily.',
      'Apixaban 5 mg bd\nRamipril 5 mg daily\nAtorvastatin 40 mg nocte\nPantoprazole 40 mg daily',
    ],
    [
      'Perindopril 4 mg each morning continues, as does paracetamol 1 g four times a day.',
      'Perindopril 4 mg mane\nParacetamol 1 g qid',
    ],
  ])('%j', (sentence, list) => {
    const r = run(list, sentence);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.every((m) => m.changeType === 'unchanged')).toBe(true);
    expect(r.medications).toHaveLength(list.split('\n').length);
  });

  it.each([
    [
      'After discussion with haematology, rivaroxaban has been ceased and she has started apixaban 5 mg twice daily.',
      'haematology',
    ],
    [
      'Because of her bleeding, rivaroxaban was stopped and she was started on apixaban 5 mg twice daily.',
      'bleeding',
    ],
  ])(
    '%j stops one, starts the other, and keeps the lead clause as the reason',
    (sentence, reason) => {
      const r = run('Rivaroxaban 20 mg daily', sentence);
      expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Apixaban', 'new']]);
      expect(r.ceasedMedications[0]!.reason).toContain(reason);
    },
  );

  it('a second medicine after "and" with its own subject and verb is its own order', () => {
    const r = run(
      'Montelukast 10 mg nocte\nSalbutamol 100 mcg 2 puffs prn',
      'She takes montelukast 10 mg at night and uses Ventolin 100 microgram 2 puffs when required.',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('a letter says a medicine is not taken', () => {
  it.each(['Prednisolone – nil regular', 'Prednisolone: none', 'Prednisolone - not taking'])(
    '%j is no order, and is reported',
    (line) => {
      const r = run(`Pantoprazole 20 mg daily\n${line}`, 'Pantoprazole 20 mg daily');
      expect(r.ceasedMedications).toEqual([]);
      expect((r.warnings ?? []).join(' ')).toContain(line);
    },
  );
});

describe('a route or role over its medicines is a group title', () => {
  it('Inhaled: / Oral: sub-headings of a letter are not orders nor part of the order above', () => {
    const r = run(
      'Inhaled:\n  Ventolin 100 microgram MDI - 2 puffs when needed\nOral:\n  Pantoprazole 20 mg daily',
      'Ventolin 100 microgram 2 puffs when needed\nPantoprazole 20 mg daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('a word for the kind of medicine before its name', () => {
  it.each([
    [
      'NovoMix 30 28 units mane, 20 units with the evening meal',
      'Her insulin is NovoMix 30 FlexPen, 28 units with breakfast and 20 units with the evening meal.',
    ],
    ['Yaz 1 daily', 'Her combined pill (Yaz) was stopped owing to the stroke risk.'],
    ['Apixaban 5 mg bd', 'His blood thinner (apixaban) has been withheld for 48 hours.'],
  ])('%j then %j names the medicine, not the kind', (admission, sentence) => {
    const r = run(admission, sentence);
    const names = [...r.medications, ...r.ceasedMedications].map((m) => m.name);
    expect(names).toHaveLength(1);
    expect(names[0]).not.toMatch(/^(?:Her|His|Insulin Is|Combined)/);
  });

  it('a stop after the bracket stops it, with the lead clause as its reason', () => {
    const r = run(
      'Yaz 1 daily',
      'Because she now has migraine with aura, her combined pill (Yaz) was stopped owing to the stroke risk.',
    );
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/stroke|aura/);
  });
});

describe('medicines on one line separated by a spaced slash', () => {
  it('each is its own order', () => {
    const r = run(
      'Current medications: topiramate 25 mg bd / rizatriptan (Maxalt Wafer) 10 mg prn at onset / Yaz 1 daily / riboflavin 400 mg mane',
      'Topiramate 25 mg bd\nRizatriptan 10 mg prn\nYaz 1 daily\nRiboflavin 400 mg mane',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });
});

describe('the lead words come from the lexicon, read once for every kind of sentence', () => {
  it.each([
    ['Mrs Tan is on candesartan 8 mg each morning.', 'candesartan 8 mg each morning'],
    ['Mr. Obi keeps on his metoprolol 25 mg twice a day.', 'Continue metoprolol 25 mg twice a day'],
    ['She was told to stop the meloxicam because of reflux.', 'Cease meloxicam because of reflux'],
    [
      'He has been asked to withhold his apixaban until the scope.',
      'Withhold apixaban until the scope',
    ],
  ])('%j reads as %j', (sentence, order) => {
    expect(readSentence(sentence)).toBe(order);
  });

  it('a sentence that says to hold a medicine withholds it, never ceases it', () => {
    const r = run('Apixaban 5 mg bd', 'Mrs Tan was told to withhold her apixaban until the scope.');
    expect(r.ceasedMedications[0]!.reason).toMatch(/^Withheld/);
  });
});

describe('one medicine replaced by another, with or without a subject', () => {
  it.each([
    [
      'Warfarin 3 mg daily',
      'Warfarin has been swapped over to dabigatran 110 mg twice daily (fewer blood tests).',
      /dabigatran/i,
      /blood tests/,
    ],
    [
      'Warfarin 3 mg daily',
      'Her warfarin was converted to dabigatran 110 mg twice daily.',
      /dabigatran/i,
      /dabigatran/i,
    ],
    [
      'Ramipril 5 mg daily',
      'Ramipril switched to candesartan 8 mg mane (cough)',
      /candesartan/i,
      /cough/,
    ],
  ])(
    '%j then %j: a stop with its reason and a new row that says what it replaces',
    (adm, dis, name, reason) => {
      const r = run(adm, dis);
      const row = r.medications.find((m) => name.test(m.name))!;
      expect(row.changeType).toBe('new');
      expect(row.comment).toMatch(/replaces/i);
      expect(r.ceasedMedications).toHaveLength(1);
      expect(r.ceasedMedications[0]!.reason).toMatch(reason);
    },
  );
});

describe('a dose already given told in a sentence', () => {
  it.each([
    'He was given ceftriaxone 2 g IV in ED on 21/11.',
    'She received Venofer 200 mg IV on the ward today.',
  ])('%j is reported, never a row', (sentence) => {
    const r = run('Aspirin 100 mg daily', `Aspirin 100 mg daily\n${sentence}`);
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
    expect((r.warnings ?? []).join(' ')).toMatch(/dose already given/);
  });

  it('an order joined after it is read, the given dose reported', () => {
    const r = run(
      'Aspirin 100 mg daily',
      'Aspirin 100 mg daily\nHe received Ferinject 500 mg IV on 20/11 and will also take ferrous sulfate 325 mg one tablet daily.',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Aspirin', 'unchanged'],
      [expect.stringMatching(/ferrous/i), 'new'],
    ]);
    expect((r.warnings ?? []).join(' ')).toMatch(/dose already given \(Ferinject/);
  });
});
