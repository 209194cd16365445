/**
 * A discharge line that writes a stop or hold word ('stop', 'ceased', 'withheld', 'on hold') while
 * the order read from it is neither stopped nor held, and the medicine is listed as going on: the stop
 * word belongs to something the readers did not take (a table column, a remark after the dose, a
 * heading the line sits under), so 'unchanged' or 'new' may be wrong. The row says which word.
 */
import type { Net, NetRow } from './types';
import { flag, where } from './flag';
import { alternation, STATUS_WORDS } from '../../lexicon/words';

/** Words before the stop word that make it no stop now ('do not stop', 'then stop', 'full stop.'). */
export const NOT_NOW = new Set([
  'not',
  "don't",
  'dont',
  'never',
  'then',
  'before',
  'until',
  'full',
]);
/** Words after it that make it a plan or a condition ('stop date 27/04', 'stop if vomiting'). */
export const LATER = new Set(['date', 'if', 'when', 'after', 'on', 'at', 'by', 'once', 'from']);

// The line's own start (after a bullet or number) says stop or hold: 'Stopped (low BP): amlodipine ...'.
// A label reader may have cut that start off the order's text (a 'Condition: medicine' label), so its
// tokens are not in the accounting; the line as pasted still has it. 'Stop date 27/04' is a plan.
const LINE_OPENS_WITH_STOP = new RegExp(
  String.raw`^[^A-Za-z]*(${alternation([...STATUS_WORDS, 'hold'])})(?![\w/])(?!\s+(?:${alternation(LATER)})\b)(?!\s*\d)`,
  'i',
);

export const unreadStatus: Net = ({ rows, uses }) => {
  const out: string[] = [];
  for (const { row, dis } of rows) {
    const kind = dis.status?.kind;
    if (kind === 'ceased' || kind === 'withheld' || dis.siteStop) continue;
    // A course that ends ('25 mg for 5 days, then stop') has its end in a later step.
    if (dis.steps.length > 1) continue;
    const tokens = uses(dis);
    const i = tokens.findIndex((u) => u.token.kind === 'status');
    const opening = tokens[0]?.token.kind === 'status' ? null : LINE_OPENS_WITH_STOP.exec(dis.raw);
    if (opening) {
      flag(row, message(row, dis, opening[1]!), out);
      continue;
    }
    if (i < 0) continue;
    const before = tokens.slice(Math.max(0, i - 2), i).map((u) => u.token.text.toLowerCase());
    if (before.some((w) => NOT_NOW.has(w))) continue;
    // Said of this medicine: straight after its name or opening a clause ('Nasonex - stop while ...'),
    // not of another one or a site ('abacavir stopped', 'right eye stopped').
    // Or opening a column of its own ('Alendronate 70 mg tablet     Cease     switched'): a table whose header
    // was not read leaves the Decision cell in the line's text, and what follows it is its reason.
    const prev = tokens[i - 1];
    const column = opensColumn(dis.raw, tokens[i]!.token.text);
    if (prev && prev.token.kind !== 'punct' && prev.field !== 'name' && !column) continue;
    const next = tokens[i + 1]?.token;
    if (next && (next.kind === 'date' || next.kind === 'number')) continue;
    if (next && !column && LATER.has(next.text.toLowerCase())) continue;
    flag(row, message(row, dis, tokens[i]!.token.text), out);
  }
  return out;
};

const message = (row: NetRow['row'], dis: NetRow['dis'], word: string) =>
  `${row.name}: ${where(dis)} also says "${word}", but the row is ${row.changeType}: check whether it is stopped or withheld`;

/** The word opens a column of the pasted line: a tab, a run of spaces or a cell's bar before it (a pipe
 *  table's Directions cell, '| – CEASED: kidney function |', whose reader dropped the bar and the dash; any
 *  bar parse/field-separators.ts reads as a cell mark, 'wafer ¦ - ¦ ceased ¦ nausea resolved'). */
const opensColumn = (raw: string, word: string): boolean =>
  new RegExp(
    String.raw`(?:\t|\s{2,}|[|¦‖│┃║]\s*(?:[-–—]\s*)?)${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\w/])`,
    'i',
  ).test(raw);
