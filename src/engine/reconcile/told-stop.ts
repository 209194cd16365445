/**
 * An admission medicine with no discharge order whose stop is told on a discharge line that is not its
 * order: a letter's sentence ('... so we stopped warfarin and started apixaban'), a footnote ('* replaces
 * esomeprazole (formulary PPI); esomeprazole ceased.'). That line is the stated reason, so the ceased entry
 * quotes it with its line number instead of 'Not on discharge list'; the entry keeps the warning that the
 * line was not read as its order (unpaired-mentions.ts), so the clinician checks it.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';
import { cleanText } from '../parse/lines';
import { escapeRe } from '../parse/text';
import type { ParsedList } from '../parse/types';

const HOLD_WORDS = new Set(['withheld', 'withhold', 'held', 'suspended', 'on hold']);
const STOP_RE = new RegExp(
  String.raw`(?<![a-z])(?:(${alternation(STATUS_WORDS)})|replac\w*|switched|swapped|changed(?: over)? to|in place of|instead of)(?![a-z])`,
  'i',
);
// 'Do not stop aspirin', 'never stop': an instruction to go on, not a stop.
const NOT_BEFORE = /\b(?:do not|don't|never|not to|must not|should not)\s*$/i;
// A footnote's mark before its words.
const MARK = /^[\s*†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰]+/u;

/** The reason a discharge line tells for stopping a medicine known by `names`, or undefined. */
export function toldStop(
  list: ParsedList,
  names: readonly string[],
  skip: ReadonlySet<number>,
): string | undefined {
  if (!names.length) return undefined;
  const named = new RegExp(`(?<![a-z])(?:${names.map(escapeRe).join('|')})(?![a-z])`, 'i');
  for (const l of list.lines) {
    // Only a line the readers did not take as a known medicine's order (that order's words were read by
    // replacedBy and stoppedIn); a sentence read as an unknown name is no order of anything.
    const known = l.kind === 'order' && !!l.order && !l.order.unknownMedicine;
    if (skip.has(l.line) || known || l.kind === 'heading' || !named.test(l.raw)) continue;
    const stop = STOP_RE.exec(l.raw);
    if (!stop || NOT_BEFORE.test(l.raw.slice(0, stop.index))) continue;
    const label = stop[1] && HOLD_WORDS.has(stop[1].toLowerCase()) ? 'Withheld' : 'Ceased';
    // As cleaned for reading: no bullet, number, tick or table tab before the words.
    return `${label}: ${cleanText(l.raw).replace(MARK, '').trim()} (discharge line ${l.line})`;
  }
  return undefined;
}
