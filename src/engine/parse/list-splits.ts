/**
 * One line that holds two orders: a regular and a when-required dose of the same medicine ('Symbicort 200/6
 * 2 puffs BD and 1-2 puffs PRN'), or two medicines ('Salbutamol 5 mg neb 4 hourly PRN + ipratropium 500 microgram
 * neb 6 hourly', 'Ferro-Grad C has been stopped; start Maltofer 100 mg daily').
 */
import { readName, splitName } from './name';
import { matchesOf } from './text';
import { scanTiming } from './timing';
import { alternation, PRN_EQUIVALENTS, PRN_WORDS } from '../lexicon/words';

const PRN_WORD = new RegExp(
  String.raw`(?<![\w.])(?:${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])})(?![\w])`,
  'i',
);
// 'and 1 puff PRN', '; extra 20 mg PRN if weight up 2 kg', ', plus an additional 5 mg when required'.
const EXTRA = String.raw`(?:(?:with|plus)\s+)?(?:an?\s+)?(?:extra|additional|further)\s+`;
const DUAL_SPLIT = new RegExp(
  String.raw`(?:\s+(?:and|plus|\+|&)\s+|\s*[;,]\s*)(?:${EXTRA})?(?=\d)`,
  'i',
);

/**
 * 'Symbicort 200/6 2 puffs BD and 1-2 puffs PRN': a regular dose and a when-required dose of the
 * same medicine on one line are two orders (two rows), each with the medicine's name.
 */
export function splitRegularAndPrn(text: string): [string, string] | null {
  if (!PRN_WORD.test(text)) return null;
  const m = DUAL_SPLIT.exec(text);
  if (!m) return splitRestatedPrn(text);
  const first = text.slice(0, m.index);
  const second = text.slice(m.index + m[0].length);
  if (
    PRN_WORD.test(first) ||
    !PRN_WORD.test(second) ||
    !scanTiming(first.toLowerCase()).timing.known
  )
    return null;
  const { region } = splitName(first);
  if (!region) return null;
  return [first, `${region} ${second}`];
}

const RESTATE_SPLIT = /\s*;\s*/g;

/**
 * 'Lasix 40 mg mane; Lasix 20 mg extra if breathless', 'furosemide 80 mg mane (up from 40 mg); furosemide 40 mg
 * if needed when weight up 2 kg': the when-required dose restates the medicine's name after a semicolon. The
 * same two orders as 'X 80 mg mane and 40 mg PRN' (two rows); a second medicine is splitTwoMedicines's.
 */
function splitRestatedPrn(text: string): [string, string] | null {
  for (const m of matchesOf(text, RESTATE_SPLIT)) {
    const first = text.slice(0, m.index);
    const second = text.slice(m.index + m[0].length);
    if (depth(first) !== 0 || PRN_WORD.test(first) || !PRN_WORD.test(second)) continue;
    if (!/\d/.test(second) || !scanTiming(first.toLowerCase()).timing.known) continue;
    const b = readName(second);
    if (!b?.medicine) continue;
    const a = readName(first);
    if (a?.key === b.key) return [first, second];
  }
  return null;
}

const STOPPED = /\b(?:stopped|ceased|discontinued|withheld|suspended|held)\b/i;
const START_VERB =
  /^(?:then\s+)?(?:please\s+)?(?:start|commence|begin|add|initiate|switch to|change to)\s+(?=[a-z])/i;
const STOP_VERB = /^(?:then\s+)?(?:please\s+)?(?:stop|cease|discontinue|withhold)\s+(?=[a-z])/i;
const depth = (t: string): number => {
  let d = 0;
  for (let i = 0; i < t.length; i++) d += t[i] === '(' ? 1 : t[i] === ')' ? -1 : 0;
  return d;
};
// 'Reason: with denosumab - Recorded 03-Dec-2025 by Dr R Shah': a date's digits are no dose of a second medicine.
const DATE_LIKE =
  /\b\d{1,2}([/.-])\d{1,2}\1\d{2,4}\b|\b\d{1,2}[\s/.-]?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[\s/.-]?\d{2,4}\b/gi;
const TWO_SPLIT = /\s+(?:\+|&|plus|and|with)\s+|;\s*/gi;

/**
 * 'Salbutamol 5 mg neb 4 hourly PRN + ipratropium 500 microgram neb 6 hourly': two medicines on one
 * line are two orders. Only when the first part is a complete order (it has times) and the second
 * starts with another medicine and a dose, so 'paracetamol 500 mg + codeine 30 mg' stays one product.
 */
