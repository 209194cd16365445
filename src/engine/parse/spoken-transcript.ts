/**
 * A transcript of speech in quotes, run on with commas ('"hi it's Jo, um she has the Cardizem 180 in the
 * morning, the Lasix forty with breakfast, and the Ventolin when she's wheezy, two puffs, that's all"'): a
 * voicemail or phone note typed as it was said. Each comma's clause that names a known medicine is an order of
 * its own, written from the medicine on (the words before it, 'she has the', 'um', are who and how it was said);
 * a clause that is only a dose ('two puffs') belongs to the medicine before it, before its 'when' or 'for'. A
 * clause that says a medicine was stopped, started or changed keeps its verb for the sentence reader. Clauses
 * with no medicine ('that's all I think', 'call me back') are speech, not orders. Only a quoted line naming two
 * medicines or more is read so; one medicine in quotes is readQuotedSpeech's ('Wife says "the Lasix, 40 ..."'),
 * and quoted text in sentences (a screen reader's '"Latanoprost, Xalatan, 50 micrograms ..., button. One drop
 * ..."') is one item read aloud, its commas between a name and its brand, never a run-on.
 * Words are only dropped or moved, never a number added.
 */
import { FILLER_WORDS } from '../lexicon/spoken-words';
import { alternation } from '../lexicon/words';
import { DOSE_CHANGE_VERBS, SENTENCE_VERBS } from '../lexicon/sentence-words';
import { isExactNameWord } from './lookup';
import { readName } from './name';

const QUOTED = /^\s*["“]([^"“”]+)["”]?\s*$/;
const FILLERS = new RegExp(String.raw`^(?:(?:${alternation(FILLER_WORDS)})\b[\s,]*)+`, 'i');
const VERB_KEPT = new RegExp(
  String.raw`\b(?:${alternation([...SENTENCE_VERBS.stop, ...SENTENCE_VERBS.start, ...Object.keys(DOSE_CHANGE_VERBS)])})\b`,
  'i',
);
const DOSE_ONLY =
  /^(?:\d+(?:\.\d+)?|one|two|three|four|half)\s+(?:puffs?|tablets?|tabs?|caps?|capsules?|drops?|sprays?|units?|sachets?|mg|ml)$/i;
// Where a dose joins the order before it: before its use or its condition ('when she's puffed', 'for pain').
const BEFORE_CONDITION = /\s+(?=(?:when|if|for)\b)/i;

/** The word at which the clause first names a known medicine, or -1. */
function medicineAt(clause: string): number {
  for (const m of clause.matchAll(/[A-Za-z][A-Za-z-]{3,}/g))
    if (isExactNameWord(m[0])) return m.index;
  return -1;
}

/** One order a medicine the quoted speech names, or null when the line is no such transcript. */
export function splitSpokenTranscript(text: string): string[] | null {
  if (!text.includes('"') && !text.includes('“')) return null;
  const m = QUOTED.exec(text);
  if (!m || /[.;]\s/.test(m[1]!)) return null;
  const out: string[] = [];
  for (const raw of m[1]!.split(/\s*,\s*/)) {
    const clause = raw.replace(FILLERS, '').trim();
    const at = medicineAt(clause);
    if (at >= 0) {
      out.push(VERB_KEPT.test(clause.slice(0, at)) ? clause : clause.slice(at));
      continue;
    }
    const last = out.at(-1);
    if (last !== undefined && DOSE_ONLY.test(clause)) {
      const cut = BEFORE_CONDITION.exec(last);
      out[out.length - 1] = cut
        ? `${last.slice(0, cut.index)} ${clause}${last.slice(cut.index)}`
        : `${last} ${clause}`;
    }
  }
  const keys = new Set(out.map((o) => readName(o)?.key).filter(Boolean));
  return out.length >= 2 && keys.size === out.length ? out : null;
}
