/**
 * A weaning plan that names its first dose after the word ('Oxazepam - wean: 7.5 mg nocte for 2 weeks then stop',
 * 'taper to 10 mg mane for 1 week, then 5 mg'): the dose after 'wean:' is what is taken now, and 'wean' says why.
 * Read before, the word opened the plan with no dose ('Dose not stated, then 7.5 mg ...'), the time lost.
 */
import type { NormaliseRule } from './normalise';

export const WEAN_LEAD_RULES: readonly NormaliseRule[] = [
  {
    id: 'wean-lead',
    hint: /\b(?:wean|taper)/i,
    examples: [
      'wean: 7.5mg nocte for 2 weeks then stop',
      'taper to 10 mg mane for 1 week, then 5 mg',
    ],
    // Only with no dose before the word: 'Diazepam 5 mg BD, taper to 2.5 mg BD' is a later step. 'weaning:' over a
    // list of steps is taper-list.ts's.
    re: /^(\D*?)\b(wean|taper)\s*(?::|\bto\b)\s*(\d.*)$/i,
    to: (_m: string, head: string, word: string, rest: string) =>
      `${head}${rest} (${word.toLowerCase()})`,
  },
];
