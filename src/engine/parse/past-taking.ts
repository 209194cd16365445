/**
 * A discharge letter's sentence telling what the patient had been taking before ('Methotrexate toxicity: she
 * had been taking methotrexate 15 mg every day instead of weekly.', 'He was using his brother's salbutamol
 * inhaler'): history, the cause of the admission, not what goes on after it. Read as an order it made a row
 * beside the medicine's real discharge order (often a stop). Reported so a pharmacist sees it, never a row.
 * A sentence that also says what happens now (a stop, hold, start or continue word) is left to the order
 * rules; on the admission list 'had been taking' is what the patient takes, so only the discharge list.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';
import { SENTENCE_VERBS } from '../lexicon/sentence-words';
import { namesMedicine } from './non-order';
import { type LineRule, unreadable } from './line-rule-kit';

const PAST_TAKING =
  /\b(?:had\s+(?:been\s+)?(?:taking|using|taken|used|on)|(?:was|were)\s+(?:taking|using)|used\s+to\s+(?:take|use))\b/i;
const NOW_WORDS = new RegExp(
  String.raw`(?<![a-z])(?:${alternation([
    ...STATUS_WORDS,
    ...SENTENCE_VERBS.start,
    ...SENTENCE_VERBS.continue,
    'now',
    'from now',
    'discharge',
    'going forward',
  ])})(?![a-z])`,
  'i',
);

export const pastTakingRule: LineRule = {
  id: 'past-taking',
  examples: [
    'Methotrexate toxicity: she had been taking methotrexate 15 mg every day instead of weekly.',
  ],
  apply: (c) => {
    const t = c.l.text;
    if (c.s.list !== 'discharge' || !PAST_TAKING.test(t) || NOW_WORDS.test(t)) return false;
    if (!namesMedicine(t)) return false;
    return unreadable(c);
  },
};
