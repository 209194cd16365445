import type { TimeSlot } from '../../shared/reconcile';
import type { Medicine } from '../kb/types';
import type { LookupResult } from '../kb/index';

export type ListName = 'admission' | 'discharge';

/** Context set by a section heading, applying to the lines under it until the next heading. */
export type Section = 'regular' | 'prn' | 'ceased' | 'withheld' | 'new' | 'continued' | 'changed';

/** Status words an order line may carry ('- ceased', '(increased)', 'WITHHELD:'). */
export type OrderStatus = 'ceased' | 'withheld' | 'new' | 'changed' | 'increased' | 'reduced' | 'continued';

/** A strength as written: one value per ingredient ('5/1.25 mg' has two), optional unit and denominator. */
export interface Strength {
  values: number[];
  /** Canonical unit: 'mg', 'g', 'microgram', 'nanogram', 'units', 'mL', 'mmol', '%'; null when unitless ('250/25'). */
  unit: string | null;
  /** Denominator for concentrations and rates: 'mL', '5 mL', 'dose', 'hour', '24 hours'. */
  per?: string;
  /** Display text in Australian style: '5/1.25 mg', '100 microgram', '5 mg/24 hours'. */
  text: string;
}

/** How many of something are given per administration: '2 tablets', '1-2 puffs', '20 units', '5 mL'. */
export interface DoseCount {
  value: number;
  max?: number;
  /** Canonical dose unit: 'tablet', 'capsule', 'puff', 'drop', 'sachet', 'patch', 'spray', 'units', 'mL', 'mg'... */
  unit: string;
  text: string;
}

/** One administration at a time slot, used when the dose differs by time ('10 mg mane, 5 mg nocte'). */
export interface SlotDose {
  count?: DoseCount;
  strength?: Strength;
  clock?: string;
}

export interface Timing {
  /** Slots for a regular order (time-of-day words win over counts like BD). */
  slots: TimeSlot[];
  /** Doses per day, when the order says (BD = 2, 6 hourly = 4), for comparing PRN directions. */
  perDay?: number;
  /** Interval in hours ('4-6 hourly' = 4..6). */
  interval?: { min: number; max: number };
  /** Non-daily pattern in words: 'weekly', 'Mondays', 'every 3 months', 'alternate days'. */
  nonDaily?: string;
  /** Normalised days of the week for weekly regimens (['fri']). */
  days: string[];
  /** Clock times as written (0700, 1400) for display. */
  clocks: string[];
  /** Plain words for the comment: 'twice daily', 'at night', 'every 4-6 hours'. */
  label: string;
  /** True when any timing information was found at all. */
  known: boolean;
}

export interface ParsedOrder {
  list: ListName;
  line: number;
  /** The line as pasted. */
  raw: string;
  /** The line with bullets, numbering and table tabs cleaned up. */
  text: string;
  nameText: string;
  lookup: LookupResult | null;
  medicine: Medicine | null;
  /** Ingredient key from the KB, or 'unknown:<name>' for medicines it does not know. */
  key: string;
  displayName: string;
  brand?: string;
  modifiedRelease: boolean;
  qualifiers: string[];
  strengths: Strength[];
  /** Dose form word: 'tablet', 'capsule', 'inhaler', 'patch', 'eye drops', 'injection'... */
  form?: string;
  formExplicit: boolean;
  route?: string;
  routeExplicit: boolean;
  count?: DoseCount;
  slotDoses?: Partial<Record<TimeSlot, SlotDose>>;
  timing: Timing;
  prn: boolean;
  /** An explicit 'regular' marker on the line. */
  regularMarked: boolean;
  prnMax?: string;
  duration?: string;
  /** Multi-step regimen text ('25 mg mane for 3 days, then 12.5 mg ...'). */
  taper?: string;
  /** Instruction regimen text that cannot be placed in slots ('dose as per INR'). */
  instruction?: string;
  indicationRaw?: string;
  status?: OrderStatus;
  statusReason?: string;
  notes: string[];
  leftovers: string[];
  warnings: string[];
  /** True when the medicine is not in the KB but the line clearly reads as an order. */
  unknownMedicine: boolean;
}

export type LineKind = 'order' | 'heading' | 'non-order' | 'unreadable' | 'blank';

export interface ParsedLine {
  list: ListName;
  line: number;
  raw: string;
  kind: LineKind;
  section?: Section;
  order?: ParsedOrder;
  /** Why a line was not read as an order: 'heading', 'allergy', 'date'... */
  note?: string;
}

export interface ParsedList {
  list: ListName;
  lines: ParsedLine[];
  orders: ParsedOrder[];
  warnings: string[];
}
