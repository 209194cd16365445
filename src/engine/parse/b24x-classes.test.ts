/**
 * Classes from blind set 24, in wordings of their own: past medicines named after their label on one line,
 * one timed dose of the old regimen said to be stopped, and the old direction a home label still gives
 * before the new one.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof reconcileChecked>, name: RegExp) =>
  r.medications.find((m) => name.test(m.name));
const filled = (m: { schedule: Record<string, string> } | undefined) =>
  Object.entries(m?.schedule ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('past medicines named after their label on the same line', () => {
  it.each([
    'Medicines tried before: nortriptyline - drowsy; flunarizine - weight gain',
    'Past meds - verapamil (constipation), sodium valproate (tremor)',
    'No longer taking: amitriptyline, pizotifen',
    'Previously used (stopped by GP): nortriptyline 25 mg nocte',
  ])('%s: no row and no ceased entry, but a warning', (line) => {
    const r = reconcileChecked(`Topiramate 25 mg bd\n${line}`, 'Topiramate 50 mg bd (increased)');
    const names = [...r.medications, ...r.ceasedMedications].map((m) => m.name).join(' ');
    expect(names).not.toMatch(
      /nortriptyline|verapamil|valproate|amitriptyline|pizotifen|flunarizine/i,
    );
    expect((r.warnings ?? []).join(' ')).toMatch(/past medicines/i);
  });

  it('keeps an ordinary order that merely mentions the past', () => {
    const r = reconcileChecked(
      'Sertraline 50 mg mane (previously 100 mg)',
      'Sertraline 50 mg mane',
    );
    expect(row(r, /sertraline/i)?.changeType).toBe('unchanged');
  });
});

describe('a timed dose of the old regimen said to be stopped', () => {
  it.each([
    [
      'Frusemide 40 mg mane and 40 mg at 2 pm',
      'Frusemide 40 mg mane (the 2 pm dose ceased: low BP)',
    ],
    [
      'Metformin 500 mg mane, midday and nocte',
      'Metformin 500 mg mane and nocte - midday dose dropped (GI upset)',
    ],
    ['Bumetanide 1 mg 0800 and 1400', 'Bumetanide 1 mg 0800 (stopped the 1400 dose, dry)'],
  ])('%s -> %s: the stopped time is not a time of the order', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    const m = r.medications[0]!;
    expect(filled(m)).not.toContain('1200');
    expect(m.changeType).toBe('changed');
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('the old direction a home label still gives, before the new one', () => {
  it.each([
    [
      'Sotalol 80 mg bd',
      'Sotalol 80 mg - box says 1 tablet morning and night; now 1 tablet in the morning only',
      ['0800'],
    ],
    [
      'Prednisolone 5 mg daily',
      'Prednisolone 5 mg tablets: the label says 1 daily. Now 1 daily at breakfast, no change',
      ['0800'],
    ],
    [
      'Gliclazide MR 30 mg mane',
      'Gliclazide MR 30 mg - label reads: 2 each morning. Now: 1 each evening.',
      ['1800'],
    ],
  ])('%s / %s: only the new direction is read', (adm, dis, slots) => {
    const r = reconcileChecked(adm, dis);
    expect(filled(r.medications[0])).toEqual(slots);
  });
});
