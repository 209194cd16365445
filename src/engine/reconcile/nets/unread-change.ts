/**
 * A discharge line that writes a change word ('changed', 'amended', 'increased', 'reduced') while no
 * reader took a status from it and the comparison found nothing different: the word sits in a cell or a
 * remark the readers did not take (an eMR Status cell in a wording the engine does not know), so
 * 'unchanged' may be wrong. The row says which word, never a silent 'unchanged'.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import { DOSE_CHANGE_VERBS } from '../../lexicon/sentence-words';
import { alternation } from '../../lexicon/words';
import { guideOf } from '../guided-dose';

/** Words that say the order was changed on this admission (the lexicon's change verbs, and the words
 *  an eMR writes for an edited order); a 'not' or 'no' before them says it was not, and 'modified
 *  release' is a kind of tablet. */
const CHANGE_WORD = new RegExp(
  String.raw`(?<!\b(?:not|no|un|never)[\s-])\b(${alternation([...Object.keys(DOSE_CHANGE_VERBS), 'amended', 'altered', 'modified', 'adjusted'])})\b(?!\s*[-‐]?\s*release)`,
  'i',
);

export const unreadChange: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis } of rows) {
    if (row.changeType !== 'unchanged' || dis.status) continue;
    // 'then dose adjusted per INR': a word of the order's guide says how later doses are set, not a change.
    const guide = guideOf(dis);
    const m = CHANGE_WORD.exec(guide?.step ? dis.raw.replace(guide.text, '') : dis.raw);
    if (!m) continue;
    flag(
      row,
      `${row.name}: ${where(dis)} also says "${m[1]}", but the row is unchanged: check what changed`,
      out,
    );
  }
  return out;
};
