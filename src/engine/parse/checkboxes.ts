/**
 * Marks at the start of a line that are neither bullets the list reader knows nor part of the order:
 * checklist boxes ('☒ Statin: Atorvastatin 80 mg', '☑', '✔', '[X]', '(x)') and the letter 'o' that
 * Word's second-level bullet pastes as ('o   Eliquis 5mg – one in the morning'). A box left empty
 * ('☐ Beta-blocker: ...') may mean the medicine was not given: the order is still read, and
 * says so ('box not ticked') so the row shows it.
 */
import {
  BRACKETED_TICKS,
  CROSS_AND_FILLED_MARKS,
  EMPTY_MARKS,
  TICK_MARKS,
} from '../lexicon/option-boxes';

// The box marks are the lexicon's (lexicon/option-boxes.ts), with this reader's differences said there.
const TICKED = new RegExp(
  String.raw`^\s*(?:[${TICK_MARKS}${CROSS_AND_FILLED_MARKS}]|\[\s?[${BRACKETED_TICKS}]\s?\]|\(\s?[${BRACKETED_TICKS}]\s?\))\s*`,
  'iu',
);
// The ballot box itself; '□' and '[ ]' are also written as plain bullets, so they stay bullets.
const EMPTY = new RegExp(String.raw`^\s*[${EMPTY_MARKS}]\s*(?=\S)`, 'u');
// 'o' as a bullet: lower case, then a tab or two spaces or more, or one space and a capital letter.
const O_BULLET = /^\s*o(?:\t|\s{2,}|\s(?=[A-Z]))\s*(?=\S)/;

/** The line without a checklist box or an 'o' bullet at its start; an empty box is said at the end. */
export function stripCheckbox(s: string): string {
  const c = s.trimStart().charCodeAt(0);
  // Most lines start with a letter or digit that no mark here starts with ('o' aside).
  if (c !== 111 && c !== 91 && c !== 40 && c < 0x2000) return s;
  if (O_BULLET.test(s)) return s.replace(O_BULLET, '');
  if (TICKED.test(s)) return s.replace(TICKED, '');
  const empty = EMPTY.exec(s);
  if (empty) return `${s.slice(empty[0].length).trimEnd()} (box not ticked)`;
  return s;
}
