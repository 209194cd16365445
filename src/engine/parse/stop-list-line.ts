/**
 * One stop over two medicines or more ('cease atorvastatin + gemfibrozil (rhabdo)', 'Stop ibuprofen and
 * aspirin - GI bleed', 'apixaban & clopidogrel - withheld (bleeding)'): a stop of each, with the shared reason.
 * Read as one order, the names made an unknown combination ('Atorvastatin + Gemfibrozil') that ceased
 * nothing the admission list had. Respelled as one stop per medicine, which the list splitter reads. Only when
 * every part opens with a medicine the KB knows and the parts together are no combination it knows
 * ('paracetamol + codeine' is one product).
 */
import { lookup, medicineWithIngredients } from './lookup';
import { startsWithMedicine } from './swap-sentence';

const LEAD = /^(?:please\s+)?(cease|stop|discontinue|withhold|hold|suspend)\s+(?=[a-z])/i;
const TRAIL = /\s*[-–:]\s*(ceased|stopped|discontinued|withheld|held|suspended)\b\s*/i;
const PAST: Record<string, string> = {
  cease: 'ceased',
  stop: 'stopped',
  discontinue: 'discontinued',
  withhold: 'withheld',
  hold: 'withheld',
  suspend: 'suspended',
};
const JOIN = /\s*(?:\+|&|,|\band\b)\s*/i;
// Where the names end and the reason starts: a bracket, a dash clause, a cause word, the next sentence.
const REASON_START =
  /\s*(?:\(|\s[-–]\s|;|:|\bdue to\b|\bbecause\b|\bsecondary to\b|\bas\b|\bfor\b|\.(?:\s|$))/i;

/** The stop of each medicine the line names, respelled, or null. */
export function readStopList(text: string): string | null {
  if (!JOIN.test(text)) return null;
  const lead = LEAD.exec(text);
  let names: string;
  let reason: string;
  let word: string;
  if (lead) {
    const body = text.slice(lead[0].length);
    const end = REASON_START.exec(body);
    names = end ? body.slice(0, end.index) : body;
    reason = end ? body.slice(end.index).trim() : '';
    word = PAST[lead[1]!.toLowerCase()]!;
  } else {
    const trail = TRAIL.exec(text);
    if (!trail) return null;
    names = text.slice(0, trail.index);
    reason = text.slice(trail.index + trail[0].length).trim();
    word = trail[1]!.toLowerCase();
  }
  const parts = names.split(JOIN).filter(Boolean);
  if (parts.length < 2 || !parts.every((p) => startsWithMedicine(p) && !/\d/.test(p))) return null;
  const ingredients = parts.flatMap((p) => lookup(p.trim())?.medicine.ingredients ?? []);
  if (medicineWithIngredients(ingredients)) return null;
  const why = reason.replace(/^[-–:;]\s*/, '');
  return parts.map((p) => `${p.trim()} - ${word}${why ? ` ${why}` : ''}`).join('; ');
}
