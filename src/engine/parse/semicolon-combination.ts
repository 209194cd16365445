/**
 * A coded drug dictionary (WHO Drug, as on a trial's concomitant-medication log) writes a combination with a
 * semicolon and no space between its ingredients ('SACUBITRIL;VALSARTAN', 'AMLODIPINE;ATORVASTATIN'). A
 * semicolon ends a clause everywhere else, so the order was cut between its ingredients and read as
 * nothing. The semicolon becomes '/' only when the words either side of it together name a known
 * combination; written with a space ('aspirin; clopidogrel') it is two things listed, and stays.
 */
import { lookupMedicine } from '../kb/lookup';

// A semicolon glued to a letter on both sides: the dictionary's joiner, never a clause's end.
const GLUED = /[A-Za-z];[A-Za-z]/;
// A run of names joined by glued semicolons; the middle names whole ('FLUTICASONE FUROATE'), the first and
// last up to two words each, tried longest first below.
const RUN =
  /[A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)?(?:;[A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)*)+/g;

/** The names of the run as one known combination with nothing left over, joined by '/'; else null. */
function combination(names: string[]): string | null {
  const first = names[0]!;
  const last = names[names.length - 1]!;
  const middle = names.slice(1, -1);
  for (const a of [first, first.split(' ').pop()!]) {
    for (const b of [last, last.split(' ')[0]!]) {
      const joined = [a, ...middle, b].join('/');
      const found = lookupMedicine(joined);
      if (found && found.medicine.ingredients.length > 1 && found.rest === '') {
        // Keep the words outside the combination where they were.
        return `${first.slice(0, first.length - a.length)}${joined}${last.slice(b.length)}`;
      }
    }
  }
  return null;
}

/** The line with each dictionary semicolon between the ingredients of a known combination as '/'. */
export function semicolonCombinations(line: string): string {
  if (!GLUED.test(line)) return line;
  return line.replace(RUN, (run) => combination(run.split(';')) ?? run);
}
