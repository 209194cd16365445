/**
 * A note's sentence that runs on into the list of home medicines ('P - Patient summary: 72M, CAP, background
 * AF. Home meds: Entresto 49/51 BD, bisoprolol 5 mane, ...'): the series after the label is read as its
 * orders (medicine-series.ts), and the text before it, which is not read, is named in a warning.
 */
import { alternation } from '../lexicon/words';
import {
  LIST_LABEL_LEADS,
  LIST_LABEL_STATUS_STEMS,
  LIST_LABEL_WORDS,
} from '../lexicon/list-labels';
import { OTHER_PERSON_WORDS } from '../lexicon/other-person-words';
import { SENTENCE_MODALS } from '../lexicon/sentence-words';
import { readAdviceLabel } from './advice';
import { splitMedicineSeries } from './medicine-series';
import { isGivenDose } from './given-dose';
import { namesMedicine } from './non-order';
import { DOSE_AMOUNT } from './order-signal';
import { startsWithMedicine } from './swap-sentence';
import { matchesOf } from './text';

// After a sentence's end ('.', ';' or '?' then a space): an optional lead word, the list word, a colon.
const LABEL_IN_SENTENCE = new RegExp(
  String.raw`[.;?]\s+((?:${alternation(LIST_LABEL_LEADS)}\s+)?${alternation(LIST_LABEL_WORDS)}\s*:\s+(?=[a-z]))`,
  'gi',
);

// 'Ascites: diuretics - spironolactone 100 mg mane, frusemide 40 mg mane', 'Other medicines: see eNRMC -
// donepezil 10 mg nocte, ...': a label with a colon, a few words without a number, then a dash and the series.
const LABEL_THEN_DASH = /^[^\d:]{1,50}?:[^\d:]{1,40}?\s[-–—]\s+(?=[a-z])/i;
// A label that says what happened to the medicines is a stop or a record, read by its own rules.
const STATUS_WORD = new RegExp(String.raw`\b${alternation(LIST_LABEL_STATUS_STEMS)}`, 'i');

export interface SeriesInSentence {
  parts: string[];
  lead: string;
  /** The text before the label, not read. */
  before: string;
}

/**
 * The series after a medicines label inside a sentence, or after a label and a dash, or the orders after a
 * label's advice items, or null. The last such label is used.
 */
export function seriesInSentence(text: string): SeriesInSentence | null {
  let at = -1;
  for (const m of matchesOf(text, LABEL_IN_SENTENCE)) at = m.index + m[0].indexOf(m[1]!);
  if (at <= 0) {
    const dash = LABEL_THEN_DASH.exec(text);
    if (!dash || STATUS_WORD.test(dash[0])) return notesThenOrders(text);
    at = dash[0].length;
  }
  const series = splitMedicineSeries(text.slice(at));
  if (!series) return null;
  return { ...series, before: text.slice(0, at).trim() };
}

// 'Nutrition: late evening snack; thiamine 100 mg daily', 'Bowels: high fibre diet; Movicol 1 sachet daily': a
// label with a colon over a list whose first items are advice (no number, no medicine) and whose last are orders.
// The whole line had been a note (the order lost, its admission line unpaired).
const LABEL_COLON = /^[A-Za-z][A-Za-z &/-]{1,30}:\s+/;
const ITEM_BREAK = /\s*;\s*/;
// 'Baby: discharged with mother; vitamin K 1 mg IM': another person's label, read by its own rule.
const OTHER_PERSON = new RegExp(String.raw`^(?:${alternation(OTHER_PERSON_WORDS)})\b`, 'i');
const DIGIT = /\d/;
// Advice items are short phrases ('late evening snack', 'high fibre diet'), never a sentence.
const SHORT_ITEM = /^[^.]{1,40}$/;
// An order item opens with a medicine and writes its dose ('thiamine 100 mg daily'): 'valproate level in 2 weeks',
// 'vitamin K IM given 20/11' and 'apixaban can be withheld for 48 hours' are not.
// A modal ('Entresto can be increased to ...') makes it a suggestion, not an order.
const MODAL = new RegExp(String.raw`\b${alternation(SENTENCE_MODALS)}\b`, 'i');
const isOrderItem = (p: string): boolean =>
  startsWithMedicine(p) && DOSE_AMOUNT.test(p) && !isGivenDose(p) && !MODAL.test(p);

function notesThenOrders(text: string): SeriesInSentence | null {
  const label = LABEL_COLON.exec(text);
  // 'Recommendations: please avoid ...; Entresto can be increased to ...': advice, read by the advice rules.
  if (!label || STATUS_WORD.test(label[0]) || OTHER_PERSON.test(label[0]) || !text.includes(';'))
    return null;
  if (readAdviceLabel(label[0])) return null;
  const items = text.slice(label[0].length).split(ITEM_BREAK);
  const first = items.findIndex(isOrderItem);
  if (first < 1) return null;
  const notes = items.slice(0, first);
  const orders = items.slice(first);
  if (notes.some((n) => DIGIT.test(n) || namesMedicine(n) || !SHORT_ITEM.test(n))) return null;
  if (!orders.every(isOrderItem)) return null;
  return {
    parts: orders,
    lead: label[0].replace(/[:\s]+$/, ''),
    before: `${label[0]}${notes.join('; ')}`.trim(),
  };
}
