/**
 * One tokenizer pass per line: numbers, and the lexicon's words and phrases (longest first) with
 * the kind of dosing word each is. The token list is what `--explain` prints and what token
 * accounting checks: every dosing-looking token of an order line is consumed by a field of the
 * parsed order or named in a warning.
 */
import {
  COUNT_WORDS,
  DOSE_UNIT_WORDS,
  DURATION_UNITS,
  FORM_WORDS,
  INTERVAL_WORDS,
  MAX_WORDS,
  NUMBER_WORDS,
  PRN_EQUIVALENTS,
  PRN_WORDS,
  QUANTITY_WORDS,
  ROUTE_WORDS,
  STATUS_WORDS,
  TIME_WORDS,
  UNIT_WORDS,
  spellings,
} from './words';
import { ACCENTED_LETTERS } from './letters';

export type TokenKind =
  | 'number'
  | 'unit'
  | 'dose-unit'
  | 'form'
  | 'frequency'
  | 'time'
  | 'interval'
  | 'route'
  | 'prn'
  | 'status'
  | 'quantity'
  | 'max'
  | 'duration'
  | 'date'
  | 'word'
  | 'punct';

export interface Token {
  /** The token as written in the line. */
  text: string;
  kind: TokenKind;
  start: number;
  end: number;
  /** A number's value (word numbers and '½' included). */
  value?: number;
}

/** Kinds of the tokens that say how a medicine is taken: each must end up in a field or a warning. */
export const DOSING_KINDS: ReadonlySet<TokenKind> = new Set<TokenKind>([
  'number',
  'unit',
  'dose-unit',
  'frequency',
  'time',
  'interval',
  'prn',
  'duration',
]);

// Pieces: a number (decimal point kept), a word (inner dots and apostrophes kept: 'p.r.n.', "req'd"),
// or one other visible character.
// Letters with accents and tones are letters of the word (lexicon/letters.ts).
const LETTER = `a-zµμ${ACCENTED_LETTERS}`;
const PIECE_RE = new RegExp(
  String.raw`\d+(?:\.\d+)?|\.\d+|½|[${LETTER}]+(?:['.][${LETTER}]+)*\.?|\S`,
  'giu',
);
const WORD_START = new RegExp(`^[${LETTER}]`, 'iu');

// The two first looks tokenize() takes at every piece, without a pattern for the usual ASCII first character
// (they were 900 pattern calls a varied pair). A digit, '.' before a digit, or '½' starts a number.
const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;
const startsNumber = (key: string): boolean => {
  const c = key.charCodeAt(0);
  return isDigitCode(c) || c === 0xbd || (c === 46 && isDigitCode(key.charCodeAt(1)));
};
// An ASCII first character starts a word when it is a letter (the case-insensitive class holds a-z and no
// other ASCII); any other character is asked of the class itself (accents, 'µ', letters that fold to a-z).
const startsWord = (key: string): boolean => {
  const c = key.charCodeAt(0);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return WORD_START.test(key);
};

/** The lookup key of a piece: lower case, and an abbreviation's dots dropped ('B.D.' -> 'bd'). */
function keyOf(piece: string): string {
  const low = piece.toLowerCase();
  if (!low.includes('.') || /^\d|^\.\d/.test(low)) return low;
  return /^[a-z](?:\.?[a-z])*\.?$/.test(low) ? low.replace(/\./g, '') : low.replace(/\.$/, '');
}

function piecesOf(text: string): Array<{ text: string; key: string; start: number }> {
  const out: Array<{ text: string; key: string; start: number }> = [];
  PIECE_RE.lastIndex = 0;
  for (let m = PIECE_RE.exec(text); m; m = PIECE_RE.exec(text))
    out.push({ text: m[0], key: keyOf(m[0]), start: m.index });
  return out;
}

// Later lists win over earlier ones for the same phrase: a dose unit ('tablets') over a form.
const PHRASES = new Map<string, TokenKind>();
/**
 * The phrases again as a tree of their pieces' keys ('times' -> 'a' -> 'day'): the longest-match loop
 * follows it piece by piece and stops as soon as the pieces so far start no phrase. (It looked up joined
 * keys, 'times a day', which built and hashed a new string at every step.)
 */
