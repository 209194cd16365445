/**
 * A history form's answer that the patient does not take a medicine ('Warfarin - no', 'Insulin? No',
 * 'Aspirin: nil', 'Blood thinners (warfarin): none', 'Warfarin - not taking'): the question names the
 * medicine, the answer denies it. On the admission list it is no order (read as one, the medicine was
 * 'ceased' at discharge); the line is reported, never dropped silently. On the discharge list a 'no' beside a
 * medicine may be a keep-or-stop answer, so it is left to the order readers there.
 */
import { lookup } from './lookup';
import { ignored, type LineRule } from './line-rule-kit';
import { alternation } from '../lexicon/words';
import { NEGATIVE_ANSWERS } from '../lexicon/answer-words';

const ANSWER = new RegExp(
  String.raw`^(.{3,40}?)\s*(?:\?\s*|\s[-–—]\s*|[:=]\s*|\?\s*[-–—:]\s*)(?:${alternation(NEGATIVE_ANSWERS)})\.?\s*$`,
  'i',
);

/** The medicine a negative answer denies ('Warfarin - no' -> 'Warfarin'), or null. */
export function deniedMedicine(text: string): string | null {
  const m = ANSWER.exec(text.trim());
  if (!m) return null;
  // The question may gloss the medicine in a bracket ('Blood thinners (warfarin)') or write it alone.
  const name = m[1]!.trim();
  const inBracket = /\(([^()]+)\)\s*$/.exec(name)?.[1];
  for (const t of [name, inBracket]) {
    const found = t ? lookup(t) : null;
    if (found && !found.rest.trim() && found.matchedBy !== 'fuzzy') return t!;
  }
  return null;
}

export const negativeAnswerRule: LineRule = {
  id: 'negative-answer',
  examples: ['Warfarin - no', 'Insulin? No', 'Aspirin: nil'],
  apply: (c) => {
    if (c.s.list !== 'admission') return false;
    const name = deniedMedicine(c.l.text);
    if (!name) return false;
    c.s.warnings.push(
      `Line ${c.l.line} ("${c.l.raw.trim()}") answers that the patient does not take ${name}: no entry made (${c.s.list} list)`,
    );
    return ignored(c, 'a negative answer');
  },
};
