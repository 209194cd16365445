/**
 * A numbered item whose medicine is glossed in a bracket after its number ('Item 2 (candesartan): continue
 * 16 mg daily', '3) (Panadeine Forte) - cease'): a plan that refers back to a numbered list names the medicine
 * in brackets. Once the number is taken off as numbering, the bracket opens the line and its name was lost
 * (the next word, 'increase', read as the medicine). The bracket's name is the order's name: it opens the line
 * with the rest after it, the colon or dash that set the label apart dropped.
 */
import { medicineAtStart } from './lookup';

const GLOSS = /^\(([^()]{2,40})\)\s*[:–—-]?\s+(?=\S)/;

/** '(candesartan): continue 16 mg' -> 'candesartan continue 16 mg'; other text as written. */
export function glossAsName(t: string): string {
  const m = GLOSS.exec(t);
  if (!m) return t;
  const name = m[1]!.trim();
  // Only a bracket that is a medicine's name (a note like '(see below)' stays).
  const hit = medicineAtStart(name);
  if (!hit || name.split(/\s+/).length > hit.matchedText.split(/\s+/).length + 1) return t;
  return `${name} ${t.slice(m[0].length)}`;
}
