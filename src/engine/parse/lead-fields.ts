/**
 * What a line writes before its order, in a layout that is not a list of orders:
 * - a question and its answer ('Q: Can I take my warfarin? A: Yes - warfarin 3 mg at night'): the answer is the
 *   order; when the answer does not name the medicine ('Q: Lasix? A: Not yet - withhold until Monday') the
 *   question does, and the answer is its directions;
 * - a labelled field before the medicine ('Goal: less spasm — Baclofen 10 mg — 2 tablets — tds', 'Problem: AF |
 *   Apixaban 5 mg bd'): the label's words say what it is for, and go after the order as its bracket.
 * A line whose fields name no medicine the knowledge base knows is left as written (and read or reported as such).
 */
import { TICKED_BOX } from '../lexicon/option-boxes';
import { medicineAtStart } from './lookup';

// 'Q: ... ? A: ...', 'Question 2: ...? Answer: ...'.
const QUESTION_ANSWER =
  /^(?:q|question)\s*\d{0,2}\s*[:.)]\s*(.+?)\?\s*(?:a|answer)\s*[:.)]\s*(.+)$/i;
// 'Yes - ', 'No, ', 'Not yet - ', 'OK: ': the answer's word before what it says to do.
const ANSWER_WORD = /^(?:yes|no|not yet|not now|ok(?:ay)?|sure)\b\s*[-–—,:.]?\s*/i;
// 'Can I take my', 'What about', 'Do I keep taking the': the question's words before the medicine.
const QUESTION_WORDS =
  /^(?:(?:can|should|do|does|may|will)\s+(?:i|we|he|she|they|mum|dad)\s+(?:still\s+)?(?:keep\s+)?(?:take|taking|use|using|have|having|give|giving|restart|stop)\s+(?:my|his|her|their|the)?\s*|what\s+about\s+(?:my|his|her|the)?\s*)/i;

// 'Are you allergic to anything? A: codeine - vomiting': a medicine the patient must not have, never an order.
const ALLERGY_QUESTION =
  /\b(?:allerg\w*|anaphyla\w*|intoleran\w*|hypersensitiv\w*|reactions?|side effects?|react)\b/i;

/** The order a question-and-answer line states, or null when it is no such line or names no medicine. */
export function readQuestionAnswer(text: string): string | null {
  const m = QUESTION_ANSWER.exec(text.trim());
  if (!m || ALLERGY_QUESTION.test(m[1]!)) return null;
  const answer = m[2]!.trim().replace(ANSWER_WORD, '');
  if (medicineAtStart(answer)) return answer;
  const asked = m[1]!.trim().replace(QUESTION_WORDS, '');
  return medicineAtStart(asked) ? `${asked} - ${answer}` : null;
}

// 'Blood thinners? Yes - Xarelto 20 mg ...', 'Iron tablets? Ferro-Grad C 1 daily': a form's question (no digit, no
// second question), its yes answer if written, then what it is.
// A questionnaire ticks its yes box ('Are you taking blood thinners?  [x] Yes - Eliquis 5mg ...'); an empty box
// before the yes ('[ ] Yes  [x] No') is no answer, and the line stays as written. The question may give examples
// in a bracket ('(e.g. Fosamax, Prolia)'), so it may be a little longer.
const FORM_QUESTION = new RegExp(
  String.raw`^([A-Za-z][^?\d]{0,70})\?\s*(?:${TICKED_BOX}\s*)?(?:(yes|y)\b\s*[-–—,:.]?\s*)?(?=[A-Za-z])`,
  'i',
);

/**
 * The order a form's question answers ('Blood thinners? Yes - Xarelto 20 mg nocte' -> 'Xarelto 20 mg nocte'):
 * the answer names a medicine; or null. The question is a label, never the medicine's name. A 'No' answer and
 * an allergy question are left as written.
 */
export function readFormQuestion(text: string): string | null {
  const m = FORM_QUESTION.exec(text.trim());
  if (!m || ALLERGY_QUESTION.test(m[1]!)) return null;
  const answer = text.trim().slice(m[0].length);
  return medicineAtStart(answer) && !FORM_QUESTION.test(answer) ? answer : null;
}

// 'Goal: less spasm — ', 'Problem: AF | ', 'Target: mood – ': a short label and its words, then a field separator.
const LABEL_FIELD = /^([A-Z][A-Za-z ]{1,20}):\s*([^—–|:]{1,60}?)\s+[—–|]\s+(?=\S)/;

/** The order after a labelled field, with the field's words after it ('Baclofen ... (less spasm)'); or null. */
export function readLabelFirst(text: string): string | null {
  const m = LABEL_FIELD.exec(text);
  if (!m || medicineAtStart(m[2]!)) return null;
  const rest = text.slice(m[0].length).trim();
  return medicineAtStart(rest) ? `${rest} (${m[2]!.trim()})` : null;
}

// 'Bisoprolol - old: 3.75 mg mane; new: 5 mg mane', 'Ramipril: before 2.5 mg daily, after 5 mg daily': a medicine, its
// old regimen after a before-word, then its new one after an after-word, on one line.
const OLD_NEW =
  /^([A-Za-z][^:;\d]{1,60}?)\s*(?:[-–—:]\s*)?\b(?:old|before|was|previous(?:ly)?|prev\.?)(?:\s*[:=-]\s*|\s+)([^;|]{1,80}?)\s*[;|,]\s*(?:new|after|now|current)(?:\s*[:=-]\s*|\s+)(\S.*)$/i;
const STOP_START =
  /^(?:ceased|cease|stopped|stop|discontinued|withheld|withhold|held|suspended)\b/i;

/**
 * The order a line's old and new fields state ('Eplerenone - old: 25 mg mane; new: 50 mg mane' -> 'Eplerenone 50 mg
 * mane (was 25 mg mane)'): the new field is the order, the old one what it was (a stop keeps only the stop); or null.
 */
export function readOldNew(text: string): string | null {
  const t = text.trim();
  // The old field ends at a ';', '|' or ',': a line with none (most) is not tried.
  if (!t.includes(';') && !t.includes('|') && !t.includes(',')) return null;
  const m = OLD_NEW.exec(t);
  if (!m || !medicineAtStart(m[1]!)) return null;
  const [name, before, after] = [m[1]!.trim(), m[2]!.trim(), m[3]!.trim()];
  if (STOP_START.test(after)) return `${name} - ${after}`;
  // 'old: 10 mg mane; new: 10 mg mane': the same regimen again says nothing of what it was.
  const same = before.toLowerCase() === after.toLowerCase().slice(0, before.length);
  return same ? `${name} ${after}` : `${name} ${after} (was ${before})`;
}

// 'Oxybutynin stopped because of confusion - Mirabegron 25mg 1 a day instead': a stop, then the medicine that takes
// its place with its own dose, on one line.
const STOP_THEN_INSTEAD =
  /^([A-Za-z][^;]{0,80}?\b(?:stopped|ceased|stop|cease|discontinued|discontinue)\b[^;]{0,80}?)\s+[-–—]\s+([A-Za-z][^;]{0,80}?\d[^;]{0,80}?)\s+instead\.?$/i;

/** Both orders of a stop line that names its replacement with a dose ('X stopped ... - Y 25 mg daily instead'); or null. */
export function readStopThenInstead(text: string): string | null {
  const m = STOP_THEN_INSTEAD.exec(text.trim());
  if (!m || !medicineAtStart(m[1]!) || !medicineAtStart(m[2]!)) return null;
  return `${m[1]!.trim()}; ${m[2]!.trim()} instead`;
}
