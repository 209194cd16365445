/**
 * A pharmacy's label codes and the key that defines them ('Key: T tablet, P puff, S spray, EN each
 * nostril, M morning, D daily', then 'VENTOLIN INHALER 100MCG  2P Q4H PRN' and 'NASONEX 50MCG  2S EN D').
 * Once the key is read, each code it defines is written out in the directions of the lines below it: a
 * count joined to a code ('2P') becomes '2 puff', a code standing alone ('EN', 'D') its words. Only what
 * the key itself says is written out, and only after the line's first number (the directions), so a
 * medicine's name is never touched. A code the key does not define stays as written (and is reported
 * by the token accounting like any other unread part).
 */
import { isCapitalCode, keyEntries, keyLineBody } from './key-line';

// What a label code stands for: words in small letters ('tablet', 'each nostril', 'every 4 hours').
const DIRECTION_WORDS = /^[a-z][a-z0-9 ]*[a-z0-9]$/;

/** The codes a key line defines, code -> words, or null when the line is no such key. */
export function readSigKey(text: string): Map<string, string> | null {
  const body = keyLineBody(text);
  if (body === null) return null;
  const out = new Map<string, string>();
  for (const e of keyEntries(body)) {
    if (isCapitalCode(e.code) && DIRECTION_WORDS.test(e.meaning)) out.set(e.code, e.meaning);
  }
  // One pair could be anything; a key defines several.
  return out.size >= 3 ? out : null;
}

/** The line with the key's codes written out in its directions (after its first number). */
export function expandSigCodes(text: string, key: ReadonlyMap<string, string>): string {
  const first = /\d/.exec(text);
  if (!first) return text;
  const head = text.slice(0, first.index);
  const codes = [...key.keys()].sort((a, b) => b.length - a.length).join('|');
  const re = new RegExp(String.raw`(?<![A-Za-z])(\d+(?:\.\d+)?)?(${codes})(?![A-Za-z0-9])`, 'g');
  let changed = false;
  const tail = text.slice(first.index).replace(re, (all, n: string | undefined, code: string) => {
    // '100MCG' is a strength, never a count and a code: only a code the key names is written out.
    const words = key.get(code);
    if (!words) return all;
    changed = true;
    return n ? `${n} ${words}` : words;
  });
  return changed ? head + tail : text;
}
