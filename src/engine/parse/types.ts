import type { TimeSlot } from '../../shared/reconcile';
import type { LookupResult } from '../kb/index';
import type { Medicine } from '../kb/types';

export type ListName = 'admission' | 'discharge';

/** Context set by a section heading, applying to the lines under it until the next heading. */
export type Section = 'regular' | 'prn' | 'ceased' | 'withheld' | 'new';

/** Status an order line (or its heading) gives: '- ceased', '(increased)', 'WITHHELD:'. */
export type StatusKind =
  | 'ceased'
  | 'withheld'
  | 'new'
  | 'increased'
  | 'reduced'
  | 'changed'
  | 'continued';

export interface OrderStatus {
  kind: StatusKind;
  /** The status word as written ('SUSPENDED', 'stopped'), for the ceased reason. */
  word: string;
  /** The stated reason, plain text ('AKI', 'low BP, GP to review'); '' when none. */
  reason: string;
  /** True when the status came from a heading rather than the line itself. */
  fromHeading: boolean;
}

/** A strength as written: one value per ingredient ('5/1.25 mg' has two), optional unit and denominator. */
export interface Strength {
  values: number[];
  /** Canonical unit: 'mg', 'g', 'microgram', 'nanogram', 'units', 'mL', 'mmol', '%'; null when unitless ('250/25'). */
  unit: string | null;
  /** Denominator for concentrations and rates: 'mL', '5 mL', 'dose', 'hour', '24 hours'. */
  per?: string;
  /** Display text in Australian style: '5/1.25 mg', '100 microgram', '5 mg/24 hours'. */
  text: string;
  /**
   * A combination whose every part the order wrote with its own unit ('levodopa 100 mg + carbidopa
   * 25 mg', '70 mg/70 microgram'): each part as shown ('100 mg', '25 mg'), so a reordering keeps them.
   */
  parts?: string[];
  /** What the product holds, written beside its strength ('1.5 g (600 mg calcium)': 600 mg); held-amount.ts. */
  held?: Strength;
}

/** How many of something are given per administration: '2 tablets', '1-2 puffs', '2 x 500 mg'. */
export interface DoseCount {
  value: number;
  max?: number;
  /** Canonical dose unit: 'tablet', 'capsule', 'puff', 'drop', 'sachet', 'patch', 'spray', 'dose'... */
  unit: string;
  text: string;
}

/**
 * One administration: a count of dose units, a measured amount, or both ('2 tablets' of 500 mg).
 * `measure` is an amount given per administration in units of measure ('40 mg', '22 units', '5 mL').
 */
export interface Amount {
  count?: DoseCount;
  measure?: Strength;
  /** With both: the order wrote the total before the count ('80 mg (2 tabs)'), not after ('2 tabs (50 mg)'). */
  totalFirst?: boolean;
}

export interface Timing {
  /** Slots for a regular order (time-of-day words win over counts like BD). */
  slots: TimeSlot[];
  /** Doses per day, when the order says (BD = 2, 6 hourly = 4). */
  perDay?: number;
  /** Interval in hours ('4-6 hourly' = 4..6). */
  interval?: { min: number; max: number };
  /** Non-daily pattern in words: 'weekly', 'every 3 months', 'alternate days', 'twice weekly'. */
  nonDaily?: string;
  /** True when the order writes the interval ('weekly on Sundays'), not only the days ('on Sundays'). */
  weeklyWritten?: boolean;
  /** Days of the week for weekly regimens (['Friday']). */
  days: string[];
  /** Clock times as written (0700, 1400) for display. */
  clocks: string[];
  /** A chart's two-digit administration hours as written ('08', '06 12 18 24'): they chose slots. */
  chartHours?: string[];
  /** Plain words: 'twice daily', 'at night', 'every 4-6 hours', 'weekly on Friday'. */
  label: string;
  /** True when time-of-day words or clock times chose the slots (not a default such as 0800 for 'daily'). */
  timeOfDay?: boolean;
  /** True when any timing information was found at all. */
  known: boolean;
}

/** One step of a multi-step regimen ('25 mg mane for 3 days', then '12.5 mg mane for 3 days'). */
export interface RegimenStep {
  amount: Amount;
  timing: Timing;
  duration?: string;
  /** Tidy text of the step as written ('12.5 mg mane for 3 days'). */
  text: string;
}

