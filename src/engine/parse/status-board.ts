/**
 * A board with one column per status: the header names only statuses ('Continue | Changed | New | Stopped /
 * withheld', tab or bar cells) and each row holds up to one medicine of each column, so a row is not one
 * order but several, each with its column's status. Read cell by cell, each row is written as inline
 * bullets ('• A • B - new • C - stopped'), which splitLines already reads as several entries of one line:
 * a stop column's cell says its stop, a new column's says new, and continued or changed cells are left to
 * the comparison with the admission list, as any order is. The header line is blanked (it is no order).
 * Lines keep their numbers, so every entry traces to its row.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';

const STOP_WORD = new RegExp(String.raw`\b(${alternation(STATUS_WORDS)})\b`, 'i');
// What each column may be headed ('Continue', 'Unchanged', 'Dose changed', 'New', 'Started', 'Stopped / withheld').
const GOES_ON =
  /^(?:continue[ds]?|continuing|unchanged|no change|same|keep|changed?|dose changed|modified|adjusted|altered)$/i;
const NEW_COL = /^(?:new|started|commenced|added|new medicines?|new medications?)$/i;
const STOP_COL = new RegExp(
  String.raw`^(?:${alternation(STATUS_WORDS)})(?:\s*(?:/|&|and|or|,)\s*(?:${alternation(STATUS_WORDS)}))*$`,
  'i',
);
const NEW_WORD = /\bnew\b/i;

/** The cells of a tab or bar table row; null for a line that is not one. */
export const cellsOf = (line: string): string[] | null => {
  const t = line.trim();
  if (t.includes('\t')) return t.split('\t').map((c) => c.trim());
  if (/^\|.*\|$/.test(t))
    return t
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
  return null;
};
const kindOf = (cell: string): 'on' | 'new' | 'stop' | null =>
  GOES_ON.test(cell) ? 'on' : NEW_COL.test(cell) ? 'new' : STOP_COL.test(cell) ? 'stop' : null;

/** Each status board's rows written as inline entries with their column's status; any other list as it was. */
export function statusBoardRows(rawLines: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < rawLines.length; i++) {
    const head = cellsOf(rawLines[i]!);
    const kinds = head?.map(kindOf);
    if (!head || !kinds || head.length < 2 || kinds.some((k) => !k)) continue;
    out ??= rawLines.slice();
    out[i] = '';
    for (let j = i + 1; j < rawLines.length; j++) {
      const cells = cellsOf(rawLines[j]!);
      if (!cells) break;
      if (cells.every((c) => /^[-:\s]*$/.test(c))) {
        out[j] = '';
        continue;
      }
      const entries = cells.flatMap((c, k) => {
        if (!c) return [];
        const kind = kinds[k];
        const stop = head[k]!.match(STOP_WORD)?.[1] ?? 'stopped';
        if (kind === 'stop' && !STOP_WORD.test(c)) return [`${c} - ${stop.toLowerCase()}`];
        if (kind === 'new' && !NEW_WORD.test(c)) return [`${c} - new`];
        return [c];
      });
      out[j] = entries.length > 1 ? entries.map((e) => `• ${e}`).join(' ') : (entries[0] ?? '');
    }
  }
  return out ?? rawLines;
}
