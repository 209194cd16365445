/**
 * A condition written before the order as its label: 'Noisy breathing: hyoscine butylbromide 20 mg
 * subcut 2 hourly prn', 'Hypertension: perindopril 5 mg mane', 'Gout - colchicine 500 mcg BD'.
 * Anticipatory (palliative) charts and problem-oriented letters write every order this way; the label
 * is what the medicine is for, so it is the order's stated indication, and the line is an order
 * even when its label reads like an observation ('Blood pressure: amlodipine 5 mg daily').
 */
import { looksLikeCondition } from './conditions';

// A label of at most five words, then a colon or a spaced dash, then the order.
const LEAD = /^([A-Za-z][A-Za-z'/&,() -]{1,48}?)(?:\s*:\s+|\s+[-–—]\s+)(?=[A-Za-z])/;
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

export function conditionLabel(text: string): { label: string; rest: string } | null {
  const t = text.trim();
  return labelOf(USE_ONE_LEAD.exec(t) ?? LEAD.exec(t), t) ?? labelOf(NOTED_LEAD.exec(t), t);
}

function labelOf(m: RegExpExecArray | null, t: string): { label: string; rest: string } | null {
  if (!m) return null;
  const label = m[1]!.trim();
  if (label.split(/\s+/).length > 5 || GENERIC.test(label) || !looksLikeCondition(label))
    return null;
  return { label, rest: t.slice(m[0].length) };
}
