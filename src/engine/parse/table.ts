/**
 * EMR and Word tables pasted as tab-separated text. A header row ('Drug  Dose  Route  Freq  Status')
 * tells which cell is which; the dosing cells are joined into one order text and the indication,
 * status and comment cells are kept apart so that free text there is never read as a dose.
 */
import { cellGivesOwnTimes, ownTimesWarning } from './slot-cell';
import { afterDaysSupply, perDayCell } from './per-day-columns';
import { englishIndication } from '../lexicon/foreign-indications';
import { readStatusCell } from './status';
import { scanRoute } from './route-form';
import { GIVEN_AT_CELL, readTypeCell } from './table-type-cell';
import { readEndDateCell } from './end-date-cell';
import { startsWithMedicine } from './lookup';
import { isWeekdayRole, weekdayWords, type WeekdayRole } from './weekday-columns';
import {
  alternation,
  DOSE_UNIT_WORDS,
  SLOT_READ_WORDS,
  spellings,
  UNIT_WORDS,
} from '../lexicon/words';
import { GLOSSED_NAME, type SlotRole, type TableColumns, type TableExtras } from './table-header';

export * from './table-header';

const NO_CELL = /^(?:[✗✘x×n–—-]+|no|nil|none|n\/a)$/i;

// An amount alone, perhaps with its equivalent in brackets: '7.5 mL (375 mg)', '2 tabs', '1-2 puffs', '½ tab'.
const AMOUNT_CELL = new RegExp(
  String.raw`^(?:\d+(?:\.\d+)?|½|¼)(?:\s*(?:-|to)\s*\d+(?:\.\d+)?)?\s*(?:${alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)])})(?![a-z])(?:\s*\([^)]*\))?$`,
  'i',
);

const MEASURED_GOAL = /\d|[<>≤≥]/;

const YES_CELL = /^(?:[✓✔y]|yes)$/i;
const NO_ANSWER_CELL = /^(?:[✗✘n×x]|no)$/i;

// An amount in a strength unit ('24 units nocte', '80 mg nocte'): a whole dose, not a count of tablets.
const STRENGTH_AMOUNT = new RegExp(
  String.raw`(?:^|\s)\d+(?:\.\d+)?\s*(?:${alternation(spellings(UNIT_WORDS))})(?![a-z])`,
  'i',
);

/**
 * 'Optisulin 18 units nocte | Y | 24 units nocte': a row answering whether a medicine it already had goes on,
 * with its dose in a column of its own, names the medicine with its old regimen; that regimen becomes the
 * '(was ...)' note (markup.ts) so the Dose cell is the order. Only when the Dose cell holds a whole dose in a
 * strength unit, so a name cell's strength is never lost behind a count ('1 tablet BD').
 */
function oldRegimenApart(nameCell: string, doseCells: string[]): string[] | null {
  if (!doseCells.some((d) => STRENGTH_AMOUNT.test(d))) return null;
  const m = /^(.*?[^\s\d])\s+(\d.*)$/.exec(nameCell);
  return m && STRENGTH_AMOUNT.test(m[2]!) ? [m[1]!, `(was ${m[2]!})`] : null;
}

const DOTS_CELL = /^(?:[●•⬤]\s*){1,4}$/;

// A tick, cross, yes / no or dash in a column of ticks says nothing about the order.
const TICK_CELL = /^(?:[✓✔✗✘x×yn–—-]|yes|no|nil|n\/a|\[\s*x?\s*\])$/i;

/**
 * A Duration or Until cell as a clause: '5 days' is 'for 5 days', a date '18/07, then stop' is 'until 18/07, then
 * stop', 'ongoing' stays as written; a cell of other words ('STOPPED - wheeze') is no duration (null).
 */
function durationCell(v: string): string | null {
  if (
    /^(?:for|until|till|x)\b|^(?:ongoing|long[- ]term|lifelong|indefinite\w*|continu\w*)\b/i.test(v)
  )
    return v;
  if (/^\d{1,2}[/.-]\d{1,2}\b/.test(v)) return `until ${v}`;
  return /^(?:\d|a\s|one\b|two\b|three\b)/i.test(v) ? `for ${v}` : null;
}

const SLOT_WORDS: Record<SlotRole, string> = {
  morning: SLOT_READ_WORDS['0800'],
  midday: SLOT_READ_WORDS['1200'],
  evening: SLOT_READ_WORDS['1800'],
  bedtime: SLOT_READ_WORDS['2200'],
};

