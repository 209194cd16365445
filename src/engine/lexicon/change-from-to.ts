/**
 * A dose change written as a sentence in place of the dose ('Ramipril increased from 5 mg to 10 mg mane',
 * 'Metoprolol reduced from 100 to 50 mg BD', 'Sertraline dose increased from 1 tablet to 2 tablets'):
 * the new amount is the order's dose and the old one is what it was. Respelled to the shape the readers
 * know, '10 mg (increased from 5 mg) mane', so '5 mg to 10 mg' is never read as a range of doses.
 * Only in the order's first clause: after a separator ('10 mg mane - increased from 5 mg to 10 mg') the
 * sentence is the order's note. Nothing is added but the unit the second amount shares.
 */
import {
  alternation,
  COUNT_WORDS,
  DOSE_UNIT_WORDS,
  spellings,
  TIME_WORDS,
  UNIT_WORDS,
} from './words';
import { DOSE_CHANGE_VERBS } from './sentence-words';
import type { NormaliseRule } from './normalise';

const NUM = String.raw`\d+(?:\.\d+)?`;
const UNIT = alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)]);
const VERB = alternation(Object.keys(DOSE_CHANGE_VERBS));
// The old amount's own times ('from 40 mg each morning to 40 mg twice daily', 'from 20 mg mane to 40 mg mane'):
// the words of the lexicon, so 'to' is never taken into them.
export const TIMING_WORDS_ALT = alternation([
  ...TIME_WORDS.map(([w]) => w),
  ...COUNT_WORDS.map(([w]) => w),
]);
// 'I have increased his furosemide from ...', 'reduced her sertraline dose from ...': the medicine (one word,
// maybe after a possessive) between the verb and 'from', as a letter writes it.
const BETWEEN = String.raw`(?:\s+(?:his|her|their|your|my|the))?(?:\s+(?!from\b)[a-z][\w-]*)?(?:\s+dose)?`;

export const CHANGE_FROM_TO_RULES: readonly NormaliseRule[] = [
  {
    id: 'dose-change-from-to',
    hint: /\bfrom\b[^]*\bto\b/i,
    examples: [
      'increased from 5 mg to 10 mg',
      'reduced from 100 to 50 mg',
      'weaned from 2 tabs to 1 tab',
      'increased from 20 mg mane to 40 mg mane',
      'increased his furosemide from 40 mg each morning to 40 mg twice daily',
    ],
    re: new RegExp(
      String.raw`\b(${VERB})(${BETWEEN})\s+from\s+(${NUM})\s*(${UNIT})?(?![a-z])(?:\s+(${TIMING_WORDS_ALT}))?\s+to\s+(${NUM})\s*(${UNIT})(?![a-z/])`,
      'gi',
    ),
    to: (
      m: string,
      verb: string,
      between: string,
      a: string,
      u1: string | undefined,
      was: string | undefined,
      b: string,
      u2: string,
      ...rest
    ) => {
      const at = rest[rest.length - 2] as unknown as number;
      const whole = rest[rest.length - 1] as unknown as string;
      // In a later clause ('16 mg daily - increased from ...', '; reduced from ...') it is the order's note.
      if (/[;(,]|\s[-–]\s/.test(whole.slice(0, at))) return m;
      // The name between verb and 'from' stays where it was, read as a lead ('increased his furosemide to 40 mg').
      const lead = between ? `${verb}${between} to ` : '';
      return `${lead}${b} ${u2} (${verb} from ${a} ${u1 ?? u2}${was ? ` ${was}` : ''})`;
    },
  },
];
