/**
 * A dose change written as a sentence in place of the dose ('Ramipril increased from 5 mg to 10 mg mane',
 * 'Metoprolol reduced from 100 to 50 mg BD', 'Sertraline dose increased from 1 tablet to 2 tablets'):
 * the new amount is the order's dose and the old one is what it was. Respelled to the shape the readers
 * know, '10 mg (increased from 5 mg) mane', so '5 mg to 10 mg' is never read as a range of doses.
 * Only in the order's first clause: after a separator ('10 mg mane - increased from 5 mg to 10 mg') the
 * sentence is the order's note. Nothing is added but the unit the second amount shares.
 */
import { alternation, DOSE_UNIT_WORDS, spellings, UNIT_WORDS } from './words';
import { DOSE_CHANGE_VERBS } from './sentence-words';
import type { NormaliseRule } from './normalise';

const NUM = String.raw`\d+(?:\.\d+)?`;
const UNIT = alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)]);
const VERB = alternation(Object.keys(DOSE_CHANGE_VERBS));

export const CHANGE_FROM_TO_RULES: readonly NormaliseRule[] = [
  {
    id: 'dose-change-from-to',
    hint: /\bfrom\b[^]*\bto\b/i,
    examples: [
      'increased from 5 mg to 10 mg',
      'reduced from 100 to 50 mg',
      'weaned from 2 tabs to 1 tab',
    ],
    re: new RegExp(
      String.raw`\b(${VERB})\s+from\s+(${NUM})\s*(${UNIT})?(?![a-z])\s+to\s+(${NUM})\s*(${UNIT})(?![a-z/])`,
      'gi',
    ),
    to: (
      m: string,
      verb: string,
      a: string,
      u1: string | undefined,
      b: string,
      u2: string,
      ...rest
    ) => {
      const at = rest[rest.length - 2] as unknown as number;
      const whole = rest[rest.length - 1] as unknown as string;
      // In a later clause ('16 mg daily - increased from ...', '; reduced from ...') it is the order's note.
      if (/[;(,]|\s[-–]\s/.test(whole.slice(0, at))) return m;
      return `${b} ${u2} (${verb} from ${a} ${u1 ?? u2})`;
    },
  },
];
