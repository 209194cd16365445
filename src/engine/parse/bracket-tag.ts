/**
 * A line that opens with a short tag in brackets and then names a medicine starts an order of its own:
 * '(new) Oxycodone 5 mg ...', '(dose changed) Vitamin D3 ...', '[cont] Aspirin 100 mg', '{SAME} Metformin',
 * '<stopped> Oxazepam'. A bracket at the start of a line is otherwise read as the end of the order above
 * ('(for pain)'), so the tag must be a few words with no number, and a known medicine must follow.
 */
import { medicineAtStart } from './lookup';

const TAG = /^\s*[([{<]\s*([a-z][a-z/ .'-]{0,24}?)\s*[)\]}>]\s*[-:–]?\s*(?=[a-z])/i;

/** True when the line is a bracketed tag, then a medicine's name. */
export function tagThenMedicine(text: string): boolean {
  const m = TAG.exec(text);
  if (!m || m[1]!.split(/\s+/).length > 3) return false;
  return !!medicineAtStart(text.slice(m[0].length));
}
