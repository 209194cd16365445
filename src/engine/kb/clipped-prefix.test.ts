/**
 * A generic name cut short ('Rosuva', 'Pantop', 'Metop') is the one medicine whose name it starts,
 * always with a warning naming the word; a clip that starts two medicines, or a short one, is no match.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { clippedMatch } from './clipped';

describe('a generic name cut short', () => {
  it.each([
    ['rosuva', 'rosuvastatin'],
    ['pantop', 'pantoprazole'],
    ['metop', 'metoprolol'],
    ['perindo', 'perindopril'],
    ['clopid', 'clopidogrel'],
  ])('%s is %s', (word, id) => expect(clippedMatch(word)?.medicine.id).toBe(id));

  it.each(['calci', 'amlo', 'water', 'flush', 'rosuvastatin'])('%s is no clipped name', (word) =>
    expect(clippedMatch(word)).toBeNull(),
  );

  it('pairs a clipped name on the admission form with the discharge order, and says so', () => {
    const res = reconcile({
      admissionOrders: 'Rosuva 10mg nocte\nPantop 40mg mane',
      dischargeOrders: 'Rosuvastatin 20 mg nocte\nPantoprazole 40 mg mane',
    });
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Rosuvastatin', 'changed'],
      ['Pantoprazole', 'unchanged'],
    ]);
    expect(res.ceasedMedications).toEqual([]);
    for (const m of res.medications) expect(m.warnings?.join(' ')).toMatch(/shortened name/);
  });
});

describe('a dose form that says what it is for', () => {
  it('is not the indication', () => {
    const row = reconcile({
      admissionOrders: 'Nil',
      dischargeOrders: 'Esomeprazole 10 mg granules for oral suspension - 10 mg daily',
    }).medications[0]!;
    expect(row.indication).not.toMatch(/suspension/i);
  });
});