interface PhraseNode {
  kind?: TokenKind;
  next: Map<string, PhraseNode>;
}
const TREE: PhraseNode = { next: new Map() };
function set(keys: string[], kind: TokenKind): void {
  PHRASES.set(keys.join(' '), kind);
  let node = TREE;
  for (const k of keys) {
    let child = node.next.get(k);
    if (!child) node.next.set(k, (child = { next: new Map() }));
    node = child;
  }
  node.kind = kind;
}
function add(words: Iterable<string>, kind: TokenKind): void {
  for (const w of words)
    set(
      piecesOf(w).map((p) => p.key),
      kind,
    );
}
add(ROUTE_WORDS, 'route');
add(FORM_WORDS, 'form');
add(spellings(DOSE_UNIT_WORDS), 'dose-unit');
add(spellings(UNIT_WORDS), 'unit');
add(DURATION_UNITS, 'duration');
add(INTERVAL_WORDS, 'interval');
add(
  COUNT_WORDS.map(([w]) => w).filter((w) => !/^\d/.test(w)),
  'frequency',
);
add(
  TIME_WORDS.map(([w]) => w),
  'time',
);
add(STATUS_WORDS, 'status');
add(QUANTITY_WORDS, 'quantity');
add(MAX_WORDS, 'max');
add([...PRN_WORDS, ...PRN_EQUIVALENTS], 'prn');
for (const w of Object.keys(NUMBER_WORDS)) set(w.split(' '), 'number');
// 'times a day' after a number: the number is the count per day.
add(['times daily', 'times a day', 'times per day', 'times day', 'times each day'], 'frequency');

/** '8/24', '2/52', '5/7', '3/12': hours out of a day, weeks, days, months. */
const PER_PERIOD: Readonly<Record<string, TokenKind>> = {
  '24': 'interval',
  '52': 'duration',
  '7': 'duration',
  '12': 'duration',
};

/** 'd/m' (day up to 31, month up to 12, not a fraction of a tablet such as '1/2') or 'n/40'. */
function isDate(a: number, b: number, after: string | undefined): boolean {
  if (b === 40) return Number.isInteger(a) && a <= 42;
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || a > 31 || b < 1 || b > 12)
    return false;
  return !(a < b && b <= 4) || after === '/';
}

/**
 * 'mm/yy' with the month's leading zero ('Changed since last plan (01/25)'): a month and year. A strength or a
 * fraction is never written with a leading zero ('10/20' of a combination stays a number).
 */
const isMonthYear = (month: string, year: string): boolean =>
  /^0[1-9]$/.test(month) && /^\d\d$/.test(year) && Number(year) > 12;

export function tokenize(text: string): Token[] {
  const pieces = piecesOf(text);
  const out: Token[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const end = (j: number) => pieces[j]!.start + pieces[j]!.text.length;
    if (startsNumber(p.key)) {
      // '1½' is one and a half.
      const half = pieces[i + 1]?.key === '½' && pieces[i + 1]!.start === end(i) && p.key !== '½';
      if (half) {
        out.push({
          text: `${p.text}½`,
          kind: 'number',
          start: p.start,
          end: end(i + 1),
          value: Number(p.key) + 0.5,
        });
        i++;
        continue;
      }
      const value = p.key === '½' ? 0.5 : Number(p.key);
      // '8/24', '2/52': one token, the number of hours, weeks, days or months.
      const slash = pieces[i + 1]?.key === '/' ? pieces[i + 2] : undefined;
      const period = slash && PER_PERIOD[slash.key];
      // '24/03', '12/11/2026', '30/40' (weeks of pregnancy): a date, not dosing.
      const date =
        slash &&
        !period &&
        /^\d\d$/.test(slash.key) &&
        PHRASES.get(pieces[i + 3]?.key ?? '') !== 'unit' &&
        (isDate(value, Number(slash.key), pieces[i + 3]?.key) || isMonthYear(p.key, slash.key));
      if (date) {
        let j = i + 2;
        if (pieces[j + 1]?.key === '/' && /^\d+$/.test(pieces[j + 2]?.key ?? '')) j += 2;
        out.push({ text: text.slice(p.start, end(j)), kind: 'date', start: p.start, end: end(j) });
        i = j;
        continue;
      }
      if (period && pieces[i + 3]?.key !== '/') {
        out.push({
          text: text.slice(p.start, end(i + 2)),
          kind: period,
          start: p.start,
          end: end(i + 2),
          value,
        });
        i += 2;
        continue;
      }
      out.push({ text: p.text, kind: 'number', start: p.start, end: end(i), value });
      continue;
    }
    let best = 0;
    let kind: TokenKind | undefined;
    let node: PhraseNode | undefined = TREE;
    for (let n = 1; i + n <= pieces.length; n++) {
      node = node.next.get(pieces[i + n - 1]!.key);
      if (!node) break;
      if (node.kind) [best, kind] = [n, node.kind];
    }
    if (!best) {
      const isWord = startsWord(p.key);
      out.push({ text: p.text, kind: isWord ? 'word' : 'punct', start: p.start, end: end(i) });
      continue;
    }
    const tok: Token = {
      text: text.slice(p.start, end(i + best - 1)),
      kind: kind!,
      start: p.start,
      end: end(i + best - 1),
    };
    if (kind === 'number') tok.value = NUMBER_WORDS[p.key];
    out.push(tok);
    i += best - 1;
  }
  return out;
}
