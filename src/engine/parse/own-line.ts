/**
 * Lines that start with a word the continuation rule takes for the end of the order above, but stand
 * on their own:
 * - the indication written first, then the medicine ('For cholesterol - Crestor 10mg, one at bedtime',
 *   'For my thyroid: Eutroxsig 75mcg'): a patient's own list, one medicine a line;
 * - a course heading in a bulleted list ('For 7 days only (H. pylori eradication)' between '•' lines):
 *   an order's wrapped text would not sit flush left without a bullet while the orders around it have one.
 *   Read on its own, the heading is reported when it is not understood, never folded into the order above.
 */
import { medicineAtStart } from './lookup';

const FOR_THEN_MEDICINE = /^\s*for\s+[a-z][a-z'’ ]{1,40}?\s*(?:\s[-–—]|:)\s*(?=[A-Za-z])/i;
const COURSE_HEADING =
  /^For\s+\d+\s*(?:days?|weeks?|months?)\b(?:\s+only)?\s*(?:\([^)]*\))?\s*:?\s*$/;
const BULLET = /^\s*[•▪‣◦●■➢*-]\s/;

/**
 * 'For gout - Zyloprim 300mg, one a day' -> 'Zyloprim 300mg, one a day - for gout': the indication written
 * first goes after the order, where the order readers take it as what the medicine is for.
 */
export function indicationLast(text: string): string {
  const c = text.charCodeAt(0) | 32;
  if (c !== 102) return text;
  const lead = FOR_THEN_MEDICINE.exec(text);
  if (!lead) return text;
  const rest = text.slice(lead[0].length);
  if (!medicineAtStart(rest)) return text;
  // 'For my thyroid': whose it is is not what it treats.
  const use = lead[0]
    .replace(/\s*[-–—:]\s*$/, '')
    .replace(/^(\s*for\s+)(?:my|his|her|their|the)\s+/i, '$1')
    .trim();
  return `${rest.trim()} - ${use.charAt(0).toLowerCase()}${use.slice(1)}`;
}

/** True when the line is an order or heading of its own, not the end of the order on `prevRaw`. */
export function standsAlone(raw: string, prevRaw: string): boolean {
  const lead = FOR_THEN_MEDICINE.exec(raw);
  if (lead && medicineAtStart(raw.slice(lead[0].length))) return true;
  return COURSE_HEADING.test(raw) && BULLET.test(prevRaw);
}
