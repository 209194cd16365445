/**
 * Plain-language comments: what changed and, where the order says, why ('Dose reduced from 5 mg to
 * 2.5 mg - eGFR 38'), 'New medication' with its stated reason, or 'No change'; plus durations and
 * instructions the order gives that the schedule does not show.
 */
import { plainWords } from '../parse/conditions';
import { capitalise, hasWhole, squashSpaces } from '../parse/text';
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

/** A text as it is compared for saying once: lower case, no brackets, lead 'as'/'because', end stops. */
const gist = (t: string) =>
  squashSpaces(
    t
      .toLowerCase()
      .replace(/[()[\]]/g, ' ')
      .replace(/^\s*(?:as|because|since|due to)\s+/, '')
      .replace(/[\s.;,:-]+$/, ''),
  );

/**
 * Durations and notes the comment does not already give: the stated reason is usually the prescriber's note
 * itself ('- BP 168/94' read as the change's reason and as a note), so each is said once, compared in the
 * plain words the comment shows ('BP' is 'blood pressure') and against the head and every earlier extra.
 */
function extras(o: ParsedOrder, head: string, prnRow: boolean): string[] {
  if (prnRow) return [];
  let told = gist(head);
  const out: string[] = [];
  // Whole words only: 'Incr.' is not said by 'increased'. A string search, not a RegExp built from the
  // text: each new pattern was compiled anew (about 7 a reconciliation, a few per cent of its time).
  const isTold = (g: string) => !/[\p{L}\p{N}]/u.test(g) || hasWhole(told, g);
  const say = (t: string) => {
    const g = gist(t);
    if (isTold(g)) return;
    out.push(capitalise(t));
    told += ` ${g}`;
  };
  // A multi-step regimen shows its durations in the schedule.
  if (o.duration && o.steps.length < 2) say(o.duration);
  // 'daily if no bowel action for 2 days': a regular row's slots cannot show when it is taken. A lone
  // condition word is a field label ('When: morning'), not a condition.
  if (o.prnCondition && /\s\S/.test(o.prnCondition.trim())) say(o.prnCondition);
  for (const n of o.notes) if (!isTold(gist(n))) say(plainWords(n, true));
  return out;
}

const join = (head: string, rest: string[]) =>
  squashSpaces([head, ...rest].filter(Boolean).join('. '));

export function newComment(o: ParsedOrder, prnRow: boolean): string {
  const reason = o.status?.kind === 'new' || !o.status ? statedReason(o) : '';
  const head = reason ? `New medication - ${reason}` : 'New medication';
  return join(head, extras(o, reason, prnRow));
}

export function changedComment(o: ParsedOrder, diffs: Difference[], prnRow: boolean): string {
  const reason = o.status && CHANGE_STATUS.has(o.status.kind) ? statedReason(o) : '';
  const what = diffs
    .map((d, i) =>
      i === 0 ? capitalise(d.text) : d.text.charAt(0).toLowerCase() + d.text.slice(1),
    )
    .join('; ');
  const head = reason ? `${what} - ${reason}` : what;
  return join(head, extras(o, head, prnRow));
}

/** A comment head with the order's notes it does not already say ('(was mornings)' after 'Time changed'). */
export function withNotes(o: ParsedOrder, head: string, prnRow: boolean): string {
  return join(head, extras(o, head, prnRow));
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
