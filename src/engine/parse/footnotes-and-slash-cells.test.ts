/**
 * A stop word marked with a footnote ('STOPPED§', 'ON HOLD †') takes the footnote's words as its reason; cells
 * separated by spaced double slashes ('Drug // Dose // Status //') are read like a table.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { separatedCells } from './field-separators';

const ADMISSION = 'Naproxen 500 mg BD\nRivaroxaban 20 mg daily\nAtorvastatin 40 mg nocte';

describe('a footnote on a stop word', () => {
  it.each([
    ['CEASED†', '†'],
    ['WITHHELD ‡', '‡'],
    ['stopped**', '**'],
    ['On hold§', '§'],
  ])('%j reads the footnote %j as the reason and owns its line', (status, mark) => {
    const res = reconcile({
      admissionOrders: ADMISSION,
      dischargeOrders: [
        `Naproxen 500 mg tablet   ${status}`,
        'Rivaroxaban 20 mg daily',
        'Atorvastatin 40 mg nocte',
        '',
        `${mark} gastric ulcer on endoscopy - no NSAIDs`,
      ].join('\n'),
    });
    const naproxen = res.ceasedMedications.find((c) => c.name === 'Naproxen')!;
    expect(naproxen.reason).toMatch(/gastric ulcer/);
    expect(naproxen.sources?.map((x) => x.line)).toContain(5);
    expect((res.warnings ?? []).some((w) => /line 5/.test(w))).toBe(false);
  });

  it('leaves a footnote nobody marks as a line of its own', () => {
    const res = reconcile({
      admissionOrders: ADMISSION,
      dischargeOrders:
        'Naproxen 500 mg BD*\nRivaroxaban 20 mg daily\nAtorvastatin 40 mg nocte\n* take with food',
    });
    expect(res.ceasedMedications).toEqual([]);
  });
});

describe('cells separated by spaced double slashes', () => {
  it.each([
    ['Aspirin 100 mg // 100 mg daily // ON HOLD //', 'Aspirin 100 mg\t100 mg daily\tON HOLD'],
    ['// Drug // Dose //', 'Drug\tDose'],
  ])('%j', (line, cells) => {
    expect(separatedCells(line)).toBe(cells);
  });

  it('leaves an address and a single mark as written', () => {
    expect(separatedCells('See https://example.org/meds for the list')).toBe(
      'See https://example.org/meds for the list',
    );
    expect(separatedCells('Aspirin 100 mg // daily')).toBe('Aspirin 100 mg // daily');
  });

  it('reads the Status cell of a table written with them', () => {
    const res = reconcile({
      admissionOrders: ADMISSION,
      dischargeOrders: [
        'Medicine // Dose and frequency // Status // Comment',
        'Naproxen 500 mg tablet // - // DISCONTINUED // replaced by paracetamol',
        'Rivaroxaban 20 mg tablet // 20 mg daily // CONTINUED //',
        'Atorvastatin 40 mg tablet // 40 mg nocte // CONTINUED //',
      ].join('\n'),
    });
    expect(res.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Naproxen', expect.stringMatching(/paracetamol/)],
    ]);
    expect(res.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});
