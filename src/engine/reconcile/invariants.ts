/**
 * Checks every response of the engine must pass, whatever the input: nothing invented (no number
 * in the output that is not in the input), every input line accounted for, the PRN rule, and the
 * response shape. Used by the property tests; exported so other engines' answers can be checked
 * the same way.
 */
import { withoutEmphasis } from '../parse/markup';
import {
  SPELLED_AMOUNT,
  spelledAmountToDigits,
  spelledNumbersAsDigits,
} from '../lexicon/spelled-numbers';
import {
  isPrnRow,
  reconcileResponseSchema,
  type ReconcileRequest,
  type ReconcileResponse,
} from '../../shared/reconcile';
import { parseList } from '../parse/list';
import { calendarTimes } from '../parse/calendar-events';
import { asciiWidth } from '../parse/fullwidth';
import { readOcrDigits } from '../parse/ocr-digits';
import { unaccounted } from './accounted';
import { fractionSignsAsDigits } from '../lexicon/vulgar-fractions';
import { romanCountsAsDigits } from '../lexicon/roman-count';

/** Every number written in a text, as written and normalised ('1.0' and '1' are the same). */
function numbersIn(text: string, words: boolean): Set<string> {
  const out = new Set<string>();
  // Input 'one patch' may become '1 patch'; output frequency words ('three times daily') are not doses.
  // A scanned list's '3Omg' is read as 30 mg (parse/ocr-digits.ts), with a warning on the row.
  const t = words
    ? // 'ii qpm' is 2 (lexicon/roman-count.ts, the entry the dose reader uses).
      romanCountsAsDigits(
        // Markdown emphasis ('_eight_ milligrams') hides a spelled number's word edges; the reader drops it too.
        // 'two tablets', 'five hundred', 'twenty-five': every number in words, read as the normaliser and the
        // tokenizer read it (lexicon/spelled-numbers.ts; a list of its own here lacked 'eleven' and 'twenty').
        spelledNumbersAsDigits(
          readOcrDigits(withoutEmphasis(text))
            .text.toLowerCase()
            // 'six hundred and sixty-five milligrams' is 665 mg (lexicon/spelled-numbers.ts).
            .replace(SPELLED_AMOUNT, spelledAmountToDigits),
        )
          // '2,5 mg' is shown as 2.5 mg (lexicon/decimal-comma.ts); the digits as written stay allowed too.
          .replace(/(?<![\d,.])(\d{1,3}),(\d{1,2})(?!\d)/g, '$& $1.$2')
          .replace(
            // '1,000 units' and '1,000units' (a unit run on) are 1000.
            /\b(\d{1,3})((?:,\d{3})+)(?!\d)/g,
            (_m, a: string, b: string) => a + b.replace(/,/g, ''),
          )
          // '½ tab' is shown as '0.5 tablet', '1½' or '1 and a half' as 1.5 (the whole number stays allowed).
          .replace(
            /(?:\b(\d+)(?:\s?|\s+and\s+a\s+))?(?:½|\bhalf\b)/g,
            (_m, w: string | undefined) => (w ? `${w} ${Number(w) + 0.5}` : '0.5'),
          )
          // 'i b.i.d.', 'ii q.p.m.': a dotted Latin abbreviation reads as its word (lexicon/dotted-latin.ts).
          .replace(/\b((?:[a-z]\.){1,4}[a-z])\.?/g, (_m, d: string) => d.replace(/\./g, '')),
      )
    : text;
  for (const m of t.matchAll(/\d+(?:\.\d+)?|\.\d+/g)) out.add(String(Number(m[0])));
  return out;
}

/** Only the quantities of a text ('40 mg', '2 tablets'); numbers inside words ('B12', 'D3') are names. */
function quantities(text: string): string {
  return [
    ...text.matchAll(
      /(?<![a-z])\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*\s*(?:mg|g|microgram|mcg|units?|ml|mmol|%|tablets?|capsules?|puffs?)(?![a-z])/gi,
    ),
  ]
    .map((m) => m[0])
    .join(' ');
}

