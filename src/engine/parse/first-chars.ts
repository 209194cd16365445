/**
 * A large anchored alternation ('^(?:glucometer|test strips?|...)', the dosing starts) split by the
 * character each alternative can start with: a text is tested only against the alternatives that can
 * start with its first character, instead of trying all of them at position 0 before failing. The
 * first characters are read from each alternative's source; an alternative whose source is not plain
 * enough to read (a class, \w, \s, '.', a lookaround, one that may match nothing) is tried for every
 * text. So the test answers exactly as the whole pattern would.
 */

const SPECIAL = new Set('\\^$.|?*+()[]{}');
const DIGITS = '0123456789';

/** Index after the group or class that opens at `i`, or -1. */
function closeOf(src: string, i: number): number {
  if (src[i] === '[') {
    for (let j = i + 1; j < src.length; j++) {
      if (src[j] === '\\') j++;
      else if (src[j] === ']') return j + 1;
    }
    return -1;
  }
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '[') {
      const end = closeOf(src, j);
      if (end < 0) return -1;
      j = end - 1;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j + 1;
  }
  return -1;
}

/** The top-level alternatives of a source, or null when its brackets do not close. */
export function alternativesOf(src: string): string[] | null {
  const out: string[] = [];
  let start = 0;
  for (let j = 0; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '(' || c === '[') {
      const end = closeOf(src, j);
      if (end < 0) return null;
      j = end - 1;
    } else if (c === '|') {
      out.push(src.slice(start, j));
      start = j + 1;
    }
  }
  out.push(src.slice(start));
  return out;
}

/** A literal a case-insensitive (non-unicode) match compares only with itself and its ASCII case:
 * ASCII, or a symbol with no case. */
const plainLiteral = (c: string): boolean =>
  !SPECIAL.has(c) && (c.charCodeAt(0) < 128 || !/\p{L}/u.test(c));

/** First characters (lower case) of a sequence; '' in the set when it may match nothing; null if unknown. */
function sequenceFirst(seq: string): Set<string> | null {
  if (!seq) return new Set(['']);
  let atom: Set<string> | null;
  let next: number;
  const c = seq[0]!;
  if (c === '(') {
    const plain = seq.startsWith('(?:');
    if (!plain && seq[1] === '?') return null;
    const end = closeOf(seq, 0);
    if (end < 0) return null;
    atom = firstCharsOf(seq.slice(plain ? 3 : 1, end - 1));
    next = end;
  } else if (c === '\\') {
    const e = seq[1];
    if (e === 'd') atom = new Set(DIGITS);
    else if (e !== undefined && /[^\w\s]/.test(e)) atom = new Set([e]);
    else return null;
    next = 2;
  } else if (plainLiteral(c)) {
    atom = new Set([c.toLowerCase()]);
    next = 1;
  } else return null;
  if (!atom) return null;
  // A quantifier that allows none ('?', '*', '{0,n}') lets the rest of the sequence start the match.
  const q = seq.slice(next);
  const optional = /^(?:\?|\*|\{0(?:,\d*)?\})\??/.exec(q);
  if (!optional && !atom.has('')) return atom;
  if (optional) next += optional[0].length;
  else {
    const more = /^(?:\+|\{[1-9]\d*(?:,\d*)?\})\??/.exec(q);
    if (more) next += more[0].length;
  }
  const rest = sequenceFirst(seq.slice(next));
  if (!rest) return null;
  const out = new Set([...atom].filter((x) => x !== ''));
  for (const x of rest) out.add(x);
  return out;
}

/** First characters (lower case) of any match of the source; '' when it may match nothing; null if unknown. */
export function firstCharsOf(src: string): Set<string> | null {
  const alts = alternativesOf(src);
  if (!alts) return null;
  const out = new Set<string>();
  for (const alt of alts) {
    const first = sequenceFirst(alt);
    if (!first) return null;
    for (const x of first) out.add(x);
  }
  return out;
}

/**
 * `text => new RegExp(`^(?:${alts})${after}`, 'i').test(text)`, answered by the alternatives that can
 * start with the text's first character.
 */
export function anchoredAlternation(alts: string, after = ''): (text: string) => boolean {
  const whole = new RegExp(`^(?:${alts})${after}`, 'i');
  const list = alternativesOf(alts);
  if (!list) return (text) => whole.test(text);
  const always: string[] = [];
  const byChar = new Map<number, string[]>();
  for (const alt of list) {
    const first = sequenceFirst(alt);
    if (!first || first.has('')) {
      always.push(alt);
      for (const bucket of byChar.values()) bucket.push(alt);
      continue;
    }
    for (const ch of first) {
      const code = ch.charCodeAt(0);
      let bucket = byChar.get(code);
      if (!bucket) byChar.set(code, (bucket = [...always]));
      bucket.push(alt);
    }
  }
  const build = (alternatives: string[]) =>
    alternatives.length ? new RegExp(`^(?:${alternatives.join('|')})${after}`, 'i') : null;
  const patterns = new Map([...byChar].map(([code, alternatives]) => [code, build(alternatives)]));
  const rest = build(always);
  return (text) => {
    let c = text.charCodeAt(0);
    if (c >= 65 && c <= 90) c |= 0x20;
    const re = patterns.has(c) ? patterns.get(c) : rest;
    return !!re && re.test(text);
  };
}
