import { prnLeadAfter } from './prn-lead';
import { bracketAnswers } from './bracket-answers';
import { deliveryItem } from './delivery-item';
import { readFhirResource } from './fhir-record';
import { withoutIdentityFields } from './identity-field';
import { readAttributeRecord } from './attribute-records';
import { keySymbolsRead } from './symbol-key';
import { readTimeCounts } from './time-counts';
import { cellPerLineAsTabs } from './cell-per-line';
import { datedColumns } from './dated-columns';
import { timeColumns } from './time-columns';
import { interventionBlocks } from './intervention-block';
import { gridKeyHeaders } from './grid-key';
import { joinWrappedLines } from './wrapped-lines';
import { joinWrappedRows } from './wrapped-rows';
import { withoutLineGutter } from './line-gutter';
import { withoutChatPrefix } from './chat-prefix';
import { asciiWidth } from './fullwidth';
import { semicolonCombinations } from './semicolon-combination';
import { withoutScanCodes } from './scan-codes';
import { withoutStrikeMarks } from './struck-text';
import { joinHangingIndents } from './hanging-indent';
import { withoutLetteredItems } from './lettered-items';
import { withoutReplyQuotes } from './reply-quote';
import { withoutOtherScript } from './other-script';
import { weekGridDays } from './week-grid';
import { doseCalendarSteps } from './dose-calendar';
import { nameFieldFirst } from './field-block-order';
import { continueAnswerRows } from './continue-answer';
import { splitLines as splitLineBreaks } from '../../shared/line-breaks';
/**
 * Splitting pasted text into lines and cleaning each one: bullets, numbering, tabs between EMR
 * table columns, odd spaces and dashes. A tab-separated table with a header row is read by column.
 */
import { readChangeFields, readMarkup } from './markup';
import { withoutStatusDate } from './status-date';
import { isBarRow, squashSpaces } from './text';
import { splitSentences } from './sentence-split';
import { alternation, FILLER_WORDS, SPEAKER_WORDS } from '../lexicon/words';
import { fieldsAsClauses, separatedCells } from './field-separators';
import { unifiedDiffRows } from './unified-diff';
import { stripCheckbox } from './checkboxes';
import { statusFirstCells } from './status-first-cells';
import { optionBoxRows } from './option-boxes';
import { bulletFields } from './bullet-fields';
import { joinWrappedCells } from './wrapped-cells';
import { withoutClassLabel } from './class-label';
import { indicationLast } from './own-line';
import { withoutOutlineNumbers } from './outline-numbers';
import { readTableHeader, type TableColumns, tableRowText, type TableExtras } from './table';
import { slashFieldsAsTabs } from './slash-fields';
import { bareNumbering } from './bare-numbering';
import { sideBySide } from './side-by-side';
import { timeTaskLast } from './time-task';
import { readDatedTimeline, type TimelineHistory } from './dated-timeline';
import { glossAsName } from './item-gloss';

export interface InputLine {
  /** 1-based line number in the pasted list. */
  line: number;
  raw: string;
  /** Cleaned text: no bullet or number, single spaces, table cells joined. */
  text: string;
  /** Structured cells of an EMR table row read with a header (indication, status, comment). */
  extras?: TableExtras;
  /** True for a table header row (not an order). */
  tableHeader?: boolean;
  /** The line may be the wrapped end of the line above, left on its own (parse/wrapped-lines.ts). */
  wrapDoubt?: boolean;
  /** A table row with more cells than its header has columns: which cell is which is a guess. */
  cellMisfit?: { cells: number; columns: number };
  /** A doubt a structure reader had about the order it wrote on this line, said on that order. */
  doubt?: string;
  /** An earlier entry of a dated timeline: history, reported, never an order (parse/dated-timeline.ts). */
  timelineHistory?: TimelineHistory;
}

