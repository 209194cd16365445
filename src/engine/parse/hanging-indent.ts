/**
 * A letter or a typed list wraps its long lines with a hanging indent: the tail goes on the next line, set in
 * under the line's first word ('Calcium folinate 15 mg orally 6 hourly until 29/11 then' / '    stop').
 * Read alone, the tail became something else: '    stop' a stop heading that ceased every order under it.
 * wrapped-lines.ts never joins an indented line (an indent opens a sub-entry there); this joins one only when
 * the break was forced, the same test: the line above (or the tail above it) fills the list's width and the
 * tail's first word would not have fitted on it. The tail opens with no list mark and names no medicine
 * (unless it goes on in lower case from a line that stopped mid-sentence), so an indented entry stays an entry.
 *
 * A print can wrap narrower than its widest line (a header set out to the page's edge, 'Page 1 of 1') or by
 * hand, so no break looks forced. Such a list still shows its layout: every indented line hangs under an
 * entry that opens with a medicine or carries a dose, and none of them opens an entry of its own (a medicine,
 * a list mark). Then each such tail is a wrapped part of its entry ('(Augmentin Duo' / '    Forte) - 1 tab
 * BD', '- 60' / '    mg mane'), whatever the width.
 */
import { medicineAtStart } from './lookup';
import { forcedBreak, indentOf, openBracket, pageWidth, WRITTEN } from './page-width';

// A list mark, numbering, a date (a course step: '01/10 - 07/10: 60 mg') or a record's brace or tag opens an entry.
const ENTRY_MARK =
  /^(?:\d{1,2}\/\d{1,2}\b|[-*•·▪‣⁃◦○●■□➢>–—+✓✔✗✘]|\(?\d{1,3}[.)]\s|\(?[a-z][.)]\s|#\d|[[{<])/i;
// A table's row: tabs, pipes, or columns set apart by runs of spaces (their cells wrap on their own,
// parse/wrapped-cells.ts).
const COLUMNS = /\t|\|.*\||\S {2,}\S/;
// A field of the entry above ('    Change: nil', '    Reason: potassium 5.9'): a line of its own.
const LABEL = /^[A-Za-z][\w /-]{0,25}:\s/;

const tailShape = (tail: string, above: string): boolean =>
  WRITTEN.test(tail) &&
  !COLUMNS.test(tail) &&
  !COLUMNS.test(above.trim()) &&
  !LABEL.test(tail) &&
  !ENTRY_MARK.test(tail) &&
  // A line ending in a colon leads in the indented lines under it ('tapering:' / '  01/10 ...').
  !/:$/.test(above.trim());

// The line a tail hangs from is an entry: it opens with a medicine or carries a number (never a heading).
const entryLine = (line: string): boolean => /\d/.test(line) || !!medicineAtStart(line);

// A wrap breaks mid-sentence: the tail goes on in lower case or with a number ('25 mg BD'), or the line above left a bracket open or stopped on a
// number, a joining mark or a small word ('- 60' / 'mg mane', 'once daily in the' / 'morning'). A tail in capitals
// after a finished line ('Fish Oil 1000 mg daily') may be an entry the medicines list does not know: no layout.
const UNFINISHED = /(?:[\d,(/&+-]|\b(?:and|or|the|in|at|on|of|to|with|for|then|a|an))$/i;
const goesOn = (tail: string, above: string): boolean =>
  /^[a-z\d]/.test(tail) || openBracket(above) || UNFINISHED.test(above.trim());

// At least this many tails, and no indented line that opens an entry of its own, make a hanging-indent layout.
const MIN_LAYOUT_TAILS = 2;

/** Every indented line of the list hangs under an entry as a wrapped tail (the module's comment). */
function hangingLayout(lines: readonly string[]): boolean {
  let tails = 0;
  let owner = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const tail = line.trim();
    if (!tail) {
      owner = '';
      continue;
    }
    if (!owner || indentOf(line) <= indentOf(owner)) {
      owner = line;
      continue;
    }
    if (LABEL.test(tail) || /:$/.test(lines[i - 1]!.trim())) continue;
    const hangs =
      tailShape(tail, lines[i - 1]!) &&
      entryLine(owner) &&
      goesOn(tail, lines[i - 1]!) &&
      (openBracket(lines[i - 1]!) || !medicineAtStart(tail));
    if (!hangs) return false;
    tails++;
  }
  return tails >= MIN_LAYOUT_TAILS;
}

/**
 * The lines with each hanging-indented tail joined to its line, its own place left blank (numbers kept).
 * `pasted` is the list before wrapped-lines.ts joined its tails: the page's width and each physical line's
 * length are measured there (a joined line is no wider page).
 */
export function joinHangingIndents(lines: string[], pasted: string[] = lines): string[] {
  if (lines.length < 2 || !lines.some((l, i) => i > 0 && /^[ \t]+\S/.test(l))) return lines;
  const width = pageWidth(pasted);
  if (width === null) return lines;
  const layout = hangingLayout(lines);
  const out = [...lines];
  let at = -1;
  let segment = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const tail = line.trim();
    // A tail wrapped-lines.ts already joined: the line goes on, and its physical end is this line's.
    if (!tail && pasted[i]?.trim()) {
      segment = pasted[i]!.trimEnd().length;
      continue;
    }
    const above = at >= 0 ? out[at]! : '';
    const joins =
      at >= 0 &&
      tail &&
      indentOf(line) > indentOf(lines[at]!) &&
      tailShape(tail, above) &&
      (layout || forcedBreak(segment, tail.split(/\s+/)[0]!, width)) &&
      // A medicine opening the tail is an entry of its own, unless the line above left a bracket open or
      // stops mid-sentence and the tail goes on in lower case ('GP to restart' / '    perindopril when ...').
      (openBracket(above) ||
        (/^[a-z]/.test(tail) && !/[.:]$/.test(above.trim())) ||
        !medicineAtStart(tail));
    if (joins) {
      out[at] = `${above.trimEnd()} ${tail}`;
      out[i] = '';
      segment = line.trimEnd().length;
      continue;
    }
    if (!tail) {
      at = -1;
      continue;
    }
    at = i;
    segment = line.trimEnd().length;
  }
  return out;
}
