/**
 * A discharge line that writes a change word ('changed', 'amended', 'increased', 'reduced') while no
 * reader took a status from it and the comparison found nothing different: the word sits in a cell or a
 * remark the readers did not take (an eMR Status cell in a wording the engine does not know), so
 * 'unchanged' may be wrong. The row says which word, never a silent 'unchanged'.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import { DOSE_CHANGE_IMPERATIVES, DOSE_CHANGE_VERBS } from '../../lexicon/sentence-words';
import { alternation } from '../../lexicon/words';
import { guideOf } from '../guided-dose';

/** Words that say the order was changed on this admission (the lexicon's change verbs, and the words
 *  an eMR writes for an edited order); a 'not' or 'no' before them says it was not, and 'modified
 *  release' is a kind of tablet. */
const CHANGE_WORD = new RegExp(
  String.raw`(?<!\b(?:not|no|un|never)[\s-])\b(${alternation([...Object.keys(DOSE_CHANGE_VERBS), 'amended', 'altered', 'modified', 'adjusted'])})\b(?!\s*[-‐]?\s*release)`,
  'i',
);
// 'Donepezil 5 mg mane - increase to 10 mg mane after 2 weeks': an instruction to change to a new amount
// that no reader took as the dose now (lexicon/change-instruction.ts leaves a later or conditional one).
const CHANGE_TO_AMOUNT = new RegExp(
  String.raw`\b(${alternation(DOSE_CHANGE_IMPERATIVES)})\s+(?:the\s+)?(?:dose\s+)?(?:(?:back|up|down)\s+)?to\s+\d`,
  'i',
);

export const unreadChange: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis } of rows) {
    if (row.changeType !== 'unchanged' || dis.status) continue;
    // 'then dose adjusted per INR': a word of the order's guide says how later doses are set, not a change.
    const guide = guideOf(dis);
    const text = guide?.step ? dis.raw.replace(guide.text, '') : dis.raw;
    const m = CHANGE_WORD.exec(text) ?? CHANGE_TO_AMOUNT.exec(text);
    if (!m) continue;
    flag(
      row,
      `${row.name}: ${where(dis)} also says "${m[1]}", but the row is unchanged: check what changed`,
      out,
    );
  }
  return out;
};
