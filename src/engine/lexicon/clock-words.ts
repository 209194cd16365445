/**
 * A clock hour written in words with its part of the day, as an Easy English handout or a letter writes it
 * ('at eight in the morning', 'at six in the evening', 'at ten at night', 'at 2 in the afternoon'): the clock
 * time ('at 8 am'), which the timing readers place in its slot. Only after 'at', so a count before a time
 * ('two in the morning' is two tablets) stays a count; an hour that does not fit the part of the day
 * ('at two at night') stays as written.
 */
import type { NormaliseRule } from './normalise';
import { NUMBER_WORDS } from './words';

const PARTS: Record<string, { suffix: 'am' | 'pm'; from: number; to: number }> = {
  morning: { suffix: 'am', from: 1, to: 11 },
  afternoon: { suffix: 'pm', from: 1, to: 6 },
  evening: { suffix: 'pm', from: 4, to: 11 },
  night: { suffix: 'pm', from: 6, to: 11 },
};

const HOUR_WORDS = Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w]! <= 12);
const CLOCK_WORDS = new RegExp(
  String.raw`\bat\s+(${HOUR_WORDS.join('|')}|1[0-2]|[1-9])(?:\s+o'?clock)?\s+(?:in\s+the\s+(morning|afternoon|evening)|at\s+(night))\b`,
  'gi',
);

export const CLOCK_WORD_RULES: readonly NormaliseRule[] = [
  {
    id: 'clock-words',
    hint: /\bat\s+\S+\s+(?:o'?clock\s+)?(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night)/i,
    examples: ['at eight in the morning', 'at six in the evening', 'at ten at night'],
    re: CLOCK_WORDS,
    to: (all: string, hour: string, day?: string, night?: string) => {
      const h = /^\d/.test(hour) ? Number(hour) : NUMBER_WORDS[hour.toLowerCase()];
      const part = PARTS[(day ?? night ?? '').toLowerCase()];
      if (h === undefined || !part || h < part.from || h > part.to) return all;
      return `at ${h} ${part.suffix}`;
    },
  },
];
