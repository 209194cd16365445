/**
 * A list copied out of a PDF or a narrow window comes with its long lines broken at the page's width:
 * 'Colchicine 500 microgram BD for 3 days then' / 'stop (gout flare)'. The tail alone reads as something
 * else (a stop heading that ceases every order under it, a note, an unknown medicine), so it is put back
 * on its line before any rule reads it. A line is the wrapped tail of the one above only when the break
 * was forced: the line above is near the list's widest, the tail's first word would not have fitted on
 * it, the line above ends no sentence, heading or table row, and the tail opens with a lower-case word or
 * a number, never a list mark, a date column or an indent, and names no medicine (unless the line above
 * left a bracket open: 'Naproxen - CEASED (CKD, on' / 'candesartan)'): a line of its own that opens in
 * lower case ('purple disc = Seretide ...', 'community nurse to ... insulin') is an entry, not a tail.
 */
import { lookupMedicine } from '../kb/lookup';
import { medicineAtStart } from './lookup';
import { alternation, PRN_WORDS, spellings, STATUS_WORDS, UNIT_WORDS } from '../lexicon/words';
import { scanTiming } from './timing';
import { keyLineBody } from './key-line';
import { readTableHeader } from './table';
import { FULL, forcedBreak, indentOf, openBracket, pageWidth, WRITTEN } from './page-width';

// A line this near the page's width shows it (three such lines: the list shows its page width).
const PAGE = 0.85;

