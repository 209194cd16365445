/**
 * A dose-aid pack summary keys its tick columns with letters ('Key: M = morning  L = lunch  E = evening
 * B = bedtime' over 'Medicine   M   L   E   B'): the header's letters are the key's times. The header is
 * respelled with the key's words in place of its letters (spacing kept), so the table reader takes each
 * column as that time of day and a tick under it as a dose then.
 */
import { TIME_WORDS } from '../lexicon/words';

const KEY_LINE = /^\s*(?:key|legend|code)s?\s*[:-]/i;
const PAIR =
  /\b([A-Z]{1,2})\s*[=:-]\s*([A-Za-z][A-Za-z ]*?)(?=\s{2,}|\s*[,;|]|\s+[A-Z]{1,2}\s*[=:-]|\s*$)/g;
const TIMES = new Set(TIME_WORDS.map(([w]) => w.toLowerCase()));

export function gridKeyHeaders(rawLines: string[]): string[] {
  const keyAt = rawLines.findIndex((l) => KEY_LINE.test(l));
  if (keyAt < 0) return rawLines;
  const key = new Map<string, string>();
  for (const m of rawLines[keyAt]!.matchAll(PAIR)) {
    const word = m[2]!.trim().toLowerCase();
    if (TIMES.has(word)) key.set(m[1]!, word);
  }
  if (key.size < 2) return rawLines;
  return rawLines.map((l, i) => {
    if (i === keyAt) return l;
    const cells = l.trim().split(/\s{2,}|\t+/);
    const letters = cells.slice(1);
    if (cells.length < 3 || !letters.every((c) => key.has(c))) return l;
    return l.replace(/(?<=\s)([A-Z]{1,2})(?=\s|$)/g, (c: string) => key.get(c) ?? c);
  });
}