// '(discharge line 4)', 'admission line 12': references to the input's own lines, not quantities.
const LINE_REF =
  /\b(?:admission|discharge)(?: list)?,? lines? \d+(?:(?:\s*(?:-|–|and|,)\s*)\d+)*\b/gi;
const withoutLineRefs = (t: string): string => (/line/i.test(t) ? t.replace(LINE_REF, ' ') : t);

/** Numbers in the response that appear nowhere in the request (an invented strength or dose). */
export function inventedNumbers(req: ReconcileRequest, res: ReconcileResponse): string[] {
  // Fullwidth figures ('５００ｍｇ') are read as their ASCII ones (parse/fullwidth.ts).
  const input = asciiWidth(`${req.admissionOrders}\n${req.dischargeOrders}`);
  // '1¾ tabs' is shown as '1 3/4 tablets': a fraction sign's digits are in the input.
  // A calendar's 'DTSTART:...T063000' is shown as the time it is, '06:30' (parse/calendar-events.ts).
  const allowed = numbersIn(
    `${input}\n${fractionSignsAsDigits(input)}\n${calendarTimes(input)}`,
    true,
  );
  // Names and indications come from the medicines list ('Type 2 diabetes', 'vitamin B12'): only a
  // quantity there ('40 mg') must come from the input. Everything else must not hold a new number.
  const kbTexts: string[] = [];
  const texts: string[] = [];
  for (const m of res.medications) {
    kbTexts.push(m.name, m.indication);
    texts.push(m.form, m.comment, ...Object.values(m.schedule));
  }
  for (const c of res.ceasedMedications) {
    kbTexts.push(c.name);
    texts.push(c.form, c.reason);
  }
  const invented = new Set<string>();
  for (const t of texts)
    for (const n of numbersIn(withoutLineRefs(t), false))
      if (!allowed.has(n)) invented.add(`${n} in "${t}"`);
  for (const t of kbTexts)
    for (const n of numbersIn(quantities(t), false))
      if (!allowed.has(n)) invented.add(`${n} in "${t}"`);
  return [...invented];
}

/** Lines that are orders (not blank, a heading or a recognised note) but appear in no row, ceased entry or warning. */
export function unaccountedLines(req: ReconcileRequest, res: ReconcileResponse): string[] {
  const lists = [
    parseList(req.admissionOrders, 'admission'),
    parseList(req.dischargeOrders, 'discharge', req.admissionOrders),
  ];
  return unaccounted(lists, res).map((l) => `${l.list} line ${l.line}: ${l.raw}`);
}

/** All invariants; returns the problems found (empty when the response is sound). */
export function checkInvariants(req: ReconcileRequest, res: ReconcileResponse): string[] {
  const problems: string[] = [];
  const shape = reconcileResponseSchema.safeParse(res);
  if (!shape.success) problems.push(`shape: ${shape.error.issues[0]?.message}`);
  for (const m of res.medications) {
    if (isPrnRow(m) !== !!m.isPRN) problems.push(`${m.name}: PRN words in a regular row`);
    if (Object.keys(m.schedule).sort().join() !== '0800,1200,1800,2200')
      problems.push(`${m.name}: schedule keys`);
    if (!m.sources?.some((s) => s.list === 'discharge'))
      problems.push(`${m.name}: no discharge line`);
    if (
      m.isPRN &&
      (m.schedule['1200'] || m.schedule['1800'] || m.schedule['2200'] || !m.schedule['0800'])
    )
      problems.push(`${m.name}: PRN directions not in the 0800 slot only`);
    if (!m.isPRN && !Object.values(m.schedule).some(Boolean))
      problems.push(`${m.name}: regular row with an empty schedule`);
  }
  for (const n of inventedNumbers(req, res)) problems.push(`invented number ${n}`);
  for (const l of unaccountedLines(req, res)) problems.push(`unaccounted ${l}`);
  return problems;
}
