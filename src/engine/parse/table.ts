/**
 * EMR and Word tables pasted as tab-separated text. A header row ('Drug  Dose  Route  Freq  Status')
 * tells which cell is which; the dosing cells are joined into one order text and the indication,
 * status and comment cells are kept apart so that free text there is never read as a dose.
 */
import { cellGivesOwnTimes, ownTimesWarning } from './slot-cell';
import { afterDaysSupply, perDayCell } from './per-day-columns';
import { englishHeading } from '../lexicon/foreign-headers';
import { englishIndication } from '../lexicon/foreign-indications';
import { withAdminTimes } from './admin-times';
import { withoutSignOutColumns } from './sign-out-columns';
import { readStatusCell } from './status';
import { scanRoute } from './route-form';
import { GIVEN_AT_CELL, readTypeCell } from './table-type-cell';
import { END_DATE_HEADER, readEndDateCell } from './end-date-cell';
import { isDischargeOrderHeader } from './discharge-order-column';
import { DISCHARGE_STAGE } from '../lexicon/stay-stage-words';
import { startsWithMedicine } from './lookup';
import { isWeekdayRole, weekdayRole, weekdayWords, type WeekdayRole } from './weekday-columns';
import {
  alternation,
  DOSE_UNIT_WORDS,
  PRN_EQUIVALENTS,
  PRN_WORDS,
  SLOT_READ_WORDS,
  spellings,
  UNIT_WORDS,
} from '../lexicon/words';
// 'Supply mode', 'Mode', 'Admin mode', 'Dispensing mode', 'Issue': how a clinic hands the dose over.
const SUPPLY_MODE_HEADER =
  /^(?:(?:supply|admin|administration|dispensing|issue|dosing|dose)\s+)?modes?$|^(?:supply|issue)(?:\s+(?:type|method))?$/;
export type ColumnRole =
  | 'name'
  | 'dose'
  | 'form'
  | 'route'
  | 'frequency'
  | 'indication'
  | 'status'
  | 'comment'
  | 'type'
  | 'when-needed'
  | 'max'
  | 'duration'
  | 'given'
  | 'answer'
  | 'stage'
  | 'discharge-order'
  | 'end'
  | SlotRole
  | WeekdayRole
  | 'per-day'
  | 'days-supply'
  | 'unknown'
  | 'other';
type SlotRole = 'morning' | 'midday' | 'evening' | 'bedtime';

export type TableColumns = ColumnRole[];

export interface TableExtras {
  indication?: string;
  status?: string;
  comment?: string;
  /** A doubt about the row the cells raise (a weekday grid with no day marked), said on its row. */
  warning?: string;
  /** A stage plan's discharge cell holds a dash or 'nil': the medicine does not go home (stage-dash.ts). */
  notGoingHome?: true;
}

