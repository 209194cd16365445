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
import { splitMedicineSeries } from './medicine-series';

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
 * The series after a medicines label inside a sentence, or after a label and a dash, or null. The last
 * such label is used.
 */
export function seriesInSentence(text: string): SeriesInSentence | null {
  let at = -1;
  for (const m of text.matchAll(LABEL_IN_SENTENCE)) at = m.index + m[0].indexOf(m[1]!);
  if (at <= 0) {
    const dash = LABEL_THEN_DASH.exec(text);
    if (!dash || STATUS_WORD.test(dash[0])) return null;
    at = dash[0].length;
  }
  const series = splitMedicineSeries(text.slice(at));
  if (!series) return null;
  return { ...series, before: text.slice(0, at).trim() };
}
