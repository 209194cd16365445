/**
 * A list numbered with no mark after its numbers, the number set off by a wide gap ('1  Diltiazem CD 240 mg
 * mane', '2  Perindopril ...'): the numbers are numbering, never a count of tablets. Read as a count, '4  Apixaban
 * 5 mg BD' left '4' not understood and '5  Rosuvastatin 20 mg nocte' was no order at all. Only numbers that
 * count up line by line (other lines may come between) are taken, two lines or more in a run, so a count
 * written before a name ('2  Panadol at night') on one line is left to the order readers.
 */

// A number of one or two digits, then two spaces or more, then a word.
const BARE_NUMBER = /^(\s*)(\d{1,2})( {2,})(?=[A-Za-z])/;

/** The lines with such numbering written as '1. ' (which the line reader strips); else as given. */
export function bareNumbering(lines: string[]): string[] {
  // Runs of lines whose numbers count up by one ('7', '8', '9'); any number may start a run.
  const runs: number[][] = [];
  let last = -1;
  lines.forEach((l, i) => {
    const m = BARE_NUMBER.exec(l);
    if (!m) return;
    const n = Number(m[2]);
    if (n === last + 1 && runs.length) runs[runs.length - 1]!.push(i);
    else runs.push([i]);
    last = n;
  });
  const at = new Set(runs.filter((r) => r.length >= 2).flat());
  if (!at.size) return lines;
  return lines.map((l, i) => (at.has(i) ? l.replace(BARE_NUMBER, '$1$2. ') : l));
}