export interface PrnMax {
  text: string;
  /** Comparable amount per 24 hours in mg (mass) or dose units; undefined when not computable. */
  perDay?: { value: number; unit: string };
}

export interface ParsedOrder {
  list: ListName;
  line: number;
  /** Every input line the order came from (the order line, plus continuation lines). */
  lines: number[];
  /** The line as pasted. */
  raw: string;
  /** Every input line as pasted, parallel to `lines` (set when continuation lines were joined). */
  rawLines?: string[];
  /** The line with bullets, numbering and table tabs cleaned up. */
  text: string;
  nameText: string;
  lookup: LookupResult | null;
  medicine: Medicine | null;
  /** Ingredient key from the KB, or 'unknown:<name>' for medicines it does not know. */
  key: string;
  /** Display name: generic in Australian spelling, brand in brackets when the order used one. */
  displayName: string;
  brand?: string;
  /** Release qualifiers ('modified release', 'enteric coated'). */
  qualifiers: string[];
  salt?: string;
  /** Product strength ('500 mg' of a tablet, '100 units/mL', '5/1.25 mg'). */
  strength?: Strength;
  /** What is given per administration (when the same at every time). */
  amount: Amount;
  /** Amount per slot when it differs by time ('16 units mane and 8 units nocte'). */
  slotAmounts?: Partial<Record<TimeSlot, Amount>>;
  /** The slots of the time heading the order sits under ('Lunch (12 noon):'), whether it took them or not. */
  headingSlots?: TimeSlot[];
  timing: Timing;
  /** Multi-step regimens (tapers); the first step is the order's main dosing. */
  steps: RegimenStep[];
  /** Dose form word: 'tablet', 'capsule', 'inhaler', 'patch', 'eye drops', 'injection'... */
  form?: string;
  route?: string;
  /** Site the order names: 'both eyes', 'right eye'. */
  routeSite?: string;
  prn: boolean;
  prnMax?: PrnMax;
  /** Free text of a PRN condition that is not an indication ('extra dose if weight up >2kg'). */
  prnCondition?: string;
  regularMarked: boolean;
  duration?: string;
  /** Instruction that replaces a fixed dose ('as per INR', 'as per sliding scale', 'reducing as per CIWA'). */
  instruction?: string;
  /** Doses that differ by weekday, read into one plan ('100 mcg daily, 150 mcg Sundays'; parse/day-doses.ts). */
  dayDoses?: import('./day-doses').DayDoses;
  /** How the order describes its amount when it is not a fixed dose: 'current dose', 'usual dose'. */
  amountLabel?: string;
  /** Plain-language indication stated on the order ('Pain', 'Atrial fibrillation'). */
  indication?: string;
  status?: OrderStatus;
  /** The line's own going-on status word ('continue', 'increased') that a stop heading above overruled. */
  overruledStatus?: OrderStatus;
  /** A site stopped while the medicine goes on elsewhere ('stop in right eye, continue left eye'). */
  siteStop?: string;
  /** Where it goes on when a site stops ('left eye'), when the line says. */
  siteKept?: string;
  /** Other notes from the order, kept for the comment ('1 hour before food', 'TIME CRITICAL'). */
  notes: string[];
  /** Quantities to dispense as written ('mitte 60', 'Qty 30 Rpt 5', '[84 tabs]'): never the dose. */
  quantity?: string;
  /** Ids of the rules that read the line, in order: its line kind, then the order readers. */
  trace: string[];
  warnings: string[];
  /** True when the medicine is not in the KB but the line clearly reads as an order. */
  unknownMedicine: boolean;
}

export type LineKind = 'order' | 'heading' | 'ignored' | 'continuation' | 'unreadable' | 'blank';

export interface ParsedLine {
  list: ListName;
  line: number;
  raw: string;
  kind: LineKind;
  section?: Section;
  order?: ParsedOrder;
  /** Every order read from the line when it holds two ('2 puffs BD and 1-2 puffs PRN'): regular, then when required. */
  orders?: ParsedOrder[];
  /** Why a line was not read as an order: 'heading', 'title', 'allergy', 'date', 'table header'... */
  note?: string;
  /** The id of the line rule that decided the line's kind (see line-rules.ts). */
  rule?: string;
}

export interface ParsedList {
  list: ListName;
  lines: ParsedLine[];
  orders: ParsedOrder[];
  warnings: string[];
}
