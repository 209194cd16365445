/**
 * A condition written before the order as its label: 'Noisy breathing: hyoscine butylbromide 20 mg
 * subcut 2 hourly prn', 'Hypertension: perindopril 5 mg mane', 'Gout - colchicine 500 mcg BD'.
 * Anticipatory (palliative) charts and problem-oriented letters write every order this way; the label
 * is what the medicine is for, so it is the order's stated indication, and the line is an order
 * even when its label reads like an observation ('Blood pressure: amlodipine 5 mg daily').
 */
import { looksLikeCondition } from './conditions';
import { HARM_WORDS } from '../lexicon/condition-words';
import { alternation } from '../lexicon/words';

// 'Falls x2': a harm is a label, but only a stop's reason (harm: true), never the order's use.
const HARM = new RegExp(String.raw`^(?:${alternation(HARM_WORDS)})$`, 'i');

// A label of at most five words, then a colon or a spaced dash, then the order.
// A count or a stage may follow the condition ('Falls x2 - cease Stilnox', 'CKD 3b: ...').
const LEAD =
  /^([A-Za-z][A-Za-z'/&,() -]{1,48}?(?:\s+(?:x\s?\d{1,2}|\d[a-b]?))?)(?:\s*:\s+|\s+[-–—]\s+)(?=[A-Za-z])/;
// Words that say the kind of use, not the condition ('Prophylaxis: Hemlibra ...'): the KB knows better.
const GENERIC =
  /^(?:prophylaxis|prevention|protection|supplements?|vitamins?|replacement|treatment|therapy|regular|prn|when required)$/i;

/** The condition label and the order text after it, or null when the line opens with no condition label. */
// A patient's own list names a medicine by its use ('the blood pressure one, Micardis 40mg', 'my sugar pill -
// metformin'): the use, a word standing for the medicine, then a comma or a dash, then the order.
const USE_ONE_LEAD =
  /^(?:(?:the|my|me|his|her)\s+)?([A-Za-z][A-Za-z'/& -]{1,40}?)\s+(?:one|ones|pills?|tablets?|tabs?|meds?|medicines?|tablet)(?:\s*[,:]\s+|\s+[-–—]\s+)(?=[A-Za-z])/i;

// The label with a note in brackets the plain label cannot hold ('Malaria (Flores = risk area): doxycycline ...',
// 'Gout (if flare >48 h) - colchicine ...'): the words before the bracket are the condition.
const NOTED_LEAD =
  /^([A-Za-z][A-Za-z'/& -]{1,40}?)\s*\([^()]{1,40}\)(?:\s*:\s+|\s+[-–—]\s+)(?=[A-Za-z])/;

export function conditionLabel(
  text: string,
): { label: string; rest: string; harm?: boolean } | null {
  const t = text.trim();
  return labelOf(USE_ONE_LEAD.exec(t) ?? LEAD.exec(t), t) ?? labelOf(NOTED_LEAD.exec(t), t);
}

function labelOf(
  m: RegExpExecArray | null,
  t: string,
): { label: string; rest: string; harm?: boolean } | null {
  if (!m) return null;
  const label = m[1]!.trim();
  const bare = label.replace(/\s+(?:x\s?\d{1,2}|\d[a-b]?)$/i, '');
  if (HARM.test(bare)) return { label, rest: t.slice(m[0].length), harm: true };
  if (label.split(/\s+/).length > 5 || GENERIC.test(label) || !looksLikeCondition(bare))
    return null;
  return { label, rest: t.slice(m[0].length) };
}
