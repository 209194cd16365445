/**
 * parseList: a pasted list -> lines (orders, headings, ignored noise, unreadable) with the section
 * context each heading sets. Each line is respelled once from the lexicon, then decided by the first
 * of the line rules (line-rules.ts) that applies; its orders' traces start with that rule's id.
 */
import { expandPockets, pocketTimes } from './pocket-codes';
import { readStopList } from './stop-list-line';
import { expandSigCodes, readSigKey } from './sig-key';
import { expandSlashTimes } from './slash-times-key';
import { readLegend } from './legend-line';
import { normaliseLine } from '../lexicon/normalise';
import { classifyLine } from './headings';
import { LINE_RULES, noteOfLine, type LineContext, type ListState } from './line-rules';
import { splitLines, type InputLine } from './lines';
import { dropCodeColumn } from './code-column';
import { readStatusBoards } from './status-board';
import { readPlanCrosses } from './plan-crosses';
import { readAuditTrail } from './audit-trail';
import { readItemReferences } from './item-references';
import { readInsulinPump } from './insulin-pump';
import { readCalendarEvents } from './calendar-events';
import { splitLines as splitLineBreaks } from '../../shared/line-breaks';
import { dropCountAmount } from './count-amount-bracket';
import { readOcrDigits, readOcrNames } from './ocr-digits';
import { dropRecordFieldsBeforeItem } from './record-fields-before-item';
import { dropInitialsCell } from './staff-initials-cell';
import { readFollowingStopped } from './following-stopped';
import { readOwnWords } from './own-words';
import { readPackRemoval } from './pack-removal';
import { readSentence } from './sentence-order';
import { readSymptomArrow } from './symptom-arrow';
import { readProblemChain } from './problem-chain';
import { readProblemNote } from './problem-note';
import { readClaimsRow, readReceiptRow } from './claims-row';
import { readQuotedSpeech } from './quoted-speech';
import { endIndentedBlock } from './indent-block';
import { readMisspeltStatus } from './misspelt-status';
import { dropLineCode, readCodeLegend } from './code-legend';
import { expandShortName, readNameLegend } from './name-legend';
import { readTaperList } from './taper-list';
import { readVisitTasks } from './visit-tasks';
import { readStepsThenOrder } from './steps-then-order';
import {
  readFormQuestion,
  readLabelFirst,
  readOldNew,
  readQuestionAnswer,
  readStopThenInstead,
} from './lead-fields';
import { guardStopSections } from './stop-section-guard';
import { addFootnoteSources, readFootnotes } from './footnotes';
import type { ListName, ParsedList } from './types';
import type { TimeSlot } from '../../shared/reconcile';

/**
 * A line that may be the wrapped end of the line above (parse/wrapped-lines.ts) was read on its own: the
 * orders of both lines, and the response, say so in the words of both lines, so a medicine the break may have
 * split, stopped or started is named whichever way the lines were read.
 */
function warnWrapDoubt(s: ListState, l: InputLine, above: InputLine | undefined): void {
  if (!above) return;
  const w = `Line ${l.line} ("${l.raw.trim()}") may be the end of line ${above.line} ("${above.raw.trim()}") cut at the page's width: check the orders on both lines`;
  // An order's warning is said in the response with its line; with no order on either line, the list says it.
  const on = s.orders.filter((o) => o.line === l.line || o.line === above.line);
  for (const o of on) if (!o.warnings.includes(w)) o.warnings.push(w);
  if (!on.length) s.warnings.push(`${w} (${s.list} list)`);
}

/** A table row with more cells than the header: its cells were read by position, which may be off. */
function warnCellMisfit(s: ListState, l: InputLine, from: number): void {
  const { cells, columns } = l.cellMisfit!;
  const said = `${cells} cells under a header of ${columns} columns: check which cell is its dose and times`;
  const on = s.orders.slice(from);
  for (const o of on) o.warnings.push(`${o.displayName}: ${said}`);
  if (!on.length) s.warnings.push(`Line ${l.line} has ${said} (${s.list} list)`);
}

/**
 * `admissionText`, for a discharge list: the admission list its lines may refer to by item number
 * ('Items 3 and 4: continue').
 */
