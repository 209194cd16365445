import { describe, expect, it } from 'vitest';
import { columnWidths, wrapCells, type TableSpec } from './pdf-layout';
import { tokens, wrapText } from './pdf-wrap';

/** A monospace stand-in for the font: every character 0.5 em, bold 0.6 em. */
const measure = (t: string, bold: boolean, size: number) => t.length * size * (bold ? 0.6 : 0.5);

const spec = (over: Partial<TableSpec> = {}): TableSpec => ({
  head: ['Medication', 'Form/Dose', 'Comments'],
  body: [
    ['Hydroxychloroquine', '200 mg tablet', 'No change'],
    ['Salbutamol', '100 microgram/dose inhaler', 'Dose increased from 1 puff to 2 puffs'],
  ],
  bodySize: 10,
  headSize: 10,
  boldColumns: new Set([0]),
  padding: 8,
  width: 300,
  ...over,
});

describe('PDF table layout', () => {
  it('wraps at spaces only, a long word whole on its own line', () => {
    const fits = (l: string) => l.length <= 10;
    expect(wrapText('take 2 tablets with breakfast', fits)).toEqual([
      'take 2',
      'tablets',
      'with',
      'breakfast',
    ]);
    expect(wrapText('Hydroxychloroquine 200 mg', fits)).toEqual(['Hydroxychloroquine', '200 mg']);
    expect(wrapText('line one\nline two', () => true)).toEqual(['line one', 'line two']);
    expect(wrapText('  ', fits)).toEqual(['']);
  });

  it('may break after a slash between words, and only when asked', () => {
    expect(tokens('100 microgram/dose', true).map((t) => t.text)).toEqual([
      '100',
      'microgram/',
      'dose',
    ]);
    expect(tokens('250/25 units/mL', true).map((t) => t.text)).toEqual(['250/25', 'units/', 'mL']);
    expect(wrapText('microgram/dose', (l) => l.length <= 12, true)).toEqual(['microgram/', 'dose']);
    expect(wrapText('microgram/dose', (l) => l.length <= 12)).toEqual(['microgram/dose']);
  });

  it('gives each column at least its longest word and fills the width', () => {
    const s = spec();
    const w = columnWidths(s, measure)!;
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(300);
    expect(w[0]).toBeGreaterThanOrEqual(measure('Hydroxychloroquine', true, 10) + 8);
    expect(w[1]).toBeGreaterThanOrEqual(measure('microgram/dose', false, 10) + 8);
    const { body } = wrapCells(s, w, measure);
    for (const [r, row] of body.entries())
      for (const [c, cell] of row.entries()) {
        expect(cell.split(/\s+/).sort()).toEqual(s.body[r]![c]!.split(/\s+/).sort());
        for (const line of cell.split('\n'))
          expect(measure(line, c === 0, 10)).toBeLessThanOrEqual(w[c]! - 8);
      }
  });

  it('says when the longest words cannot stand side by side, so a smaller size is tried', () => {
    expect(columnWidths(spec({ width: 200 }), measure)).toBeNull();
  });

  it('keeps grouped columns one width and gives a merged cell the group', () => {
    const s = spec({
      head: ['Medication', 'Form', '0800', '1200', '1800', '2200', 'Indication', 'Comments'],
      body: [
        [
          'Prednisolone',
          '25 mg',
          '0800: 25 mg for 3 days\nthen 20 mg for 3 days',
          '',
          '',
          '',
          'Inflammation',
          'New',
        ],
        ['Metformin', '500 mg', '500 mg', '', '500 mg', '', 'Diabetes', 'No change'],
      ],
      merged: new Set([0]),
      sameWidth: [[2, 3, 4, 5]],
      width: 520,
    });
    const w = columnWidths(s, measure)!;
    expect(new Set(w.slice(2, 6).map((x) => x.toFixed(3))).size).toBe(1);
    const { body } = wrapCells(s, w, measure);
    expect(body[0]!.slice(3, 6)).toEqual(['', '', '']);
    expect(body[0]![2]).toContain('then 20 mg');
  });
});
