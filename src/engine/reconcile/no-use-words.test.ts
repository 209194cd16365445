/**
 * A stated "use" that names no condition and no purpose (how much it helps, who reviews it next, a form's
 * own field words) leaves the row to the medicine's usual use; a field label before the use ('Reason for
 * prescribing: ...') gives the words after it; a who-acts-next heading is a heading, never the use of the
 * order above it.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { namesNoUse } from '../lexicon/use-words';
import { isReviewHeading } from '../parse/review-heading';

const rowOf = (dis: string, name: RegExp, adm = 'Nil') =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications.find((m) =>
    name.test(m.name),
  );

describe('words that name no use leave the usual use', () => {
  it.each([
    ['Salbutamol 100 microgram MDI 2 puffs 4 hourly when required for symptoms', /salbutamol/i],
    ['Tiotropium 2.5 microgram 2 puffs daily - for symptom relief', /tiotropium/i],
    ['Rosuvastatin 10 mg nocte (for GP review)', /rosuvastatin/i],
    ['Candesartan 8 mg daily for review by the renal team', /candesartan/i],
  ])('%s', (line, name) => {
    const row = rowOf(line, name);
    expect(row?.indication).not.toMatch(/symptom|review|team|relief/i);
    expect(row?.indication).toBeTruthy();
  });

  it.each(['Symptoms', 'symptom relief', 'GP review', 'for prescribing', 'Indication'])(
    '%s names no use',
    (t) => expect(namesNoUse(t)).toBe(true),
  );

  it.each(['Pain', 'breathlessness', 'review of gout', 'Heart failure'])('%s is a use', (t) =>
    expect(namesNoUse(t)).toBe(false),
  );
});

describe('a field label before the use gives the words after it', () => {
  it('a second line with the directions and a Reason for prescribing field', () => {
    const row = rowOf(
      'Pravastatin 20 mg tablet\n    1 at night          Reason for prescribing: hyperlipidaemia',
      /pravastatin/i,
    );
    expect(row?.indication).toMatch(/lipid|cholesterol/i);
    expect(row?.indication).not.toMatch(/prescrib/i);
  });

  it('on one line, in capitals', () => {
    const row = rowOf('Allopurinol 100 mg daily REASON FOR USE: gout', /allopurinol/i);
    expect(row?.indication).toMatch(/gout/i);
  });
});

describe('a who-acts-next heading', () => {
  it.each(['For GP review:', 'GP to review:', 'For review by the renal team:', 'Please action:'])(
    '%s is a heading',
    (t) => expect(isReviewHeading(t)).toBe(true),
  );

  it.each(['For pain:', 'Review in 2 weeks:', 'Metformin - GP to review:', 'Regular medications:'])(
    '%s is not',
    (t) => expect(isReviewHeading(t)).toBe(false),
  );

  it('is not the use of the order above it, and the order under it is read', () => {
    const res = reconcile({
      admissionOrders: 'Nil',
      dischargeOrders:
        'Docusate 100 mg 2 capsules nocte\nFor GP review:\n  Gliclazide MR 30 mg mane - withheld, low sugars',
    });
    const row = res.medications.find((m) => /docusate/i.test(m.name));
    expect(row?.indication).toMatch(/constipation|bowel/i);
    expect(res.ceasedMedications.map((c) => c.name).join()).toMatch(/gliclazide/i);
  });

  it("'Please do not re-prescribe:' is a stop heading", () => {
    const res = reconcile({
      admissionOrders: 'Naproxen 250 mg BD',
      dischargeOrders: 'Please do not re-prescribe:\nNaproxen 250 mg BD',
    });
    expect(res.ceasedMedications.map((c) => c.name).join()).toMatch(/naproxen/i);
    expect(res.warnings?.join(' ') ?? '').not.toMatch(/Could not read/);
  });
});
