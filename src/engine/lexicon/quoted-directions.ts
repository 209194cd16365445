/**
 * Directions quoted from a pharmacy label ('Lipitor 40 mg - label "Take ONE tablet at night" - 12 left',
 * 'label reads: "Apply twice daily"', 'sig "1 tab mane"'): the quotation is the order's directions, so its
 * quotation marks and the label word before it go, and the readers see 'Take ONE tablet at night'. Only a
 * quotation that starts like directions (a directions verb or a count): what someone said ('pt says "haven't
 * taken these for ages"') stays quoted.
 */
import type { NormaliseRule } from './normalise';
import { alternation, NUMBER_WORDS } from './words';
import { DIRECTION_VERBS as VERBS } from './direction-verbs';

const COUNT = String.raw`(?:\d|${alternation(Object.keys(NUMBER_WORDS))}\b)`;
const LABEL_WORD = String.raw`(?:(?:the\s+)?(?:pharmacy\s+)?label(?:\s+(?:reads|says|directions))?|directions\s+on\s+(?:the\s+)?label|sig)\s*:?\s*`;

export const QUOTED_DIRECTIONS_HINT = /["“”]/;

// A reminder's prompt opening a quotation ('"Time for your Cartia"', '"Don't forget your puffer"', '"Remember to take
// the Lasix"'): it says take, so the quotation is directions like any other.
const PROMPTS = [
  'time for',
  'time to take',
  "it's time for",
  "it's time to take",
  "don't forget",
  "don't forget to take",
  'remember',
  'remember to take',
];

export const QUOTED_DIRECTIONS_RULES: readonly NormaliseRule[] = [
  {
    id: 'reminder-prompt',
    hint: /["“](?:it['’]s\s+)?(?:time|don|remember)/i,
    examples: ['"Time for your Cartia"', '"Don\'t forget to take your Lasix 40"'],
    re: new RegExp(
      String.raw`(["“])(?:${alternation(PROMPTS)})\s+(?=(?:your|the|his|her)\s)`,
      'gi',
    ),
    to: (_m, quote: string) => `${quote}Take `,
  },
  {
    id: 'quoted-directions',
    hint: QUOTED_DIRECTIONS_HINT,
    examples: [
      'label "Take ONE tablet at night"',
      'label reads: "Apply twice daily"',
      'sig "1 tab mane"',
    ],
    // After a label word, directions may open with their count ('sig "1 tab mane"'); a quotation with no
    // label word only with a directions verb ('"half the nerve pain dose"' is what someone said).
    re: new RegExp(
      String.raw`\b${LABEL_WORD}["“]((?:${alternation(VERBS)}\b|${COUNT})[^"“”]*)["”]|["“](${alternation(VERBS)}\b[^"“”]*)["”]`,
      'gi',
    ),
    to: (_m, labelled?: string, bare?: string) => labelled ?? bare ?? _m,
  },
  {
    // A dispensing label log quotes its directions in single quotes ("x28  'Take ONE tablet at night'"); the
    // closing quote had stuck to 'night', so the time went unread. Only a quotation opening with a directions
    // verb, between spaces or line ends, so an apostrophe ('patient's') never opens one.
    id: 'single-quoted-directions',
    hint: new RegExp(String.raw`['‘](?:${alternation(VERBS)})\b`, 'i'),
    examples: ["x28  'Take ONE tablet daily with the evening meal'", "'Apply twice a day'"],
    re: new RegExp(
      String.raw`(?<![\w'])['‘]((?:${alternation(VERBS)})\b[^'‘’\n]*)['’](?![\w'])`,
      'gi',
    ),
    to: (_m, body: string) => body,
  },
];