export function parseList(text: string, list: ListName, admissionText?: string): ParsedList {
  const s: ListState = {
    list,
    lines: [],
    orders: [],
    warnings: [],
    section: null,
    sectionReason: '',
    atTime: null,
    directions: null,
    allergies: false,
    last: null,
  };
  // Codes a legend line defines ('Code: NA = nurse-administered'), dropped where they open a line.
  const codes = new Set<string>();
  // Short names a legend defines ('Abbreviations: HU = hydroxyurea'), written out where they open a line.
  const shortNames = new Map<string, string>();
  let sigKey: Map<string, string> | null = null;
  let pockets: Map<string, string> | null = null;
  // 'Key: doses written morning/evening': the times of each figure of a slashed dose below it.
  let slashTimes: TimeSlot[] | null = null;
  const input = splitLines(text);
  // 'L03  Ertapenem ...', 'PBS | Simvastatin ...', 'RXO|1|Amlodipine ...': a column of source codes before the name.
  dropCodeColumn(input);
  // 'KEEP TAKING<tab>CHANGED<tab>STOPPED<tab>NEW' over rows of medicines: each cell an order with its column's status.
  readStatusBoards(input);
  // '✗ donepezil - brady 44' in a plan whose other lines say 'Δ ...' and '+ ...': the cross is the plan's stop.
  readPlanCrosses(input);
  // 'Items 3, 4 and 5: continue unchanged': the admission orders of those numbers, going on.
  if (admissionText) readItemReferences(input, admissionText);
  // 'WITHHELD‡' and '‡ duodenal ulcer bleed ...' below: the footnote is the stop's reason, read into its line.
  const footnotes = readFootnotes(input);
  // 'ORDER 4401 metoprolol ...' over dated events ('23/11 MODIFIED ...', '26/11 ON DISCHARGE ...'): the last
  // event is the order at discharge; the header and the earlier events are its notes.
  const trail = readAuditTrail(input, splitLineBreaks(text));
  // 'Pump: MiniMed 780G | Insulin: NovoRapid' over basal rates and ratios: one insulin order, the rest its settings.
  const pump = readInsulinPump(input, admissionText);
  // 'BEGIN:VEVENT' ... 'SUMMARY:Eliquis 5mg' ... 'RRULE:FREQ=DAILY': a calendar's reminders, one order per SUMMARY.
  const calendar = readCalendarEvents(input);
  input.forEach((l, at) => {
    const partOf = calendar.noise.has(l.line)
      ? 'calendar'
      : calendar.partOf.has(l.line)
        ? 'calendar-event'
        : footnotes.has(l.line)
          ? 'footnote'
          : trail.has(l.line)
            ? 'audit-event'
            : pump.has(l.line)
              ? 'pump-setting'
              : null;
    if (partOf) {
      s.lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: partOf, rule: partOf });
      return;
    }
    // An earlier entry of a dated timeline ('2015  Ramipril 2.5 mg daily started' under a later '2018  Ramipril
    // increased to 10 mg daily'): how the dose came about, reported, never an order or a stop.
    const past = l.timelineHistory;
    if (past) {
      const rule = 'timeline-history';
      s.lines.push({ list, line: l.line, raw: l.raw, kind: 'ignored', note: rule, rule });
      s.warnings.push(
        `Line ${l.line}: "${l.raw.trim()}" (${list} list) is an earlier entry of a dated timeline for ${past.names.join(', ')}: the latest entry (line ${past.latest}) is read as the order - check by hand`,
      );
      return;
    }
    // One spelling for each dosing word before any rule reads the line ('1bd', 'puff(s)', 'as reqd').
    // A scanned list's 'O' for 0 and 'l' for 1 ('3Omg', 'l mane') are read as digits, with a warning.
    // A name with a digit for a look-alike letter ('Ca1trate') is read as the known name, with a warning.
    const ocrName = readOcrNames(l.text);
    const ocr = readOcrDigits(ocrName.text);
    // A stop or hold word typed with one letter wrong ('STOPED', 'witheld') is read as that word, with a warning.
    const typo = readMisspeltStatus(ocr.text);
    // 'tab | 1½ (750 mg) | 8pm': the amount the count makes, in brackets, is not a second strength.
    // A MAR row's trailing cell of staff initials ('| AB CD AB ..') is who gave the doses, not the order.
    // 'Patient: ...   Item: LERCANIDIPINE ...': a form's record, its item after the patient's fields.
    const row = dropRecordFieldsBeforeItem(dropInitialsCell(typo.text));
    l.text = normaliseLine(dropCountAmount(row));
    // A pharmacy's label codes ('2P Q4H PRN', '2S EN D') written out once their key is read.
    const sig = readSigKey(l.text);
    if (sig) {
      sigKey = sig;
      pockets = pocketTimes(sig);
    } else if (sigKey) {
      // A pack map's pockets before the name ('[B1 D1]  Metformin 850 mg') are the order's times and counts.
      if (pockets) l.text = expandPockets(l.text, pockets);
      l.text = normaliseLine(expandSigCodes(l.text, sigKey));
    }
    const timesKey = readLegend(l.text);
    if (timesKey) slashTimes = timesKey.dayOrder ? timesKey.slots : null;
    else if (slashTimes) l.text = normaliseLine(expandSlashTimes(l.text, slashTimes));
    for (const code of readCodeLegend(l.text) ?? []) codes.add(code);
    if (codes.size) l.text = dropLineCode(l.text, codes);
    const legend = readNameLegend(l.text);
    for (const [k, v] of legend ?? []) shortNames.set(k, v);
    if (shortNames.size && !legend) l.text = expandShortName(l.text, shortNames);
    // A letter's sentence ('Her levetiracetam was increased to 1000 mg twice daily.') is read as the order it
    // states; a patient's own words ('Every morning I take:', 'one Cartia (100mg aspirin)') as a chart writes them.
    // 'The following are withheld until ...:' is a stop heading; a claims history row is its order.
    // 'Pt reads: "BISOPROLOL 5MG TAKE ONE ..."': the quoted words are the order, the lead who spoke them.
    l.text = readQuotedSpeech(l.text) ?? l.text;
    // '#1 Hyponatraemia - ?SIADH vs esomeprazole - cease Nexium; start ...': a note between problem and plan
    // goes into the problem's bracket, before the readers of a plan line see it.
    l.text = readProblemNote(l.text) ?? l.text;
    l.text =
      readQuestionAnswer(l.text) ??
      readFormQuestion(l.text) ??
      readOldNew(l.text) ??
      readStopThenInstead(l.text) ??
      readLabelFirst(l.text) ??
      // 'cease atorvastatin + gemfibrozil (rhabdo)': one stop over several medicines is a stop of each.
      readStopList(l.text) ??
      // 'Nausea → ondansetron 8 mg PRN': a symptom plan's use before the arrow.
      readSymptomArrow(l.text) ??
      // 'Gout > allopurinol 300 mg daily > continue': a problem-oriented summary's fields.
      readProblemChain(l.text) ??
      // 'Remove oxybutynin from the pack - stopped ...': a medicine taken out of the dose aid is stopped.
      readPackRemoval(l.text) ??
      readSentence(l.text) ??
      readOwnWords(l.text) ??
      readFollowingStopped(l.text) ??
      readClaimsRow(l.text) ??
      readReceiptRow(l.text) ??
      readTaperList(l.text) ??
      readVisitTasks(l.text) ??
      // 'Sit up, loosen clothing. GTN 400 microgram/spray 1 spray prn ...': first-aid steps, then the order.
      readStepsThenOrder(l.text) ??
      l.text;
    // A line back at an indented block's heading margin is out of that heading's section.
    endIndentedBlock(s, l);
    let note: string | null | undefined;
    let cls: ReturnType<typeof classifyLine> | undefined;
    const c: LineContext = {
      s,
      l,
      next: () => input.slice(at + 1).find((x) => x.text.trim())?.text,
      note: () => (note === undefined ? (note = noteOfLine(l.text)) : note),
      cls: () => (cls === undefined ? (cls = classifyLine(l.text)) : cls),
    };
    const before = s.lines.length;
    const ordersBefore = s.orders.length;
    for (const rule of LINE_RULES) {
      if (!rule.apply(c)) continue;
      for (let i = before; i < s.lines.length; i++) s.lines[i]!.rule = rule.id;
      for (let i = ordersBefore; i < s.orders.length; i++) s.orders[i]!.trace.unshift(rule.id);
      if (l.doubt)
        for (let i = ordersBefore; i < s.orders.length; i++) s.orders[i]!.warnings.push(l.doubt);
      if (ocrName.read.length) {
        const w = `Read ${ocrName.read.join(', ')} (a scanned digit taken for a letter): check the medicine`;
        for (let i = ordersBefore; i < s.orders.length; i++) s.orders[i]!.warnings.push(w);
      }
      if (ocr.read.length) {
        const w = `Read ${ocr.read.join(', ')} (scanned letters taken for digits): check the dose`;
        for (let i = ordersBefore; i < s.orders.length; i++) s.orders[i]!.warnings.push(w);
      }
      // The medicine is named, so the response says which one to check even when it ends in the ceased list.
      if (typo.read.length)
        for (let i = ordersBefore; i < s.orders.length; i++)
          s.orders[i]!.warnings.push(
            `${s.orders[i]!.displayName}: read ${typo.read.join(', ')} (a misspelt stop or hold word): check whether the line stops it`,
          );
      break;
    }
    if (l.wrapDoubt) warnWrapDoubt(s, l, input[at - 1]);
    if (l.cellMisfit) warnCellMisfit(s, l, ordersBefore);
  });
  addFootnoteSources(s.orders, footnotes, input);
  addFootnoteSources(s.orders, trail, input);
  addFootnoteSources(s.orders, pump, input);
  addFootnoteSources(s.orders, calendar.partOf, input);
  guardStopSections(s.lines);
  return { list, lines: s.lines, orders: s.orders, warnings: s.warnings };
}
