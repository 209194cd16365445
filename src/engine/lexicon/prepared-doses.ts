/**
 * A dose made up before it is taken, the verb first ('dissolve one sachet in water and take once a day', 'DISPERSE 2
 * TABLETS IN A GLASS OF WATER THEN DRINK TWICE A DAY'), as a pharmacy label prints it. The verb had made the count
 * and its unit a note, so the times after it were not read and a daily Movicol matched a BD one as no change.
 * Respelled dose first ('one sachet dissolved in water once a day'): only words are moved, no number is added.
 */
import type { NormaliseRule } from './normalise';
import { alternation, DOSE_UNIT_WORDS, spellings } from './words';

/** Verbs that make a dose up in a liquid. */
export const PREPARE_VERBS: readonly string[] = ['dissolve', 'disperse', 'mix', 'stir', 'dilute'];
/** The liquids it is made up in. */
export const PREPARE_LIQUIDS: readonly string[] = [
  'water',
  'juice',
  'orange juice',
  'apple juice',
  'milk',
  'cordial',
  'fluid',
  'liquid',
  'a drink',
];
const COUNT = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|an?|half|½)`;
const VESSEL = String.raw`(?:(?:a|one|1|half a|a small|a large|a full)\s+)?(?:glass|cup|tumbler|beaker)(?:ful)?\s+of\s+`;
// Or a volume of it ('with 125 mL water', 'in 200 ml of juice').
const VOLUME = String.raw`\d+(?:\.\d+)?\s*ml\s+(?:of\s+)?`;

// How full the spoon or scoop is ('one heaped teaspoon', '2 level scoops'): it is said of the measure, after it.
const FILL_WORDS = ['heaped', 'heaping', 'level', 'rounded', 'flat'];
export const MEASURE_FILL_HINT = new RegExp(String.raw`\b(?:${alternation(FILL_WORDS)})\s`, 'i');
const MEASURES = ['teaspoon', 'dessertspoon', 'tablespoon', 'spoonful', 'scoop', 'measure'];

export const PREPARED_DOSE_RULES: readonly NormaliseRule[] = [
  {
    id: 'prepared-dose-verb-first',
    hint: new RegExp(String.raw`\b(?:${alternation(PREPARE_VERBS)})\b`, 'i'),
    examples: [
      'dissolve one sachet in water and take once a day',
      'DISPERSE 2 TABLETS IN A GLASS OF WATER THEN DRINK TWICE A DAY',
      'mix 1 sachet with 125 mL water daily',
    ],
    re: new RegExp(
      String.raw`\b(?:${alternation(PREPARE_VERBS)})\s+(${COUNT}\s+(?:${alternation(spellings(DOSE_UNIT_WORDS))}))\s+(?:in(?:to)?|with)\s+(${VESSEL}|${VOLUME})?(${alternation(PREPARE_LIQUIDS)})\b(?:\s*,?\s*(?:and|then)\s+(?:then\s+)?(?:take|drink|swallow)(?:\s+it)?\b)?`,
      'gi',
    ),
    to: (_m: string, dose: string, vessel: string | undefined, liquid: string) =>
      `${dose} dissolved in ${vessel ?? ''}${liquid}`,
  },
  {
    id: 'measure-fill',
    hint: MEASURE_FILL_HINT,
    examples: ['one heaped teaspoon in water twice a day', '2 level scoops daily'],
    re: new RegExp(
      String.raw`\b(${COUNT})\s+(${alternation(FILL_WORDS)})\s+(${alternation(MEASURES.flatMap((m) => DOSE_UNIT_WORDS[m] ?? []))})\b`,
      'gi',
    ),
    to: (_m, count: string, fill: string, unit: string) => `${count} ${unit} ${fill}`,
  },
];
