/** Dose patterns written as counts per time of day ('1-0-1', '2-0-1', '1-1-1-1'). */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';
import { normaliseLine } from '../lexicon/normalise';
import { expandDosePattern } from './dose-pattern';

const row = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders).medications[0]!;
const filled = (schedule: Record<string, string>) =>
  Object.fromEntries(Object.entries(schedule).filter(([, v]) => v));

describe('a dose pattern is counts at morning, midday, evening (and night)', () => {
  it.each([
    ['Metoprolol 25 mg 1-0-1', { '0800': '1 tablet', '1800': '1 tablet' }],
    ['Metformin 500mg 1-1-1', { '0800': '1 tablet', '1200': '1 tablet', '1800': '1 tablet' }],
    ['Atorvastatin 40 mg 0-0-1', { '1800': '1 tablet' }],
    ['Frusemide 40mg 2-1-0', { '0800': '2 tablets', '1200': '1 tablet' }],
    [
      'Paracetamol 500 mg 2-2-2-2',
      { '0800': '2 tablets', '1200': '2 tablets', '1800': '2 tablets', '2200': '2 tablets' },
    ],
    ['Seretide 250/25 2-0-2 puffs', { '0800': '2 puffs', '1800': '2 puffs' }],
    ['Metoprolol 25mg ½-0-½', { '0800': 'half a tablet', '1800': 'half a tablet' }],
    [
      'Cefalexin 500 mg 1-1-1-1 caps',
      { '0800': '1 capsule', '1200': '1 capsule', '1800': '1 capsule', '2200': '1 capsule' },
    ],
  ])('%j', (line, slots) => {
    expect(filled(row('', line).schedule)).toEqual(slots);
  });

  it.each([
    ['Metoprolol 25 mg 1-0-1', 'Metoprolol 25 mg BD'],
    ['Metformin 500 mg 1-1-1', 'Metformin 500 mg TDS'],
    ['Amlodipine 5 mg 1-0-0', 'Amlodipine 5 mg mane'],
  ])('%j is the same as %j', (admission, discharge) => {
    expect(row(admission, discharge).changeType).toBe('unchanged');
  });

  // An aged-care profile or dose aid prints the counts apart with middle dots or bullets.
  it.each([
    ['Rosuvastatin 10 mg tab        0 · 0 · 0 · 1', 'Rosuvastatin 10 mg at bedtime'],
    ['Sotalol 80 mg tablet 1·0·1·0', 'Sotalol 80 mg twice daily'],
    ['Senna 7.5 mg tab   0 • 0 • 0 • 2', 'Senna 7.5 mg 2 tabs nocte'],
    ['Gliclazide MR 30 mg 2 ∙ 0 ∙ 0', 'Gliclazide MR 30 mg 2 tablets mane'],
  ])('the dotted pattern %j is the same as %j', (admission, discharge) => {
    expect(row(admission, discharge).changeType).toBe('unchanged');
  });

  // Plus signs, as a letter from a doctor trained overseas writes them.
  it.each([
    ['Tab. Valsartan 80 mg 1+0+1', { '0800': '1 tablet', '1800': '1 tablet' }],
    ['Cap. Esomeprazole 40 mg 1 + 0 + 0 before breakfast', { '0800': '1 capsule' }],
  ])('the plus pattern %j', (line, slots) => {
    const r = row(line, line);
    expect(filled(r.schedule)).toEqual(slots);
    expect(r.warnings ?? []).toEqual([]);
  });

  it('a dotted pattern with another count at a time is a change', () => {
    const r = row(
      'Metoprolol 50 mg tab  1 · 0 · 1 · 0',
      'Metoprolol 50 mg 1 tab mane, 2 tabs evening',
    );
    expect(r.changeType).toBe('changed');
  });

  it.each(['BP 120 · 80 · 60 mmHg', 'Panadol 500 mg · 2 tabs · qid'])(
    '%j is no dose pattern',
    (text) => {
      expect(normaliseLine(text)).not.toMatch(/\d-\d-\d/);
    },
  );

  it('a changed count is a dose change', () => {
    const r = row('Frusemide 40 mg 1-1-0', 'Frusemide 40 mg 2-0-0');
    expect(r.changeType).toBe('changed');
  });

  it.each([
    '1-2 tabs',
    '10-12 units',
    'review 1-1-25',
    '2-3-4 mg',
    'day 1-2-3',
    'Sinemet 100/25',
    'q4-6h',
  ])('%j is left as written', (text) => {
    expect(expandDosePattern(text, 'tablet')).toBe(text);
  });
});

describe('other ways of writing dose and times', () => {
  it.each([
    ['Neurontin 300mg 1 x 3 daily', 'Gabapentin 300 mg TDS'],
    ['Metformin 850mg 1 x 2 daily', 'Metformin 850 mg BD'],
    ['Januvia 100mg 1 x daily', 'Sitagliptin 100 mg daily'],
    ['Sodium bicarbonate 840 mg 2 caps 2 x daily', 'Sodium bicarbonate 840 mg 2 caps BD'],
    ['carbidopa-levodopa 25 mg-100 mg, oral, 1 tab, TDS', 'Sinemet 100/25 1 tab TDS'],
    [
      'carbidopa-levodopa CR 50 mg-200 mg, oral, 1 tab, at bedtime',
      'Sinemet CR 200/50 1 tab nocte',
    ],
    ['Temazepam 5 mg every second night', 'Temazepam 5 mg alternate nights'],
  ])('%j is the same as %j', (admission, discharge) => {
    expect(row(admission, discharge).changeType).toBe('unchanged');
  });

  it.each([
    ['Temazepam 5 mg every second night', '2200', 'alternate days'],
    ['Prednisolone 5 mg every other morning', '0800', 'alternate days'],
  ])('%j is at %s on %s', (line, slot, words) => {
    expect(row('', line).schedule[slot as '0800']).toContain(words);
  });
});
