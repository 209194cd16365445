import { describe, expect, it } from 'vitest';
import { emptySchedule } from '../../../../shared/reconcile';
import { compareItems, compareLines } from './compare-model';
import type { CeasedItem, TableRow } from './table-model';

const row = (over: Partial<TableRow>): TableRow => ({
  id: 'm1',
  name: 'Atorvastatin',
  form: '40 mg tablet',
  schedule: emptySchedule(),
  indication: '',
  comment: '',
  changeType: 'changed',
  ...over,
});

const rows: TableRow[] = [
  row({
    sources: [
      { list: 'admission', line: 1, text: 'Lipitor 20mg nocte' },
      { list: 'discharge', line: 2, text: 'Atorvastatin 40 mg nocte' },
    ],
  }),
  row({
    id: 'm2',
    name: 'Metformin',
    changeType: 'unchanged',
    sources: [
      { list: 'admission', line: 3, text: 'Metformin 500mg BD' },
      { list: 'discharge', line: 3, text: 'Metformin 500 mg BD' },
    ],
  }),
  row({
    id: 'm3',
    name: 'Apixaban',
    changeType: 'new',
    sources: [{ list: 'discharge', line: 4, text: 'x' }],
  }),
  row({ id: 'm4', name: 'Added by hand', changeType: 'new' }),
];
const ceased: CeasedItem[] = [
  {
    id: 'c1',
    name: 'Perindopril',
    form: '5 mg',
    reason: 'Withheld: low BP',
    status: 'Withheld',
    sources: [{ list: 'admission', line: 4, text: 'Coversyl 5mg mane' }],
  },
];

describe('the side-by-side view', () => {
  const items = compareItems(rows, ceased);

  it('marks each pasted line by what became of it, counting lines as the engine does', () => {
    const admission =
      '\n\nLipitor 20mg nocte\nNKDA\nMetformin 500mg BD\nCoversyl 5mg mane\nxyzzy\n';
    const lines = compareLines('admission', admission, items, [
      { text: 'Could not read line 5: "xyzzy" (admission list)', checked: false },
      { text: 'Could not read line 1: "y" (discharge list)', checked: false },
    ]);
    expect(lines.map((l) => [l.line, l.text, l.marks, l.items])).toEqual([
      [1, 'Lipitor 20mg nocte', ['changed'], ['m1']],
      [2, 'NKDA', [], []],
      [3, 'Metformin 500mg BD', ['continued'], ['m2']],
      [4, 'Coversyl 5mg mane', ['withheld'], ['c1']],
      [5, 'xyzzy', ['not-understood'], []],
    ]);
  });

  it('gives discharge lines their rows, new ones included', () => {
    const lines = compareLines('discharge', 'Nil\nAtorvastatin\nMetformin\nApixaban', items, []);
    expect(lines.map((l) => l.marks)).toEqual([[], ['changed'], ['continued'], ['new']]);
    expect(items.find((i) => i.id === 'm4')!.sources).toEqual([]);
  });
});
