/**
 * A pasted table's header row ('Drug  Dose  Route  Freq  Status'): which role each column plays. table.ts
 * reads the rows under it.
 */
import { englishHeading } from '../lexicon/foreign-headers';
import { withAdminTimes } from './admin-times';
import { withoutSignOutColumns } from './sign-out-columns';
import { END_DATE_HEADER } from './end-date-cell';
import { isDischargeOrderHeader } from './discharge-order-column';
import { DISCHARGE_STAGE } from '../lexicon/stay-stage-words';
import { weekdayRole, type WeekdayRole } from './weekday-columns';
import { clockMinutes } from './clock';
import { alternation, PRN_EQUIVALENTS, PRN_WORDS } from '../lexicon/words';
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
  | 'target'
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
export type SlotRole = 'morning' | 'midday' | 'evening' | 'bedtime';

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
  String.raw`^(medications?|medicines?|drugs?|agents?|drug names?|medication names?|names?|items?|generic( names?)?|products?|${KIND_OF_MEDICINES})${NAME_WHERE}(?:\s*(?:&|and|\/|\+|,)\s*(${NAME_WITH}))*$`,
);
const HEADER_WORDS: Array<[RegExp, ColumnRole]> = [
  [NAME_HEADER, 'name'],
  // An eMR export may print the unit in a column of its own ('Dose  Unit'): joined to the dose, in order.
  // 'Now' in a Was / Now / Why change table (and 'After' in Before / After / Why) is the order as it stands;
  // 'Puffs' in an inhaler check.
  [
    /^(doses?|strengths?|dose\/strength|strength\/dose|amounts?|units?|uom|dose units?|now|after|puffs|inhalations|give|take|how much|how many|amount to (?:give|take)|dose to (?:give|take))$/,
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
  // A behaviour or symptom plan's 'Target' column ('Agent | Dose | Target | Review'): what the medicine is aimed
  // at ('agitation'), or a measured goal ('HR < 60', 'INR 2-3'), a note (table.ts targetCell).
  [/^(targets?|aim|aimed at)$/, 'target'],
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
export const GLOSSED_NAME =
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
  // A chart's round columns written as the hour ('08 | 12 | 18 | 22', '08:00', '1800h'): the slot of that hour.
  const round = slotHourRole(t);
  if (round) return round;
  // A weekday grid's day columns ('Mon ... Sun'): how many that day (weekday-columns.ts).
  return weekdayRole(t);
}

const SLOT_HOUR_ROLES: Readonly<Record<number, ColumnRole>> = {
  8: 'morning',
  12: 'midday',
  18: 'evening',
  22: 'bedtime',
};

/** The slot column a clock header names, only when it is a slot's own hour: a column at 0700 or 1400 is another
 *  time, which a slot column would silently move. A bare hour ('08', '22') is read as that hour on the clock. */
function slotHourRole(t: string): ColumnRole | null {
  if (!/^\d/.test(t) || t.length > 8) return null;
  const minutes = /^\d{1,2}$/.test(t) ? Number(t) * 60 : clockMinutes(t);
  if (minutes === null || minutes % 60 !== 0) return null;
  return SLOT_HOUR_ROLES[minutes / 60] ?? null;
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
