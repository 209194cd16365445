/**
 * A note's sentence that runs on into the home medicines: the series after the label is read, the rest
 * is named in a warning.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { seriesInSentence } from './series-in-sentence';

describe('a medicines label inside a sentence', () => {
  it('reads the series after the label and keeps what came before', () => {
    const s = seriesInSentence(
      'Background: 80F, T2DM, OA; usual medications: metformin 1 g BD, sitagliptin 100 daily',
    );
    expect(s?.parts).toEqual(['metformin 1 g BD', 'sitagliptin 100 daily']);
    expect(s?.before).toBe('Background: 80F, T2DM, OA;');
  });

  it.each([
    'Seen in ED. Plan: metformin 1 g BD, sitagliptin 100 mg daily',
    'Meds: metformin 1 g BD, sitagliptin 100 mg daily',
    'History of falls. Home meds reviewed with daughter',
  ])('%s is not a series in a sentence', (line) => {
    expect(seriesInSentence(line)).toBeNull();
  });

  it('matches the home list to the discharge list and says what it did not read', () => {
    const r = reconcileChecked(
      'S - Story: 64F fall at home, lives alone. Regular meds: amlodipine 10 mane, sertraline 50 daily, pantoprazole 40 daily.',
      'Amlodipine 5 mg mane\nSertraline 50 mg daily',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Amlodipine', 'changed'],
      ['Sertraline', 'unchanged'],
    ]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Pantoprazole']);
    expect(r.warnings?.join('\n')).toMatch(
      /medicines after "S - Story: 64F fall at home, lives alone\." were read/,
    );
    expect(r.medications[1]!.warnings?.join(' ')).toMatch(/No unit written/);
  });
});

describe('a label, a few words and a dash before the series', () => {
  it.each([
    ['Heart failure: fluid tablets - furosemide 40 mg mane, spironolactone 25 mg mane', 2],
    ['Remaining medicines: per webster pack - apixaban 5 mg BD, digoxin 62.5 mcg mane', 2],
  ])('%s reads its series', (line, n) => {
    expect(seriesInSentence(line)?.parts).toHaveLength(n);
  });

  it.each([
    'Ceased: due to AKI - ramipril 5 mg daily, furosemide 40 mg mane',
    'Allergies: rash - amoxicillin 500 mg TDS, cefalexin 500 mg QID',
    'Furosemide 40 mg mane - review in 2 weeks, K 4.1',
  ])('%s is left to its own rules', (line) => {
    expect(seriesInSentence(line)).toBeNull();
  });

  it('matches both orders on the line and warns about the label', () => {
    const r = reconcileChecked(
      'Heart failure: fluid tablets - furosemide 40 mg mane, spironolactone 25 mg mane',
      'Furosemide 40 mg mane\nSpironolactone 50 mg mane',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Furosemide', 'unchanged'],
      ['Spironolactone', 'changed'],
    ]);
    expect(r.warnings?.join('\n')).toMatch(/after "Heart failure: fluid tablets -" were read/);
  });
});
