/**
 * A decimal comma, as most of Europe and South America write it ('Bisoprolol 2,5 mg', 'Clonazepam 0,5 mg',
 * '1,25 mg'): respelled with a full stop before any reader sees the line, else '2,5 mg' splits at the comma
 * into a stray '2' and a strength of 5 mg. Only one or two digits after the comma and a unit straight
 * after them: '7,500 units' (three digits) is a thousands comma, and 'days 1,2' has no unit.
 */
import type { NormaliseRule } from './normalise';
import { alternation, spellings, UNIT_WORDS } from './words';

const UNIT = alternation(spellings(UNIT_WORDS));

export const DECIMAL_COMMA_HINT = /\d,\d/;

export const DECIMAL_COMMA_RULES: readonly NormaliseRule[] = [
  {
    id: 'decimal-comma',
    hint: DECIMAL_COMMA_HINT,
    examples: [
      'Bisoprolol 2,5 mg',
      'Clonazepam 0,5 mg',
      'Ramipril 1,25 mg',
      'Levothyroxin 62,5 µg',
    ],
    re: new RegExp(String.raw`(?<![\d,.])(\d{1,3}),(\d{1,2})(?=\s?${UNIT}(?![a-z]))`, 'gi'),
    to: '$1.$2',
  },
];
