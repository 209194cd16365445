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
import { keyLineBody } from './key-line';
import { readStatusClause } from './status';

// A line that writes its own status ('✘ Zopiclone - ceased (falls)', '⇅ Candesartan - reduced from 16 mg'):
// the symbol only repeats it, and the line's words are read as written, with their reason.
const OWN_STATUS = new RegExp(
  String.raw`\b${alternation([...STATUS_WORDS, ...Object.keys(DOSE_CHANGE_VERBS), ...RESTART_WORDS, 'new', 'started', 'continue', 'continued', 'unchanged', 'no change'])}\b`,
  'i',
);

// '(=)', '[x]', '{+}', '(↑)': a bracketed mark of one to three characters; '↑', '✱', '★': one mark alone.
const CODE = String.raw`[([{][^\s()[\]{}]{1,3}[)\]}]|[^\p{L}\p{N}\s()[\]{},;:=]`;
const PAIR_RE = new RegExp(
  String.raw`(${CODE})\s*(?:=|:|-(?=\s)|–)?\s*([^,;]+?)(?=\s*(?:[,;]\s*)?(?:${CODE})\s*(?:=|:|-\s|–)?\s*\p{L}|\s*[,;]?\s*$)`,
  'gu',
);

export type SymbolKey = Map<string, string>;

/** The symbols a key line defines, each with its meaning, or null when the line is no symbol key. */
export function readSymbolKey(text: string): SymbolKey | null {
  const body = keyLineBody(text);
  if (body === null) return null;
  const key: SymbolKey = new Map();
  for (const [, code, meaning] of body.matchAll(PAIR_RE)) {
    // A bare mark needs a meaning in words after it ('- new' is a dash and a word, not a key).
    if (/^\p{L}/u.test(meaning!.trim())) key.set(code!.replace(/\s+/g, ''), meaning!.trim());
  }
  return key.size >= 2 ? key : null;
}

/** The line with a key's symbol at its start written as its status word ('(x) Digoxin' -> '(stopped) Digoxin'). */
export function readKeySymbol(text: string, key: SymbolKey): string {
  const t = text.trimStart();
  for (const [code, meaning] of key) {
    if (!t.startsWith(code)) continue;
    const rest = t.slice(code.length);
    if (!/^\s*[-:–]?\s*\p{L}/u.test(rest)) continue;
    const status = readStatusClause(meaning);
    const body = rest.replace(/^\s*[-:–]?\s*/, '');
    return status && !OWN_STATUS.test(body) ? `(${status.word}) ${body}` : body;
  }
  return text;
}

/** The lines of a list with each symbol written as its status once the key line defining it is read. */
export function keySymbolsRead(lines: string[]): string[] {
  if (!lines.some((l) => keyLineBody(l) !== null)) return lines;
  let key: SymbolKey | null = null;
  return lines.map((l) => {
    const k = readSymbolKey(l);
    if (k) key = k;
    else if (key) return readKeySymbol(l, key);
    return l;
  });
}
