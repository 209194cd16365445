/**
 * 'increased from <old dose and times> to <new dose and times>' on either list: the order is the new regimen,
 * the old one is only what it was. The old amount's own times ('from 20 mg nocte') must never become the
 * order's times or its dose, and a letter's 'I have reduced her <medicine> from ...' reads the same way.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const slots = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('a change from one regimen to another, told on the line', () => {
  it.each([
    'Metoprolol increased from 25 mg mane to 50 mg twice daily',
    'Metoprolol uptitrated from 25 mg once daily to 50 mg BD',
    'We have increased his metoprolol from 25 mg in the morning to 50 mg twice daily.',
    'I increased her metoprolol dose from 25 mg each morning to 50 mg bd, for rate control',
  ])('admission %j is the new regimen', (line) => {
    const r = reconcileChecked(line, 'Metoprolol 50 mg BD');
    const row = r.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(row.form).toMatch(/50 mg/);
    expect(slots(row.schedule)).toEqual(['0800', '1800']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it.each([
    ['Spironolactone reduced from 50 mg nocte to 25 mg mane', '25 mg', ['0800']],
    ['Spironolactone decreased from 50 mg twice a day to 25 mg daily', '25 mg', ['0800']],
  ])('discharge %j reads the new dose and times', (line, dose, want) => {
    const r = reconcileChecked('Spironolactone 50 mg nocte', line);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.form).toContain(dose);
    expect(slots(row.schedule)).toEqual(want);
    expect(row.comment).toMatch(/reduced/i);
    expect(row.comment).not.toMatch(/- (?:nocte|twice a day)\b/);
  });
});
