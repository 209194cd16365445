/**
 * A stop or hold word typed in a hurry ('STOPED', 'witheld', 'withold', 'ceaesd', 'discontiued'): one
 * letter missing, doubled, swapped or wrong in a status word of the lexicon is read as that word, so the
 * line stops or holds its medicine instead of going on as a bare order. Real words one letter away
 * ('stepped', 'stooped', 'creased') are never respelled. The order carries a warning naming the reading,
 * so nobody takes it on trust.
 */
import { STATUS_WORDS } from '../lexicon/words';
import { osaDistance } from '../kb/fuzzy';

// Short status words ('stop', 'held', 'hold', 'cease') are one letter from everyday words ('step', 'help',
// 'gold', 'lease'): only the longer ones are read through a typo.
export const LONG_STATUS_WORDS = STATUS_WORDS.filter((w) => /^[a-z]+$/.test(w) && w.length >= 6);
const TARGETS = LONG_STATUS_WORDS;
/** Words one letter from a status word that mean something else. */
const REAL_WORDS = new Set([
  'stepped',
  'stooped',
  'shopped',
  'slopped',
  'stropped',
  'swopped',
  'stopper',
  'creased',
  'teased',
  'leased',
  'censed',
  'suspender',
  'withheld',
  'withhold',
  // Other forms of the status words themselves ('CEASE 7 days pre-op' is no misspelt 'ceased').
  'cease',
  'ceases',
  'stops',
  'suspend',
  'suspends',
  'discontinue',
  'discontinues',
  'withholds',
]);
const FIRST = new Set(TARGETS.map((w) => w[0]!));
// Whole words (runs of letters) that can be one edit from a target: its first letter, and one letter fewer to one
// more than the targets' lengths. Every other word was given to statusWordFor and came back unchanged; most
// lines' words are such, and the pattern spares a call and a lower-casing for each of them.
const lengths = TARGETS.map((w) => w.length);
const WORD = new RegExp(
  `(?<![A-Za-z])[${[...FIRST].join('')}][A-Za-z]{${Math.min(...lengths) - 2},${Math.max(...lengths)}}(?![A-Za-z])`,
  'gi',
);

/** True when a and b differ by one edit: a letter added, dropped, changed, or two neighbours swapped. */
export const oneEditApart = (a: string, b: string): boolean =>
  a !== b && osaDistance(a, b, 1) === 1;

/** The status word a misspelt word stands for, or null. */
export function statusWordFor(word: string): string | null {
  const w = word.toLowerCase();
  if (!FIRST.has(w[0]!) || REAL_WORDS.has(w) || TARGETS.includes(w)) return null;
  for (const t of TARGETS) if (oneEditApart(w, t)) return t;
  return null;
}

/** The line with misspelt status words respelled, and what was read ('"STOPED" as "stopped"'). */
export function readMisspeltStatus(text: string): { text: string; read: string[] } {
  const read: string[] = [];
  const out = text.replace(WORD, (m: string) => {
    const t = statusWordFor(m);
    if (!t) return m;
    read.push(`"${m}" as "${t}"`);
    return m === m.toUpperCase() ? t.toUpperCase() : t;
  });
  return { text: read.length ? out : text, read };
}
