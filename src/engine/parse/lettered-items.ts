/**
 * A lettered list ('A. duodart 1 mane', 'b) apixaban 5 bd', 'C. Medicine | Dose' over a table): the letter is
 * the item's mark. lines.ts takes a capital and a full stop only before a capitalised word ('A. Perindopril'),
 * since 'A. fib' or 'C. diff' may be words; a list shows its lettering when the letters run in the alphabet's
 * order from line to line, and then every one of them is a mark whatever follows it.
 */

const LETTER = /^\s*\(?([A-Za-z])([.)])\s+(?=\S)/;

/** The lines whose opening letter is one of a run (a, b, c... in order, three at least, or two from 'a'). */
function letteredLines(lines: string[]): Set<number> {
  const marks = lines.map((l) => LETTER.exec(l));
  const out = new Set<number>();
  let run: number[] = [];
  const close = () => {
    const first = marks[run[0]!]![1]!.toLowerCase();
    if (run.length >= 3 || (run.length === 2 && first === 'a')) run.forEach((i) => out.add(i));
    run = [];
  };
  marks.forEach((m, i) => {
    if (!m) return;
    const prev = run.length ? marks[run[run.length - 1]!]! : null;
    // The next letter in the same case and style continues the run; anything else starts a new one.
    const next =
      prev &&
      m[2] === prev[2] &&
      m[1]!.charCodeAt(0) === prev[1]!.charCodeAt(0) + 1 &&
      m[0].trimStart().startsWith('(') === prev[0].trimStart().startsWith('(');
    if (!next && run.length) close();
    run.push(i);
  });
  if (run.length) close();
  return out;
}

/** The lines with the marks of a lettered list taken off; other lines as written. */
export function withoutLetteredItems(lines: string[]): string[] {
  if (lines.filter((l) => LETTER.test(l)).length < 2) return lines;
  const items = letteredLines(lines);
  return items.size ? lines.map((l, i) => (items.has(i) ? l.replace(LETTER, '') : l)) : lines;
}
