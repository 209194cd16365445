/**
 * A dose now and one more after days, weeks or months ('repeat in 2 weeks', 'second dose after 14 days') is a
 * single dose with its repeat, shown in the slot; never a daily order, and never lost. A regimen that already
 * has a rhythm or a count a day keeps it, and the repeat stays a note.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rowOf = (discharge: string) =>
  reconcileChecked('Paracetamol 500 mg 2 tablets four times a day', discharge).medications.find(
    (m) => !/Paracetamol/.test(m.name),
  )!;

describe('one more dose later', () => {
  it.each([
    ['Albendazole 400 mg 1 tablet now, repeat after 2 weeks', 'repeat after 2 weeks'],
    ['Mebendazole 100 mg chewable tablet, one once; second dose in 14 days', 'in 14 days'],
    ['Pyrantel 125 mg 2 tablets at night, again in one week', 'again'],
    ['Praziquantel 600 mg 3 tablets stat, repeat dose in 10 days', 'repeat in 10 days'],
  ])('%j', (line, said) => {
    const row = rowOf(line);
    const slot = Object.values(row.schedule).join(' ');
    expect(slot).toContain(said.includes('again') ? 'one week' : said);
    expect(slot).not.toContain('time not stated');
    expect(row.warnings ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/not understood/)]),
    );
  });

  it('a course with its own count a day keeps the repeat as a note', () => {
    const row = rowOf('Ivermectin 3 mg 4 tablets daily for 2 days, repeat in 3 weeks');
    expect(row.schedule['0800']).not.toContain('repeat');
    expect(row.comment).toContain('Repeat in 3 weeks');
  });

  it('a rhythm wins over a repeat', () => {
    const row = rowOf('Denosumab 60 mg subcut every 6 months, repeat in 6 months');
    expect(row.schedule['0800']).toContain('every 6 months');
  });

  it('the same single dose and repeat on both lists is unchanged', () => {
    const r = reconcileChecked(
      'Albendazole 400 mg 1 tablet today, repeat in 2 weeks',
      'Albendazole 400 mg one tablet today; repeat in 2 weeks',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a repeat after minutes is still when required', () => {
    const row = rowOf('Sumatriptan 50 mg at onset of migraine, may repeat after 2 hours');
    expect(row.isPRN).toBe(true);
  });
});