const TAIL_OPENING = /^[a-z0-9]/;
// A date column ('15/02/26  RAMIPRIL ...') or numbering ('2/ Janumet', '6- Nuelin', 'ii) ...') opens an entry,
// and so does a reference to another list's item ('Item 1: stop', 'items 2-4 ...', '#3 cease').
const ENTRY_OPENING =
  /^(?:\d{1,4}[a-h]?\s*[/.\-)]|[ivx]{1,4}[.)]\s|[a-z][.)]\s|(?:[Ii]tems?|[Nn]os?\.?|#)\s*#?\d{1,2}\b)/;
// Words then a strength ('zorbazole 150MG capsules ...', 'glyceryl trinitrate 400microgram/dose ...'): an
// order of its own in lower case, named or not.
const OPENS_ORDER = new RegExp(
  String.raw`^[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}\s+\d+(?:\.\d+)?\s*${alternation(spellings(UNIT_WORDS))}\b`,
  'i',
);
// A word the knowledge base knows as a medicine, exactly (never a guess from a misspelling).
// A name of several words opening the line counts too ('ms contin 15 ...': neither word is a medicine alone).
const exactly = (hit: { matchedBy: string } | null | undefined): boolean =>
  !!hit && hit.matchedBy !== 'fuzzy';
const namesMedicine = (s: string): boolean =>
  s.split(/[^A-Za-z-]+/).some((w) => w.length >= 4 && exactly(lookupMedicine(w))) ||
  exactly(medicineAtStart(s));
// 'PRN', 'daily', 'Fri)' alone under a line at the page's width: the directions' last word, in any case (a PDF
// breaks where it must). Alone, 'PRN' read as a when-required heading that made every order below it when
// required, silently. Three words at most, no figure, nothing but timing and when-required words.
const PRN_ALONE = new RegExp(String.raw`^(?:${alternation(PRN_WORDS)})$`, 'i');
// A list with a section heading of its own ('REGULAR', 'CEASED', 'Regular medicines:') writes 'PRN' alone as its
// when-required heading, never as a wrapped word.
const SECTION_LINE =
  /^\s*(?:regular|ceased|stopped|withheld|new|when required|as required|continue[ds]?|changed)(?:\s+(?:medicines|medications|meds|orders))?\s*:?\s*$/i;
const loneDosing = (tail: string, sectioned: boolean): boolean => {
  if (sectioned) return false;
  const t = tail.replace(/[()]/g, ' ').trim().toLowerCase();
  if (!t || /\d/.test(t) || t.split(/\s+/).length > 3) return false;
  return PRN_ALONE.test(t) || scanTiming(t).timing.known;
};
const ENDS_LINE = /[.:!?]$|[^\s]-$/;
const TABLE_ROW = /\t|\|.*\|/;
// A line that stops on a word that needs what follows ('for 3 days then', 'GP to increase by') is unfinished.
export const UNFINISHED =
  /(?:\b(?:then|and|or|for|to|by|with|of|on|in|at|until|from|after|before|the|a|max|every|per)|[,+\-–])$/i;
// Words a phrase cannot end on ('before' and 'after' can: 'pause feed 30 min before and after').
const WORD_UNFINISHED = /\b(?:then|and|or|for|to|by|with|of|at|until|from|the|a|max|every|per)$/i;
const OPEN_DASH = /\s[-–—]$/;
// Not a grid's empty cell ('morning  -  -  x  -') nor a labelled line after it ('Nurse: C. Doyle').
const openDash = (above: string, tail: string): boolean =>
  OPEN_DASH.test(above.trim()) && !/\S {2,}\S/.test(above.trim()) && !/^[A-Za-z]+:/.test(tail);
const CONNECTIVE_END = /\b(?:then|and|or|to|on|until|from|after|before|every)$/i;

function isTail(
  above: string,
  segment: number,
  line: string,
  width: number,
  paged: boolean,
  // The list has section headings of its own: a lone 'PRN' is its when-required heading, never a wrapped word.
  sectioned: boolean,
): boolean {
  const tail = line.trim();
  if (!WRITTEN.test(tail) || !WRITTEN.test(above)) return false;
  // A capital opens an entry, unless the line above stopped on a word that needs what follows
  // ('Cabergoline 500 microgram on Mondays and' / 'Thursdays').
  // A capitalised line ending on a colon is a heading of its own.
  const opening =
    TAIL_OPENING.test(tail) ||
    loneDosing(tail, sectioned) ||
    // 'Adalimumab 40 mg weekly -' / 'WITHHELD until wound healed': a dash left at the end of a line
    // opens what the line says next (a status, a reason), whatever its case.
    ((CONNECTIVE_END.test(above.trim()) || openDash(above, tail)) &&
      !openBracket(above) &&
      (openDash(above, tail) ? /^[A-Z]/ : /^[A-Z][a-z]/).test(tail) &&
      !/:$/.test(tail));
  if (!tail || !opening || ENTRY_OPENING.test(tail) || /=/.test(tail)) return false;
  if (indentOf(line) > indentOf(above)) return false;
  const a = above.trim();
  if (!a || ENDS_LINE.test(a) || TABLE_ROW.test(above) || TABLE_ROW.test(line)) return false;
  const firstWord = tail.split(/\s+/)[0]!;
  if (!forcedBreak(segment, firstWord, width)) return false;
  // The line above is unfinished; or the list shows its page width (three lines as wide), writes its entries
  // with capitals and the line above stops mid-phrase, on a word, not on a bracket or a full stop: in a list
  // written in lower case, a line that ends on a whole phrase may be followed by an entry of its own
  // ('temazepam - ceased (...)' / 'inhaler technique checked ...').
  if (!openBracket(a) && !UNFINISHED.test(a) && !(paged && /[A-Za-z0-9)]$/.test(a))) return false;
  return openBracket(a) || (!OPENS_ORDER.test(tail) && !namesMedicine(tail));
}

const KEY_GOES_ON = /(?:[=,;·:+&\-–]|\b(?:or|and|to))$/;
const KEY_TAIL = /^(?:[a-z=]|[^\t -~])|\S\s*=\s*\S/;
const STATUS_WORD = new RegExp(String.raw`\b(?:${alternation(STATUS_WORDS)})\b`, 'i');

/**
 * A key line wrapped ('Key: C = continue  A = altered  S' / '= stopped', 'HOLD withheld · D/C discontinued'):
 * its tail holds codes and symbols, in capitals or after a mark, so the tail rule above (lower case, written
 * text) misses it, and the tail read alone is a stop heading that ceases the list, or a key's code left
 * with no meaning. In a list that shows its page width (a key line is often a list's widest line, and every
 * line after the widest looks forced), after a key line, a forced break's next line goes on the key unless it
 * is an entry of its own: an order (a medicine at its start, words then a strength), a table header, or more indented.
 */
