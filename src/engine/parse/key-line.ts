/**
 * One grammar for a list's key line, the line that defines the short codes, symbols or names the list
 * then writes ('Key: W = Webster-pak, B = bottle', 'Legend: (x) stopped  (+) new', 'Sig key: T tablet,
 * P puff', 'Abbreviations: HU = hydroxyurea'). The readers of what a key means (who gives a medicine,
 * its status, a label's directions, a medicine's short name) each keep the entries they understand, so a
 * key is recognised the same way whatever it defines.
 */

const KEY_LINE = new RegExp(
  String.raw`^(?:(?:supply|admin(?:istration)?|status|sig)\s+)?` +
    String.raw`(?:key(?:\s+to\s+abbreviations)?|legend|codes?|symbols?|abbreviations?(?:\s+used)?|abbrevs?\.?)` +
    String.raw`\s*[:=-]\s*(\S.*)$`,
  'i',
);
// 'NA = nurse-administered', 'IP: in possession', 'W - Webster-pak', 'T tablet', 'PenV: phenoxymethylpenicillin'.
const ENTRY = /^([A-Za-z][A-Za-z0-9]{0,5})(\s*(?:=|:|-|–)\s*|\s+)(\S.*)$/;

/** What a key line defines (the text after 'Key:'), or null when the line is no key line. */
export function keyLineBody(text: string): string | null {
  return KEY_LINE.exec(text.trim())?.[1] ?? null;
}

export interface KeyEntry {
  code: string;
  meaning: string;
  /** The code and its meaning are set apart by a mark ('=', ':', '-'), not only a space. */
  marked: boolean;
}

// Entries end at a comma, semicolon, bar or wide gap, or where the next code and its '=' start
// ('C = continue A = altered').
const ENTRY_END = /\s*[,;|]\s*|\s{2,}|\s+(?=[A-Za-z][A-Za-z0-9]{0,1}\s*[=:]\s)/;

/** The 'code meaning' entries of a key line's body. */
export function keyEntries(body: string): KeyEntry[] {
  const out: KeyEntry[] = [];
  for (const part of body.split(ENTRY_END)) {
    const e = ENTRY.exec(part.trim());
    if (e) out.push({ code: e[1]!, meaning: e[3]!.trim(), marked: /\S/.test(e[2]!) });
  }
  return out;
}

/** A code written in capitals and digits, as a chart or a label writes one ('W', 'NA', 'Q4H', 'S8'). */
export const isCapitalCode = (code: string): boolean => /^[A-Z][A-Z0-9]{0,3}$/.test(code);

// A key to a column's values or levels, named by the column ('SAM level key: 1 = nurse gives, 2 = ...', 'Support
// code key: A = ...', 'Key to ticks: Y = given'): a few words, 'key' (or 'key to ...'), then entries.
const COLUMN_KEY =
  /^(?:[A-Za-z][\w()/-]*\s+){1,4}key\s*:\s*(\S.*)$|^key\s+to\s+[a-z][\w ]{0,30}:\s*(\S.*)$/i;
const VALUE_ENTRY = /^([A-Za-z0-9][A-Za-z0-9+.-]{0,5})\s*(?:=|:|-|–)\s*(\S.*)$/;

/**
 * The line is a key to the codes or levels of a column (two or more 'code = meaning' entries, codes that may be
 * numbers): it defines the column's values and is never a medicine or a dose.
 */
export function isColumnKey(text: string): boolean {
  const m = COLUMN_KEY.exec(text.trim());
  const body = m?.[1] ?? m?.[2];
  if (!body) return false;
  const entries = body.split(/\s*[,;|]\s*|\s{2,}/).filter((p) => VALUE_ENTRY.test(p.trim()));
  return entries.length >= 2;
}
