/**
 * A clause that is only a laboratory result or observation ('cr 190', 'K+ 5.9 mmol/L', 'eGFR 25',
 * 'INR > 4', 'BP 90/60', 'Cr 190 and K 5.8'): a result, usually why the medicine is stopped or held,
 * never its dose or strength. Read as a note, so it joins the stop's reason and no number of it is a
 * strength without a unit ('cr' is also 'controlled release': only a clause with nothing but results
 * is read so, after the order's head).
 */
import {
  HCT_RESULT,
  LAB_NAMES,
  LAB_QUALIFIERS,
  LAB_TOLERANCE,
  LAB_TRENDS,
  LAB_UNITS,
  RESULT_LEADS,
  RESULT_WHEN,
} from '../lexicon/lab-words';
import { alternation } from '../lexicon/words';
import type { ClauseRule } from './order-rules';

const RESULT = String.raw`(?:${HCT_RESULT}|(?:${alternation([...LAB_QUALIFIERS])}\s+)*${alternation([...LAB_NAMES])}(?![a-z])\+?\s*(?:[:=<>≤≥]|\bof\b|\bwas\b|\bis\b|\bnow\b|\bup to\b|\bdown to\b)?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?\s*${alternation([...LAB_UNITS])}?)`;

export const LAB_RESULT = new RegExp(
  String.raw`^(?:${RESULT})(?:\s*(?:,|and|&|\/)?\s*${RESULT})*$`,
  'i',
);

/**
 * Results written as a sentence of their own before the rest of the line ('Urate 0.52. Plan: ...', 'K 5.9; eGFR
 * 31. Review: ...'): the observation that the note's next sentence acts on. Group 0 is the results and the stop.
 */
export const RESULT_SENTENCE_LEAD = new RegExp(
  String.raw`^(?:${RESULT})(?:\s*(?:,|and|&|\/)?\s*(?:${RESULT}))*\s*[.;]\s+(?=[A-Za-z])`,
  'i',
);

/** A part that opens with a result and nothing after it but punctuation ('Hct 0.58; GP to review'). */
export const LAB_RESULT_HEAD = new RegExp(String.raw`^(?:${RESULT})(?=\s*(?:$|[;,)]))`, 'i');

/**
 * A part that opens with a result and goes on in words ('INR 4.6 on admission', 'K 5.9 on day 2', 'BP 90/60
 * lying', 'on admission INR 4.6'): an observation told as the reason for a change or a hold, never what the medicine is for. A number
 * straight after the result ('BSL 12 4 units') is not taken: that reads as a sliding scale's dose.
 */
export const RESULT_OPENING = new RegExp(
  String.raw`^(?:${alternation([...RESULT_LEADS])}[:,]?\s+)?(?:${RESULT})(?=\s*(?:$|[;,)])|\s+[a-z])`,
  'i',
);

// A result and only when it was taken ('Cr 210 on day 3', 'K 6.1 this morning'): read before the dosing reader,
// which took 'Cr' for controlled release and 'day' for a frequency.
const RESULT_WHEN_ONLY = new RegExp(
  String.raw`^(?:${RESULT})\s+(?:${alternation([...RESULT_WHEN])}|on\s+day\s+\d{1,2})$`,
  'i',
);

// 'Cr up', 'K rising', 'INR high': a test and how it moved, with no value (a clause of its own after the head, so
// 'Cr' is no controlled release there).
// 'BP tolerating', 'HR and BP tolerated': how a measure bore the dose (lexicon LAB_TOLERANCE), also a note.
const LAB_NAME = alternation([...LAB_NAMES]);
const LAB_TREND = new RegExp(
  String.raw`^(?:${LAB_NAME})\+?(?:\s*(?:and|&|\/|,)\s*(?:${LAB_NAME})\+?)?\s+(?:${alternation([...LAB_TRENDS, ...LAB_TOLERANCE])})$`,
  'i',
);

export const LAB_RESULT_RULE: ClauseRule = {
  id: 'lab-result',
  examples: ['cr 190', 'K+ 5.9 mmol/L', 'eGFR 25', 'INR > 4', 'Cr 190 and K 5.8'],
  apply: (c) => {
    const t = c.t.replace(/[.\s]+$/, '');
    return LAB_RESULT.test(t) || RESULT_WHEN_ONLY.test(t) || LAB_TREND.test(t) ? 'note' : null;
  },
};

/** After the dosing reader (a dose written after a result stays a dose): a clause that opens with a result. */
export const RESULT_NOTE_RULE: ClauseRule = {
  id: 'result-note',
  examples: ['INR 4.6 on admission', 'K 5.9 on day 2', 'Hb 85 post-op'],
  apply: (c) => (RESULT_OPENING.test(c.t) ? 'note' : null),
};
