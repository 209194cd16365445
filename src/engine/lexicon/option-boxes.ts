/**
 * A checklist row gives each decision a box ('[x] continue  [ ] change  [ ] stop', '☐ continue ☒ stop',
 * '(x) cease', '✓ change'): the marks of a ticked and of an empty box, and each option's word with what a
 * ticked box says of the order, in the words the status readers know. Only the ticked box counts.
 */
import { alternation } from './words';

/**
 * Box marks, one list for both readers (this one and parse/checkboxes.ts, the box at a line's start).
 * Where they differ it is on purpose, and said here: a cross or a filled square at the start of a
 * checklist line is its tick, but next to an option word it could be the 'no' box; '□' at a line's
 * start is a plain bullet, next to an option word an empty box; a dot is a selected radio button.
 */
export const TICK_MARKS = '☒☑✓✔✅';
export const CROSS_AND_FILLED_MARKS = '✗✘❎■◼⬛';
const RADIO_MARKS = '◉⦿';
/** Inside brackets: '[x]', '[✓]', '(x)'; a radio button's dot only next to an option word. */
export const BRACKETED_TICKS = 'x✓✔';
const BRACKETED_DOTS = '•●';
export const EMPTY_MARKS = '☐❑❒⬜';
const OPEN_SQUARE = '□';

/** A ticked box: '[x]', '[X]', '[✓]', '(x)', '☒', '☑', '✓', '✔', '✅', and a selected radio button '(•)', '◉'. */
export const TICKED_BOX = String.raw`(?:\[\s?[${BRACKETED_TICKS}${BRACKETED_DOTS}]\s?\]|\(\s?[${BRACKETED_TICKS}${BRACKETED_DOTS}]\s?\)|[${TICK_MARKS}${RADIO_MARKS}])`;
/** An empty box: '[ ]', '[]', '( )', '☐', '□'. */
export const EMPTY_BOX = String.raw`(?:\[\s?\]|\(\s?\)|[${EMPTY_MARKS}${OPEN_SQUARE}])`;

/** An option's word -> what its ticked box says of the order. */
export const BOX_OPTIONS: Readonly<Record<string, string>> = {
  continue: 'continue',
  continued: 'continue',
  cont: 'continue',
  keep: 'continue',
  change: 'changed',
  changed: 'changed',
  'dose change': 'changed',
  amend: 'changed',
  adjust: 'changed',
  stop: 'stopped',
  stopped: 'stopped',
  cease: 'ceased',
  ceased: 'ceased',
  discontinue: 'ceased',
  withhold: 'withheld',
  withheld: 'withheld',
  hold: 'withheld',
  suspend: 'suspended',
  new: 'new',
  start: 'new',
};

/** One box and the option it names ('[x] stop'): group 1 the box, group 2 the option. */
export const OPTION_BOX_RE = new RegExp(
  String.raw`(${TICKED_BOX}|${EMPTY_BOX})\s*(${alternation(Object.keys(BOX_OPTIONS))})(?![a-z])`,
  'giu',
);
export const TICKED_BOX_RE = new RegExp(`^${TICKED_BOX}$`, 'iu');
