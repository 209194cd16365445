/**
 * A letter that tells the medicines in sentences about the patient: the subject and a verb that only
 * says the medicine goes on ('He should continue his ...', 'She is to complete ...', 'He currently
 * takes ...', 'Her insulin is ...') are not part of the order; a stop verb after the subject is a stop
 * ('He was advised to stop the Nurofen because ...'). Prose about anything else stays prose.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });

describe('sentences about what the patient takes', () => {
  it.each([
    ['He should continue his Ventolin 100 microgram 2 puffs when needed.', 'Salbutamol (Ventolin)'],
    ['She may continue Panadol Osteo 2 tablets three times a day.', 'Paracetamol (Panadol Osteo)'],
    [
      'He may keep using Voltaren Emulgel 1% on his knees when needed.',
      'Diclofenac (Voltaren Emulgel)',
    ],
    ['She can keep using Ventolin 100 microgram 2 puffs when needed.', 'Salbutamol (Ventolin)'],
    ['She is to complete ciprofloxacin 500 mg twice daily until 28/11.', 'Ciprofloxacin'],
    ['He will also complete doxycycline 100 mg once daily for 3 more days.', 'Doxycycline'],
    [
      'She has started norethisterone 350 microgram (Noriday) one tablet daily.',
      'Norethisterone (Noriday)',
    ],
    ['The patient remains on apixaban 5 mg twice daily.', 'Apixaban'],
    ['Mr Costa is on atorvastatin 40 mg at night.', 'Atorvastatin'],
    ['Her insulin is NovoMix 30 FlexPen, 28 units with breakfast.', /NovoMix/],
  ])('%s', (line, name) => {
    const res = run('Paracetamol 1 g QID', line);
    const names = res.medications.map((m) => m.name);
    expect(names.some((n) => (typeof name === 'string' ? n === name : name.test(n)))).toBe(true);
    expect(names.join(' ')).not.toMatch(/\b(?:He|She|Should|Patient)\b/);
  });

  it('a sentence listing several medicines is one order each', () => {
    const res = run(
      'Apixaban 5 mg BD',
      'He currently takes apixaban 5 mg twice daily, metoprolol tartrate 50 mg twice daily, atorvastatin 40 mg at night and pantoprazole 20 mg daily.',
    );
    expect(res.medications.map((m) => m.name)).toEqual([
      'Apixaban',
      'Metoprolol',
      'Atorvastatin',
      'Pantoprazole',
    ]);
    expect(res.medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    [
      'He was advised to stop the Nurofen because of bleeding risk.',
      'Ibuprofen (Nurofen)',
      /bleeding/,
    ],
    ['The lorazepam has been stopped as it was not being used.', 'Lorazepam', /not being used/],
    ['She should stop her aspirin (bleeding).', 'Aspirin', /bleeding/],
  ])('a stop told as a sentence: %s', (line, name, reason) => {
    const res = run('Nurofen 200 mg prn\nLorazepam 1 mg nocte\nAspirin 100 mg daily', line);
    const c = res.ceasedMedications.find((x) => x.name === name)!;
    expect(c.reason).toMatch(reason);
  });

  it.each([
    'He is booked for an inguinal hernia repair next month.',
    'She has been well, with no crises this year.',
    'He remains in persistent AF with a resting rate of 64.',
  ])('prose about something else is not an order: %s', (line) => {
    const res = run('Paracetamol 1 g QID', `Paracetamol 1 g QID\n${line}`);
    expect(res.medications).toHaveLength(1);
    expect(res.ceasedMedications).toHaveLength(0);
  });
});

describe('a sentence that heads a stop list', () => {
  it.each([
    'The following are withheld until her GP confirms her kidney function has recovered:',
    'These medicines have been stopped due to the fall:',
  ])('%s', (heading) => {
    const res = run(
      'Metformin 1 g BD\nPerindopril 5 mg mane',
      `${heading}\nMetformin 1 g BD\nPerindopril 5 mg mane`,
    );
    expect(res.medications).toEqual([]);
    expect(res.ceasedMedications.map((c) => c.reason)).toEqual([
      expect.stringMatching(/GP confirms|fall/),
      expect.stringMatching(/GP confirms|fall/),
    ]);
  });
});

describe('a series whose last medicine writes its count in words', () => {
  it('Duodart one capsule daily is an order of the series', () => {
    const res = run(
      'Atorvastatin 40 mg nocte\nDuodart 1 cap daily\nRivaroxaban 20 mg with evening meal',
      'Rivaroxaban 20 mg with the evening meal, atorvastatin 40 mg at night and Duodart one capsule daily continue unchanged.',
    );
    expect(res.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(res.ceasedMedications).toEqual([]);
  });
});
