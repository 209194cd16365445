/**
 * A change list written with arrows ('WAS → NOW'): the old order on the left, what it became on the right.
 * Respelled so that the clause readers see what they know: a status after the arrow is a status clause
 * ('Coversyl 5mg mane → withheld until GP review' -> '... - withheld until GP review'), a medicine that was
 * not there before ('(new) → Sodium valproate 500mg bd') is the order on the right with its 'new', and a
 * new dose after an old one with its times ('200mg nocte → 300mg nocte') is the order's dose, the old one
 * kept as what it was ('300mg nocte (was 200mg nocte)'). Nothing is added that the line does not say.
 */
import {
  alternation,
  COUNT_WORDS,
  DOSE_UNIT_WORDS,
  NUMBER_WORDS,
  spellings,
  STATUS_WORDS,
  TIME_WORDS,
  UNIT_WORDS,
} from './words';
import { DIRECTION_VERBS } from './direction-verbs';
import type { NormaliseRule } from './normalise';

// Arrows as typed or pasted from Word and phone notes ('→', '->', '=>', '➔', '➜', '⟶').
const ARROW = String.raw`(?:→|⇒|➔|➜|➝|➞|⟶|⇨|-+>|=+>)`;
export const ARROW_HINT = /→|⇒|➔|➜|➝|➞|⟶|⇨|->|=>/;
// After the arrow, a status or a word that keeps the order as it was.
const KEEP_WORDS = ['unchanged', 'no change', 'continue', 'continued', 'same', 'as before'];
const STATUS_AFTER = alternation([...STATUS_WORDS, ...KEEP_WORDS]);
// A count of dose units ('1 tablet', 'two puffs', '1-2 caps') or a directions verb: what directions start with.
const COUNT = String.raw`(?:\d+(?:\.\d+)?(?:\s*-\s*\d+)?|${alternation(Object.keys(NUMBER_WORDS))})\s*${alternation(spellings(DOSE_UNIT_WORDS))}(?![a-z])`;
const DIRECTIONS_START = String.raw`(?:${COUNT}|${alternation(DIRECTION_VERBS)}\b|(\d+(?:\.\d+)?\s*${alternation(UNIT_WORDS.mL!)}(?![a-z])))`;
// 'Lactulose 10g/15mL → 15 mL twice a day': a volume after a liquid's concentration is its dose.
const CONCENTRATION = new RegExp(
  String.raw`\/\s*\d*(?:\.\d+)?\s*${alternation(UNIT_WORDS.mL!)}(?![a-z])`,
  'i',
);
// A time or a count per day on the left makes it an order already: the arrow then leads to what it became.
const TIMED = new RegExp(
  String.raw`(?<![a-z])${alternation([...TIME_WORDS.map(([w]) => w), ...COUNT_WORDS.map(([w]) => w)])}(?![a-z])|${COUNT}`,
  'i',
);
// A combination's strengths are one amount ('24/26 mg -> 49/51 mg').
const AMOUNT = String.raw`\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*\s*${alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)])}(?![a-z])`;

export const ARROW_RULES: readonly NormaliseRule[] = [
  {
    id: 'arrow-from-nothing',
    hint: ARROW_HINT,
    examples: [
      '(new) → Sodium valproate 500mg bd',
      'nil -> Apixaban 5mg bd',
      '- → Sertraline 50mg mane',
    ],
    re: new RegExp(
      String.raw`^\s*(?:\(?\s*(new|nil|none|not on|not taking)\s*\)?|[-–—])\s*${ARROW}\s*(?=[A-Za-z])(.+)$`,
      'i',
    ),
    to: (_m, was: string | undefined, rest: string) =>
      /^new$/i.test(was ?? '') ? `${rest} (${was})` : rest,
  },
  {
    id: 'arrow-to-status',
    hint: ARROW_HINT,
    examples: [
      'Coversyl 5mg mane → withheld until GP review',
      'Lithium 750mg nocte -> CEASED (toxicity)',
    ],
    re: new RegExp(String.raw`\s*${ARROW}\s*(?=${STATUS_AFTER}\b)`, 'gi'),
    to: ' - ',
  },
  {
    // 'Ibuprofen 400mg tablets → 1 tablet three times a day', 'I-Folic ➔ take one daily': the arrow only
    // separates the medicine from its directions when the left names no dose or time of its own.
    id: 'arrow-before-directions',
    hint: ARROW_HINT,
    examples: [
      'Ibuprofen 400mg tablets → 1 tablet three times a day',
      'I-Folic ➔ take one daily',
      'Lactulose 10g/15mL → 15 mL twice a day',
    ],
    re: new RegExp(String.raw`^(.*?)\s*${ARROW}\s*(?=${DIRECTIONS_START})`, 'i'),
    to: (m: string, left: string, volume: string | undefined) =>
      TIMED.test(left) || (volume && !CONCENTRATION.test(left)) ? m : `${left} - `,
  },
  {
    // 'Atorvastatin 40 mg nocte → Atorvastatin 80 mg nocte (higher dose)': a before/after table writes the whole
    // order again on the right. The right is the order now, the left what it was; the same on both sides is
    // the order once. Read before as the left's order with the right's dose not understood (a wrong 'new').
    id: 'arrow-same-medicine',
    hint: ARROW_HINT,
    examples: [
      'Atorvastatin 40 mg nocte → Atorvastatin 80 mg nocte (higher dose)',
      'Metoprolol CR 47.5 mg mane → Metoprolol CR 47.5 mg mane',
    ],
    re: new RegExp(
      String.raw`^\s*([A-Za-z][\w-]*)\b([^→⇒>]*?)\s*${ARROW}\s*([A-Za-z][\w-]*)\b(.*)$`,
    ),
    to: (m: string, name: string, was: string, name2: string, now: string) => {
      if (name.toLowerCase() !== name2.toLowerCase() || !/\d/.test(was)) return m;
      const [before, after] = [was.trim(), now.trim()];
      const same = after.replace(/\s+/g, ' ').startsWith(before.replace(/\s+/g, ' '));
      return same ? `${name2} ${after}` : `${name2} ${after} (was ${before})`;
    },
  },
  {
    id: 'arrow-to-dose',
    hint: ARROW_HINT,
    examples: [
      'Quetiapine XR 200mg nocte → 300mg nocte',
      'Frusemide 40 mg mane -> 80 mg mane (fluid)',
      'Entresto 24/26 mg BD → 49/51 mg BD',
    ],
    re: new RegExp(String.raw`(${AMOUNT}[^→⇒>()]{0,40}?)\s*${ARROW}\s*(${AMOUNT}[^→⇒>]*)$`, 'i'),
    to: (_m, was: string, now: string) => {
      // A bracket at the end stays at the end: '80 mg mane (fluid)' -> '80 mg mane (was 40 mg mane) (fluid)'.
      return `${now.trimEnd()} (was ${was.trim()})`;
    },
  },
];
