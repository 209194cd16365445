/**
 * Another medicine's stop told inside an order ('Valsartan 160 mg daily (amlodipine component ceased due to
 * ankle swelling)', 'Irbesartan 300 mg (the HCTZ part dropped - low Na)'): a combination's other part taken
 * out. The clause is a note about that medicine, never this order's use or its status; the combination's
 * ceased entry takes the line as its reason (reconcile/told-stop.ts).
 */
import { alternation } from '../lexicon/words';
import { PART_STOP_WORDS, PART_WORDS } from '../lexicon/part-words';
import { medicineAtStart } from './lookup';

/** A stop word for a part: 'ceased', 'stopped', 'dropped', 'taken out'. */
export const PART_STOP_RE = new RegExp(
  String.raw`(?<![a-z])${alternation(PART_STOP_WORDS)}(?![a-z])`,
  'i',
);
const PART = new RegExp(String.raw`^${alternation(PART_WORDS)}$`, 'i');
const LINK = /^(?:was|has|been|is|now|to|be)$/i;
// The medicine's name is at most three words before the stop word.
const MAX_NAME_WORDS = 3;

/** The clause opens with a medicine's name (and 'part', 'component') and then says it stopped. */
export function isOtherMedicineStop(clause: string): boolean {
  const stop = PART_STOP_RE.exec(clause);
  if (!stop || stop.index === 0) return false;
  const words = clause
    .slice(0, stop.index)
    .replace(/^\s*(?:the|its|his|her)\s+/i, '')
    .trim()
    .split(/\s+/);
  while (words.length && LINK.test(words[words.length - 1]!)) words.pop();
  if (words.length && PART.test(words[words.length - 1]!)) words.pop();
  if (!words.length || words.length > MAX_NAME_WORDS) return false;
  const name = words.join(' ');
  const hit = medicineAtStart(name);
  return !!hit && hit.matchedBy !== 'fuzzy' && hit.matchedText.split(/\s+/).length >= words.length;
}
