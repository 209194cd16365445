/**
 * A chart's capital 'T' for tablet after a count ('¼ T bd', 'i T tds', '2 T nocte'), as a handwritten chart is
 * transcribed. The letter was no dose unit, so '1/4 T' read as a dose of 1 (the 4 not understood) and 'i T' lost its
 * count. Respelled 'tab' only as a word of its own, in capitals, straight after a count: 'T' elsewhere (a name's
 * initial, 'Vitamin D T/F') stays as written.
 */
import type { NormaliseRule } from './normalise';

const COUNT = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|\d+ \d+\/\d+|[½¼¾]|i{1,3}|one|two|three|half)`;

export const TABLET_LETTER_RULES: readonly NormaliseRule[] = [
  {
    id: 'tablet-letter',
    hint: /\sT(?:\s|$)/,
    examples: ['Carvedilol 25mg 1/4 T bd', 'Metformin 500mg i T tds', 'Aspirin 100 mg 1 T mane'],
    // Case-sensitive on purpose: a lower-case 't' is no chart abbreviation.
    re: new RegExp(String.raw`(?<=(?:^|\s)${COUNT}\s{1,3})T(?=\s|$|[,;.])`, 'g'),
    to: 'tab',
  },
];
