/**
 * A line that opens with a short tag in brackets and then names a medicine starts an order of its own:
 * '(new) Oxycodone 5 mg ...', '(dose changed) Vitamin D3 ...', '[cont] Aspirin 100 mg', '{SAME} Metformin',
 * '<stopped> Oxazepam'. A bracket at the start of a line is otherwise read as the end of the order above
 * ('(for pain)'), so the tag must be a few words with no number, and a known medicine must follow, or a
 * name the KB does not know that reads as an order of its own ('(new) Zyxamol 0.3% drops four times a day'):
 * folded into the order above it would be lost without a warning.
 */
import { looksLikeOrder } from './accounting';
import { tokenize } from '../lexicon/tokens';
import { medicineAtStart } from './lookup';

// A capitalised word that is no word of directions ('(see note) then 5 mg daily' goes on with the order above).
const NAME_LIKE =
  /^(?!(?:then|and|or|max|for|with|when|until|take|give|apply|dose|last|next|after|before|also|plus|reduce|increase|continue|stop)\b)[A-Z][A-Za-z-]{3,}\b/i;
const TAG = /^\s*[([{<]\s*([a-z][a-z/ .'-]{0,24}?)\s*[)\]}>]\s*[-:–]?\s*(?=[a-z])/i;

/** True when the line is a bracketed tag, then a medicine's name. */
export function tagThenMedicine(text: string): boolean {
  const m = TAG.exec(text);
  if (!m || m[1]!.split(/\s+/).length > 3) return false;
  const rest = text.slice(m[0].length);
  return (
    !!medicineAtStart(rest) ||
    (NAME_LIKE.test(rest) && (looksLikeOrder(rest) || strengthAndTimes(rest)))
  );
}

/** A strength in any unit ('0.3%', '5 mg') and how often: an order of its own, whatever its name. */
function strengthAndTimes(text: string): boolean {
  const tokens = tokenize(text);
  const strength = tokens.some((t, i) => t.kind === 'number' && tokens[i + 1]?.kind === 'unit');
  return (
    strength && tokens.some((t) => t.kind === 'frequency' || t.kind === 'time' || t.kind === 'prn')
  );
}
