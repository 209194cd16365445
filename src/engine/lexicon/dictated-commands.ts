/**
 * An unedited dictation transcript keeps the speaker's layout commands as words ('open bracket new close
 * bracket', 'number two atorvastatin ...', '... at night new line'). Each is the mark it asks for, so the
 * readers see the list the speaker meant: brackets are brackets, a spoken item number is numbering (dropped
 * like '2.'), and 'new line' at the end of a line ends it. Runs after 'dictated-punctuation' (comma, colon,
 * full stop). Only marks replace words; no number or word is added.
 */
import { alternation, NUMBER_WORDS, spellings, UNIT_WORDS } from './words';
import type { NormaliseRule } from './normalise';

const BRACKET_WORDS = ['bracket', 'brackets', 'paren', 'parenthesis', 'parentheses'];
const OPEN_WORDS = ['open', 'opening', 'left'];
const CLOSE_WORDS = ['close', 'closing', 'right', 'end'];
const LINE_WORDS = ['new line', 'next line', 'new paragraph', 'next paragraph'];
const ITEM_WORDS = ['number', 'item', 'point'];
// 'Item 116': a medical chest's item numbers run to three figures.
const ITEM_NUMBER = String.raw`(?:\d{1,3}|${alternation(Object.keys(NUMBER_WORDS).filter((w) => w !== 'half'))})`;
// 'one period metoprolol ...', 'two full stop ramipril ...', 'three close bracket ...': the spoken '1.' / '2)'
// of a numbered list ('full stop' and the brackets are marks already when this runs). Not 'point' or 'dot'
// ('one point five milligrams' is a decimal).
const NUMBER_MARK = String.raw`(?:\s+period\b|\s*[.)])`;
// After the mark comes the order itself: a word that is not a number or a unit.
const ORDER_START = String.raw`(?=[a-z])(?!(?:${alternation(spellings(UNIT_WORDS))}|${alternation(Object.keys(NUMBER_WORDS))})\b)`;

export const DICTATED_HINT =
  /bracket|paren|new line|next line|paragraph|^\s*(?:number|item|point)\s|\b(?:period|full stop)\b/i;

export const DICTATED_COMMAND_RULES: readonly NormaliseRule[] = [
  {
    id: 'dictated-brackets',
    hint: /bracket|paren/i,
    examples: [
      'Ramipril 5 milligrams daily open bracket for blood pressure close bracket',
      'Metoprolol 25 mg BD left paren dose reduced right paren',
    ],
    re: new RegExp(
      String.raw`\s*\b(${alternation(OPEN_WORDS)}|${alternation(CLOSE_WORDS)})\s+${alternation(BRACKET_WORDS)}\b\s*`,
      'gi',
    ),
    to: (_m, side: string) => (OPEN_WORDS.includes(side.toLowerCase()) ? ' (' : ') '),
  },
  {
    // The lines are split already: a spoken line break at the end has nothing left to do.
    id: 'dictated-line-end',
    hint: /line|paragraph/i,
    examples: ['Ramipril 5 mg daily new line', 'Medicines on discharge: next paragraph'],
    re: new RegExp(String.raw`\s*\b${alternation(LINE_WORDS)}\s*[.,;]?\s*$`, 'i'),
    to: '',
  },
  {
    // 'one period metoprolol 25 milligrams ...', '3 full stop atorvastatin ...': a number and its spoken
    // mark at the start of the line is the list's numbering. 'item two period ...' too.
    id: 'dictated-numbered-item',
    hint: /^\s*[a-z\d]+(?:\s+[a-z\d]+)?(?:\s+period\b|\s*[.)])/i,
    examples: ['one period metoprolol 25 milligrams twice daily', 'item 4 period metformin 1 g BD'],
    re: new RegExp(
      String.raw`^\s*(?:${alternation(ITEM_WORDS)}\s+)?${ITEM_NUMBER}${NUMBER_MARK}\s*[.:,-]?\s+${ORDER_START}`,
      'i',
    ),
    to: '',
  },
  {
    // 'number three amlodipine ...', 'item 4 metformin ...': the spoken '3.' before an order.
    id: 'dictated-item-number',
    hint: /^\s*(?:number|item|point)\s/i,
    examples: ['number three amlodipine 5 mg mane', 'Item 4 metformin 1 g BD'],
    re: new RegExp(
      String.raw`^\s*${alternation(ITEM_WORDS)}\s+${ITEM_NUMBER}\s*[.:,)-]?\s+(?=[a-z])(?!${alternation(spellings(UNIT_WORDS))}\b)`,
      'i',
    ),
    to: '',
  },
];
