/**
 * An admission medicine with no discharge order whose stop is told on a discharge line that is not its
 * order: a letter's sentence ('... so we stopped warfarin and started apixaban'), a footnote ('* replaces
 * esomeprazole (formulary PPI); esomeprazole ceased.'). That line is the stated reason, so the ceased entry
 * quotes it with its line number instead of 'Not on discharge list'; the entry keeps the warning that the
 * line was not read as its order (unpaired-mentions.ts), so the clinician checks it.
 *
 * A combination's stop may be told on the order of the part that goes on ('Irbesartan 300 mg daily
 * (hydrochlorothiazide part stopped - Na 126)', 'Perindopril 5 mg mane - indapamide dropped: low sodium'): that
 * line is the combination's reason when it names a part the order does not contain with a stop word.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';
import { cleanText } from '../parse/lines';
import { escapeRe } from '../parse/text';
import { lookup } from '../parse/lookup';
import { PART_STOP_RE } from '../parse/part-stop';
import type { ParsedList, ParsedOrder } from '../parse/types';
import type { Medicine } from '../kb/types';

const HOLD_WORDS = new Set(['withheld', 'withhold', 'held', 'suspended', 'on hold']);
const STOP_RE = new RegExp(
  String.raw`(?<![a-z])(?:(${alternation(STATUS_WORDS)})|replac\w*|switched|swapped|changed(?: over)? to|in place of|instead of)(?![a-z])`,
  'i',
);
// 'Do not stop aspirin', 'never stop': an instruction to go on, not a stop.
const NOT_BEFORE = /\b(?:do not|don't|never|not to|must not|should not)\s*$/i;
// A footnote's mark before its words.
const MARK = /^[\s*†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰]+/u;

const namedRe = (names: readonly string[]) =>
  new RegExp(`(?<![a-z])(?:${names.map(escapeRe).join('|')})(?![a-z])`, 'i');

/** A medicine's names as an order may write them: its name, former, international and other names. */
const namesOfMedicine = (m: Medicine): string[] =>
  [
    m.name,
    ...(m.formerNames ?? []),
    ...(m.internationalNames ?? []),
    ...(m.abbreviations ?? []),
    ...(m.aliases ?? []),
  ].map((n) => n.toLowerCase());

/**
 * The order on a line continues only some parts of the combination: the names of the parts it leaves out
 * (each part's own names) and of the combination itself, or null when it is no part of it.
 */
function partsLeftOut(combination: Medicine, order: ParsedOrder | undefined): RegExp | null {
  const own = order?.medicine?.ingredients;
  const all = combination.ingredients;
  if (!own?.length || all.length < 2 || own.length >= all.length) return null;
  if (!own.every((x) => all.includes(x))) return null;
  const left = all.filter((x) => !own.includes(x));
  const names = left.flatMap((x) => {
    const hit = lookup(x);
    return hit && hit.medicine.ingredients.join() === x ? namesOfMedicine(hit.medicine) : [x];
  });
  return namedRe([
    ...new Set([...names, ...namesOfMedicine(combination), ...(combination.brands ?? [])]),
  ]);
}

/**
 * The reason a discharge line tells for stopping a medicine known by `names`, or undefined. `combination`:
 * the admission medicine, whose stop may be told on the order of one of its parts.
 */
export function toldStop(
  list: ParsedList,
  names: readonly string[],
  skip: ReadonlySet<number>,
  combination?: Medicine,
): string | undefined {
  if (!names.length) return undefined;
  const named = namedRe(names);
  for (const l of list.lines) {
    // Only a line the readers did not take as a known medicine's order (that order's words were read by
    // replacedBy and stoppedIn); a sentence read as an unknown name is no order of anything. The order of a
    // part of the combination may tell the other part's stop.
    const known = l.kind === 'order' && !!l.order && !l.order.unknownMedicine;
    const part = known && combination ? partsLeftOut(combination, l.order) : null;
    if (skip.has(l.line) || l.kind === 'heading' || !named.test(l.raw)) continue;
    if (known && !part?.test(l.raw)) continue;
    // On a part's order, the stop word comes after the other part's name ('... (HCTZ part dropped)').
    const from = known ? part!.exec(l.raw)!.index : 0;
    const stop = (known ? PART_STOP_RE : STOP_RE).exec(l.raw.slice(from));
    if (!stop || NOT_BEFORE.test(l.raw.slice(0, from + stop.index))) continue;
    const word = (stop[1] ?? stop[0]).toLowerCase();
    const label = HOLD_WORDS.has(word) ? 'Withheld' : 'Ceased';
    // As cleaned for reading: no bullet, number, tick or table tab before the words.
    return `${label}: ${cleanText(l.raw).replace(MARK, '').trim()} (discharge line ${l.line})`;
  }
  return undefined;
}
