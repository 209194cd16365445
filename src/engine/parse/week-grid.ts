/**
 * A medicine calendar whose header ends with the week's day letters ('M  T  W  T  F  S  S') and whose
 * rows end with a mark under each day ('x  -  x  -  x  -  -'): the marks are the days the dose is taken.
 * Each row's marks are respelled as those days in words ('on Monday, Wednesday and Friday'), or dropped
 * when every day is marked (every day); the header's letters are dropped. No number is added.
 */
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HEADER = /\s{2,}M\s+T\s+W\s+T\s+F\s+S\s+S\s*$/;
const MARK = String.raw`(?:[xX✓✔●•]|-|–|\.)`;
const ROW = new RegExp(String.raw`\s+(${MARK}(?:\s+${MARK}){6})\s*$`);
const TAKEN = /^[xX✓✔●•]$/;
// The header ends with its last 'S' (then spaces only): a line that does not is never tried, since the pattern's
// leading whitespace run was tried from each of its spaces (a fuzz line of 3,000 spaces spent 25 ms here).
const isHeader = (l: string): boolean => l.trimEnd().endsWith('S') && HEADER.test(l);

export function weekGridDays(rawLines: string[]): string[] {
  const at = rawLines.findIndex(isHeader);
  if (at < 0) return rawLines;
  return rawLines.map((l, i) => {
    if (i === at) return l.replace(HEADER, '');
    const m = i > at ? ROW.exec(l) : null;
    if (!m) return l;
    const marks = m[1]!.split(/\s+/);
    const days = DAY_NAMES.filter((_, d) => TAKEN.test(marks[d]!));
    if (!days.length) return l;
    const head = l.slice(0, m.index);
    if (days.length === 7) return head;
    const words =
      days.length === 1 ? days[0]! : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
    return `${head} on ${words}`;
  });
}
