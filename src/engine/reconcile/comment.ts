/**
 * Plain-language comments: what changed and, where the order says, why ('Dose reduced from 5 mg to
 * 2.5 mg - eGFR 38'), 'New medication' with its stated reason, or 'No change'; plus durations and
 * instructions the order gives that the schedule does not show.
 */
import { plainWords } from '../parse/conditions';
import { capitalise, squashSpaces } from '../parse/text';
import type { ParsedOrder } from '../parse/types';
import type { Difference } from './compare';

const CHANGE_STATUS = new Set(['increased', 'reduced', 'changed']);

/** The reason the order states for its status, in plain words ('' when none). */
export function statedReason(o: ParsedOrder): string {
  // 'Changed | dose reduced, BP 100/60': the comparison already says the dose was reduced.
  const r = (o.status?.reason ?? '').replace(
    /^(?:dose\s+)?(?:increased|reduced|decreased|changed|lowered)\b[\s,;:-]*/i,
    '',
  );
  return r ? plainWords(r, true) : '';
}

/** Durations and notes that are not already part of the stated reason. */
function extras(o: ParsedOrder, reason: string, prnRow: boolean): string[] {
  if (prnRow) return [];
  const low = reason.toLowerCase();
  const out: string[] = [];
  // A multi-step regimen shows its durations in the schedule.
  // Text the reason already gives ('next due 20/12.' after 'New: ..., next due 20/12') is said once.
  const said = (t: string) => low.includes(t.toLowerCase().replace(/[\s.;,]+$/, ''));
  if (o.duration && o.steps.length < 2 && !said(o.duration)) out.push(capitalise(o.duration));
  for (const n of o.notes) if (!said(n)) out.push(capitalise(plainWords(n, true)));
  return out;
}

const join = (head: string, rest: string[]) =>
  squashSpaces([head, ...rest].filter(Boolean).join('. '));

export function newComment(o: ParsedOrder, prnRow: boolean): string {
  const reason = o.status?.kind === 'new' || !o.status ? statedReason(o) : '';
  return join(reason ? `New medication - ${reason}` : 'New medication', extras(o, reason, prnRow));
}

export function changedComment(o: ParsedOrder, diffs: Difference[], prnRow: boolean): string {
  const reason = o.status && CHANGE_STATUS.has(o.status.kind) ? statedReason(o) : '';
  const what = diffs
    .map((d, i) =>
      i === 0 ? capitalise(d.text) : d.text.charAt(0).toLowerCase() + d.text.slice(1),
    )
    .join('; ');
  return join(reason ? `${what} - ${reason}` : what, extras(o, reason, prnRow));
}

export function unchangedComment(o: ParsedOrder, prnRow: boolean): string {
  return join('No change', extras(o, '', prnRow));
}

/** A status word the comparison cannot confirm ('increased' with the same dose) is worth a check. */
export function statusMismatch(o: ParsedOrder, changed: boolean): string | undefined {
  const k = o.status?.kind;
  if (!k || o.status?.fromHeading) return undefined;
  if (CHANGE_STATUS.has(k) && !changed)
    return `Marked as ${o.status!.word.toLowerCase()} on the discharge list, but the dose and times match the admission list: please check`;
  return undefined;
}
