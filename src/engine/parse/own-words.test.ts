/**
 * Lists typed by the patient or a relative: first-person time headings and a count of tablets before the
 * brand off the box are read as a chart writes them, never as medicines called 'Every' or 'One Cartia'.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readOwnWords } from './own-words';

const run = reconcileChecked;

describe('first-person headings are time and when-required headings', () => {
  it.each([
    ['Every morning I take:', 'morning:'],
    ['Each night she has:', 'night:'],
    ['At night I take:', 'At night:'],
    ['In the morning Mum takes:', 'In the morning:'],
    ['Only when I need it:', 'When needed:'],
    ['If she needs them:', 'When needed:'],
  ])('%j -> %j', (line, heading) => expect(readOwnWords(line)).toBe(heading));

  it('a family list under such headings pairs with the discharge list', () => {
    const r = run(
      'Every morning I take:\n  one Cartia (100mg aspirin)\nAt night I take:\n  one Crestor (10mg)\nOnly when I need it:\n  Panadol 500mg, 2 tablets, for aches',
      'Aspirin 100 mg mane\nRosuvastatin 10 mg nocte\nParacetamol 500 mg 2 tablets PRN pain',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });
});

describe('a count before the brand is the dose', () => {
  it.each([
    ['one Cartia (100mg aspirin)', 'Cartia (100mg aspirin), one'],
    ['half a Stilnox (10mg) to help me sleep', 'Stilnox (10mg), ½ to help me sleep'],
    ['two Panadol Osteo three times a day', 'Panadol Osteo, two three times a day'],
    ['1 Lasix in the morning', 'Lasix, 1 in the morning'],
  ])('%j -> %j', (line, order) => expect(readOwnWords(line)).toBe(order));

  it.each([
    ['one Crestor (10mg) to lower cholesterol', 'Rosuvastatin 10 mg nocte'],
    ['two Panadol Osteo three times a day', 'Paracetamol 665 mg 2 tablets tds'],
  ])('%j pairs with %j', (line, discharge) => {
    const r = run(`At night:\n${line}`, discharge);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(1);
  });

  it('half a 10 mg tablet is 5 mg', () => {
    const r = run('At night:\nhalf a Stilnox (10mg) to help me sleep', 'Zolpidem 5 mg nocte');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it.each(['one tablet daily', 'two puffs twice a day', 'Every morning', 'one of each at dinner'])(
    '%j names no medicine after its count and is left alone',
    (line) => expect(readOwnWords(line)).toBeNull(),
  );
});

describe('one to four tablets after a comma are the dose, not a pack size', () => {
  it.each(['Panadol 500mg, 2 tablets, for aches', 'Panadol 500 mg, 2 tablets when needed'])(
    '%j',
    (line) => {
      const r = run(`When needed:\n${line}`, 'Paracetamol 500 mg 2 tablets PRN pain');
      expect(r.medications[0]!.changeType).toBe('unchanged');
    },
  );
});

describe('a supplement copied off its box', () => {
  it.each([
    '- Blackmores Bio C 1000mg – 1 a day (she buys these herself)',
    'Bio C 1000 mg one daily',
  ])('%j is vitamin C, stopped when the discharge list leaves it out', (line) => {
    const r = run(line, 'Aspirin 100 mg daily');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual([
      expect.stringMatching(/^Ascorbic acid/),
    ]);
  });
});
