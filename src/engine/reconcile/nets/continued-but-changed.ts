/**
 * A discharge line that says the medicine goes on as it was ('CONTINUE', 'continue as before', 'no
 * change') while the comparison found a change: either the line's own word or one side's reading is
 * wrong (a heading the admission list put it under, a dose count the reader missed). The row names both.
 * The same line on a row read as new ('Colchicine ... (no change)' with no admission order found): the
 * admission list most likely writes it in a way no reader took as its order (a letter's sentence).
 */
import type { Net } from './types';
import { flag, where } from './flag';

/** The same words when no status reader took them ('... two tablets at night should continue as before'). */
const GOES_ON =
  /(?<!\bnot\s)(?<!\bnot to\s)\b(?:continue[ds]?|continuing|unchanged|no change|as before)\b/i;

const COURSE_AFTER = /^\s*(?:until|till|for)\b/i;
const at = (text: string, word: string) => {
  const i = text.toLowerCase().indexOf(word.toLowerCase());
  return i < 0 ? text.length : i + word.length;
};

export const continuedButChanged: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    // 'stop in the right eye, continue in the left': the site stop is the change.
    const isNew = row.changeType === 'new' && !adm;
    if ((!isNew && (row.changeType !== 'changed' || !adm)) || dis.siteStop) continue;
    const s = dis.status;
    const word =
      s?.kind === 'continued' && !s.fromHeading
        ? s.word
        : !s
          ? GOES_ON.exec(dis.text)?.[0]
          : undefined;
    if (!word) continue;
    // 'Enoxaparin ... is to continue until 29/12', '... continue for 3 more days': a course started in
    // hospital goes on after discharge; a new row is right.
    if (isNew && (dis.duration || COURSE_AFTER.test(dis.text.slice(at(dis.text, word))))) continue;
    const doubt = isNew
      ? 'but no admission order was read for it: check the admission list'
      : `but the lists were read as different (${row.comment}): check which is right`;
    flag(row, `${row.name}: ${where(dis)} says "${word}", ${doubt}`, out);
  }
  return out;
};