/** A bullet mark between entries of one line (not '-' or '+', which are also words' and doses' marks). */
const INLINE_BULLET = /(?:^|\s)[•▪‣◦●■➢]\s+/u;
// The bullet marks alone: most lines have none, and the split above is not tried on them.
const BULLET_CHAR = /[•▪‣◦●■➢]/u;
// A picture mark before a line ('⏰ 7:00 am AND 7:00 pm', '💊 Metformin ...') says nothing the words do not.
const PICTURE_MARK = /^(?:\p{Extended_Pictographic}\uFE0F?\s*)+/u;
// Circled and otherwise enclosed numbers and letters used as list markers ('① Isoptin SR 180 mg', '❷', '➀',
// '⑴', '⒈', 'Ⓐ'): a mark like '1.', never part of the order.
const ENCLOSED_MARK_RE = /^[\u2460-\u24ff\u2776-\u2793\u3251-\u325f\u32b1-\u32bf]\s*[.)]?\s*/u;
// A sub-line mark ('↳ 1 tablet twice daily', '└ at night') opens a line of directions under its medicine.
const BULLET_RE = /^(?:[-*•·▪‣⁃◦○●■□➢>–—+↳↪⤷└]+|\[\s?[x ]?\s?\])\s*/;
// Any other glyph set before the line's words as its list mark ('➤ ', '» ', '▶ ', '◆ ', '✦ '): a symbol or a
// quotation mark, then a space. A tick or a cross is kept (on a checklist it is the order's status), a heading's
// '==' or '~~' rule, and an arrow ('→ rinse mouth after use' is a note under the order above, '→ 20 mg' a change).
const GLYPH_BULLET_RE =
  /^(?:(?![✓✔✗✘☐☑☒⊠×=~<\u2190-\u21ff\u27f0-\u27ff\u2900-\u297f])[\p{So}\p{Sm}\p{Pi}\p{Pf}])+\s+(?=[\p{L}\p{N}(])/u;
// '1.', '1)', '(1)', 'a)', '(a)', '(iv)', '#1', '1/' followed by a space; not '1.5 mg', '1/2 tab' or '1 tab'.
// Outline numbering of a plan ('1a.', '2b)', 'ii)') is numbering too, and so is a prescription's item number
// ('Rx 1.', 'Rx #2:', 'Script 3)'): the item label of a discharge script, never part of the medicine's name.
// A lettered list runs past 'h)' ('k) ', '(m) ') and a numbered one may write 'No. 3 '.
// A counter of the items ('Medicine 1 of 7.', 'Item 3 of 12:', '2 of 5)'): a screen reader's or an app's card
// count, numbering like '1.'.
const NUMBERING_RE =
  /^(?:(?:(?:medicines?|medications?|meds?|items?|drugs?|entry|entries|reminders?|cards?)\s+\d{1,3}\s+of\s+\d{1,3}\s*[.:)\-–]?|\d{1,3}\s+of\s+\d{1,3}\s*[.:)])(?=\s)|(?:rx|℞|script|item)\s*#?\d{1,2}\s*[.):-]?(?=\s)|\(?\d{1,3}[.)](?!\d)|\d{1,3}[a-h][.)]|\(\d{1,3}\)|#\d{1,3}\.?|\d{1,3}\/(?=\s)|\d{1,3}\s?-(?=\s)|[a-z]\)|\(?(?:i{1,3}|iv|vi{0,3}|ix)\)|\([a-z]\)|no\.\s?\d{1,3}[.:)]?)\s+/i;

// A lettered item of a plan ('A. Perindopril ...', 'J. Mirabegron ...'): one capital letter and a full stop
// before a capitalised word. Case-sensitive, so 'a. m.' and a lower-case word after it stay as written.
const LETTER_ITEM_RE = /^[A-Z]\.\s+(?=[A-Z][a-z])/;

// Numbering typed with no space before the name ('6.Caltrate', '2)Aspirin'; a phone keyboard in full-width
// mode writes '６．Ｃａｌｔｒａｔｅ'): a capitalised word after it, so '1.5 mg' and '2.5mg' stay as written.
const GLUED_NUMBERING_RE = /^\(?\d{1,2}[.)](?=\p{Lu}\p{Ll})/u;

