/**
 * A status whose reason is a footnote: 'Apixaban 5 mg tablet  WITHHELD‡' with '‡ duodenal ulcer bleed. Restart
 * 5 mg BD on 20/06 if Hb stable.' at the foot of the list. The mark after the stop or hold word stands for the
 * footnote's words, so they are read as its reason ('WITHHELD - duodenal ulcer bleed. Restart ...'), and the
 * footnote line is that order's, not a line of its own. Marks on other words (a dose with '*') are left as
 * written: their footnote stays a line the engine reports.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';
import type { InputLine } from './lines';
import type { ParsedOrder } from './types';

// Symbols, or superscript numbers ('Glipizide - ceased ⁴' with '⁴ sulfonylurea hypoglycaemia' below).
const MARK = String.raw`(?:[*†‡§¶]{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})`;
const FOOTNOTE = new RegExp(String.raw`^(${MARK})\s*(\S.*)$`, 'u');
const STATUS_MARKED = new RegExp(
  String.raw`(?<![a-z])(${alternation(STATUS_WORDS)})\s*(${MARK})\s*$`,
  'iu',
);
const MAY_MARK = /[*†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰]/u;

/** Reads each stop word's footnote into its line; returns the footnote lines so read and the line each is of. */
export function readFootnotes(lines: InputLine[]): Map<number, number> {
  const used = new Map<number, number>();
  if (!lines.some((l) => MAY_MARK.test(l.raw))) return used;
  const notes = new Map<string, { line: number; text: string }>();
  for (const l of lines) {
    const m = FOOTNOTE.exec(l.raw.trim());
    if (m && !notes.has(m[1]!)) notes.set(m[1]!, { line: l.line, text: m[2]!.trim() });
  }
  for (const l of lines) {
    const m = STATUS_MARKED.exec(l.text);
    const note = m ? notes.get(m[2]!) : undefined;
    if (!m || !note || note.line === l.line) continue;
    l.text = `${l.text.slice(0, m.index + m[1]!.length)} - ${note.text}`;
    used.set(note.line, l.line);
  }
  return used;
}

/** The footnote lines join the sources of the orders read from the lines they belong to. */
export function addFootnoteSources(
  orders: ParsedOrder[],
  used: ReadonlyMap<number, number>,
  lines: readonly InputLine[],
): void {
  for (const [note, of] of used) {
    const raw = lines.find((l) => l.line === note)?.raw ?? '';
    for (const o of orders.filter((x) => x.line === of)) {
      o.rawLines = [...(o.rawLines ?? o.lines.map(() => o.raw)), raw];
      o.lines = [...o.lines, note];
    }
  }
}
