/**
 * A medication administration record's row ends in its day grid: the initials of the staff who gave each dose
 * ('Epilim 500 mg | 1 | 8am | AB CD AB AB ..', 'Risperdal 1 mg | 1 | 8am and 8pm | AB/JK ..'). Initials such as
 * 'CD' or 'SR' are also release forms, so read as part of the order one row of a medicine given at two times
 * became modified release and the other not, and the two rows were never read as one order. The last cell is
 * the grid only when it is capital initials alone and either ends in the grid's run-on dots or names someone
 * twice: 'BD PRN' or 'SR' alone stay part of the order.
 */
const INITIALS = /^[A-Z]{2,3}(?:\/[A-Z]{2,3})*$/;
const RUN_ON = /^(?:\.{2,}|…)$/;

/** The row with a trailing cell of staff initials dropped (the '|' before it too). */
export function dropInitialsCell(text: string): string {
  const bar = text.lastIndexOf('|');
  if (bar < 0) return text;
  const cell = text.slice(bar + 1).trim();
  if (!cell) return text;
  const words = cell.split(/\s+/);
  const dots = RUN_ON.test(words[words.length - 1]!);
  const initials = dots ? words.slice(0, -1) : words;
  if (!initials.every((w) => INITIALS.test(w))) return text;
  const repeated = new Set(initials).size < initials.length;
  if (!dots && !repeated) return text;
  return text.slice(0, bar).trimEnd();
}
