/**
 * A heading written as an instruction that the medicines under it go on ('Keep taking', 'Carry on with
 * these:', 'GREEN - keep taking, no change', 'Medicines to keep using') says the same as 'Continue:'. Read
 * with its words respelled as 'continue', the heading reader sees a regular section: the medicines under it
 * are continued, and a hold or stop section above it ends there.
 */
import { GO_ON_HEADING_WORDS } from '../lexicon/sentence-words';
import { alternation } from '../lexicon/words';

const GO_ON = new RegExp(
  String.raw`(?<![a-z])(?:${alternation(GO_ON_HEADING_WORDS)})(?![a-z])`,
  'gi',
);
// Cheap first test: every phrase holds one of these words.
const MAY_GO_ON = /\b(?:keep|carry|go|still|stay|remain|resume|continu|kept)/i;

// The first word (its letters) of each go-on phrase: a line whose first word is none of these keeps its first word.
const GO_ON_LEADS = new Set(GO_ON_HEADING_WORDS.map((w) => /^[a-z]*/i.exec(w)![0].toLowerCase()));

/** True when a go-on phrase may start the line (its first word, lower case, is a phrase's first word). */
export const mayLeadGoOn = (firstWord: string): boolean => GO_ON_LEADS.has(firstWord);

/** The text with each go-on phrase written as 'continue' (unchanged when it has none). */
export function goOnAsContinue(text: string): string {
  return MAY_GO_ON.test(text) ? text.replace(GO_ON, 'continue') : text;
}
