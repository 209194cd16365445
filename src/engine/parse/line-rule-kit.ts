/**
 * What every line rule shares: the state of the list being read, a rule's context and shape, and the
 * ways a rule records a line (unreadable, ignored, a heading, an order line). The rules themselves are
 * grouped by line kind (line-rules-notes.ts, line-rules-headings.ts, line-rules-orders.ts,
 * line-rule-continuation.ts) and listed, in the order they are tried, in line-rules.ts.
 */
import { plainIndication } from './conditions';
import { isJunkName } from './junk-names';
import { withHeadingSite } from './site-heading';
import type { LineClass } from './headings';
import type { InputLine } from './lines';
import type { OrderInput } from './order';
import type { ListName, ParsedLine, ParsedOrder, Section } from './types';

/** What the rules read and change while a list is read: the lines so far and the headings' context. */
export interface ListState {
  list: ListName;
  lines: ParsedLine[];
  orders: ParsedOrder[];
  warnings: string[];
  section: Section | null;
  /** The reason the Ceased or Withheld heading over the line states, if any. */
  sectionReason?: string;
  /** The time a time-of-day heading gives ('at 8am'), until the next heading. */
  atTime: string | null;
  /** The directions a syringe-driver heading gives ('CSCI via syringe driver over 24 hours'). */
  directions: string | null;
  /** The days of a course a heading gives ('ON DAYS 2 AND 3 OF EACH CYCLE'), until the next heading. */
  rhythm?: string | null;
  /** Under 'Allergies:': the lines name what the patient must not have. */
  allergies: boolean;
  /** Under a review's 'Recommendations:' label: its numbered points are advice, not orders. */
  advice?: boolean;
  /** Under a referral's 'Past Medications:' label: its lines are history, not current orders. */
  past?: boolean;
  /** Under an admission list's 'Acute medication (last 3 months):' label: short courses issued before (past-medicines.ts). */
  acute?: boolean;
  /** Under an admission list's 'Recent changes:' label: its change lines are dose history (past-medicines.ts). */
  changes?: boolean;
  /** Under 'Given in hospital (no further doses)': its lines are doses given, not orders (given-heading.ts). */
  given?: boolean;
  /** The margins of an indented block under a heading (parse/indent-block.ts). */
  block?: { heading: number; items: number; count: number } | undefined;
  /** The use a 'For your blood pressure:' heading gives the orders under it (use-heading.ts). */
  useHeading?: string | null;
  /** The side a 'RIGHT EYE:' heading gives the eye or ear orders under it (site-heading.ts). */
  siteHeading?: string | null;
  last: { order: ParsedOrder; input: OrderInput; index: number } | null;
}

export interface LineContext {
  s: ListState;
  l: InputLine;
  /** The text of the next line that is not blank (a block of one field a line reads ahead). */
  next: () => string | undefined;
  /** The clinical-note kind of the line, unless it reads as an order (computed once, on first use). */
  note: () => string | null;
  /** The heading / title class of the line (computed once). */
  cls: () => LineClass | null;
}

export interface LineRule {
  id: string;
  examples: string[];
  /** True when the rule took the line (it has pushed the line and any orders). */
  apply: (c: LineContext) => boolean;
}

export function push(c: LineContext, line: Omit<ParsedLine, 'list' | 'line' | 'raw'>): void {
  c.s.lines.push({ list: c.s.list, line: c.l.line, raw: c.l.raw, ...line });
}
export function unreadable(c: LineContext): true {
  push(c, { kind: 'unreadable', section: c.s.section ?? undefined });
  c.s.warnings.push(`Could not read line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list)`);
  c.s.last = null;
  c.s.useHeading = null;
  c.s.siteHeading = null;
  return true;
}
export function ignored(c: LineContext, note: string): true {
  push(c, { kind: 'ignored', note });
  return true;
}
export function heading(c: LineContext, note: string | undefined): true {
  push(c, { kind: 'heading', section: c.s.section ?? undefined, note });
  c.s.last = null;
  c.s.useHeading = null;
  c.s.siteHeading = null;
  return true;
}
export function orderLine(c: LineContext, all: ParsedOrder[], many = all.length > 1): true {
  // Speech, everyday words or an app where a name should be: never an order (junk-names.ts). The line, or
  // the part of it, is reported instead.
  const kept = all.filter((o) => !isJunkName(o));
  if (!kept.length) return unreadable(c);
  for (const o of all)
    if (!kept.includes(o))
      c.s.warnings.push(
        `Could not read part of line ${c.l.line}: "${o.nameText}" is not a medicine name (${c.s.list} list)`,
      );
  // Under 'RIGHT EYE:': the heading's side, unless the order names its own.
  const site = c.s.siteHeading;
  const orders = site ? kept.map((o) => withHeadingSite(o, site)) : kept;
  // Under 'For your blood pressure:': the heading's use, unless the order states its own.
  const use = c.s.useHeading;
  if (use) for (const o of orders) if (!o.indication) o.indication = plainIndication(use);
  c.s.orders.push(...orders);
  const line: Omit<ParsedLine, 'list' | 'line' | 'raw'> = {
    kind: 'order',
    section: c.s.section ?? undefined,
    order: orders[0],
  };
  if (many) line.orders = orders;
  push(c, line);
  return true;
}
export const inputOf = (c: LineContext): OrderInput => ({
  list: c.s.list,
  line: c.l.line,
  raw: c.l.raw,
  text: c.l.text,
  section: c.s.section,
  sectionReason: c.s.sectionReason,
  extras: c.l.extras,
});
