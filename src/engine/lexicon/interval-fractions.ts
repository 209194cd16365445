/**
 * Ward shorthand writes an interval as a fraction of a year, a week or a month with '-ly' after it
 * ('3/12ly' three-monthly, '2/52ly' fortnightly, '6/12-ly'), or after 'every' / 'q' ('every 3/12',
 * 'q6/12'). Alone ('for 3/12', 'x 2/52') the same fraction is a duration, so only these two spellings are
 * respelled, to the interval words the timing readers know ('every 3 months', 'every 2 weeks').
 */
import type { NormaliseRule } from './normalise';

// The denominator of the fraction and the interval unit it counts in.
const PER: Readonly<Record<string, [one: string, many: string]>> = {
  '12': ['monthly', 'months'],
  '52': ['weekly', 'weeks'],
  '7': ['daily', 'days'],
};

const interval = (n: string, per: string): string => {
  const [one, many] = PER[per]!;
  return Number(n) === 1 ? one : `every ${Number(n)} ${many}`;
};

export const INTERVAL_FRACTION_RULES: readonly NormaliseRule[] = [
  {
    id: 'interval-fraction-ly',
    hint: /\/\s*(?:12|52|7)\s*-?\s*ly\b/i,
    examples: ['B12 1000 mcg IMI 3/12ly', 'Denosumab 60 mg SC 6/12-ly', 'Depot 2/52ly'],
    re: /(?<![\d/])(\d{1,2})\s*\/\s*(12|52|7)\s*-?\s*ly\b/gi,
    to: (_m, n: string, per: string) => interval(n, per),
  },
  {
    id: 'interval-fraction-every',
    hint: /(?:every|q)\s*\d{1,2}\s*\/\s*(?:12|52|7)\b/i,
    examples: ['Hydroxocobalamin 1 mg IM every 3/12', 'Zoledronic acid 5 mg IV q12/12'],
    re: /\b(?:every|q)\s*(\d{1,2})\s*\/\s*(12|52|7)(?![\d/])/gi,
    to: (_m, n: string, per: string) => interval(n, per),
  },
];
