/**
 * When a patch comes off, written straight after when it goes on ('apply mane remove nocte', 'on in the morning
 * and take off at bedtime'): the time after the removal word is not a second dose. Without a comma the clause
 * was read as one, so 'remove nocte' put a second patch in the night slot, silently. The removal is made a
 * clause of its own; the readers keep it as a note ('Remove nocte'), as they did with the comma.
 */
import type { NormaliseRule } from './normalise';
import { alternation, TIME_WORDS } from './words';

export const PATCH_OFF_WORDS = ['remove', 'take off', 'peel off', 'taken off', 'removed'];

const OFF = alternation(PATCH_OFF_WORDS);
const WHEN = alternation(TIME_WORDS.map(([w]) => w));

export const PATCH_OFF_RULES: readonly NormaliseRule[] = [
  {
    id: 'patch-off-clause',
    hint: /remove|off\b/i,
    examples: [
      'GTN patch 5mg/24hr apply mane remove nocte',
      'Nicotine patch 21mg apply in the morning and take off at bedtime',
    ],
    re: new RegExp(
      String.raw`(?<=[^\s,;(])\s+(?:(?:and|then|&)\s+)?(?=(?:${OFF})\s+(?:(?:the\s+|it\s+)?patch\s+)?(?:${WHEN}|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\d{4}\b))`,
      'gi',
    ),
    to: ', ',
  },
];
