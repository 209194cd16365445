/**
 * A list whose lines open with a symbol its key defines ('Key: (=) same  (+) new  (x) stopped  (!) withheld',
 * 'Legend: ↑ = dose up, ✗ = stopped, [N] = new'). The symbol is the line's status, written once in the key:
 * once the key is read, a line that opens with one of its symbols has it written as the status word in
 * brackets ('(!) Warfarin 3 mg' -> '(withheld) Warfarin 3 mg'), which the order reader knows. A symbol whose
 * meaning is no status (who packs it, where it is kept) is dropped. Before a key, a symbol is left as written,
 * so a line that opens with one the list never explains is still read, or reported, as it stands.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';
import { DOSE_CHANGE_VERBS, RESTART_WORDS } from '../lexicon/sentence-words';
import { keyEntries, keyLineBody } from './key-line';
import { readStatusClause } from './status';

// A line that writes its own status ('✘ Zopiclone - ceased (falls)', '⇅ Candesartan - reduced from 16 mg'):
// the symbol only repeats it, and the line's words are read as written, with their reason.
const OWN_STATUS = new RegExp(
  String.raw`\b${alternation([...STATUS_WORDS, ...Object.keys(DOSE_CHANGE_VERBS), ...RESTART_WORDS, 'new', 'started', 'continue', 'continued', 'unchanged', 'no change'])}\b`,
  'i',
);

const OWN_STATUS_NOT_RESTART = new RegExp(
  String.raw`\b${alternation([...STATUS_WORDS, ...Object.keys(DOSE_CHANGE_VERBS), 'new', 'started', 'continue', 'continued', 'unchanged', 'no change'])}\b`,
  'i',
);

// 'CALCIPHYLAXIS - discharge plan (+ = new, x = stopped)': a title's bracket of marks, each with '='.
const KEY_BRACKET = /\(((?:[^()=]{1,3}=\s*[^()=,;]+[,;]\s*)+[^()=]{1,3}=\s*[^()=,;]+)\)\s*:?\s*$/;
/** What a key line, or a title's bracket of marks, defines; null when the line is neither. */
const keyBody = (text: string): string | null =>
  keyLineBody(text) ?? KEY_BRACKET.exec(text.trim())?.[1] ?? null;
// '(=)', '[x]', '{+}', '(↑)': a bracketed mark of one to three characters; '↑', '✱', '★': one mark alone.
const CODE = String.raw`[([{][^\s()[\]{}]{1,3}[)\]}]|[^\p{L}\p{N}\s()[\]{},;:=]`;
const PAIR_RE = new RegExp(
  String.raw`(${CODE})\s*(?:=|:|-(?=\s)|–)?\s*([^,;]+?)(?=\s*(?:[,;]\s*)?(?:${CODE})\s*(?:=|:|-\s|–)?\s*\p{L}|\s*[,;]\s*(?:[A-Z]{1,2}|x)\s*[=:]|\s*[,;]?\s*$)`,
  'gu',
);

// 'Key: C = continue   A = altered   N = new   S = stopped': a capital letter or two for a status, with its
// '=' or ':' always written. Only letters whose meaning reads as a status are kept: a key of times
// ('B = breakfast') or of who packs it is another reader's.
// 'x = stopped': a lower-case x is the one small letter a stop is marked with.
const LETTER_CODE = /^(?:[A-Z]{1,2}|x)$/;
// 'K = keep', 'U = dose up': a letter that says the medicine goes on, as it was or at another dose.
const KEEP_OR_DOSE = /\b(?:keep|kept|same|as before|dose\s+(?:up|down)|up|down)\b/i;

export type SymbolKey = Map<string, string>;

/** The symbols a key line defines, each with its meaning, or null when the line is no symbol key. */
export function readSymbolKey(text: string): SymbolKey | null {
  const body = keyBody(text);
  if (body === null) return null;
  const key: SymbolKey = new Map();
  for (const [, code, meaning] of body.matchAll(PAIR_RE)) {
    // A bare mark needs a meaning in words after it ('- new' is a dash and a word, not a key).
    // '+ = new   X = stopped': the meaning ends where a letter's pair starts.
    const said = meaning!.split(/\s{2,}|\s+(?=[A-Z]{1,2}\s*[=:]\s)/, 1)[0]!.trim();
    if (/^\p{L}/u.test(said)) key.set(code!.replace(/\s+/g, ''), said);
  }
  for (const { code, meaning, marked } of keyEntries(body)) {
    if (!marked || !LETTER_CODE.test(code) || !/^[A-Za-z][A-Za-z ]*$/.test(meaning)) continue;
    if (readStatusClause(meaning) || OWN_STATUS.test(meaning) || KEEP_OR_DOSE.test(meaning))
      key.set(code, meaning);
  }
  return key.size >= 2 ? key : null;
}

/** The line with a key's symbol at its start written as its status word ('(x) Digoxin' -> '(stopped) Digoxin'). */
// '[X] Colchicine', '(W) Esomeprazole', '{N} Prednisolone': a key's letter written in brackets on the line (the
// key wrote it bare, 'X = ceased'). The bracket sets it apart from the name as a space does.
const BRACKETED_LETTER = /^[([{<]\s*([A-Za-z]{1,2})\s*[)\]}>]/;

export function readKeySymbol(text: string, key: SymbolKey): string {
  const t = text.trimStart();
  const bracketed = BRACKETED_LETTER.exec(t);
  for (const [code, meaning] of key) {
    const letter = LETTER_CODE.test(code);
    const inBracket = letter && bracketed?.[1] === code;
    if (!inBracket && !t.startsWith(code)) continue;
    const rest = t.slice(inBracket ? bracketed[0].length : code.length);
    // A letter code stands apart from the name it marks ('S\tSeretide', never the 'S' of 'Sertraline').
    const apart = letter && !inBracket ? /^\s+[-:–]?\s*\p{L}/u : /^\s*[-:–]?\s*\p{L}/u;
    if (!apart.test(rest)) continue;
    const status = readStatusClause(meaning);
    const body = rest.replace(/^\s*[-:–]?\s*/, '');
    // '[W] Esomeprazole - C. diff pending; GP to restart if negative': a restart said of a held or stopped
    // medicine is the plan after the hold, not the line's own status (the hold had been lost, read as going on).
    const own =
      status && (status.kind === 'withheld' || status.kind === 'ceased')
        ? OWN_STATUS_NOT_RESTART.test(body)
        : OWN_STATUS.test(body);
    return status && !own ? `(${status.word}) ${body}` : body;
  }
  return text;
}

/** The lines of a list with each symbol written as its status once the key line defining it is read. */
export function keySymbolsRead(lines: string[]): string[] {
  if (!lines.some((l) => keyBody(l) !== null)) return lines;
  let key: SymbolKey | null = null;
  return lines.map((l) => {
    const k = readSymbolKey(l);
    if (k) key = k;
    else if (key) return readKeySymbol(l, key);
    return l;
  });
}
