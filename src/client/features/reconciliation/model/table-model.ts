import { ceasedStatusOf } from './ceased-status';
import { ceasedWarningsFrom } from './checks';
import {
  emptySchedule,
  isPrnRow,
  PRN_WORDS,
  TIME_SLOTS,
  TIME_SLOT_LABELS,
  type CeasedMedication,
  type CeasedStatus,
  type MedicationRow,
  type ReconcileResponse,
  type TimeSlot,
} from '../../../../shared/reconcile';

/**
 * A table row as the clinician edits it: the engine's row plus a stable id for React and edits,
 * and whether the clinician has resolved its warnings (by 'Mark as checked' or by editing it).
 */
export interface TableRow extends MedicationRow {
  id: string;
  checked?: boolean;
}

export interface CeasedItem extends CeasedMedication {
  id: string;
  status: CeasedStatus;
  checked?: boolean;
}

/** A whole-answer warning (an unreadable line, an ambiguous match) and whether it was checked. */
export interface ListWarning {
  text: string;
  checked: boolean;
}

/** The editable text of the four time headers; the meal names stay fixed beside them. */
export type TimeHeaders = Record<TimeSlot, string>;

export const defaultTimeHeaders = (): TimeHeaders => ({
  '0800': '0800',
  '1200': '1200',
  '1800': '1800',
  '2200': '2200',
});

/** '0800 Breakfast', or '0700 Breakfast' after the clinician re-times the column. */
export const timeHeaderLabel = (headers: TimeHeaders, slot: TimeSlot) =>
  `${headers[slot].trim() || slot} ${TIME_SLOT_LABELS[slot]}`;

/** The fields a cell can edit. 'directions' is the PRN section's view of the whole schedule. */
export type RowField = 'name' | 'form' | 'indication' | 'comment' | 'directions' | TimeSlot;
export type CeasedField = 'name' | 'form' | 'reason';

const DEFAULT_DIRECTIONS = 'As required';

const TIME_PREFIX = /^\d{4}\s*[:\-–]?\s*/;

/**
 * The spec's Directions for Use: the row's distinct schedule texts, each with a leading 4-digit
 * time ('0800: ') removed, or 'As required' when there are none.
 */
export function directionsFor(row: Pick<MedicationRow, 'schedule'>): string {
  const seen: string[] = [];
  for (const slot of TIME_SLOTS) {
    const text = (row.schedule[slot] ?? '').trim().replace(TIME_PREFIX, '').trim();
    if (text && !seen.includes(text)) seen.push(text);
  }
  return seen.length ? seen.join('; ') : DEFAULT_DIRECTIONS;
}

/**
 * Applies one saved cell edit. Editing a PRN row's directions writes them to the 0800 slot and
 * clears the others (the contract keeps PRN directions in 0800), so what is shown is what is kept.
 */
export function editRow<T extends MedicationRow>(row: T, field: RowField, raw: string): T {
  const value = raw.trim();
  if (field === 'directions') {
    if (value === directionsFor(row)) return row;
    return { ...row, schedule: { ...emptySchedule(), '0800': value } };
  }
  if (field === 'name' || field === 'form' || field === 'indication' || field === 'comment') {
    return row[field] === value ? row : { ...row, [field]: value };
  }
  return row.schedule[field] === value
    ? row
    : { ...row, schedule: { ...row.schedule, [field]: value } };
}

export function editCeased<T extends CeasedMedication>(
  item: T,
  field: CeasedField,
  raw: string,
): T {
  const value = raw.trim();
  return item[field] === value ? item : { ...item, [field]: value };
}

/** Splits rows by the spec's PRN rule on their current (edited) values, keeping their order. */
export function splitSections<T extends MedicationRow>(
  rows: readonly T[],
): { regular: T[]; prn: T[] } {
  const regular: T[] = [];
  const prn: T[] = [];
  for (const row of rows) (isPrnRow(row) ? prn : regular).push(row);
  return { regular, prn };
}

export type PrnTrigger =
  | { kind: 'flag' }
  | {
      kind: 'text';
      field: 'form' | 'comment' | 'schedule';
      word: (typeof PRN_WORDS)[number];
      written: string;
    };