// 'Medicine & dose', 'Drug / strength': a column holding the name with its dose is the medicine column.
// 'Antiseizure medicines', 'Regular medications', 'Heart drugs': a kind before the word is still the
// medicine column (not a status, which heads a list of stops or changes, nor whose they are).
const KIND_OF_MEDICINES = String.raw`(?:(?!(?:ceased|stopped|withheld|held|suspended|discontinued|new|changed|prn|patient|resident|client)\b)[a-z-]+\s+){1,2}(?:medications?|medicines?|drugs?)`;
// 'Medicine / how to take', 'Medicine / strength / directions': the medicine column also holds its directions.
const NAME_WITH = 'doses?|strengths?|directions?|how to take|instructions?|sig';
// 'Medicine in Australia', 'Medication at home', 'Drug in hospital': where the medicine is had does not
// change what the column holds.
const NAME_WHERE = String.raw`(?:\s+(?:in|at)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)?`;
const NAME_HEADER = new RegExp(
  String.raw`^(medications?|medicines?|drugs?|drug names?|medication names?|names?|items?|generic( names?)?|products?|${KIND_OF_MEDICINES})${NAME_WHERE}(?:\s*(?:&|and|\/|\+|,)\s*(${NAME_WITH}))*$`,
);
const HEADER_WORDS: Array<[RegExp, ColumnRole]> = [
  [NAME_HEADER, 'name'],
  // An eMR export may print the unit in a column of its own ('Dose  Unit'): joined to the dose, in order.
  // 'Now' in a Was / Now / Why change table is the order as it stands; 'Puffs' in an inhaler check.
  [
    /^(doses?|strengths?|dose\/strength|strength\/dose|amounts?|units?|uom|dose units?|now|puffs|inhalations|give|take|how much|how many|amount to (?:give|take)|dose to (?:give|take))$/,
    'dose',
  ],
  // A pill dispenser's or dose aid's count column ('Pills per dose', 'Tablets each time'): how many.
  [/^(?:pills|tablets|tabs|capsules|caps)(?: (?:per|each|a) (?:dose|time))?$/, 'dose'],
  [/^(forms?|dose forms?|formulations?|presentations?|devices?|inhalers?)$/, 'form'],
  [/^(routes?|rte)$/, 'route'],
  [
    /^(freq|frequency|frequencies|directions?|sig|times?|timing|schedule|(?:dose|dosing) times?|times? of (?:the )?day|instructions?|when|how often|(?:when|how) to (?:take|use|give|have))$/,
    'frequency',
  ],
  [
    // A psychotropic register's 'Condition / behaviour' or 'Target symptoms': what the medicine is for.
    // A care plan's 'Health problem' or 'Diagnosis' column beside its medicines (a GP management plan).
    /^(indications?|reasons? for use|for|used for|condition|conditions|(?:health |medical )?problems?|diagnos[ie]s|behaviours?|behaviors?|target (?:behaviours?|symptoms?)|what it is for|what for|what it's for|purpose)$/,
    'indication',
  ],
  // A patient medicines list or Webster-pak grid: one column per time of day, holding how many.
  // A dose aid packing profile cuts the meal names short ('BRK | LUN | DIN | BED').
  [/^(morning|breakfast|brk|bkfst|bfast|mane|am|0800|8am|8 am)$/, 'morning'],
  // The Latin four ('Mane | Midi | Vesp | Nocte'), the middle two cut short or not.
  [/^(midday|lunch|lun|lunchtime|noon|midi|1200|12pm|12 pm)$/, 'midday'],
  [/^(evening|dinner|din|tea|teatime|vesp|vespere|1800|6pm|6 pm|afternoon)$/, 'evening'],
  [/^(bedtime|night|nocte|bed|2200|10pm|10 pm|pm)$/, 'bedtime'],
  [/^(status|action|change|changes|plan|continue\/cease|decisions?|outcome)$/, 'status'],
  // 'Continue? (Y/N)', 'Continued on discharge': a yes / no answer to whether the medicine goes on. 'N' there
  // ends it with no stop word anywhere on the row (the reason sits in the Comments cell).
  [
    /^(?:to )?(?:continue|continued|continuing|keep|kept|keep taking|still taking|taking|currently taking)$/,
    'answer',
  ],
  // 'Why on hold', 'Reason for change', 'Restart when', 'When to resume': why the status, and its terms.
  [
    // A care plan's 'Goals' and 'Treatment & services' (rehab, podiatry): notes beside the medicines, not orders.
    /^(comments?|notes?|reasons?|remarks?|details?|goals?|targets?|services?|treatments?|why|why [a-z ]+|reasons? for [a-z ]+|(?:restart|resume|recommence)(?: [a-z ]+)?|(?:restart|resume|recommence|changes?|status) ?\/ ?(?:notes?|comments?)|when to (?:restart|resume|recommence))$/,
    'comment',
  ],
  // A maximum column ('PRN max/24 h', 'Max daily dose'): a limit, never the dose; read as a maximum clause.
  [
    /^(?:prn )?max(?:imum)?(?: daily| prn)?(?: dose)?(?:(?: ?\/ ?| per | in )?(?:24 ?h(?:rs?|ours?)?|day|daily))?$/,
    'max',
  ],
  // When the order ends ('Stop', 'End date'): a date, or a date and a stop (end-date-cell.ts).
  [END_DATE_HEADER, 'end'],
  // A Duration column ('Until stone passed', '3 days'): how long, read as a duration clause.
  [/^(durations?|how long|course|length|until|till|for how long)$/, 'duration'],
  // A patient's grid beside its time columns: 'Only if needed', 'PRN', 'When required' (the lexicon's words):
  // a dose in it is taken when required.
  [
    new RegExp(
      String.raw`^(?:only\s+|take\s+)?${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}(?:\s+only)?$`,
    ),
    'when-needed',
  ],
  // An East Asian prescription's columns ('dose per time | times per day | total days', per-time.ts words):
  // a bare count per day is how often; the days of supply are a record, never a dose.
  [/^(?:dose|amount|quantity) per (?:time|dose|administration)$/, 'dose'],
  [/^(?:times|doses) (?:per|a) day$|^(?:daily )?frequency per day$/, 'per-day'],
  [/^(?:total )?(?:days?|days? supply|days' supply|supply days|duration in days)$/, 'days-supply'],
  // When a dose last went in: with a 'Once only' type, a dose already given (table-type-cell.ts).
  [/^(last dose|last given|date given|time given|given)$/, 'given'],
  // MedChart's first column: 'Regular' or 'PRN' (or 'Stat', 'Once only').
  [/^(type|order type|category|regular\/prn|prn\/regular|chart|section)$/, 'type'],
  // Dispensing history columns ('Last script 15/10/2026', 'Repeats 5'): dates and counts, never a dose.
  // A dose aid packing sheet's 'Packed' and 'Checked' columns hold initials ('AM' is a pharmacist, not a time).
  [
    /^(start date|started|start|stop date|end date|review date|patient|patient name|resident|resident name|client|client name|consumer|name of patient|mrn|urn|ur|ur number|dob|prescriber|prescribed( by)?|next dose(?: due)?|next due|dose due|date|brand|(last |date )?(script|scripted|dispensed|supplied|filled)( date)?|date (dispensed|supplied|prescribed)|repeats?( left)?|rpts?|pbs|authority|source|pharmacy|qty|quantity|pack|pack size|admin times|administration times|times given|signature|sign|initials|(?:packed|checked|witnessed|verified|given)(?: by)?|rx|rx no|rx number|script no|script number|was|before|previous|previously|old dose|cup|slot|compartment|bin|canister|cassette|refills?(?: reminder| left)?|pills left|level|log level|ts|timestamp|src|msg|message|event|host|(?:patient|user|request|trace) id|id)$/,
    'other',
  ],
  // How the dose reaches the patient ('Supply mode': KOP, DOT, NA): a record of supply, never a dose or a use.
  [SUPPLY_MODE_HEADER, 'other'],
];

// 'Comment for GP', 'Dose on discharge': whom or when a column is for does not change what it holds.
const HEADER_QUALIFIER =
  /\s+(?:for|on|at|to)\s+(?:the\s+)?(?:gp|patient|pt|discharge|admission|home|transfer)$/;
// 'Discharge dose', 'Current directions': the dose as it stands is still the Dose column.
const HEADER_LEAD = /^(?:discharge|current|new)\s+(?=\S)/;
const DOSING_ROLES: ReadonlySet<ColumnRole | null> = new Set([
  'dose',
  'form',
  'route',
  'frequency',
]);

// A name cell with no Latin word of its own, only a strength, then a gloss in brackets.
const GLOSSED_NAME =
  /^[^A-Za-z()]*(?:\d\s*(?:mg|g|mcg|µg|ml)\b[^A-Za-z()]*)?\(([^()]*[A-Za-z]{3}[^()]*)\)\s*$/i;
// Words of another script (no Latin letter; other-script.ts may have taken them off), then an English gloss
// in brackets.
const GLOSSED_HEADING = /^[^A-Za-z()]*\(([^()]*[A-Za-z][^()]*)\)\s*$/;

/** A header cell as its words are matched: lower case, no bracketed hint, no trailing ':' or qualifier. */
function headerText(cell: string): string {
  // 'Medicine (print generic)': a bracketed hint in a header cell is not part of its name; but '약품명 (drug)',
  // a heading in another script glossed in English, is its gloss.
  return (
    (GLOSSED_HEADING.exec(cell)?.[1] ?? cell)
      .trim()
      // 'medication_name', 'doseUnit': an export's field names, words joined by '_' or by a capital.
      .replace(/([a-z])(?=[A-Z][a-z])/g, '$1 ')
      .replace(/_+/g, ' ')
      .toLowerCase()
      .replace(/\s*\([^)]*\)\s*/g, ' ')
      .trim()
      .replace(/[:.?]+$/, '')
      .replace(HEADER_QUALIFIER, '')
      .replace(HEADER_LEAD, '')
      // 'Wirkstoff', 'Mo', 'Grund': a plan printed in another language (lexicon/foreign-headers.ts).
      .replace(/^.*$/, englishHeading)
  );
}

function roleOf(cell: string): ColumnRole | null {
  const t = headerText(cell);
  for (const [re, role] of HEADER_WORDS) if (re.test(t)) return role;
  // 'Frequency / times', 'Dose / directions': two dosing headings over one column hold dosing.
  const parts = t.split(/\s*(?:\/|&|\band\b)\s*/).filter(Boolean);
  if (parts.length > 1) {
    const roles = parts.map((x) => roleOf(x));
    if (roles.every((r) => DOSING_ROLES.has(r))) return roles[0]!;
    // 'Condition / behaviour', 'Notes & comments': two words for the same column.
    if (roles[0] && roles.every((r) => r === roles[0])) return roles[0];
  }
  // A weekday grid's day columns ('Mon ... Sun'): how many that day (weekday-columns.ts).
  return weekdayRole(t);
}

// A header cell the engine has no word for may still head a column of a form ('P G C D' source ticks of a
// best possible medication history, 'Technique score', 'Chart on admission? (Y/N)'): words, no numbers.
const UNKNOWN_HEADER_CELL = /^[^\d]{1,40}$/;

/**
 * The column roles of a header row, or null when the cells are not a header. A row with a medicine
 * column and at least two dosing, indication, status or comment columns is a header even when some of
 * its cells are unknown; those columns are read as `unknown` (kept as a note unless a tick or a dash).
 */
export function readTableHeader(cells: string[]): TableColumns | null {
  const filled = cells.filter((c) => c.trim());
  if (filled.length < 2) return null;
  // A header has a medicine column, which roleOf reads only from NAME_HEADER (the first of its words):
  // most rows tested here are orders written with commas or table rows, and stop at this one pattern.
  if (!filled.some((c) => NAME_HEADER.test(headerText(c)))) return null;
  const roles = cells.map((c) => (c.trim() ? roleOf(c) : 'other'));
  if (!roles.includes('name')) return null;
  // 'Medicine | Day of surgery | POD 1 | ON DISCHARGE (POD 2)': a plan with a column per stage of the stay, one
  // of them the discharge one. That column is the order; the earlier stages (a dose withheld on the day of
  // surgery) are not, and are left out.
  const atDischarge = cells.findIndex(
    (c, i) => roles[i] === null && DISCHARGE_STAGE.test(headerText(c)),
  );
  if (atDischarge >= 0) return roles.map((r, i) => (i === atDischarge ? 'stage' : (r ?? 'other')));
  // 'Home medication | Discharge action | Discharge order / reason': the order as it goes home beside the
  // medicine as it was (discharge-order-column.ts).
  const orderAt = cells.findIndex(
    (c, i) => i !== roles.indexOf('name') && isDischargeOrderHeader(c),
  );
  if (orderAt >= 0) roles[orderAt] = 'discharge-order';
  if (roles.some((r) => r === null)) {
    // A medicine column that also holds the directions ('Medicine / how to take') is a dosing column too,
    // and then a column of dates or times it names ('Next dose due') also says the row is a header.
    const withDirections = cells.some((c) => !!NAME_HEADER.exec(headerText(c))?.at(-1));
    // 'Supply mode', 'Mode' (a custodial or residential clinic's KOP / DOT / NA column) is surely a column.
    const known = roles.filter(
      (r, i) =>
        r !== null &&
        r !== 'name' &&
        (r !== 'other' || withDirections || SUPPLY_MODE_HEADER.test(headerText(cells[i]!))),
    ).length;
    if (known + (withDirections ? 1 : 0) < 2) return null;
    const plain = (c: string) => c.replace(/\([^)]*\)/g, '').trim();
    if (!cells.every((c, i) => roles[i] !== null || UNKNOWN_HEADER_CELL.test(plain(c))))
      return null;
    return withoutSignOutColumns(
      cells,
      withAdminTimes(
        cells,
        roles.map((r) => r ?? 'unknown'),
      ),
    );
  }
  return withoutSignOutColumns(cells, withAdminTimes(cells, roles as TableColumns));
}

const NO_CELL = /^(?:[✗✘x×n–—-]+|no|nil|none|n\/a)$/i;

// An amount alone, perhaps with its equivalent in brackets: '7.5 mL (375 mg)', '2 tabs', '1-2 puffs', '½ tab'.
const AMOUNT_CELL = new RegExp(
  String.raw`^(?:\d+(?:\.\d+)?|½|¼)(?:\s*(?:-|to)\s*\d+(?:\.\d+)?)?\s*(?:${alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)])})(?![a-z])(?:\s*\([^)]*\))?$`,
  'i',
);

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