// A plan's item label of letters and a number ('R1.', 'R2)', 'P3.', 'Rx2.'): the R of an SBAR's
// Recommendation, a problem or page reference; the label of its item, never part of the medicine's name.
// Capitals, a full stop or bracket and a word after it, so 'B12 1000 mcg' and 'q4h' stay as written.
const LABEL_ITEM_RE = /^[A-Z][A-Za-z]?\d{1,3}[.)]\s+(?=[A-Za-z])/;

// A medication chart's round column before the medicine ('0730  Perindopril 4 mg tab - 1', '20:30\tDonepezil',
// 'PRN   Paracetamol ...'): the column is set off by a tab or two spaces or more. It is the order's time (or
// its when-required status), so it moves to the end of the line, where the directions are read. A carer's
// or patient's time list writes the 12-hour clock ('7am   Sinemet 25/100 - 1 tablet', '3.30 pm\tMadopar').
const ROUND_COLUMN_RE =
  /^((?:[01]\d|2[0-3])[:.]?[0-5]\d(?:\s?h(?:rs?)?)?|(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s?[ap]\.?m\.?|prn)(?:\t|\s{2,})\s*(?=[A-Za-z])/i;

// A dispensing history's date column before the medicine ('15/02/26  RAMIPRIL 10MG CAP ...', '03-Dec-2025\tLyrica
// 75 mg ...'), set off by a tab or two spaces or more: when it was supplied, not part of the order.
const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const DATE_COLUMN_RE = new RegExp(
  String.raw`^\s*(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[ -]${MONTH_WORD}[ -]\d{2,4})(?:\t|\s{2,})\s*(?=[A-Za-z])`,
  'i',
);

/** The line opens with a supply date column: a dispensing or claims record, not a list of what is taken. */
export const isSupplyRecord = (raw: string): boolean =>
  DATE_COLUMN_RE.test(raw) || LAST_SUPPLIED.test(raw);
// 'Olanzapine 10 mg last dispensed 04/08 - ...', 'last filled 02/07': a pharmacy's record of a supply.
const LAST_SUPPLIED = /\blast\s+(?:dispensed|supplied|filled|collected|picked up)\b/i;

/** '0730  Perindopril 4 mg tab - 1' -> 'Perindopril 4 mg tab - 1 at 0730'; 'PRN   X ...' -> 'X ... PRN'. */
function roundColumnLast(t: string): string {
  const m = ROUND_COLUMN_RE.exec(t);
  if (!m) return t;
  const rest = t.slice(m[0].length).trimEnd();
  const col = m[1] ?? '';
  return /^prn$/i.test(col) ? `${rest} PRN` : `${rest} at ${col}`;
}

// A patient's own name for a device before the medicine ('blue puffer = Ventolin 100mcg ...', 'the brown
// one = Pulmicort'): words only, then ' = '. The medicine is what follows it.
const NICKNAME_RE = /^[A-Za-z][A-Za-z '&/-]{1,40}?\s=\s+(?=[A-Za-z])/;

/** Normalise characters that paste in from Word and EMRs. */
function normaliseChars(s: string): string {
  // eslint-disable-next-line no-control-regex -- plain ASCII needs no work
  if (!/[^\x00-\x7f]/.test(s)) return s;
  return (
    s
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
      // '2–4 puffs': an en dash between two numbers is a range (between clauses it has spaces and stays).
      .replace(/(?<=\d)[\u2013\u2014](?=\d)/g, '-')
      .replace(/μ/g, 'µ')
      // A trademark sign is no part of the name, and splits a brand from its suffix ('Coversyl® Plus').
      .replace(/[®™]/g, '')
  );
}

// "Patient's own Spiriva 2 puffs mane", 'Own supply: Creon ...', 'Pharmacist-only: Nexium ...', 'OTC: ...':
// who supplies it is not part of the order (a bought medicine is still one the patient takes). A receipt's or
// dispensing record's funding flag ('PBS  PANTOPRAZOLE ...', 'RPBS', 'Non-PBS') says who pays, not what it is.
const OWN_SUPPLY_RE =
  /^(?:(?:patient|pt)(?:'s|s)?\s+own(?:\s+supply)?|own\s+supply|(?:pharmacist|pharmacy)[- ]only(?:\s+(?:medicines?|medications?))?|otc|r?pbs|non[- ]pbs|over[- ]the[- ]counter|self[- ]selected|non[- ]prescription)\s*[:\-–]?\s+(?=[A-Za-z])/i;

// A transcript's speaker label and the fillers after it ('Daughter: Um, rivaroxaban ...') are not
// part of the order; only a relative's or carer's line is stripped ('Patient: Mia, 3 yrs' is a demographics label).
const SPEAKER_RE = new RegExp(
  String.raw`^(?:${alternation(SPEAKER_WORDS)})\s*:\s*(?:(?:${alternation(FILLER_WORDS)})\b[,.]?\s*)*(?=[A-Za-z])`,
  'i',
);

/** Strip bullets and numbering (possibly both: '1. - Aspirin') from the start of a line. */
export function stripMarkers(s: string): string {
  let t = withoutStatusDate(
    roundColumnLast(timeTaskLast(stripCheckbox(s).trim().replace(DATE_COLUMN_RE, ''))),
  );
  for (let i = 0; i < 3; i++) {
    const before = t;
    t = t
      .replace(PICTURE_MARK, '')
      .replace(BULLET_RE, '')
      .replace(GLYPH_BULLET_RE, '')
      .replace(ENCLOSED_MARK_RE, '')
      .replace(NUMBERING_RE, '')
      .replace(LETTER_ITEM_RE, '')
      .replace(GLUED_NUMBERING_RE, '')
      .replace(LABEL_ITEM_RE, '')
      .trim();
    if (t === before) break;
  }
  // 'Item 2 (candesartan): continue ...': after its number, the bracket names the medicine (parse/item-gloss.ts).
  if (t.startsWith('(') && !s.trim().startsWith('(')) t = glossAsName(t);
  t = indicationLast(withoutClassLabel(t.replace(SPEAKER_RE, '').replace(NICKNAME_RE, '')));
  return /^(?:p|o|s|n|r)/i.test(t) ? t.replace(OWN_SUPPLY_RE, '') : t;
}

/** '50,000 units' -> '50000 units' (a comma with no space between digit groups of three). */
export const dropThousandsCommas = (s: string): string =>
  s.includes(',')
    ? s.replace(
        /\b(\d{1,3})((?:,\d{3})+)\b(?!,\d)/g,
        (_m, a: string, b: string) => a + b.replace(/,/g, ''),
      )
    : s;

export function cleanText(raw: string): string {
  return cleanNormalised(normaliseChars(raw));
}

/** cleanText of a line whose characters splitLines has already normalised (normaliseChars twice is once). */
function cleanNormalised(s: string): string {
  const t = dropThousandsCommas(s).replace(DATE_COLUMN_RE, '');
  return squashSpaces(
    stripMarkers(t.includes('\t') ? roundColumnLast(t.trim()).replace(/\t+/g, ' ') : t),
  );
}

/**
 * 'Drug | Strength | Dose | Frequency' (Medical Director, Best Practice, Markdown): cells between pipes are
 * table cells, read like a tab-separated table. Two pipes at least, so 'Ventolin | Asmol' stays as written.
 */
function pipeCells(s: string): string {
  if (!s.includes('|')) return s;
  const t = s.trim().replace(/^\|\s*|\s*\|$/g, '');
  return (t.match(/\|/g)?.length ?? 0) >= 2 ? t.replace(/\s*\|\s*/g, '\t') : s;
}

// 'Perindopril / 5 mg / 1 tablet / morning / blood pressure' (a phone app's export): fields between spaced slashes,
// the second a strength. Read as clauses, so '5 mg / 1 tablet' is never a '5/1 mg' strength.
const SLASH_FIELDS = /^[^/\d]+ \/ \d[^/]* \/ /;
const slashFields = (s: string): string =>
  s.includes(' / ') && SLASH_FIELDS.test(s) ? s.replace(/ \/ /g, ', ') : s;

/** The cells of a comma-separated line: quoted cells may hold commas ('"DOE, John"', '"1,000 IU"'). */
export function csvCells(s: string, sep: ',' | ';' = ','): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '"' && quoted && s[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"' && !cell.trim()) quoted = true;
    else if (ch === '"' && quoted) quoted = false;
    else if (ch === sep && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * An eMR or clinic-system export as comma-separated values: when a line of the list is a header row read
 * as CSV ('Medication,Dose,Unit,Route,Frequency,Indication'), every line with as many cells, or with only
 * empty cells after its text (a title row 'Discharge Medication Record,,,,'), is given tabs between its
 * cells, so the table is read by column like a tab-separated one.
 */
function csvAsTabs(rawLines: string[]): string[] {
  // A spreadsheet saved where the decimal mark is a comma separates its cells with semicolons
  // ('Medicine;Strength;Form;Morning;...;Status;Comment'): the same table, read the same way.
  return separatedAsTabs(separatedAsTabs(rawLines, ','), ';');
}

function separatedAsTabs(rawLines: string[], sep: ',' | ';'): string[] {
  // Each line's cells are read once, and only for a line with the separator and no tabs.
  const header = rawLines.find((l) => {
    if (!l.includes(sep) || l.includes('\t')) return false;
    const cells = csvCells(l, sep);
    return cells.length >= 3 && readTableHeader(cells);
  });
  if (!header) return rawLines;
  const n = csvCells(header, sep).length;
  return rawLines.map((l) => {
    if (!l.includes(sep) || l.includes('\t')) return l;
    const cells = csvCells(l, sep);
    const trailing = cells.length > 1 && cells.slice(1).every((c) => !c);
    if (cells.length !== n && !trailing) return l;
    return trailing ? cells[0]! : cells.join('\t');
  });
}

/**
 * A fixed-width printout (a pharmacy's dispensing history: 'Rx No.   Date   Item   Qty  Rpt  Directions'):
 * when a line with no tabs is a header row read with runs of two or more spaces between its cells, every
 * later line with as many such cells is given tabs between them, so the table is read by column.
 */
function spacedAsTabs(rawLines: string[]): string[] {
  const cellsOf = (l: string) => l.trim().split(/\s{2,}/);
  // Two columns ('Sig   Medication') only with a wide gap (three spaces or more) on every line.
  const wide = (l: string) => /\S\s{3,}\S/.test(l);
  const at = rawLines.findIndex(
    (l) =>
      !l.includes('\t') &&
      /\S\s{2,}\S/.test(l) &&
      (cellsOf(l).length >= 3 || (cellsOf(l).length === 2 && wide(l))) &&
      !!readTableHeader(cellsOf(l)),
  );
  if (at < 0) return rawLines;
  const n = cellsOf(rawLines[at]!).length;
  const rows = rawLines.map((l, i) =>
    i >= at && !l.includes('\t') && cellsOf(l).length === n && (n > 2 || wide(l))
      ? cellsOf(l).join('\t')
      : l,
  );
  // A cell wrapped onto an indented line under its row goes back in its cell (parse/wrapped-cells.ts).
  return joinWrappedCells(rawLines, rows, at, n);
}

// Each pasted line's own respellings, in order (the comments in splitLines say what each is for).
const LINE_PASSES: ReadonlyArray<(line: string) => string> = [
  withoutStrikeMarks,
  asciiWidth,
  withoutOtherScript,
  semicolonCombinations,
  withoutScanCodes,
  withoutIdentityFields,
  deliveryItem,
  bracketAnswers,
  prnLeadAfter,
];

/** Split a list into cleaned lines, reading EMR tables (tab-separated, with a header row) by column. */
export function splitLines(text: string): InputLine[] {
  const pasted = splitLineBreaks(text);
  // A bilingual line is read by its Latin text ('格列齊特 Gliclazide MR 60mg'); its source stays as pasted.
  // '５００ｍｇ' (a CJK keyboard's fullwidth figures) is 500mg (parse/fullwidth.ts).
  // 'SACUBITRIL;VALSARTAN' (a drug dictionary's combination) is one medicine (parse/semicolon-combination.ts).
  // A scanner's '10:02:14  GTIN 0931...' before the product is no dose (parse/scan-codes.ts).
  // 'Client: Mr T. A.    Insulin: NovoMix 30 ...': a person's name field before an order's is taken off.
  // '1 x Coversyl 5 mg tablets 30 - "1 tablet mane"': a docket's item, its pack count and size dropped.
  // 'Which? [Pradaxa 150 mg]  How often? [2 x per day]': a questionnaire's answers (bracket-answers.ts).
  // 'PRN oxycodone 5 mg 4 hourly': the when-required word goes after the order (prn-lead.ts).
  // A unified diff's '-' lines are the old orders (parse/unified-diff.ts).
  const latin = unifiedDiffRows(pasted).map((l) =>
    LINE_PASSES.reduce((text, pass) => pass(text), l),
  );
  const doubts = new Set<number>();
  const page = withoutChatPrefix(withoutLineGutter(withoutReplyQuotes(latin)));
  // A grid of one column per medicine and one row per time is read as orders (parse/time-columns.ts).
  // A pharmacist's accepted intervention is one order (parse/intervention-block.ts).
  const dated = interventionBlocks(
    timeColumns(
      datedColumns(joinHangingIndents(joinWrappedLines(joinWrappedRows(page), doubts, page), page)),
    ),
  );
  const keyed = keySymbolsRead(weekGridDays(doseCalendarSteps(dated.lines)));
  // '[x] continue  [ ] change  [ ] stop' after each order: only the ticked box counts (parse/option-boxes.ts).
  const boxed = optionBoxRows(keyed);
  const rawLines = bareNumbering(
    spacedAsTabs(
      slashFieldsAsTabs(
        csvAsTabs(
          cellPerLineAsTabs(gridKeyHeaders(nameFieldFirst(continueAnswerRows(boxed.lines)))),
        ),
      ),
    ),
  );
  // '2015  Ramipril 2.5 mg daily started' ... '2018  Ramipril increased to 10 mg daily': a dated timeline, each
  // medicine read by its latest entry (the date is no clock time); earlier entries are history (dated-timeline.ts).
  const timeline = readDatedTimeline(withoutLetteredItems(withoutOutlineNumbers(rawLines)));
  const items = timeline.lines;
  const out: InputLine[] = [];
  let columns: TableColumns | null = null;
  let lastColumns: TableColumns | null = null;
  rawLines.forEach((raw, i) => {
    const line = i + 1;
    if (dated.headers.has(i)) return void out.push({ line, raw, text: raw, tableHeader: true });
    // A FHIR resource a line (fhir-record.ts): a medicine's words and status; a patient line is no order.
    const fhir = readFhirResource(items[i]!);
    if (fhir && 'kind' in fhir) return void out.push({ line, raw, text: fhir.text });
    // '<med name="..." dose="..."/>', '{"medicine": ...}': a record of named fields is read as a table row.
    const record = fhir ?? readAttributeRecord(normaliseChars(items[i]!));
    if (record) {
      const text = squashSpaces(stripMarkers(record.text));
      return void out.push({ line, raw, text, extras: record.extras });
    }
    const plain = readTimeCounts(normaliseChars(readChangeFields(readMarkup(items[i]!))));
    const norm = pipeCells(separatedCells(plain));
    if (!norm.trim()) {
      out.push({ line, raw, text: '' });
      return;
    }
    if (norm.includes('\t')) {
      const cells = norm.split('\t').map((c) => squashSpaces(c));
      // A list mark before a table's row ('➤ Generic name<tab>Dose...', a bulleted copy; '#2 Device<tab>Medicine',
      // a numbered one) is the row's, not its first cell's.
      cells[0] = cells[0]!
        .replace(GLYPH_BULLET_RE, '')
        .replace(/^[•▪‣⁃◦●■➢*-]\s+/u, '')
        .replace(NUMBERING_RE, '');
      const header = readTableHeader(cells);
      if (header) {
        columns = header;
        out.push({ line, raw, text: squashSpaces(cells.join(' ')), tableHeader: true });
        return;
      }
      if (!columns && lastColumns && cells.length === lastColumns.length) columns = lastColumns;
      if (columns) {
        const row = tableRowText(
          // A lone tick is a time column's mark (a dose then), not a checkbox before an order; so are a
          // patient card's dots ('●●', two tablets), not bullets.
          cells.map((c, k) =>
            /^\s*(?:[✓✔☑]|(?:[●•⬤]\s*){1,4})\s*$/.test(c)
              ? c
              : // A dash opening a later cell ('100mg<tab>- CEASED (delirium)') sets its clause apart, as on a
                // line; taken off as a list mark, a bracket name before it swallowed the stop.
                (k > 0 && /^\s*[-–—]\s/.test(c) ? '- ' : '') + stripMarkers(dropThousandsCommas(c)),
          ),
          columns,
        );
        const misfit =
          cells.length > columns.length
            ? { cells: cells.length, columns: columns.length }
            : undefined;
        out.push({
          line,
          raw,
          text: squashSpaces(stripMarkers(row.text)),
          extras: row.extras,
          ...(misfit ? { cellMisfit: misfit } : {}),
        });
        return;
      }
    } else {
      // A line without tabs ends the table; a second table with as many columns and no header of its own
      // ('NIMC – PRN medicines' between two parts of one chart) is read with the first one's header.
      if (columns) lastColumns = columns;
      columns = null;
    }
    // 'Current medications: • Thyroxine 50 microgram mane • Amiodarone 200 mg daily' (a list copied from a
    // PDF runs together): each bullet inside the line starts another entry, on the same line number.
    const parts = columns || !BULLET_CHAR.test(plain) ? [] : plain.split(INLINE_BULLET);
    const fields = parts.length > 1 ? bulletFields(parts) : null;
    if (fields) {
      out.push({ line, raw, text: cleanNormalised(slashFields(fields)) });
      return;
    }
    if (parts.length > 2) {
      for (const part of parts.filter((x) => x.trim()))
        out.push({ line, raw: part.trim(), text: cleanNormalised(slashFields(part)) });
      return;
    }
    // 'Apixaban 5 bd for AF. Paracetamol when needed for her knees.': sentences naming medicines, one a line.
    // A table row between bars ('| Levothyroxine ... | Warfarin ... at 1600. Current dose 5 mg | ...') is one
    // row: split at its full stops, its cells fell apart and a status board lost its later columns.
    const barRow = isBarRow(raw);
    const sentences = columns || barRow || !plain.includes('. ') ? null : splitSentences(plain);
    if (sentences) {
      for (const part of sentences) out.push({ line, raw: part, text: cleanNormalised(part) });
      return;
    }
    // Pipes outside a table with a header stay as written ('Ventolin 100mcg | 2 puffs | 4 hourly prn SOB | JS 02/02').
    out.push({
      line,
      raw,
      text: cleanNormalised(
        columns ? norm : statusFirstCells(slashFields(fieldsAsClauses(sideBySide(plain)))),
      ),
    });
  });
  // A checklist row is read as its ticked option, but its source is the row as pasted.
  if (boxed.lines !== keyed)
    for (const o of out) if (o.raw === boxed.lines[o.line - 1]) o.raw = keyed[o.line - 1]!;
  // A key's symbol written as its status is read, but the line's source is the line as pasted.
  if (keyed !== dated.lines)
    for (const o of out) if (o.raw === keyed[o.line - 1]) o.raw = dated.lines[o.line - 1]!;
  for (const o of out)
    if (latin[o.line - 1] !== pasted[o.line - 1] && o.raw === latin[o.line - 1])
      o.raw = pasted[o.line - 1]!;
  for (const l of out) if (doubts.has(l.line - 1)) l.wrapDoubt = true;
  for (const l of out) {
    const past = timeline.history.get(l.line);
    if (past) l.timelineHistory = past;
    l.doubt ??= timeline.doubts.get(l.line) ?? boxed.doubts.get(l.line - 1);
  }
  return out;
}
