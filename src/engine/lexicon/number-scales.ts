/**
 * Large doses in units written with a scale word or with spaces between the thousands, as penicillin,
 * nystatin, heparin and vitamin D orders often are ('Bicillin L-A 1.2 million units', '1.5 million IU',
 * 'Nystatin 100 000 units/mL', 'Heparin 5 000 units'): respelled as one plain number before any reader sees
 * the line, else '1.2' is read with no unit and the dose is lost, or '100 000' splits into a stray '100' and a
 * strength of '000'. Only before a word of units ('units', 'IU', 'international units'): elsewhere a space
 * between numbers may part two amounts.
 */
import type { NormaliseRule } from './normalise';

const UNITS_AFTER = String.raw`(?=\s?(?:units?|iu|international\s+units?)\b)`;
const SCALES: Readonly<Record<string, number>> = { million: 1_000_000, thousand: 1000 };

export const NUMBER_SCALE_RULES: readonly NormaliseRule[] = [
  {
    id: 'scale-word-units',
    hint: /\d\s?(?:million|thousand)/i,
    examples: [
      'Bicillin L-A 1.2 million units IM',
      'benzylpenicillin 1.8 million IU',
      'nystatin 500 thousand units',
    ],
    re: new RegExp(
      String.raw`(?<![\w.,])(\d{1,4}(?:\.\d{1,3})?)\s?(million|thousand)${UNITS_AFTER}`,
      'gi',
    ),
    to: (_m: string, num: string, scale: string) =>
      String(Math.round(Number(num) * SCALES[scale.toLowerCase()]!)),
  },
  {
    id: 'space-thousands-units',
    hint: /\d \d{3}\s?(?:units?|iu|international)\b/i,
    examples: ['Nystatin 100 000 units/mL', 'Heparin 5 000 units subcut bd', 'Vitamin D 1 000 IU'],
    re: new RegExp(String.raw`(?<![\w.,]|\d\s)(\d{1,3}) (\d{3})${UNITS_AFTER}`, 'gi'),
    to: '$1$2',
  },
];
