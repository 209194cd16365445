/**
 * Tokens for name matching. Names in the KB and order text go through the same tokenizer, so
 * 'Slow-K', 'Slow K' and 'SLOW-K' all give the key 'slow k', and 'Hartmann's' gives 'hartmanns'.
 */
export type TokenKind = 'word' | 'sep' | 'joiner' | 'open' | 'close' | 'punct';

export interface Token {
  /** Normalised text: lower case, apostrophes removed. */
  norm: string;
  /** 'joiner' is a hyphen inside a word ('Slow-K'): invisible in keys, a connector between two names. */
  kind: TokenKind;
  start: number;
  end: number;
}

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

/** Letters and digits of any script; a hand-written scan because lookups must take microseconds. */
function isWordChar(c: number, ch: string): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return NON_ASCII_WORD.test(ch);
}

const APOSTROPHES = /['’]/g;

// 'Losartán', 'Metformine' aside, a list written abroad puts accents on the same names: 'losartán' is 'losartan'.
const MARKS = /[\u0300-\u036f]/g;

/** A letter of U+00C0-U+024F (a loop, not a pattern: normWord runs on every word of every lookup, 420 pattern calls a varied pair). */
function hasAccented(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0xc0 && c <= 0x24f) return true;
  }
  return false;
}

export function normWord(t: string): string {
  const lower = hasAccented(t)
    ? t.toLowerCase().normalize('NFD').replace(MARKS, '')
    : t.toLowerCase();
  return lower.includes("'") || lower.includes('’') ? lower.replace(APOSTROPHES, '') : lower;
}

function kindOf(ch: string): TokenKind {
  if (ch === '/' || ch === '+' || ch === '&') return 'sep';
  if (ch === '(' || ch === '[' || ch === '{') return 'open';
  if (ch === ')' || ch === ']' || ch === '}') return 'close';
  return 'punct';
}

/**
 * Words keep inner apostrophes and decimal points ('Hartmann's', '0.5'); every other non-space
 * character is a token of its own. A hyphen touching words on both sides is a joiner ('Toprol-XL').
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (
      c <= 32 ||
      c === 160 ||
      (c >= 0x2000 && c <= 0x200b) ||
      c === 0x202f ||
      c === 0x3000 ||
      c === 0xfeff
    ) {
      i++;
      continue;
    }
    const ch = text[i]!;
    if (!isWordChar(c, ch)) {
      const prev = out[out.length - 1];
      const joins =
        ch === '-' &&
        prev?.kind === 'word' &&
        prev.end === i &&
        i + 1 < n &&
        isWordChar(text.charCodeAt(i + 1), text[i + 1]!);
      out.push({ norm: ch, kind: joins ? 'joiner' : kindOf(ch), start: i, end: i + 1 });
      i++;
      continue;
    }
    let j = i + 1;
    for (;;) {
      while (j < n && isWordChar(text.charCodeAt(j), text[j]!)) j++;
      const inner = text[j];
      if (
        (inner === "'" || inner === '’' || inner === '.') &&
        j + 1 < n &&
        isWordChar(text.charCodeAt(j + 1), text[j + 1]!)
      )
        j += 2;
      else break;
    }
    out.push({ norm: normWord(text.slice(i, j)), kind: 'word', start: i, end: j });
    i = j;
  }
  return out;
}

/** The lookup key of a name as written in the KB: 'Mixtard 30/70' -> 'mixtard 30 / 70'. */
export function nameKey(name: string): string {
  return tokenize(name)
    .filter((t) => t.kind === 'word' || t.kind === 'sep')
    .map((t) => t.norm)
    .join(' ');
}

export const squash = (key: string): string => key.replace(/ /g, '');

/** True for a plain alphabetic word (fuzzy matching only ever compares those). */
/** One or more of a-z only (a loop: it runs on every word of every name lookup, 350 pattern calls a pair). */
export const isAlphaWord = (norm: string): boolean => {
  if (!norm) return false;
  for (let i = 0; i < norm.length; i++) {
    const c = norm.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
};

export const capitalise = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
