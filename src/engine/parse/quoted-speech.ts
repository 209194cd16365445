/**
 * Words quoted after a speaker's lead: a telehealth check or a transcript where someone reads a label or
 * says the order ('Pt reads: "BISOPROLOL 5MG TAKE ONE TABLET IN THE MORNING"', 'Wife says "the Lasix, 40
 * in the morning"', 'Caller: "Metformin 500 twice a day"'). The lead is who speaks, never the medicine:
 * read with it, the line named no medicine and every order was lost. The quoted words are the line; a
 * remark after the closing quote ('(bought at supermarket)') stays after them as a note.
 */
import { alternation, SPEAKER_WORDS } from '../lexicon/words';
import { SPEECH_VERBS } from '../lexicon/sentence-words';

// Who speaks: a person word ('pt', 'patient', a relative) or any few words ending in a speech verb.
const PERSON = alternation([...SPEAKER_WORDS, 'pt', 'patient', 'client', 'caller', 'resident']);
// '[Interpreter, voicing for patient]:', '[Daughter]:': a transcript's speaker label in square brackets.
const LEAD = String.raw`(?:\[[A-Za-z][^\[\]]{0,60}\]|(?:the\s+)?(?:${PERSON})|[A-Za-z][A-Za-z'.]*(?:\s+[A-Za-z'.]+){0,2}\s+(?:${alternation(SPEECH_VERBS)})(?:\s+(?:aloud|from\s+(?:the\s+)?(?:box|label|pack|bottle)))?)`;
const QUOTED = new RegExp(
  String.raw`^\s*${LEAD}\s*[:,-]?\s*["“]([A-Za-z][^"“”]*)["”]\s*(.*)$`,
  'i',
);

/** The quoted words and any remark after them, or null when the line is no speaker's quote. */
export function readQuotedSpeech(text: string): string | null {
  // The opening quote QUOTED needs: most lines have none, and its speaker pattern is slow to try.
  if (!text.includes('"') && !text.includes('“')) return null;
  const m = QUOTED.exec(text);
  if (!m) return null;
  const said = m[1]!.trim().replace(/[.,;]$/, '');
  const rest = m[2]!.trim();
  return rest ? `${said} ${rest}` : said;
}