function isKeyTail(key: string, padded: number, line: string, width: number): boolean {
  const tail = line.trim();
  if (keyLineBody(key) === null || !tail || indentOf(line) > indentOf(key)) return false;
  const firstWord = tail.split(/\s+/)[0]!;
  if (padded < PAGE * width || padded + 1 + firstWord.length <= width) return false;
  if (keyLineBody(tail) !== null || readTableHeader(tail.split(/\t|\s{2,}/)) !== null) return false;
  const words = tail.replace(/^[^A-Za-z0-9]+/, '');
  if (OPENS_ORDER.test(words) || medicineAtStart(words)) return false;
  // The key stopped mid-entry, or the line goes on as a key does (a meaning in lower case, an '=', a symbol,
  // a stop or hold word); a table's header or a line of its own after a whole key does neither.
  return KEY_GOES_ON.test(key.trim()) || KEY_TAIL.test(tail) || STATUS_WORD.test(tail);
}

/** Two lines or more open in lower case after a short line (no wrap there): entries are written so. */
function lowerCaseEntries(lines: string[], width: number): boolean {
  let n = 0;
  for (let i = 1; i < lines.length; i++)
    if (/^\s*[a-z]/.test(lines[i]!) && lines[i - 1]!.trimEnd().length < FULL * width) n++;
  return n >= 2;
}

/**
 * A break the joiner refused though the line above stopped mid-phrase (a connective, a comma, an open bracket,
 * an '=') right at the page's width: the line below may be its end ('R: Given aspirin 300mg PO, GTN 400mcg SL,'
 * / 'fentanyl 50mcg IV') or an entry of its own, and the text cannot say which. The line is kept as written and
 * said to be in doubt (parse/list.ts warns on the orders of both lines).
 */
function doubtfulBreak(above: string, segment: number, line: string, width: number): boolean {
  const a = above.trim();
  const tail = line.trim();
  if (!a || !tail || indentOf(line) > indentOf(above)) return false;
  // Written text, not a table's cells, a rule or a record ('====  ====', '{"medicine": ...},').
  if (!WRITTEN.test(a) || !WRITTEN.test(tail) || TABLE_ROW.test(above) || TABLE_ROW.test(line))
    return false;
  if (/\S {2,}\S|[{}]/.test(a) || /\S {2,}\S|[{}]/.test(tail)) return false;
  const firstWord = tail.split(/\s+/)[0]!;
  if (!forcedBreak(segment, firstWord, width)) return false;
  return openBracket(a) || WORD_UNFINISHED.test(a) || (/,$/.test(a) && /^[a-z]/.test(tail));
}

/**
 * The lines with each wrapped tail joined to its line, its own place left blank (numbers kept). `doubts`
 * receives the index of each line that may be a wrapped tail but was left on its own; `page` is the list as
 * pasted when `lines` has table rows already joined (parse/wrapped-rows.ts).
 */
export function joinWrappedLines(
  lines: string[],
  doubts?: Set<number>,
  page: string[] = lines,
): string[] {
  // The page's width is read from the lines as pasted (`page`), before a reader joined any of them.
  const width = pageWidth(page);
  if (width === null || lines.length < 2) return lines;
  const sectioned = lines.some((l) => SECTION_LINE.test(l));
  const wide = page.filter((l) => l.trimEnd().length >= PAGE * width).length >= 3;
  const paged = wide && !lowerCaseEntries(lines, width);
  const out = [...lines];
  let at = -1;
  let segment = 0;
  // A key's entries are set apart by wide gaps, so its break may leave the gap's spaces on the line above.
  let padded = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const tail =
      at >= 0 &&
      (isTail(out[at]!, segment, line, width, paged, sectioned) ||
        (wide && isKeyTail(out[at]!, padded, line, width)));
    if (tail) {
      out[at] = `${out[at]!.trimEnd()} ${line.trim()}`;
      out[i] = '';
      segment = line.trimEnd().length;
      padded = line.length;
      continue;
    }
    if (wide && at >= 0 && at === i - 1 && doubtfulBreak(out[at]!, segment, line, width))
      doubts?.add(i);
    at = i;
    segment = line.trimEnd().length;
    padded = line.length;
  }
  return out;
}
