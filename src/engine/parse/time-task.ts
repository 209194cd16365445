/**
 * A prompting or round sheet's line that opens with the time and the task before the medicine
 * ('08:00 prompt — Venlafaxine XR 75 mg capsule, 1', '2100 give - Temazepam 10 mg', '0800 — Aspirin 100 mg'):
 * the time is the order's time and the task word (prompt, give, round) says who does what, never part of the
 * order. The time moves to the end of the line, where the directions are read ('... , 1 at 08:00'). A status
 * word in the task place ('08:00 withheld — ...') is the order's own: the line stays as written.
 */
import { readStatusCell } from './status';

const TIME_TASK =
  /^((?:[01]\d|2[0-3])[:.]?[0-5]\d(?:\s?h(?:rs?)?)?)\s+((?:[A-Za-z]+\s+){0,2})[—–-]\s+(?=[A-Za-z])/;

/** '08:00 prompt — X 10 mg, 1' -> 'X 10 mg, 1 at 08:00'; any other line as written. */
export function timeTaskLast(t: string): string {
  const m = TIME_TASK.exec(t);
  if (!m) return t;
  const task = m[2]!.trim();
  if (task && readStatusCell(task)) return t;
  return `${t.slice(m[0].length).trimEnd()} at ${m[1]}`;
}
