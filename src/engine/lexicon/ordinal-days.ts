/**
 * 'every 4th Monday', 'every 2nd Tuesday' (a dialysis unit's or clinic's rhythm): every so many weeks on that
 * day, respelled as the rhythm readers know it ('every 4 weeks on Monday'). Only an ordinal written with its
 * digit: the number in the answer is the one the line writes.
 */
import type { NormaliseRule } from './normalise';

const DAY = String.raw`(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?`;

export const ORDINAL_DAY_RULES: readonly NormaliseRule[] = [
  {
    id: 'ordinal-weekday',
    hint: /\d(?:st|nd|rd|th)\s/i,
    examples: ['every 4th Monday at HD', 'every 2nd Tuesday (CKD nurse)'],
    re: new RegExp(String.raw`\bevery\s+([2-8])(?:nd|rd|th)\s+${DAY}(?![a-z])`, 'gi'),
    to: (m: string, n: string) => {
      const day = /\s(\S+)$/.exec(m)![1]!.replace(/s$/i, '');
      return `every ${n} weeks on ${/day$/i.test(day) ? day : `${day}day`}`;
    },
  },
];
