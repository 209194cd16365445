/**
 * EMR and Word tables pasted as tab-separated text. A header row ('Drug  Dose  Route  Freq  Status')
 * tells which cell is which; the dosing cells are joined into one order text and the indication,
 * status and comment cells are kept apart so that free text there is never read as a dose.
 */
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
  | 'max'
  | 'duration'
  | SlotRole
  | 'other';
type SlotRole = 'morning' | 'midday' | 'evening' | 'bedtime';

export type TableColumns = ColumnRole[];

export interface TableExtras {
  indication?: string;
  status?: string;
  comment?: string;
}

const HEADER_WORDS: Array<[RegExp, ColumnRole]> = [
  [
    /^(medications?|medicines?|drugs?|drug names?|medication names?|names?|items?|generic( names?)?|products?)$/,
    'name',
  ],
  // An eMR export may print the unit in a column of its own ('Dose  Unit'): joined to the dose, in order.
  [/^(doses?|strengths?|dose\/strength|strength\/dose|amounts?|units?|uom|dose units?)$/, 'dose'],
  [/^(forms?|dose forms?|formulations?|presentations?)$/, 'form'],
  [/^(routes?|rte)$/, 'route'],
  [
    /^(freq|frequency|frequencies|directions?|sig|times?|timing|schedule|instructions?|when|how often|when to take)$/,
    'frequency',
  ],
  [
    /^(indications?|reasons? for use|for|used for|condition|what it is for|what for|what it's for|purpose)$/,
    'indication',
  ],
  // A patient medicines list or Webster-pak grid: one column per time of day, holding how many.
  [/^(morning|breakfast|mane|am|0800|8am|8 am)$/, 'morning'],
  [/^(midday|lunch|lunchtime|noon|1200|12pm|12 pm)$/, 'midday'],
  [/^(evening|dinner|tea|teatime|1800|6pm|6 pm|afternoon)$/, 'evening'],
  [/^(bedtime|night|nocte|bed|2200|10pm|10 pm|pm)$/, 'bedtime'],
  [/^(status|action|change|changes|plan|continue\/cease)$/, 'status'],
  [/^(comments?|notes?|reasons?|remarks?|details)$/, 'comment'],
  // A maximum column ('PRN max/24 h', 'Max daily dose'): a limit, never the dose; read as a maximum clause.
  [
    /^(?:prn )?max(?:imum)?(?: daily| prn)?(?: dose)?(?:(?: ?\/ ?| per | in )?(?:24 ?h(?:rs?|ours?)?|day|daily))?$/,
    'max',
  ],
  // A Duration column ('Until stone passed', '3 days'): how long, read as a duration clause.
  [/^(durations?|how long|course|length)$/, 'duration'],
  // MedChart's first column: 'Regular' or 'PRN' (or 'Stat', 'Once only').
  [/^(type|order type|category|regular\/prn|prn\/regular|chart|section)$/, 'type'],
  // Dispensing history columns ('Last script 15/10/2026', 'Repeats 5'): dates and counts, never a dose.
  [
    /^(start date|started|start|stop date|end date|review date|patient|patient name|name of patient|mrn|urn|ur|ur number|dob|prescriber|prescribed( by)?|last dose|last given|date|brand|(last |date )?(script|scripted|dispensed|supplied|filled)( date)?|date (dispensed|supplied|prescribed)|repeats?( left)?|rpts?|pbs|authority|source|pharmacy|qty|quantity|pack|pack size|admin times|administration times|times given|signature|sign|initials)$/,
    'other',
  ],
];

function roleOf(cell: string): ColumnRole | null {
  // 'Medicine (print generic)': a bracketed hint in a header cell is not part of its name.
  const t = cell
    .trim()
    .toLowerCase()
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .trim()
    .replace(/[:.]+$/, '');
  for (const [re, role] of HEADER_WORDS) if (re.test(t)) return role;
  return null;
}

/** The column roles of a header row, or null when the cells are not a header. */
export function readTableHeader(cells: string[]): TableColumns | null {
  const filled = cells.filter((c) => c.trim());
  if (filled.length < 2) return null;
  const roles = cells.map((c) => (c.trim() ? roleOf(c) : 'other'));
  if (roles.some((r) => r === null)) return null;
  if (!roles.includes('name')) return null;
  return roles as TableColumns;
}

const SLOT_WORDS: Record<SlotRole, string> = {
  morning: 'mane',
  midday: 'midday',
  evening: 'in the evening',
  bedtime: 'nocte',
};

/** Join a table row's dosing cells into order text; keep indication, status and comment apart. */
export function tableRowText(
  cells: string[],
  columns: TableColumns,
): { text: string; extras: TableExtras } {
  const dosing: string[] = [];
  const extras: TableExtras = {};
  let prn = false;
  const slots: string[] = [];
  const maxima: string[] = [];
  const durations: string[] = [];
  const add = (key: keyof TableExtras, v: string) => {
    extras[key] = extras[key] ? `${extras[key]}; ${v}` : v;
  };
  cells.forEach((cell, i) => {
    const v = cell.trim();
    if (!v) return;
    const role = columns[i] ?? 'other';
    if (role === 'indication') add('indication', v);
    else if (role === 'status') add('status', v);
    else if (role === 'comment') add('comment', v);
    else if (role === 'type') prn ||= /^(?:prn|when required|as required|as needed)$/i.test(v);
    else if (role in SLOT_WORDS)
      slots.push(
        /^(?:[✓✔xy]|yes)$/i.test(v)
          ? SLOT_WORDS[role as SlotRole]
          : `${v} ${SLOT_WORDS[role as SlotRole]}`,
      );
    // A bare clock time in a frequency column ('1600') is a time of day.
    else if (role === 'frequency' && /^\d{4}(?:\s*(?:,|and|&)\s*\d{4})*$/.test(v))
      dosing.push(`at ${v}`);
    else if (role === 'max') maxima.push(/^max/i.test(v) ? v : `max ${v}`);
    else if (role === 'duration') durations.push(/^(?:for|until|x)\b/i.test(v) ? v : `for ${v}`);
    else if (role !== 'other') dosing.push(v);
  });
  if (slots.length) dosing.push(slots.join(' and '));
  // After the name: a line that starts with 'PRN' would read as the line above going on.
  if (prn) dosing.push('PRN');
  // After the dosing cells, as a line writes them: '6 hourly PRN, max 4 g in 24 hours, for 3 days'.
  const text = [dosing.join(' '), ...maxima, ...durations].join(', ');
  return { text, extras };
}
