import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { acronymsSpelledOut } from './document-acronyms';

// Shorthand with two meanings takes the one the document spells out itself.
describe('an acronym the document spells out', () => {
  it('finds the run of words whose initials spell it, never across punctuation or through link words', () => {
    const found = acronymsSpelledOut(
      'Admitted with spontaneous bacterial peritonitis, tapped.\nNorfloxacin 400 mg daily (SBP)\nAspirin and clopidogrel (AAC)\nBP 120/80, back pain',
    );
    expect(found.get('SBP')).toBe('spontaneous bacterial peritonitis');
    expect(found.has('BP')).toBe(false);
    expect(found.has('AAC')).toBe(false);
  });

  it("the row's use is the document's meaning", () => {
    const r = reconcileChecked(
      'Hydroxyurea 1 g daily',
      'WARD DISCHARGE - sickle cell crisis with acute chest syndrome\nHydroxyurea 1 g daily\nDoxycycline 100 mg BD for 5 days (ACS)',
    );
    const doxy = r.medications.find((m) => m.name.startsWith('Doxycycline'))!;
    expect(doxy.indication).toMatch(/acute chest syndrome/i);
  });

  it("keeps the dictionary's meaning when the document spells out nothing", () => {
    const r = reconcileChecked(
      'Aspirin 100 mg daily',
      'Aspirin 100 mg daily\nTicagrelor 90 mg BD (ACS)',
    );
    const row = r.medications.find((m) => m.name.startsWith('Ticagrelor'))!;
    expect(row.indication).toMatch(/coronary|heart attack/i);
  });
});
