/**
 * A long alternation anchored at the start of a line ('^(?:weight|bp|glucose meter|...)') is tested on
 * every line. Its compiled code is large, and between two lines the rest of the engine pushes it out of
 * the processor's caches, so each test pays to bring it back. Most alternatives begin with a fixed letter
 * and a line can only match those that begin with its own first letter: startsAnyOf splits the
 * alternatives into one small pattern per first character and tests a line against its own. An
 * alternative whose first character is not fixed ('(?:blood )?glucose', '\.{2,}') goes into every
 * pattern, and a line that starts outside ASCII is tested against the whole alternation, so the answer
 * is always the whole alternation's.
 */

/** The top-level alternatives of a pattern source ('a|(?:b|c)d' -> ['a', '(?:b|c)d']). */
export function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

/** True when what follows an atom may repeat it zero times ('?', '*', '{0,'). */
const optional = (rest: string): boolean => /^(?:[?*]|\{0[,}])/.test(rest);

/** The index of the ')' that closes the group opened at `open`. */
function closing(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The characters (lower case) a match of this alternative can begin with; null when not fixed. */
export function firstChars(alt: string): Set<string> | null {
  if (/^[a-z0-9]/i.test(alt))
    return optional(alt.slice(1)) ? null : new Set([alt[0]!.toLowerCase()]);
  if (alt.startsWith('\\d')) return optional(alt.slice(2)) ? null : new Set('0123456789'.split(''));
  if (!alt.startsWith('(?:')) return null;
  const close = closing(alt, 0);
  if (close < 0 || optional(alt.slice(close + 1))) return null;
  const out = new Set<string>();
  for (const inner of alternatives(alt.slice(3, close))) {
    const chars = firstChars(inner);
    if (!chars) return null;
    for (const c of chars) out.add(c);
  }
  return out;
}

/**
 * A test equal to new RegExp(`^(?:${alts.join('|')})${after}`, 'i').test, made by the line's first
 * character. Case-insensitive without the 'u' flag: an ASCII letter then matches only its two cases.
 */
export function startsAnyOf(alts: string[], after: string): (text: string) => boolean {
  const build = (list: string[]) => new RegExp(`^(?:${list.join('|')})${after}`, 'i');
  const whole = build(alts);
  const unfixed: string[] = [];
  const byChar = new Map<string, string[]>();
  for (const alt of alts) {
    const chars = firstChars(alt);
    if (!chars) unfixed.push(alt);
    else
      for (const c of chars) {
        const list = byChar.get(c);
        if (list) list.push(alt);
        else byChar.set(c, [alt]);
      }
  }
  const patterns = new Map<string, RegExp>();
  for (const [c, list] of byChar) patterns.set(c, build([...list, ...unfixed]));
  const others = unfixed.length ? build(unfixed) : null;
  return (text) => {
    if (!(text.charCodeAt(0) < 128)) return whole.test(text);
    const re = patterns.get(text[0]!.toLowerCase());
    return re ? re.test(text) : !!others && others.test(text);
  };
}
