import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof reconcileChecked>, name: RegExp) =>
  r.medications.find((m) => name.test(m.name));

describe('a large dose in units written with a scale word or spaced thousands', () => {
  it('reads "1.5 million units" as the dose and pairs it with the comma form', () => {
    const r = reconcileChecked(
      'Benzathine benzylpenicillin 1,500,000 units IM monthly',
      'Benzathine benzylpenicillin 1.5 million units IM monthly',
    );
    const m = row(r, /benzylpenicillin/i)!;
    expect(m.changeType).toBe('unchanged');
    expect(JSON.stringify(m.schedule)).toContain('1500000 units');
  });

  it('reads "5 000 units" as one number, never a stray 5 and a strength of 000', () => {
    const r = reconcileChecked(
      'Heparin 5000 units subcut twice a day',
      'Heparin 5 000 units subcut twice a day',
    );
    expect(row(r, /heparin/i)!.changeType).toBe('unchanged');
    expect(r.warnings ?? []).toEqual([]);
  });

  it('leaves two amounts with no units word after them apart', () => {
    const r = reconcileChecked('Paracetamol 500 mg 2 qid', 'Paracetamol 500 mg 2 qid');
    expect(row(r, /paracetamol/i)!.changeType).toBe('unchanged');
  });
});

describe('an aid or a physical therapy written like an order', () => {
  it('never makes a heat pack or a TENS unit a new medicine', () => {
    const r = reconcileChecked(
      'Celecoxib 100 mg bd',
      'Celecoxib 100 mg bd\nTENS unit 20 minutes twice daily to the neck\nIce pack to knee 15 min four times a day',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Celecoxib']);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('directions someone read aloud or translated, in quotes', () => {
  it('are never the use of the medicine', () => {
    const r = reconcileChecked(
      'Gabapentin 300 - "two at bedtime for sleep" (son translated)',
      'Gabapentin 300 mg nocte',
    );
    expect(row(r, /gabapentin/i)!.indication).not.toMatch(/"/);
    expect(row(r, /gabapentin/i)!.indication).toMatch(/pain|seizure/i);
  });
});

describe("a patient's words for heartburn", () => {
  it('"when my chest burns" is taken when required, for heartburn', () => {
    const r = reconcileChecked(
      'Ranitidine 150 mg when my chest burns',
      'Ranitidine 150 mg when needed for heartburn',
    );
    const m = row(r, /ranitidine/i)!;
    expect([m.isPRN, m.changeType]).toEqual([true, 'unchanged']);
  });

  it('leaves a hold while the chest burns a condition to stop', () => {
    const r = reconcileChecked(
      'Aspirin 100 mg daily - withhold if stomach burns',
      'Aspirin 100 mg daily',
    );
    expect(row(r, /aspirin/i)!.isPRN).toBe(false);
  });
});

describe('a product name quoted as printed on its box', () => {
  it('pairs a quoted unknown name with a stop of the same name on the other list', () => {
    const r = reconcileChecked(
      'Metoprolol 25 mg bd\n"Zyxolan" herbal sleep tablet - 1 at night',
      'Metoprolol 25 mg bd\nZyxolan - cease (interaction risk)',
    );
    expect(r.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Zyxolan Herbal Sleep', 'Ceased: interaction risk'],
    ]);
  });
});

describe('a number that ends a name before a units dose', () => {
  it('keeps "D3 400 IU" as vitamin D3 at 400 IU, never 3400', () => {
    const r = reconcileChecked(
      'Colecalciferol (vitamin D3) 1000 IU daily',
      'Vitamin D3 400 IU daily',
    );
    expect(JSON.stringify(r)).not.toContain('3400');
  });
});
