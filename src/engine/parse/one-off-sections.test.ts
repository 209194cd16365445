/**
 * A medication chart's section of single doses ('STAT', 'Once-only orders') lists doses given once in
 * hospital: never a medicine the patient came in on, so never a stop at discharge. Each is reported, and the
 * administration events under each order do not end the section.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a section of single doses', () => {
  it.each(['STAT', 'Once-only orders:', 'Stat / once only', 'Single dose medications'])(
    'under %j',
    (heading) => {
      const r = reconcileChecked(
        `REGULAR\nAmlodipine 5 mg oral daily\n  09:00 given (AB)\n\n${heading}\nMetoclopramide 10 mg IV stat\n  16/05 02:10 Given (CD)\nCeftriaxone 1 g IV once\n  16/05 03:00 given (CD)`,
        'Amlodipine 5 mg daily',
      );
      expect(r.ceasedMedications).toEqual([]);
      expect(r.medications.map((m) => m.name)).toEqual(['Amlodipine']);
      const warned = (r.warnings ?? []).join(' ');
      expect(warned).toMatch(/Metoclopramide 10 mg IV stat/);
      expect(warned).toMatch(/Ceftriaxone 1 g IV once/);
    },
  );

  it('a heading after the section reads orders again', () => {
    const r = reconcileChecked(
      'ONCE ONLY\nMetoclopramide 10 mg IV stat\n\nPRN\nParacetamol 1 g 6 hourly prn',
      'Paracetamol 1 g 6 hourly prn',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Paracetamol', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});
