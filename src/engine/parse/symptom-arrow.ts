/**
 * A symptom plan ('Nausea → ondansetron 8 mg ...', 'Pain => paracetamol 1 g QID'): each line opens with what the
 * medicine is for and an arrow to the order. The words before the arrow are the indication, not the name, so
 * the line is respelled as the order with its use in a bracket ('ondansetron 8 mg ... (for Nausea)'). Only
 * when the left names no medicine and no amount, and the right opens with a known medicine: a change arrow
 * ('Frusemide → furosemide 40 mg', 'Swap Seretide → Trelegy ...', '200mg → 300mg') is left to the arrow and
 * swap readers. Words are only moved.
 */
import { ARROW_HINT } from '../lexicon/arrow-changes';
import { startsWithMedicine } from './swap-sentence';

// The first arrow splits the line; arrows as lexicon/arrow-changes.ts reads them.
const SPLIT = /^\s*([^\d→⇒➔➜➝➞⟶⇨<>=()]+?)\s*(?:→|⇒|➔|➜|➝|➞|⟶|⇨|-+>|=+>)\s*(\S.*)$/;

// 'SWAP Seretide and Spiriva → Trelegy ...': a medicine anywhere on the left makes the arrow a change.
function namesMedicine(left: string): boolean {
  const words = left.split(/\s+/);
  return words.some((_w, i) => startsWithMedicine(words.slice(i).join(' ')));
}

export function readSymptomArrow(text: string): string | null {
  if (!ARROW_HINT.test(text)) return null;
  const m = SPLIT.exec(text);
  if (!m) return null;
  const [, symptom, order] = m as unknown as [string, string, string];
  if (!/[a-z]/i.test(symptom) || namesMedicine(symptom)) return null;
  if (!startsWithMedicine(order)) return null;
  return `${order.trimEnd()} (for ${symptom.trim()})`;
}
