/**
 * A sentence that says a medicine is kept on hand ('He carries the Nitrolingual spray for chest pain but has
 * not needed it for months', 'She keeps a Ventolin puffer in case of wheeze'): a supply for when it is needed,
 * so the order the sentence is respelled as says when required. Only with a use and no times or PRN words
 * of its own: 'keeps his insulin in the fridge' is storage, and 'carries ... twice daily' is regular.
 */
import { ON_HAND_USE_WORDS, ON_HAND_VERBS } from '../lexicon/sentence-words';
import { alternation, PRN_CANONICAL, PRN_EQUIVALENTS, PRN_WORDS } from '../lexicon/words';
import { scanTiming } from './timing';

const ON_HAND = new Set(ON_HAND_VERBS);
const USE = new RegExp(String.raw`\b(?:${alternation(ON_HAND_USE_WORDS)})\s+[a-z]`, 'i');
const PRN = new RegExp(String.raw`\b(?:${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])})\b`, 'i');

/** The order with 'when required' after it when its verb keeps it on hand for a use; else the order. */
export function onHandOrder(verb: string | undefined, order: string): string {
  if (!verb || !ON_HAND.has(verb.toLowerCase())) return order;
  if (!USE.test(order) || PRN.test(order) || scanTiming(order).timing.known) return order;
  return `${order.replace(/[.\s]+$/, '')}, ${PRN_CANONICAL}`;
}
