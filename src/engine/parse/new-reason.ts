/**
 * The reason written with a new medicine ('Propranolol 10 mg BD (new, akathisia)', 'Hyoscine ... - new,
 * drooling at night') is why it was started: its indication, which wins over the medicine's usual use
 * (propranolol is usually for the heart, hyoscine as Kwells for travel sickness). Its first part (up to a
 * comma or dash) is taken when it names a condition (the general condition hint or lexicon/condition-words.ts)
 * and holds no word that makes it a note about supply, who prescribed it or the prescribing itself
 * (lexicon/note-words.ts), no verb of a clause of its own, and is not a reason about the choice or the dose
 * ('safe in CKD', 'renal dose': NOT_A_USE). Anything else stays the comment's words only.
 */
import { CONDITION_WORDS } from '../lexicon/condition-words';
import { NOTE_WORDS } from '../lexicon/note-words';
import { REASON_CLAUSE_WORDS } from '../lexicon/sentence-words';
import { namesNoUse } from '../lexicon/use-words';
import { alternation } from '../lexicon/words';
import { NOT_A_USE } from './classify';
import { looksLikeCondition } from './conditions';

const NOTE_WORD = new RegExp(String.raw`\b${alternation(NOTE_WORDS)}\b`, 'i');
const CONDITION_WORD = new RegExp(String.raw`\b${alternation(CONDITION_WORDS)}\b`, 'i');
// Words of a clause with its own verb or a link to another matter ('to be', 'as per', 'if ...').
const CLAUSE_WORD = new RegExp(String.raw`\b${alternation(REASON_CLAUSE_WORDS)}\b`, 'i');

/** True when the first part of a new medicine's stated reason names the condition it is for. */
export function isNewReasonUse(reason: string): boolean {
  const t = reason.trim().replace(/^for\s+/i, '');
  if (!t || /\d/.test(t) || NOT_A_USE.test(t) || namesNoUse(t)) return false;
  if (NOTE_WORD.test(t) || CLAUSE_WORD.test(t)) return false;
  return looksLikeCondition(t) || CONDITION_WORD.test(t);
}

/**
 * A 'Reason:' field's words on an order with no change or stop ('Reason: bone metastases'): the use, unless they
 * read as a note (supply, prescriber, choice, a clause of their own) or name no use.
 */
export function isStatedReasonUse(reason: string): boolean {
  const t = reason.trim().replace(/^for\s+/i, '');
  if (!t || /\d/.test(t) || NOT_A_USE.test(t) || namesNoUse(t)) return false;
  return !NOTE_WORD.test(t) && !CLAUSE_WORD.test(t);
}
