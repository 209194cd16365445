/**
 * The guard that keeps an order out of the non-order rules: a line that starts with a medicine the
 * knowledge base knows (by name, brand or bracketed generic) and goes on with a dose, strength, form,
 * route or frequency is an order, whatever clinical context trails it ('- new, level 32', '(INR 2.5)',
 * 'BP 110/70 - reduced', 'HR 48'). Note rules (labs, observations, care) must never swallow it.
 */
import { requestMemo } from '../request-memo';
import { readName } from './name';
import type { ParsedOrder } from './types';

/** True when a parsed order says anything about how it is taken: a strength, amount, times, instruction, PRN or steps. */
export const hasDosing = (o: ParsedOrder): boolean =>
  !!(
    o.strength ||
    o.amount.count ||
    o.amount.measure ||
    o.timing.known ||
    o.instruction ||
    o.prn ||
    o.steps.length > 1
  );

/** A number with a dose unit ('100 mg', '2 tabs', '0.5%'): an amount is written. */
export const DOSE_AMOUNT =
  /\d\s*(?:mg|mcg|micrograms?|g|ml|mmol|units?|iu|%|tabs?|tablets?|caps?|capsules?|drops?|puffs?|sachets?|patch(?:es)?|sprays?)\b/i;

// Read only up to the first break: trailing context ('- level 32', '(INR 2.5)') is not dosing.
const FIRST_PART = /\s[-–—]\s|[;(]|,\s/;
const SIGNAL = new RegExp(
  [
    String.raw`\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)?\s*(?:mg|mcg|micrograms?|µg|g|grams?|iu|international units?|units?|u|ml|mls|mmol|%|tabs?|tablets?|caps?|capsules?|puffs?|drops?|sachets?|patch(?:es)?|sprays?|nebules?|vials?|ampoules?|doses?)\b(?:\/(?:kg|m2|m²|day|dose|hr|hour|h|spray|puff|actuation|ml)\b)?`,
    String.raw`(?:one|two|three|four|half|a|½|\d+(?:\.\d+)?)\s+(?:tabs?|tablets?|caps?|capsules?|puffs?|drops?|sachets?|patch(?:es)?|sprays?|nebules?|inhalations?|suppositor\w+|pessar\w+|applications?|units?)\b`,
    String.raw`(?:daily|mane|nocte|midi|bd|bid|tds|tid|qid|qds|od|stat|prn|weekly|fortnightly|monthly|hourly|twice|once|every|at night|at bedtime|in the (?:morning|evening)|when required|as required|as needed)`,
    String.raw`(?:po|iv|im|sc|s\/c|subcut|sl|pr|pv|neb|topical|inhaled|orally|oral)`,
    String.raw`(?:tabs?|tablets?|caps?|capsules?|inhaler|cream|ointment|gel|lotion|eye drops|drops|patch|injection|inj|syrup|liquid|mixture|suspension|sachets?|suppository|pessary|nebules?|spray)`,
  ]
    .map((p) => `(?:${p})`)
    .join('|')
    .replace(/^/, String.raw`(?<![\w/])(?:`)
    .concat(String.raw`)(?![\w/])`),
  'i',
);

/** True when the text's first part (before any ' - ', ',', ';' or bracket) says how the medicine is taken. */
export function hasOrderSignal(text: string): boolean {
  return SIGNAL.test(text.split(FIRST_PART)[0] ?? '');
}

/** True when any part of the text says how a medicine is taken ('Magnesium 0.6 - replaced IV'). */
export const hasSignalAnywhere = (text: string): boolean => SIGNAL.test(text);

// The same line is asked twice in one reconciliation (by the note rule, then by the last check on the
// lines left out): the answers are kept for that request only. reconcile() empties the memo when it
// returns, so no order line stays in memory between requests (medication text is not kept).
const ORDER_LINE_MEMO = requestMemo<string, boolean>();

/** How many lines the memo holds now (for the test that no line outlives its request). */
export const rememberedOrderLines = (): number => ORDER_LINE_MEMO.size;
const ORDER_LINE_MEMO_LIMIT = 200;

/** A known medicine first, then a dose, strength, form, route or frequency: an order, never a note. */
export function isOrderLine(text: string): boolean {
  let yes = ORDER_LINE_MEMO.get(text);
  if (yes !== undefined) return yes;
  const read = readName(text);
  yes = !!read?.medicine && hasOrderSignal(read.rest);
  if (ORDER_LINE_MEMO.size >= ORDER_LINE_MEMO_LIMIT) ORDER_LINE_MEMO.clear();
  ORDER_LINE_MEMO.set(text, yes);
  return yes;
}
