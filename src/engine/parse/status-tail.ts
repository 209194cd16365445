/**
 * A status told at the end of an order, as the verb of a sentence: 'Midazolam 10 mg buccal when required
 * for a seizure lasting longer than 5 minutes has been added', 'Clobazam 10 mg when required for clusters
 * continues as before', 'Ondansetron 4 mg when required for nausea has been started in its place'. The
 * clause is cut where the verb phrase starts: what comes before is the order (its dose, its condition),
 * and the phrase is a status clause of its own ('has been started in its place' -> new, 'in its place').
 * The words are the lexicon's (lexicon/sentence-words.ts).
 */
import {
  SENTENCE_ADVERBS,
  STATUS_TAIL_HELPERS,
  STATUS_TAIL_VERBS,
  STATUS_TAIL_WORDS,
} from '../lexicon/sentence-words';
import { alternation } from '../lexicon/words';

const ADVERB = String.raw`(?:${alternation(SENTENCE_ADVERBS)}\s+)?`;
// 'has now been added', 'is also new': an adverb may sit between the helper's words and before the status word.
const HELPERS = alternation(STATUS_TAIL_HELPERS).replace(/\\s\+/g, String.raw`\s+${ADVERB}`);
const HELPED = String.raw`${HELPERS}\s+${ADVERB}${alternation(STATUS_TAIL_WORDS)}`;
const TAIL = new RegExp(
  String.raw`(?<=\S)\s+(${HELPED}|${alternation(STATUS_TAIL_VERBS)})(?![\w-])`,
  'i',
);
// The helper verbs in front of a status clause ('has been added' -> 'added'), for the status readers.
export const TAIL_HELPER = new RegExp(
  String.raw`^${HELPERS}\s+${ADVERB}(?=${alternation(STATUS_TAIL_WORDS)}(?![\w-]))`,
  'i',
);
// 'until warfarin is stopped', 'while the infection is treated', 'if the dose is increased': the verb belongs to
// the condition, not to this order ('when required', 'once daily' are no such condition).
export const CONDITION_BEFORE =
  /\b(?:until|till|while|whilst|unless|if|after|before)\b|\bonce\b(?!\s+(?:daily|a\s+day|weekly|a\s+week|a\s+month|monthly|only)\b)|\bwhen\b(?!\s+(?:required|needed|necessary)\b)/i;
// 'both were ceased on 25/11', 'it was started by the GP': a pronoun is the subject, so the sentence is about
// something said elsewhere, never this clause's order.
const OTHER_SUBJECT =
  /^\s*(?:both|all|it|they|these|this|those|that|which|he|she|each|either|neither)(?:\s+(?:of\s+)?(?:them|these|those|the\s+\w+))?\s*$/i;
// Cheap first test: one of the tail's verbs is in the clause at all.
const HINT = new RegExp(
  alternation([...STATUS_TAIL_WORDS, ...STATUS_TAIL_VERBS].map((w) => w.slice(0, 5))),
  'i',
);

/** Where a status verb phrase starts after some order text, or -1 (none, or it belongs to a condition). */
export function statusTailAt(text: string): number {
  return statusTail(text)?.at ?? -1;
}

/**
 * The status verb phrase after some order text: where it starts and ends, or null. What follows it
 * ('in its place', 'until 29/12') is the status's reason unless it is a clause of its own kind (the caller's).
 */
export function statusTail(text: string): { at: number; end: number } | null {
  if (!HINT.test(text)) return null;
  const m = TAIL.exec(text);
  if (!m) return null;
  const at = m.index + m[0].length - m[1]!.length;
  const before = text.slice(0, at);
  if (CONDITION_BEFORE.test(before) || OTHER_SUBJECT.test(before)) return null;
  return { at, end: m.index + m[0].length };
}
