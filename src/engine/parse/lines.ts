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
import { asciiWidth, withoutLigatures } from './fullwidth';
import { joinHyphenBrokenNames } from './hyphen-broken-names';
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
import { isBarRow, squashSpaces } from './text';
import { splitSentences } from './sentence-split';
import { splitTimeGroup } from './time-group-sentence';
import { splitSpokenTranscript } from './spoken-transcript';
import { fieldsAsClauses, separatedCells } from './field-separators';
import { unifiedDiffRows } from './unified-diff';
import { statusFirstCells } from './status-first-cells';
import { optionBoxRows } from './option-boxes';
import { bulletFields } from './bullet-fields';
import { withoutOutlineNumbers } from './outline-numbers';
import { readTableHeader, type TableColumns, tableRowText, type TableExtras } from './table';
import { slashFieldsAsTabs } from './slash-fields';
import { bareNumbering } from './bare-numbering';
import { sideBySide } from './side-by-side';
import { readDatedTimeline, type TimelineHistory } from './dated-timeline';
import {
  BULLET_CHAR,
  cleanNormalised,
  dropThousandsCommas,
  GLYPH_BULLET_RE,
  INLINE_BULLET,
  normaliseChars,
  NUMBERING_RE,
  stripMarkers,
} from './clean-text';
import { csvAsTabs, pipeCells, slashFields, spacedAsTabs } from './delimited-lines';

export { cleanText, dropThousandsCommas, isSupplyRecord, stripMarkers } from './clean-text';
export { csvCells } from './delimited-lines';

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

// Each pasted line's own respellings, in order (the comments in splitLines say what each is for).
const LINE_PASSES: ReadonlyArray<(line: string) => string> = [
  withoutStrikeMarks,
  asciiWidth,
  withoutLigatures,
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
  // 'Ator-' / 'vastatin 80 mg': a medicine's name cut by a PDF's hyphen is one word (hyphen-broken-names.ts).
  const page = joinHyphenBrokenNames(
    withoutChatPrefix(withoutLineGutter(withoutReplyQuotes(latin))),
  );
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
      for (const part of sentences)
        for (const one of splitTimeGroup(part) ?? [part])
          out.push({ line, raw: part, text: cleanNormalised(one) });
      return;
    }
    // 'In the morning he has one Aricept 10mg, one Karvea 150 and his Somac 40.': one order a medicine, at that time.
    const grouped =
      columns || barRow ? null : (splitTimeGroup(plain) ?? splitSpokenTranscript(plain));
    if (grouped) {
      for (const one of grouped) out.push({ line, raw, text: cleanNormalised(one) });
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
