/**
 * 'on bowel-care days', 'on chemo days only': days an event of the patient's own sets, kept as the order's
 * instruction (parse/clause.ts) because no calendar reader knows them. When one list says such days and
 * the other says no days at all ('daily at 2 pm'), which days the medicine is taken changed: the slots
 * alone look the same, so without this the row would read 'No change'. When the other list names days
 * in other words ('not on HD days' / 'on non-dialysis days only'), whether they are the same days is
 * for the clinician: a warning, never a guess.
 */
import type { ParsedOrder } from '../parse/types';
import type { Difference } from './compare';

// The older day rules (dialysis, school, work days) have readers of their own: not an event here.
const EVENT_DAYS =
  /\bon\s+(?!(?:non|no|dialysis|hd|school|work|working)\b)[a-z]+(?:[- ][a-z]+)?\s+days(?:\s+only)?\b/i;
const ANY_DAYS = /\bdays?\b|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i;

const daysOf = (o: ParsedOrder): string | undefined =>
  EVENT_DAYS.exec(o.instruction ?? '')?.[0].toLowerCase();

/** The change in event days between the two orders, or a warning when the other list names days otherwise. */
export function eventDaysDiff(
  a: ParsedOrder,
  d: ParsedOrder,
): { diff?: Difference; warning?: string } {
  if (a.prn || d.prn) return {};
  const was = daysOf(a);
  const now = daysOf(d);
  if (was === now || (!was && !now)) return {};
  const other = was ? d : a;
  // The other list says days in its own words: the same days or not, the clinician decides.
  if (ANY_DAYS.test(other.instruction ?? '') || other.timing.nonDaily || (was && now))
    return {
      warning: `The days differ in wording ("${was ?? 'admission'}" / "${now ?? 'discharge'}"): check which days it is taken`,
    };
  return was
    ? { diff: { aspect: 'times', text: `Now every day (was ${was})` } }
    : { diff: { aspect: 'times', text: `Now only ${now} (was every day)` } };
}

// 'omit the morning dose on dialysis days', 'skip on HD days', 'no dose on chemo days': a rule that leaves a dose
// out on some days. Written on one list only, it is a change of when the order is taken; read as a note before,
// 'Metoprolol 50 mg BD - omit the morning dose on dialysis days' against 'Metoprolol 50 mg BD' was no change.
const OMIT_ON_DAYS = /\b(?:omit|skip|withhold|hold|no)\b[^,;()]*?\bon\s+[^,;()]*?\bdays?\b/i;
const ruleOf = (o: ParsedOrder): string | undefined =>
  OMIT_ON_DAYS.exec(o.instruction ?? '')?.[0]
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** A day rule that leaves doses out, on one list only (a change) or worded otherwise on each (a warning). */
export function omitDaysDiff(
  a: ParsedOrder,
  d: ParsedOrder,
): { diff?: Difference; warning?: string } {
  if (a.prn || d.prn) return {};
  const [was, now] = [ruleOf(a), ruleOf(d)];
  if (was === now) return {};
  if (was && now)
    return {
      warning: `The days a dose is left out differ in wording ("${was}" / "${now}"): check which doses are taken`,
    };
  return now
    ? { diff: { aspect: 'times', text: `Now: ${now}` } }
    : { diff: { aspect: 'times', text: `No longer: ${was}` } };
}
