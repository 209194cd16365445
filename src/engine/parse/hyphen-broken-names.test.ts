/**
 * A medicine's name cut by a PDF's hyphen at the line's end ('Rosuva-' / 'statin 10 mg') is one name, not an
 * unreadable head and an unknown tail; a typeset ligature ('ﬂ') is its letters.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { joinHyphenBrokenNames } from './hyphen-broken-names';

describe('a medicine name broken by a hyphen at the line end', () => {
  it('is read as one name, the same order on both lists', () => {
    const adm = [
      'Current meds:',
      'Rosuva-',
      'statin 10 mg at night',
      'Amlo-',
      'dipine 5 mg mane',
    ].join('\n');
    const dis = 'Rosuvastatin 10 mg nocte\nAmlodipine 5 mg daily in the morning';
    const r = reconcileChecked(adm, dis);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType]).sort()).toEqual([
      ['Amlodipine', 'unchanged'],
      ['Rosuvastatin', 'unchanged'],
    ]);
  });

  it('is read when the cut word is finished by the words after it', () => {
    const r = reconcileChecked(
      'Isosor-\nbide mononitrate 30 mg mane',
      'Isosorbide mononitrate 30 mg mane',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });

  it('leaves a hyphen alone when the joined word is no medicine', () => {
    const lines = ['Metformin 500 mg BD with break-', 'fast', 'Slow-', 'K 600 mg BD'];
    expect(joinHyphenBrokenNames(lines)).toEqual(lines);
  });

  it('reads a typeset ligature as its letters', () => {
    const r = reconcileChecked('Fluoxetine 20 mg mane', 'Conﬁrmed:\nFluoxetine 20 mg mane');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
