import type { SourceLine } from '../../../../shared/reconcile';
import type { CeasedItem, ListWarning, TableRow } from './table-model';

export type ListName = SourceLine['list'];

/** What became of a pasted line, as the side-by-side view marks it. */
export type LineMark = 'continued' | 'changed' | 'new' | 'ceased' | 'withheld' | 'not-understood';

export const LINE_MARK_LABELS: Record<LineMark, string> = {
  continued: 'Continued',
  changed: 'Changed',
  new: 'New',
  ceased: 'Ceased',
  withheld: 'Withheld',
  'not-understood': 'Not understood',
};

/** A result item the view can select: a table row or a ceased entry. */
export interface CompareItem {
  id: string;
  kind: 'row' | 'ceased';
  name: string;
  form: string;
  mark: LineMark;
  sources: SourceLine[];
}

export interface CompareLine {
  list: ListName;
  /** 1-based, as the engine counts: lines of the trimmed text, blank lines included. */
  line: number;
  text: string;
  marks: LineMark[];
  /** Ids of the items that came from this line, first one selected when the line is. */
  items: string[];
}

const ROW_MARK = {
  unchanged: 'continued',
  changed: 'changed',
  new: 'new',
  ceased: 'ceased',
} as const;

export function compareItems(
  rows: readonly TableRow[],
  ceased: readonly CeasedItem[],
): CompareItem[] {
  return [
    ...rows.map((r) => ({
      id: r.id,
      kind: 'row' as const,
      name: r.name,
      form: r.form,
      mark: ROW_MARK[r.changeType],
      sources: r.sources ?? [],
    })),
    ...ceased.map((c) => ({
      id: c.id,
      kind: 'ceased' as const,
      name: c.name,
      form: c.form,
      mark: c.status === 'Withheld' ? ('withheld' as const) : ('ceased' as const),
      sources: c.sources ?? [],
    })),
  ];
}

/** 'Could not read line 7: "..." (admission list)': the line the engine did not understand. */
const UNREAD = /^Could not read line (\d+):.*\((admission|discharge) list\)\s*$/i;

/** The lines of one pasted list, each with what became of it and the items it fed. */
export function compareLines(
  list: ListName,
  text: string,
  items: readonly CompareItem[],
  warnings: readonly ListWarning[],
): CompareLine[] {
  const unread = new Set(
    warnings
      .map((w) => UNREAD.exec(w.text))
      .filter((m): m is RegExpExecArray => !!m && m[2]!.toLowerCase() === list)
      .map((m) => Number(m[1])),
  );
  return text
    .trim()
    .split(/\r?\n/)
    .map((raw, i) => {
      const line = i + 1;
      const from = items.filter((it) => it.sources.some((s) => s.list === list && s.line === line));
      const marks = [...new Set(from.map((it) => it.mark))];
      if (unread.has(line)) marks.push('not-understood');
      return { list, line, text: raw, marks, items: from.map((it) => it.id) };
    });
}
