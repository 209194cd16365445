/**
 * What to do with a medicine around a procedure ('omit morning of surgery', 'take as usual incl. morning of
 * surgery', 'last dose 2 days pre-op (12/08 am)'): a pre-admission clinic writes it after each order. Its
 * time words and dates are the procedure day's, never the times the medicine is taken every day; read as
 * dosing they turned 'Sotalol 80mg BD' into a morning dose (a change that never was).
 *
 * - A clause naming a procedure with no amount of its own is a note (after the status and duration
 *   readers: 'withhold 3 days pre-op' is a stop, 'for 28 days after surgery' a course).
 * - A bracket with no amount straight after such a clause, or after the time of a last or next dose
 *   ('LAST DOSE 2 days pre-op (12/08 am)', 'next due (Mon pm)'), is when that event is: a note.
 */
import type { ClauseRule } from './order-rules';
import { PROCEDURE_CLAUSE } from '../lexicon/procedure-words';
import {
  alternation,
  DOSE_UNIT_WORDS,
  NUMBER_WORDS,
  PRN_WORDS,
  spellings,
  UNIT_WORDS,
} from '../lexicon/words';

// An amount: a number (in digits or words) and a unit or dose unit ('1 tablet', 'two puffs', '5 mg').
const AMOUNT = new RegExp(
  String.raw`(?:\d+(?:\.\d+)?|\b${alternation(Object.keys(NUMBER_WORDS))})\s*${alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)])}(?![a-z])`,
  'i',
);
const PRN = new RegExp(String.raw`(?<![\w])${alternation(PRN_WORDS)}(?![\w])`, 'i');
// The time of one dose, given or to come: 'last dose', 'last given', 'next due', 'next dose due'.
const ONE_DOSE_EVENT = /^(?:last\s+(?:dose|given|taken)|next\s+(?:dose\s+)?due)\b/i;

/** A clause about a procedure that holds no amount and is not a when-required condition. */
export const procedureNote = (t: string): boolean =>
  PROCEDURE_CLAUSE.test(t) && !AMOUNT.test(t) && !PRN.test(t);

export const PROCEDURE_DAY_RULE: ClauseRule = {
  id: 'procedure-day',
  examples: ['morning of surgery', 'omit on the day of the procedure', 'night before the op'],
  apply: (c) => (procedureNote(c.t) ? 'note' : null),
};

/** A bracket ('(12/08 am)') that tells when the clause before it happens, not a dose. */
export const eventBracket = (before: string, text: string): boolean =>
  !AMOUNT.test(text) && (procedureNote(before) || ONE_DOSE_EVENT.test(before.trim()));
