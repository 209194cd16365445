/**
 * A discharge line that says the medicine goes on as it was ('CONTINUE', 'continue as before', 'no
 * change') while the comparison found a change: either the line's own word or one side's reading is
 * wrong (a heading the admission list put it under, a dose count the reader missed). The row names both.
 */
import type { Net } from './types';
import { flag, where } from './flag';

/** The same words when no status reader took them ('... two tablets at night should continue as before'). */
const GOES_ON =
  /(?<!\bnot\s)(?<!\bnot to\s)\b(?:continue[ds]?|continuing|unchanged|no change|as before)\b/i;

export const continuedButChanged: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    // 'stop in the right eye, continue in the left': the site stop is the change.
    if (row.changeType !== 'changed' || !adm || dis.siteStop) continue;
    const s = dis.status;
    const word =
      s?.kind === 'continued' && !s.fromHeading
        ? s.word
        : !s
          ? GOES_ON.exec(dis.text)?.[0]
          : undefined;
    if (!word) continue;
    flag(
      row,
      `${row.name}: ${where(dis)} says "${word}", but the lists were read as different (${row.comment}): check which is right`,
      out,
    );
  }
  return out;
};
