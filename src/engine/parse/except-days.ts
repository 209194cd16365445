/**
 * Days of the week a daily order leaves out ('daily except Sunday', 'mane except Sat & Sun', 'every day apart from
 * Wednesdays'). The day was read as the one day it is taken, so 'daily except Sunday' became 'weekly on Sunday'
 * (the opposite), or was dropped ('except Sun'): a dose taken six days a week compared as daily, silently. The
 * whole phrase becomes the order's pattern ('every day except Sunday'), so the row shows it and a change from
 * daily is seen. Day spellings are the lexicon's (lexicon/week-days.ts).
 */
import { alternation } from '../lexicon/words';
import { WEEK_DAYS } from '../lexicon/week-days';
import { EXCEPT_DAY_WORDS } from '../lexicon/except-day-words';

export interface ExceptDaysRead {
  /** 'every day except Sunday'. */
  label: string;
  index: number;
  end: number;
}

const SPELLING_TO_DAY = new Map<string, string>();
for (const [day, spellings] of WEEK_DAYS) for (const s of spellings) SPELLING_TO_DAY.set(s, day);

const DAY = String.raw`(?:${alternation([...SPELLING_TO_DAY.keys()])})s?\.?`;
const EXCEPT_RE = new RegExp(
  String.raw`\b(?:${alternation(EXCEPT_DAY_WORDS)})\s+(?:on\s+)?(?:the\s+)?(${DAY}(?:\s*(?:,|\/|&|\band\b|\bor\b)\s*${DAY})*)(?![a-z])`,
  'i',
);
const ONE_DAY = new RegExp(String.raw`(?<![a-z])${DAY}(?![a-z])`, 'gi');

const dayOf = (written: string): string | undefined =>
  SPELLING_TO_DAY.get(written.toLowerCase().replace(/\.$/, '').replace(/s$/, '')) ??
  SPELLING_TO_DAY.get(written.toLowerCase().replace(/\.$/, ''));

/** The days left out of a daily order, as a pattern, with where the phrase is; null when there is none. */
export function readExceptDays(lower: string): ExceptDaysRead | null {
  const m = EXCEPT_RE.exec(lower);
  if (!m) return null;
  const days = [...m[1]!.matchAll(ONE_DAY)].map((d) => dayOf(d[0]));
  if (!days.length || days.some((d) => !d)) return null;
  const names = [...new Set(days as string[])];
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return { label: `every day except ${list}`, index: m.index, end: m.index + m[0].length };
}
