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
