/**
 * A checklist row gives each decision a box ('[x] continue  [ ] change  [ ] stop', '☐ continue ☒ stop',
 * '(x) cease', '✓ change'): the marks of a ticked and of an empty box, and each option's word with what a
 * ticked box says of the order, in the words the status readers know. Only the ticked box counts.
 */
import { alternation } from './words';

/** A ticked box: '[x]', '[X]', '[✓]', '(x)', '☒', '☑', '✓', '✔', '✅', and a selected radio button '(•)', '◉'. */
export const TICKED_BOX = String.raw`(?:\[\s?[x✓✔•●]\s?\]|\(\s?[x✓✔•●]\s?\)|[☒☑✓✔✅◉⦿])`;
/** An empty box: '[ ]', '[]', '( )', '☐', '□'. */
export const EMPTY_BOX = String.raw`(?:\[\s?\]|\(\s?\)|[☐□❑❒⬜])`;

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
