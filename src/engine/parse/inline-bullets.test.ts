/**
 * A list copied from a PDF or a letter often runs several bulleted entries into one line. Each bullet
 * starts another entry; a dash or plus inside a line is not a bullet ('Ferro-Gradumet', '2 + 1').
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { splitLines } from './lines';

describe('bullets inside one line', () => {
  it('split the line into one entry per bullet, on the same line number', () => {
    const lines = splitLines(
      'Meds: • Sertraline 50 mg mane • Lisinopril 10 mg daily ▪ Omeprazole 20 mg mane',
    );
    expect(lines.map((l) => [l.line, l.text])).toEqual([
      [1, 'Meds:'],
      [1, 'Sertraline 50 mg mane'],
      [1, 'Lisinopril 10 mg daily'],
      [1, 'Omeprazole 20 mg mane'],
    ]);
  });

  it('pair every run-together admission entry with its discharge line', () => {
    const r = reconcile({
      admissionOrders: '• Sertraline 50 mg mane • Lisinopril 10 mg daily • Omeprazole 20 mg mane',
      dischargeOrders: 'Sertraline 50 mg mane\nLisinopril 20 mg daily\nOmeprazole 20 mg mane',
    });
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Sertraline', 'unchanged'],
      ['Lisinopril', 'changed'],
      ['Omeprazole', 'unchanged'],
    ]);
  });

  it('one bullet in the middle of a line or a dash is not a split', () => {
    expect(splitLines('Current medications: • Sertraline 50 mg mane')).toHaveLength(1);
    expect(splitLines('Sotalol 80 mg bd - ceased - flutter ablated')).toHaveLength(1);
  });
});
