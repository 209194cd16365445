import { isPrnRow } from '../../../../shared/reconcile';
import type { CeasedItem, ListWarning, TableRow } from './table-model';

/**
 * The engine's reason for an admission medicine missing from the discharge list. It asks for a
 * check in words; a medicine dropped by omission is the commonest discharge error, so the screen
 * makes it a check like any warning.
 */
const OMITTED = /^not on (?:the )?discharge list\b/i;
export const OMITTED_CHECK = 'Only on the admission list: confirm it was stopped on purpose.';

export const rowWarnings = (row: Pick<TableRow, 'warnings'>) =>
  (row.warnings ?? []).filter((w) => w.trim());

/**
 * The engine's warnings on a ceased entry, plus the omission check when its reason is the
 * engine's 'Not on discharge list'. Worked out once, from the engine's answer, so the check
 * stays (ticked) after the clinician rewrites the reason.
 */
export function ceasedWarningsFrom(item: Pick<CeasedItem, 'warnings' | 'reason'>): string[] {
  const own = (item.warnings ?? []).filter((w) => w.trim());
  return OMITTED.test(item.reason.trim()) && !own.includes(OMITTED_CHECK)
    ? [...own, OMITTED_CHECK]
    : own;
}

export const ceasedWarnings = (item: Pick<CeasedItem, 'warnings'>) =>
  (item.warnings ?? []).filter((w) => w.trim());

export const rowNeedsCheck = (row: TableRow) => rowWarnings(row).length > 0 && !row.checked;
export const ceasedNeedsCheck = (item: CeasedItem) =>
  ceasedWarnings(item).length > 0 && !item.checked;

export const SECTION_NAMES = {
  regular: 'Regular Medications',
  prn: 'When Required Medications',
  ceased: 'Ceased/Withheld Medications',
} as const;
export type SectionKey = keyof typeof SECTION_NAMES;

/** One entry the export dialog lists, with what it needs to link back to it. */
export interface Blocker {
  kind: 'row' | 'ceased';
  id: string;
  section: SectionKey;
  /** 1-based position in its section, to name a row that has no name. */
  position: number;
  name: string;
}

export interface ExportBlockers {
  /** Rows and ceased entries whose warnings are not yet resolved. */
  unchecked: Blocker[];
  /** Rows and ceased entries without a name: a nameless line must not reach the patient. */
  blank: Blocker[];
  /** Whole-answer warnings (unreadable lines and the like) not yet checked. */
  listWarnings: number;
}

/** What stands between the screen and a PDF, in screen order. */
export function exportBlockers(results: {
  rows: readonly TableRow[];
  ceased: readonly CeasedItem[];
  warnings: readonly ListWarning[];
}): ExportBlockers {
  const unchecked: Blocker[] = [];
  const blank: Blocker[] = [];
  const sections: [SectionKey, TableRow[]][] = [
    ['regular', results.rows.filter((r) => !isPrnRow(r))],
    ['prn', results.rows.filter((r) => isPrnRow(r))],
  ];
  for (const [section, rows] of sections) {
    rows.forEach((r, i) => {
      const b: Blocker = { kind: 'row', id: r.id, section, position: i + 1, name: r.name.trim() };
      if (!b.name) blank.push(b);
      if (rowNeedsCheck(r)) unchecked.push(b);
    });
  }
  results.ceased.forEach((c, i) => {
    const b: Blocker = {
      kind: 'ceased',
      id: c.id,
      section: 'ceased',
      position: i + 1,
      name: c.name.trim(),
    };
    if (!b.name) blank.push(b);
    if (ceasedNeedsCheck(c)) unchecked.push(b);
  });
  return { unchecked, blank, listWarnings: results.warnings.filter((w) => !w.checked).length };
}

export const canExport = (b: ExportBlockers) =>
  b.unchecked.length === 0 && b.blank.length === 0 && b.listWarnings === 0;

/** '3 rows still need checking', '1 row still needs checking'. */
export const uncheckedMessage = (n: number) =>
  n === 1 ? '1 row still needs checking' : `${n} rows still need checking`;

/** 'Atorvastatin (Regular Medications)', or 'Regular Medications, row 3 (no name)'. */
export const blockerLabel = (b: Blocker) =>
  b.name
    ? `${b.name} (${SECTION_NAMES[b.section]})`
    : `${SECTION_NAMES[b.section]}, ${b.kind === 'ceased' ? 'entry' : 'row'} ${b.position} (no name)`;
