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

// A word keeps apostrophes and decimal points ('Hartmann's', '0.5'); hyphens are separate tokens.
const TOKEN_RE = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*|\S/gu;

function kindOf(t: string): TokenKind {
  if (t === '/' || t === '+' || t === '&') return 'sep';
  if (t === '(' || t === '[' || t === '{') return 'open';
  if (t === ')' || t === ']' || t === '}') return 'close';
  return /[\p{L}\p{N}]/u.test(t) ? 'word' : 'punct';
}

export function normWord(t: string): string {
  return t.toLowerCase().replace(/['’]/g, '');
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const kind = kindOf(m[0]);
    out.push({ norm: kind === 'word' ? normWord(m[0]) : m[0], kind, start: m.index, end: m.index + m[0].length });
  }
  // A hyphen touching a word on both sides joins a name ('Toprol-XL', 'amlodipine-atorvastatin').
  for (let i = 1; i < out.length - 1; i++) {
    const t = out[i]!;
    const prev = out[i - 1]!;
    const next = out[i + 1]!;
    if (t.norm === '-' && prev.kind === 'word' && next.kind === 'word' && prev.end === t.start && t.end === next.start) t.kind = 'joiner';
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
export const isAlphaWord = (norm: string): boolean => /^[a-z]+$/.test(norm);

export const capitalise = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