export function splitTwoMedicines(text: string): [string, string] | null {
  for (const m of matchesOf(text, TWO_SPLIT)) {
    const first = text.slice(0, m.index);
    const second = text.slice(m.index + m[0].length);
    // 'Ferro-Grad C has been stopped; start Maltofer 100 mg daily', 'Start X 5 mg daily and stop Y': a stop
    // and a start of two medicines in one sentence of a letter.
    // Not inside a bracket ('Warfarin - CEASED (labile INR; start apixaban when INR < 2)' is one stop, 'Warfarin
    // 4 mg at 5pm (INR 3.4 with clarithromycin)' names what raised the INR), and the started medicine has a dose.
    const outside = depth(first) === 0;
    if (!outside) continue;
    // The started medicine need not write its dose ('... stopped; start atorvastatin'): it is its own order
    // (a row that asks for the dose, or one with the dose its own line gives), never lost in the stop's reason.
    const stopThenStart = outside && STOPPED.test(first) && START_VERB.test(second);
    // 'Seretide stopped (...); Spiriva stopped (...); start Trelegy': a stop after a stop (its first clause says so).
    const stopThenStop =
      outside && STOPPED.test(first) && STOPPED.test(second.split(/[;(]/, 1)[0]!);
    const stopSecond = outside && (STOP_VERB.test(second) || stopThenStop);
    if (!stopThenStart && !stopSecond && !/\d/.test(second.replace(DATE_LIKE, ''))) continue;
    // The cheap test before the costly one: most splits ('with breakfast', 'and 10 units nocte') name no second medicine.
    const b = readName(second);
    if (!b?.medicine) continue;
    if (!stopThenStart && !stopThenStop && !scanTiming(first.toLowerCase()).timing.known) continue;
    const a = readName(first);
    if (a && (a.key !== b.key || twoRegimens(first, second))) return [first, second];
  }
  return null;
}

const OWN_AMOUNT = /\d\s*(?:mg|mcg|micrograms?|g|units?|ml)\b/i;

/**
 * 'OxyContin 10 mg BD + Endone 5 mg q4h prn', 'Tramadol SR 100 mg BD + tramadol 50 mg 6 hourly PRN': one medicine
 * as two orders (a regular one and a when-required one), each with its own amount and times. Read as one, the
 * second dose was dropped and the regular order became when required.
 */
function twoRegimens(first: string, second: string): boolean {
  if (!OWN_AMOUNT.test(first) || !OWN_AMOUNT.test(second)) return false;
  if (PRN_WORD.test(first) === PRN_WORD.test(second)) return false;
  return scanTiming(second.toLowerCase()).timing.known;
}

/** Every order of a line of two medicines or more ('A stopped; B stopped; start C'), or null for one. */
export function splitMedicines(text: string): string[] | null {
  const two = splitTwoMedicines(text);
  if (!two) return null;
  const parts = [two[0]];
  let rest = two[1];
  for (let next = splitTwoMedicines(rest); next; next = splitTwoMedicines(rest)) {
    parts.push(next[0]);
    rest = next[1];
  }
  parts.push(rest);
  return parts;
}

const AND_SPLIT = /\s+(?:and|&)\s+(?:(?:your|the|his|her)\s+)?/gi;
// The second medicine's own strength or dose at the start of what follows its name ('150, Ron every day at 7:30').
const OWN_DOSE =
  /^\s*(?:\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*\s*(?:mg|mcg|micrograms?|g|units?|ml|%)?(?![\w/])\s*[,;]?\s*)+/i;

/**
 * 'Take your Cartia and your Karvea 150 every morning': a name with nothing after it, then 'and' and another
 * medicine with its dose and times. Two orders: the first takes the directions after the second's own dose (the
 * times they share), never its number. Null unless both names are known medicines and differ.
 */
export function splitBareNameFirst(
  text: string,
): { parts: [string, string]; shared: string } | null {
  for (const m of matchesOf(text, AND_SPLIT)) {
    const first = text.slice(0, m.index);
    const second = text.slice(m.index + m[0].length);
    if (/\d/.test(first) || !/\d/.test(second) || depth(first) !== 0) continue;
    const a = readName(first);
    if (!a?.medicine || a.rest.trim()) continue;
    const b = readName(second);
    if (!b?.medicine || b.key === a.key) continue;
    // 'Coloxyl and Senna 2 tablets nocte': one product the medicines list knows by both names.
    if (readName(text)?.key !== a.key) continue;
    const shared = b.rest.replace(OWN_DOSE, '').trim();
    if (!shared || !scanTiming(shared.toLowerCase()).timing.known) continue;
    return { parts: [`${first} ${shared}`, second], shared };
  }
  return null;
}
