/**
 * Classes from blind set 23 (b23-003, b23-004, b23-029), in wordings of their own: a referral's one task a
 * line ('Task: prompt ...'), a generic name spelled the Spanish or Italian way, and a clinic prescription
 * table from East Asia with its headings and names glossed in English.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a referral task line that gives a medicine', () => {
  it.each([
    'Task: prompt metoprolol 25 mg twice daily',
    'Nursing task 2: supervise metoprolol 25 mg bd (with food; check pulse first)',
    'To do: give metoprolol 25 mg morning and evening',
  ])('%s is the order', (line) => {
    const r = reconcileChecked('Metoprolol 25 mg bd', line);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a generic name spelled the Romance way', () => {
  it.each([
    ['Idroclorotiazide 12,5 mg 1 compressa al mattino', 'Hydrochlorothiazide 12.5 mg mane'],
    ['Clortalidona 25 mg 1 comprimido en la mañana', 'Chlortalidone 25 mg mane'],
  ])('%s is its medicine, with a spelling warning', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(JSON.stringify(r)).toMatch(/check spelling/);
  });
});

describe('a prescription table with dose per time, times per day and days of supply', () => {
  it('reads each column, the count per day as how often, and never the supply as a dose', () => {
    const adm = [
      '藥名 (medicine) | 每次用量 (dose per time) | 每日次數 (times per day) | 總日數 (total days)',
      '絡活喜 5mg (Norvasc / amlodipine 5 mg) | 1 | 1 | 28',
      '庫魯化 500mg (metformin 500 mg) | 1 | 3 | 28',
    ].join('\n');
    const r = reconcileChecked(adm, 'Amlodipine 5 mg daily\nMetformin 500 mg three times daily');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(JSON.stringify(r.medications)).not.toMatch(/28 tablets/);
  });
});
