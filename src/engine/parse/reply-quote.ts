/**
 * A list quoted in an email reply: every line opens with the reply's quote marks ('> ', '>> ', '> > ').
 * Each reader of a line's start (a table's header, a record's tags, a heading) would otherwise meet the
 * mark first: a quoted list of '<med .../>' records read nothing, and no warning said so. The marks are
 * dropped only when every written line carries one (a reply quotes all of it), and only as many as every
 * line has: a sliding scale's '> 15 mmol/L: 4 units' inside a quote keeps its comparison.
 */

const MARKS = /^\s*((?:>[ \t]?)*)/;

/** The lines without their reply quote marks; the same lines when any written line has none. */
export function withoutReplyQuotes(lines: string[]): string[] {
  if (!lines.some((l) => /^\s*>/.test(l))) return lines;
  const written = lines.filter((l) => l.trim());
  const depth = (l: string): number => (MARKS.exec(l)![1]!.match(/>/g) ?? []).length;
  const least = Math.min(...written.map(depth));
  if (written.length < 2 || least === 0) return lines;
  const quote = new RegExp(`^\\s*(?:>[ \\t]?){${least}}`);
  return lines.map((l) => l.replace(quote, ''));
}