/** Join a table row's dosing cells into order text; keep indication, status and comment apart. */
export function tableRowText(
  cells: string[],
  columns: TableColumns,
): { text: string; extras: TableExtras } {
  const dosing: string[] = [];
  const extras: TableExtras = {};
  let prn = false;
  let once = false;
  let givenAt = '';
  let answered = false;
  const slots: string[] = [];
  const maxima: string[] = [];
  const durations: string[] = [];
  const days = new Map<WeekdayRole, string>();
  let orderCell = '';
  let nameIdx = -1;
  const add = (key: 'indication' | 'status' | 'comment' | 'warning', v: string) => {
    extras[key] = extras[key] ? `${extras[key]}; ${v}` : v;
  };
  cells.forEach((cell, i) => {
    const v = cell.trim();
    const role = columns[i] ?? 'other';
    // A weekday grid's empty cell is a day without a dose (its dash was taken off as a list mark).
    if (isWeekdayRole(role)) return void days.set(role, v);
    // A stage plan's discharge cell left empty (its dash taken off as a list mark) or 'nil': nothing goes home.
    if (role === 'stage' && (!v || NO_CELL.test(v))) return void (extras.notGoingHome = true);
    if (!v) return;
    if (role === 'indication') add('indication', englishIndication(v));
    // A Target cell is the use when it names what the medicine is aimed at ('agitation'); a measured goal
    // ('HR < 60', 'INR 2-3') is a note.
    else if (role === 'target') add(MEASURED_GOAL.test(v) ? 'comment' : 'indication', v);
    else if (role === 'status') add('status', v);
    else if (role === 'comment') add('comment', v);
    // The discharge stage's cell is the order, or its status when it opens with one ('CEASED - with celecoxib').
    else if (role === 'discharge-order') {
      if (startsWithMedicine(v)) orderCell = v;
      else if (readStatusCell(v)) add('status', v);
      else add('comment', v);
    } else if (role === 'stage') {
      if (readStatusCell(v)) add('status', v);
      else dosing.push(v);
    } else if (role === 'answer') {
      // A yes / no answer is the status in the lexicon's words; anything else in the cell is read as a status.
      answered ||= YES_CELL.test(v) || NO_ANSWER_CELL.test(v);
      if (YES_CELL.test(v)) add('status', 'Continue');
      else if (NO_ANSWER_CELL.test(v)) add('status', 'Cease');
      else add('status', v);
    } else if (role === 'type') {
      const type = readTypeCell(v);
      prn ||= type.prn;
      once ||= type.once;
      if (type.status) add('status', type.status);
    } else if (role === 'given') {
      if (GIVEN_AT_CELL.test(v)) givenAt = v;
      else if (!NO_CELL.test(v)) add('comment', v);
    } else if (role === 'when-needed') {
      // A dash or 'no' is no dose there; a tick says it is when required; an amount is the dose too.
      if (NO_CELL.test(v)) return;
      prn = true;
      if (!TICK_CELL.test(v)) dosing.push(v);
    } else if (role in SLOT_WORDS) {
      // 'Mo | Mi | Ab | zN' = '1 | 0 | 1 | 0': a nought (or a dash) in a time column is no dose at that time.
      if (/^(?:0|[-–—]+)$/.test(v)) return;
      if (cellGivesOwnTimes(v)) {
        add('warning', ownTimesWarning(role, v));
        return void dosing.push(v);
      }
      slots.push(
        /^(?:[✓✔xy]|yes)$/i.test(v)
          ? SLOT_WORDS[role as SlotRole]
          : // A patient card's dots, one a tablet ('●●' is 2): the count at that time.
            DOTS_CELL.test(v)
            ? `${[...v.replace(/\s+/g, '')].length} ${SLOT_WORDS[role as SlotRole]}`
            : `${v} ${SLOT_WORDS[role as SlotRole]}`,
      );
    }
    // '5mg (Norvasc / amlodipine 5 mg)': a name in another script (taken off as other-script.ts does) left its
    // strength and its English gloss; the gloss is the name.
    else if (role === 'name') {
      nameIdx = dosing.length;
      dosing.push(GLOSSED_NAME.exec(v)?.[1] ?? v);
    }
    // 'times per day' = '2': twice daily; any other words there ('when needed') are read as written.
    else if (role === 'per-day') dosing.push(perDayCell(v));
    // 'total days' = '90 - after breakfast': the supply is a record; words after it are directions.
    else if (role === 'days-supply') {
      const rest = afterDaysSupply(v);
      if (rest) dosing.push(rest);
    }
    // A bare clock time in a frequency column ('1600') is a time of day.
    else if (role === 'frequency' && /^\d{4}(?:\s*(?:,|and|&)\s*\d{4})*$/.test(v))
      dosing.push(`at ${v}`);
    else if (role === 'max') maxima.push(/^max/i.test(v) ? v : `max ${v}`);
    else if (role === 'duration') {
      const d = durationCell(v);
      if (d) durations.push(d);
      else add('comment', v);
    } else if (role === 'end') {
      const end = TICK_CELL.test(v) ? null : readEndDateCell(v);
      if (end && 'status' in end) add('status', end.status);
      else if (end) add('comment', end.comment);
    } else if (role === 'unknown') {
      // A column the engine has no word for that holds an amount ('7.5 mL (375 mg)', '2 tabs') is a dose.
      if (AMOUNT_CELL.test(v)) dosing.push(v);
      else if (!TICK_CELL.test(v)) add('comment', v);
    } else if (role !== 'other') dosing.push(v);
  });
  // 'Device | Medicine | Puffs': the medicine's name starts the order whichever column it is in, and a
  // device or form written before it goes after the dosing ('Spiolto ... 2 puffs daily Respimat'), where it
  // cannot be read as part of the name.
  const nameAt = columns.indexOf('name');
  const nameCell = cells[nameAt]?.trim();
  // 'Coronary artery disease | ... | Plavix 75mg mane; Lipitor 40mg nocte': a care plan's problem over several
  // medicines in one cell is the group's, not each one's indication; each keeps its usual one.
  if (extras.indication && nameCell?.includes(';')) delete extras.indication;
  // The discharge order names the medicine again with its dose as it goes home: it is the order.
  // ('(not a home medicine) | Start | Clopidogrel 75 mg daily': a medicine started in hospital.)
  if (orderCell && nameIdx >= 0) dosing[nameIdx] = orderCell;
  else if (orderCell) dosing.unshift(orderCell);
  const doseCells = cells.filter((c, i) => columns[i] === 'dose' && c.trim()).map((c) => c.trim());
  const apart = answered && nameCell ? oldRegimenApart(nameCell, doseCells) : null;
  if (apart && dosing[0] === nameCell) dosing.splice(0, 1, apart[0]!);
  if (apart) dosing.push(apart[1]!);
  if (!orderCell && nameAt > 0 && nameCell && dosing[0] !== nameCell) {
    const before = cells.slice(0, nameAt).map((c) => c.trim());
    const moved = dosing.filter((d) => before.includes(d));
    const rest = dosing.filter((d) => d !== nameCell && !before.includes(d));
    dosing.splice(0, dosing.length, nameCell, ...rest, ...moved);
  }
  if (slots.length) dosing.push(slots.join(' and '));
  const week = weekdayWords(days, countWord(nameCell ?? ''));
  if (week) dosing.push(week);
  else if (days.size) extras.warning = NO_DAY_MARKED;
  // After the name: a line that starts with 'PRN' would read as the line above going on.
  if (prn) dosing.push('PRN');
  // A single dose with the date it went in is a dose given in hospital, reported, never a row.
  if (once) dosing.push(givenAt ? `once only, given ${givenAt}` : 'once only');
  // 'Notes: now via PEG', 'Comment: given through the NG tube': a route the row's dosing cells do not
  // name, written in a comment cell, is the order's route (kept apart, a move to a tube read as no change).
  const noted = routeInComment(extras.comment, dosing.join(' '));
  if (noted) dosing.push(noted);
  // After the dosing cells, as a line writes them: '6 hourly PRN, max 4 g in 24 hours, for 3 days'.
  const text = [dosing.join(' '), ...maxima, ...durations].join(', ');
  return { text, extras };
}

