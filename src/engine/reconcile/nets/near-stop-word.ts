/**
 * A word on a discharge line that is two letters from a stop or hold word ('stoepd', 'withehd',
 * 'discontnued'), while its row goes on. One wrong letter is read as the word itself
 * (parse/misspelt-status.ts); two may be a typo or another word, so the engine does not read it as a stop,
 * but it says so: the row may be stopped. Words that really are other words ('caused', 'stepped',
 * 'suspected') are never doubted.
 */
import { osaDistance } from '../../kb/fuzzy';
import { LONG_STATUS_WORDS as TARGETS } from '../../parse/misspelt-status';
import type { Net } from './types';
import { flag, where } from './flag';

const REAL_WORDS = new Set(
  `caused cased chased ceded creased teased leased eased based seated ceases cease stepped stooped stripped strapped
  stomped steeped shopped slopped topped stopper stored stapled stops stopping withholds withholding suspected suspender suspends
  suspend discontinue discontinues withheld withhold ceased stopped suspended discontinued`.split(
    /\s+/,
  ),
);

/** The stop or hold word a word may be a two-letter typo of, else null. */
export function nearStopWord(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 5 || REAL_WORDS.has(w) || !/^[a-z]+$/.test(w)) return null;
  // Short words ('ceased', 'stopped') are two letters from many others ('closed', 'sipped'): for them the
  // typo must keep the first two letters and the last one ('stoepd').
  return (
    TARGETS.find(
      (t) =>
        t[0] === w[0] &&
        (t.length >= 8 || (t[1] === w[1] && t.at(-1) === w.at(-1))) &&
        osaDistance(w, t, 2) <= 2,
    ) ?? null
  );
}

export const nearStopWordNet: Net = ({ rows, uses }) => {
  const out: string[] = [];
  for (const { row, dis } of rows) {
    const kind = dis.status?.kind;
    if (kind === 'ceased' || kind === 'withheld') continue;
    const name = dis.nameText.toLowerCase();
    const hit = uses(dis).find(
      (u) =>
        u.token.kind === 'word' &&
        !name.includes(u.token.text.toLowerCase()) &&
        nearStopWord(u.token.text),
    );
    if (!hit) continue;
    flag(
      row,
      `${row.name}: ${where(dis)} has "${hit.token.text}", which may be a misspelt "${nearStopWord(hit.token.text)}", but the row is ${row.changeType}: check whether it is stopped or withheld`,
      out,
    );
  }
  return out;
};
