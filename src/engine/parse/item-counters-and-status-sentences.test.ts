/**
 * A list read out one item at a time (a screen reader's or an app's cards, 'Item 2 of 5.'), each item a few short
 * sentences: the counter is numbering, a sentence that only gives a status or its reason ('Stopped.', 'New,
 * replaces X.', 'Reason: ...') belongs to the medicine before it, and a composition's units may be spelled out.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('an item counter before each medicine', () => {
  it.each(['Item 1 of 3.', 'Medication 1 of 3:', '1 of 3)', 'Card 1 of 3 -'])(
    '%j is numbering, never part of the name',
    (counter) => {
      const r = reconcileChecked(
        'Metoprolol 25 mg BD',
        `${counter} Metoprolol 25 milligrams twice a day. No change.`,
      );
      expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
        ['Metoprolol', 'unchanged'],
      ]);
    },
  );
});

describe('status and reason sentences after a medicine sentence', () => {
  it('a stop sentence and a reason naming another medicine stay with the medicine before them', () => {
    const r = reconcileChecked(
      'Risedronate 35 mg weekly\nCholecalciferol 1000 units daily',
      [
        'Item 1 of 3. Risedronate, Actonel. Stopped. Reason: zoledronic acid infusion once a year instead.',
        'Item 2 of 3. Zoledronic acid 5 mg infusion once a year. New. First dose given today.',
        'Item 3 of 3. Cholecalciferol 1000 units daily. No change.',
      ].join('\n'),
    );
    const stop = r.ceasedMedications.find((c) => /Risedronate/.test(c.name))!;
    expect(stop.reason).toMatch(/zoledronic/i);
    expect(r.ceasedMedications.map((c) => c.name)).not.toContain('Zoledronic acid');
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Zoledronic acid', 'new'],
      ['Colecalciferol', 'unchanged'],
    ]);
  });

  it('a status followed by another medicine is an order of its own', () => {
    const r = reconcileChecked(
      'Warfarin 3 mg daily',
      'Warfarin 3 mg daily. Stop warfarin. Apixaban 5 mg twice daily.',
    );
    expect(r.medications.map((m) => m.name)).toContain('Apixaban');
  });
});

describe('a composition with its units in words', () => {
  it.each([
    'Caltrate Plus, calcium 600 milligrams and vitamin D 400 units, one daily',
    'Calcium 600 milligrams + colecalciferol 400 international units one tablet daily',
  ])('%j keeps each strength', (line) => {
    const r = reconcileChecked('Calcium carbonate 600 mg + colecalciferol 400 IU daily', line);
    expect(r.medications).toHaveLength(1);
    expect(`${r.medications[0]!.form} ${JSON.stringify(r.medications[0]!.schedule)}`).toMatch(
      /600/,
    );
  });
});