const NO_DAY_MARKED =
  'No dose is marked on any day of the week: check whether and when it is taken';

// The count's word for a plan by weekday whose cells are bare counts: the dose form the name gives.
function countWord(name: string): string | null {
  if (/\btab(?:let)?s?\b/i.test(name)) return 'tablets';
  if (/\bcap(?:sule)?s?\b/i.test(name)) return 'capsules';
  return null;
}

// 'now via PEG', 'via the NG tube', 'through the gastrostomy', 'per PEG': a route said with its preposition.
const COMMENT_ROUTE =
  /\b(?:via|through|down|per)\s+(?:the\s+|a\s+|his\s+|her\s+)?(?:peg|ngt?|nj|pej|rig|peg-?j|gastrostomy|nasogastric|jejunostomy|(?:feeding|enteral|ng|peg|nj|gastrostomy|nasogastric)\s+tube|tube)\b/i;

/** The route a comment cell names, when the dosing cells name none ('was tablets by mouth' is not one). */
function routeInComment(comment: string | undefined, dosing: string): string | null {
  const m = comment ? COMMENT_ROUTE.exec(comment) : null;
  if (!m || scanRoute(dosing.toLowerCase()).route) return null;
  // 'tablets cannot go via PEG', 'not via the NG': a route the order is not given by.
  const before = comment!
    .slice(0, m.index)
    .split(/[;.(]|\s[-–—]\s/)
    .at(-1)!;
  if (/\b(?:not|cannot|can't|unable|never|avoid)\b|n't\b/i.test(before)) return null;
  return m[0];
}