/** Why a row counts as PRN, so the screen can tell the clinician what to edit to change it. */
export function prnTrigger(row: MedicationRow): PrnTrigger | null {
  if (row.isPRN === true) return { kind: 'flag' };
  const fields: [Extract<PrnTrigger, { kind: 'text' }>['field'], string][] = [
    ['schedule', TIME_SLOTS.map((s) => row.schedule[s]).join(' ')],
    ['form', row.form],
    ['comment', row.comment],
  ];
  for (const [field, text] of fields) {
    const word = PRN_WORDS.find((w) => text.toLowerCase().includes(w));
    if (word) return { kind: 'text', field, word, written: writtenAs(text, word) };
  }
  return null;
}

/** The word as the text spells it ('PRN', 'When required'), for messages that quote the text. */
function writtenAs(text: string, word: string): string {
  const at = text.toLowerCase().indexOf(word);
  return at < 0 ? word : text.slice(at, at + word.length);
}

/**
 * Says why an edit moved a row to the other section (the spec's rule: a PRN word anywhere in the
 * schedule, form or comment), so the move is never silent. Null when the row stayed where it was.
 */
export function sectionMoveNotice(before: MedicationRow, after: MedicationRow): string | null {
  const was = isPrnRow(before);
  if (was === isPrnRow(after)) return null;
  const name = after.name.trim() || 'The medication';
  const trigger = prnTrigger(was ? before : after);
  const word = trigger?.kind === 'text' ? trigger.written : null;
  if (!was)
    return `${name} moved to When Required Medications${word ? ` because the text says "${word}"` : ''}.`;
  return `${name} moved to Regular Medications${word ? ` because the text no longer says "${word}"` : ''}.`;
}

const TRIGGER_FIELD_TEXT = {
  schedule: 'directions say',
  form: 'Form/Dose says',
  comment: 'Comment on Change says',
} as const;

/**
 * Moves a row between sections. Moving to PRN sets isPRN. Moving to regular clears isPRN, but the
 * spec's rule still counts PRN words in the text, so the result says which text keeps it there.
 */
export function setRowPrn<T extends MedicationRow>(
  row: T,
  prn: boolean,
): { row: T; blockedBy?: string } {
  const next = { ...row, isPRN: prn };
  if (prn) return { row: next };
  const trigger = prnTrigger(next);
  if (trigger?.kind === 'text') {
    const name = row.name || 'This medication';
    return {
      row: next,
      blockedBy: `${name} stays under When Required because its ${TRIGGER_FIELD_TEXT[trigger.field]} "${trigger.word}". Edit that text to move it.`,
    };
  }
  return { row: next };
}

export function newRow(id: string, prn: boolean): TableRow {
  return {
    id,
    name: '',
    form: '',
    schedule: emptySchedule(),
    indication: '',
    comment: 'New medication',
    changeType: 'new',
    isPRN: prn,
    sources: [],
  };
}

export const newCeased = (id: string): CeasedItem => ({
  id,
  name: '',
  form: '',
  reason: '',
  status: 'Ceased',
});

/**
 * Gives every row of an engine answer an id (counting up from `firstId`) and every ceased entry
 * its status. A whole-answer warning that repeats a row's own warning ('Discharge line 5: <the
 * row's warning>') is shown on that row only, so the clinician checks it once.
 */
export function tableFromResponse(res: ReconcileResponse, firstId: number) {
  let next = firstId;
  const rows: TableRow[] = res.medications.map((m) => ({ ...m, id: `m${next++}` }));
  const ceased: CeasedItem[] = res.ceasedMedications.map((c) => {
    const warnings = ceasedWarningsFrom(c);
    return {
      ...c,
      ...(warnings.length ? { warnings } : {}),
      status: ceasedStatusOf(c),
      id: `c${next++}`,
    };
  });
  const own = [...rows, ...res.ceasedMedications].flatMap((r) => r.warnings ?? []).filter(Boolean);
  const warnings: ListWarning[] = (res.warnings ?? [])
    .filter((w) => !own.some((o) => w.includes(o)))
    .map((text) => ({ text, checked: false }));
  return { rows, ceased, warnings, nextId: next };
}
