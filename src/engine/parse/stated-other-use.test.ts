/**
 * An order that states a use other than the medicine's usual one, in a condition's short name, shows the
 * stated use: cabergoline for ovarian hyperstimulation is not for prolactin, penicillin for rheumatic heart
 * disease, metformin for diabetes in pregnancy.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a stated use other than the usual one', () => {
  it.each([
    [
      'Cabergoline 500 microgram - one in the morning x 4 more days (OHSS) - new',
      /hyperstimulation/i,
    ],
    ['Benzathine benzylpenicillin 1,200,000 units IM every 28 days - RHD', /rheumatic heart/i],
    ['Metformin XR 500 mg with the evening meal (GDM)', /pregnancy/i],
    ['Risperidone 0.25 mg nocte - BPSD', /dementia/i],
    ['Tamsulosin 400 microgram at night (AUR) - started', /urinary retention/i],
  ])('%s', (line, use) => {
    const r = reconcileChecked('Paracetamol 1 g qid', line);
    const row = r.medications.find((m) => !/paracetamol/i.test(m.name))!;
    expect(row.indication).toMatch(use);
  });
});
