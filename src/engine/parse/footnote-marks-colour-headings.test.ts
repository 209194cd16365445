/**
 * A stop whose reason is a superscript-numbered footnote, and a traffic-light list whose colour stands before
 * its heading ('AMBER: stop these for now'), each written several ways.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

describe('superscript footnote marks on a stop word', () => {
  it.each([
    ['Gliclazide MR 60 mg - STOPPED²', '² recurrent hypoglycaemia, HbA1c 6.1'],
    ['Gliclazide MR 60 mg withheld ¹²', '¹² recurrent hypoglycaemia, HbA1c 6.1'],
  ])('%j takes its reason from the footnote', (stop, note) => {
    const r = run('Gliclazide MR 60 mg mane', `Aspirin 100 mg daily\n${stop}\n\n${note}`);
    expect(r.ceasedMedications[0]!.reason).toMatch(/hypoglycaemia/);
    expect((r.warnings ?? []).join(' ')).not.toMatch(/Could not read/);
  });
});

describe('traffic-light colour before a heading', () => {
  it.each(['RED - stop these medicines', 'Amber: stop these', 'RED stop the following:'])(
    '%j stops the lines under it',
    (heading) => {
      const r = run(
        'Naproxen 500 mg bd\nEsomeprazole 20 mg daily',
        `GREEN - keep taking\nEsomeprazole 20 mg daily\n${heading}\nNaproxen - kidney function worse`,
      );
      expect(r.medications.map((m) => m.name)).toEqual(['Esomeprazole']);
      expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Naproxen']);
      expect(r.ceasedMedications[0]!.reason).toMatch(/kidney/);
    },
  );
});
