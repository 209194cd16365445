/**
 * A card or plan line that gives first-aid steps, then the medicine to use after them, in sentences of its
 * own ('Sit up, loosen clothing, empty bladder. GTN 400 microgram/spray 1 spray sublingual prn ...', 'Lie
 * down and rest. Salbutamol 100 microgram 4 puffs via spacer ...'): the order is the last sentence that opens
 * with a known medicine and has a number; the steps before it name no medicine and hold no number, so they
 * are care advice, never part of the order (read whole, the line was unreadable).
 */
import { medicineAtStart } from './lookup';
import { namesMedicine } from './non-order';
import { matchesOf } from './text';

// What plain first-aid steps never hold: a number, a field label's colon, a bracket, an abbreviation's
// full stop inside a sentence ('e.g.', 'Dr.'), or a recommendation's words.
const STEPS_NOT =
  /[\d:;()[\]]|\b[a-z]{1,3}\.[a-z]|\b(?:e\.g|i\.e|dr|consider|recommend\w*|advise\w*|suggest\w*)\b/i;

// A sentence end, then a capital letter: where the order may start.
const SENTENCE_START = /[.!]\s+(?=[A-Z])/g;

/** The order after steps with no medicine and no number; null when the line is not like that. */
export function readStepsThenOrder(text: string): string | null {
  if (!text.includes('. ') && !text.includes('! ')) return null;
  for (const m of matchesOf(text, SENTENCE_START)) {
    const steps = text.slice(0, m.index + 1);
    // Steps are plain imperatives: no number, label, bracket or abbreviation ('e.g.', 'Outcome: ...').
    if (STEPS_NOT.test(steps) || steps.split(/\s+/).length < 2) return null;
    const rest = text.slice(m.index + m[0].length);
    if (!/\d/.test(rest)) continue;
    const found = medicineAtStart(rest);
    if (!found || found.matchedBy === 'fuzzy' || found.warning) continue;
    return namesMedicine(steps) ? null : rest;
  }
  return null;
}
