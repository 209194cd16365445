/**
 * A PDF's text breaks a long word at the line's end with a hyphen: 'Ator-' / 'vastatin 80 mg nocte'.
 * Read apart, the head is an unreadable line and the tail an unknown medicine ('Vastatin') whose order
 * looks new while the real one looks stopped. The two halves are put back together only when the joined
 * word is a medicine the knowledge base knows exactly (never a fuzzy guess), so a hyphen that ends a
 * clause ('Metformin 500 mg -' / 'withheld') or joins two words is left alone. Its own place is left blank
 * so line numbers are kept.
 */
import { lookupMedicine } from '../kb/lookup';
import { medicineAtStart } from './lookup';

// The line ends on a word cut by a hyphen ('Ator-', '  Isosor-'), the hyphen touching the word.
const CUT_HEAD = /(?:^|\s)([A-Za-z]{2,})-$/;
// The line below opens with the word's lower-case rest ('vastatin 80 mg').
const CUT_TAIL = /^\s*([a-z]{2,})\b/;

const exact = (hit: { matchedBy: string } | null | undefined): boolean =>
  !!hit && hit.matchedBy !== 'fuzzy';
const knownExactly = (word: string): boolean => exact(lookupMedicine(word));

/** The lines with each hyphen-broken medicine name joined onto its line, the tail's place left blank. */
export function joinHyphenBrokenNames(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const head = CUT_HEAD.exec(out[i]!.trimEnd());
    const tail = CUT_TAIL.exec(out[i + 1]!);
    if (!head || !tail) continue;
    // The cut word alone or the tail alone already a medicine: the hyphen may be meant ('Slow-' / 'K').
    if (knownExactly(head[1]!) || knownExactly(tail[1]!)) continue;
    // The joined word a medicine, alone or with the words after it ('Isosor-' / 'bide mononitrate').
    const joined = `${head[1]!}${out[i + 1]!.trim()}`;
    if (!knownExactly(head[1]! + tail[1]!) && !exact(medicineAtStart(joined))) continue;
    out[i] = `${out[i]!.trimEnd().slice(0, -1)}${out[i + 1]!.trim()}`;
    out[i + 1] = '';
  }
  return out;
}
