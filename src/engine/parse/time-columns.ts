/**
 * A carer's or patient's spreadsheet printed the other way round: one column per medicine (its name and
 * strength in the header cell) and one row per time of day, each cell how many are taken then
 * ('TIME | Sinemet 100/25 | Azilect 1mg ...', then '7am | 1 | | 1', '10pm | | 1'). Read row by row, no line
 * was an order. Each medicine column is respelled as one order with its times ('Sinemet 100/25 1 at 7am, 1 at
 * 11am'), all on the first time row as a series; the header and the other time rows are table headers.
 * Only tab-separated rows are read: aligned with spaces, an empty cell cannot be told from a gap.
 */
import type { DatedColumns } from './dated-columns';
import { medicineAtStart } from './lookup';

const ROW_KEY = /^(?:times?|when|dose times?|time of day|timing)$/i;
// A clock time ('7am', '17:00', '0800') or a time-of-day word.
const TIME_CELL =
  /^(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|(?:[01]\d|2[0-3]):?[0-5]\d|morning|breakfast|mane|midday|lunch|noon|afternoon|evening|dinner|tea|bedtime|night|nocte)$/i;
const EMPTY = /^(?:[-–—]+|0|nil|x)?$/i;

const cellsOf = (line: string): string[] => line.split('\t').map((c) => c.trim());

/** The lines with each time-by-medicine grid read as one series of orders. */
export function timeColumns(input: DatedColumns): DatedColumns {
  const { lines: rawLines, headers } = input;
  if (!rawLines.some((l) => l.includes('\t'))) return input;
  const lines = [...rawLines];
  const out = new Set(headers);
  for (let i = 0; i < lines.length; i++) {
    const head = cellsOf(lines[i]!);
    while (head.length && !head[head.length - 1]) head.pop();
    if (head.length < 2 || !ROW_KEY.test(head[0]!)) continue;
    const names = head.slice(1);
    if (!names.every((n) => n && medicineAtStart(n))) continue;
    let end = i + 1;
    while (end < lines.length && TIME_CELL.test(cellsOf(lines[end]!)[0] ?? '')) end++;
    if (end === i + 1) continue;
    const rows = lines.slice(i + 1, end).map(cellsOf);
    const orders = names
      .map((name, k) => {
        const doses = rows
          .filter((r) => !EMPTY.test(r[k + 1] ?? ''))
          .map((r) => `${r[k + 1]} at ${r[0]}`);
        return doses.length ? `${name} ${doses.join(', ')}` : '';
      })
      .filter(Boolean);
    if (!orders.length) continue;
    out.add(i);
    for (let r = i + 2; r < end; r++) out.add(r);
    lines[i + 1] = orders.join('; ');
    i = end - 1;
  }
  return { lines, headers: out };
}
