/** Small text helpers shared by the parser and the row builder. */

// Number words: one list, in the lexicon.
import { NUMBER_WORDS } from '../lexicon/words';

export const NUM = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
export const NUM_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;

function digitsAndDots(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if ((c < 48 || c > 57) && c !== 46) return false;
  }
  return t.length > 0;
}

/** '2', '0.5', 'two', 'half' -> number; NaN when unreadable. */
export function toNumber(s: string): number {
  const t = s.trim().toLowerCase();
  // Digits and dots only ('40', '2.5'), most calls: every test below would end in Number(t) anyway.
  if (digitsAndDots(t)) return Number(t);
  if (t in NUMBER_WORDS) return NUMBER_WORDS[t]!;
  if (t === '½' || /^half\b/.test(t)) return 0.5;
  // '1½', '1 1/2', '1 and 1/2', 'one and a half', 'one and one-half'.
  const mixed = /^(\d{1,2}|[a-z]+)\s*(?:and\s+(?:a\s+|one[- ])?)?(?:½|1\/2|half)$/.exec(t);
  if (mixed) return toNumber(mixed[1]!) + 0.5;
  // '1 1/4', '2 3/4': a whole number and a fraction of a tablet.
  const wholeAndPart = /^(\d{1,2})\s+(\d)\/(\d)$/.exec(t);
  if (wholeAndPart)
    return Number(wholeAndPart[1]) + Number(wholeAndPart[2]) / Number(wholeAndPart[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return Number(t);
}

/** Number for display without float noise: 1.25 -> '1.25', 1000 -> '1000'. */
export function fmtNumber(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/** Capital first letter, except words that start lower case on purpose ('eGFR', 'mRNA'). */
export const capitalise = (s: string): string =>
  !s || /^[a-z]+[A-Z]/.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1);

/** Title-case a free-text medicine name typed in lower or upper case ('ZYXAMOL' -> 'Zyxamol'). */
export function nameCase(s: string): string {
  return (
    s
      .trim()
      .split(/\s+/)
      // A short capitalised word is an acronym and stays as written ('MST Continus', 'GTN').
      .map((w) =>
        /^[A-Z]{2,4}$/.test(w) && s.trim() !== w
          ? w
          : w === w.toUpperCase() || w === w.toLowerCase()
            ? capitalise(w.toLowerCase())
            : w,
      )
      .join(' ')
  );
}

/** Single spaces, trimmed; most texts are already clean and are returned as they are. */
export const squashSpaces = (s: string): string =>
  irregularSpace(s) ? s.replace(/\s+/g, ' ').trim() : s;

/** Whitespace other than single spaces between words. (A pattern: V8 runs it natively, and a character loop in
 * JavaScript was measured about three times slower on the parser's texts.) */
const IRREGULAR_SPACE = /\s\s|[^\S ]|^\s|\s$/;
export const irregularSpace = (t: string): boolean => IRREGULAR_SPACE.test(t);

/**
 * squashSpaces(parts.join(' ')) without the empty parts: the same text, but when the parts are
 * already clean (as they usually are) the result is too, and squashSpaces has nothing to replace.
 */
export const joinWords = (...parts: Array<string | undefined>): string =>
  squashSpaces(parts.filter((x) => x).join(' '));

// The characters trimClause's pattern strips at the start and the end (besides spaces, which trim() took).
const FRAME_START = '-–—:;,.';
const FRAME_END = '-–—:;,';

/** Remove punctuation that only frames a clause: '- ', '(', ')', ',', ':' at the ends. */
export function trimClause(s: string): string {
  let t = s.trim();
  // Most clauses have no framing punctuation and no bracket: nothing below would change them.
  if (
    t &&
    !FRAME_START.includes(t[0]!) &&
    !FRAME_END.includes(t[t.length - 1]!) &&
    !t.includes('(') &&
    !t.includes(')')
  )
    return squashSpaces(t);
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t.replace(/^[\s\-–—:;,.]+|[\s\-–—:;,]+$/g, '').trim();
    if (/^\(.*\)$/.test(t) && !/\).*\(/.test(t)) t = t.slice(1, -1).trim();
    if (t === before) break;
  }
  // Drop an unmatched bracket left over from splitting.
  if ((t.match(/\(/g)?.length ?? 0) !== (t.match(/\)/g)?.length ?? 0))
    t = t.replace(/[()]/g, '').trim();
  return squashSpaces(t);
}

/** Blank out a span in a working copy so later patterns do not read it twice (keeps positions). */
export function blank(s: string, start: number, end: number): string {
  return s.slice(0, start) + ' '.repeat(end - start) + s.slice(end);
}

/** Blank several spans at once (one copy of the text instead of one per span). */
export function blankSpans(s: string, spans: Array<{ index: number; end: number }>): string {
  if (!spans.length) return s;
  if (spans.length === 1) return blank(s, spans[0]!.index, spans[0]!.end);
  const chars = s.split('');
  for (const { index, end } of spans) for (let i = index; i < end; i++) chars[i] = ' ';
  return chars.join('');
}

/**
 * Whether `part` occurs in `text` as `(?:^|\W)part(?!\w)` would find it (ASCII \w, case as written):
 * the same answer without compiling a RegExp per text (V8 compiles every new source anew).
 */
export function hasWhole(text: string, part: string): boolean {
  for (
    let at = text.indexOf(part);
    at >= 0;
    at = at < text.length ? text.indexOf(part, at + 1) : -1
  ) {
    const end = at + part.length;
    if ((at === 0 || !isWordUnit(text.charCodeAt(at - 1))) && !isWordUnit(text.charCodeAt(end)))
      return true;
  }
  return false;
}

/** A RegExp \w character without the u flag: [A-Za-z0-9_] (NaN past the end is not one). */
const isWordUnit = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

/** Escape text for use inside a RegExp. */
export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every match of a global expression, like `[...text.matchAll(re)]` but much cheaper: matchAll
 * copies the expression (a new RegExp from its source) on every call, which cost more than the
 * matching itself on short orders. The matches are collected before the caller's loop runs, so
 * the loop may blank its working copy of the text or call this again with the same expression.
 */
export function matchesOf(text: string, re: RegExp): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m);
    // An empty match would match again at the same place: step past it, as matchAll does.
    if (!m[0]) re.lastIndex = advance(text, re.lastIndex, re.unicode);
  }
  return out;
}

const advance = (s: string, i: number, unicode: boolean): number => {
  const c = s.charCodeAt(i);
  return unicode &&
    c >= 0xd800 &&
    c <= 0xdbff &&
    i + 1 < s.length &&
    (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ? i + 2
    : i + 1;
};

/** A table row between bars ('| Aspirin 100 mg | Y | |'): one test for every reader that must keep its cells. */
export const isBarRow = (line: string): boolean => /^\s*\|.*\|\s*$/.test(line);
