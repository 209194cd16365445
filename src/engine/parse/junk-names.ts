/**
 * Orders whose name is no medicine's: speech ('Ok So He's', 'Hi This Is Ron Calling ...'), everyday words
 * ('Every Day', '> Start Instead'), a symptom or condition ('Dizzy'), or an app ('Medisafe'). Whichever
 * reader made them (one order a line, a series in a sentence, a row of cells), they are never a row or a
 * ceased entry: the line, or the part of it, is reported as not read, so nothing is dropped silently.
 */
import { isAppName, startsWithFiller } from '../lexicon/name-lead-words';
import { isPlainWordsName, isProseName } from '../lexicon/plain-words';
import { isPlaceName } from '../lexicon/place-words';
import { looksLikeCondition } from './conditions';
import type { ParsedOrder } from './types';
import { SYMPTOM_STATES } from '../lexicon/symptom-states';

// A dose form alone, with a device's separator ('Tablet ·', 'Capsule -'): a field of a block, no name.
const FORM_ONLY =
  /^(?:tab(?:let)?s?|caps?(?:ule)?s?|patch(?:es)?|spray|inhaler|cream|ointment|gel|drops?|liquid|injection|sachets?|powder|solution)\W*$/i;

// 'Dizzy', 'Wheezy': how a patient says a symptom, never a medicine.
const symptomState = (name: string): boolean =>
  Object.hasOwn(
    SYMPTOM_STATES,
    name
      .toLowerCase()
      .replace(/[^a-z' ]/g, '')
      .trim(),
  );

/** True when an order's unknown name is speech, everyday words, a condition or an app, not a medicine. */
export function isJunkName(order: ParsedOrder): boolean {
  if (!order.unknownMedicine) return false;
  const name = order.nameText;
  return (
    isPlainWordsName(name) ||
    isPlaceName(name) ||
    isAppName(name) ||
    startsWithFiller(name) ||
    isProseName(name) ||
    FORM_ONLY.test(name.trim()) ||
    symptomState(name) ||
    (name.split(/\s+/).length <= 3 && looksLikeCondition(name))
  );
}
