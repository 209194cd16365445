/**
 * A prompting or round sheet's line that opens with the time and the task before the medicine
 * ('08:00 prompt — Venlafaxine XR 75 mg capsule, 1', '2100 give - Temazepam 10 mg', '0800 — Aspirin 100 mg'):
 * the time is the order's time and the task word (prompt, give, round) says who does what, never part of the
 * order. The time moves to the end of the line, where the directions are read ('... , 1 at 08:00'). A status
 * word in the task place ('08:00 withheld — ...') is the order's own: the line stays as written.
 *
 * A chart print may list every round of the row ('08:00 / 12:00 / 18:00 — Panadol Osteo 665mg — 2 tabs') or
 * write PRN in the time column ('PRN — Endone 5mg — ½ tab 4 hourly'): each round is a time of the order, and
 * PRN says it is taken when required. Rounds only before a row that writes a number (a dose or strength), PRN only
 * before a medicine's name, so a heading ('PRN - when required medicines') or a table cell ('PRN – seizure > 5
 * min') stays as written.
 */
import { readStatusCell } from './status';
import { startsWithMedicine } from './lookup';

/** One round's clock, 24-hour or 12-hour ('0800', '08:00', '0800h', '8am', '2.30 pm'). */
export const ROUND_TIME = String.raw`(?:(?:[01]\d|2[0-3])[:.]?[0-5]\d(?:\s?h(?:rs?)?)?|(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s?[ap]\.?m\.?)`;
/** One round or several joined by '/', ',', '&', '+' or 'and' ('08:00 / 12:00 / 18:00', '8am & 8pm'). */
export const ROUND_TIMES = String.raw`${ROUND_TIME}(?:\s*(?:[/,&+]|and)\s*${ROUND_TIME})*`;
const ROUND_SEPARATOR = /\s*(?:[/,&+]|\band\b)\s*/i;

/** The rounds as the timing readers read a list: '08:00 / 12:00 / 18:00' -> '08:00, 12:00 and 18:00'. */
export function roundList(col: string): string {
  const times = col.split(ROUND_SEPARATOR);
  return times.length > 1 ? `${times.slice(0, -1).join(', ')} and ${times.at(-1)}` : col;
}

const TIME_TASK = new RegExp(
  String.raw`^(${ROUND_TIMES}|prn)\s+((?:[A-Za-z]+\s+){0,2})([—–-])\s+(?=[A-Za-z])`,
  'i',
);
const SPACED_DASH = /\s[—–-]\s/;
// One 24-hour clock: a round sheet's time, whatever the row writes after it.
const CLOCK_24 = /^(?:[01]\d|2[0-3])[:.]?[0-5]\d(?:\s?h(?:rs?)?)?$/i;

/** '08:00 prompt — X 10 mg, 1' -> 'X 10 mg, 1 at 08:00'; any other line as written. */
export function timeTaskLast(t: string): string {
  const m = TIME_TASK.exec(t);
  if (!m) return t;
  const task = m[2]!.trim();
  if (task && readStatusCell(task)) return t;
  const rest = t.slice(m[0].length).trimEnd();
  const col = m[1]!;
  if (/^prn$/i.test(col)) return startsWithMedicine(rest) ? `${rest} PRN` : t;
  if (!CLOCK_24.test(col) && !/\d/.test(rest)) return t;
  // A row of dashed cells ('— 1 drop both eyes — Eye'): the time is a cell of its own, never read with the last.
  const at = `at ${roundList(col)}`;
  return SPACED_DASH.test(rest) ? `${rest} ${m[3]} ${at}` : `${rest} ${at}`;
}
