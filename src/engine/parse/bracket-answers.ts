/**
 * A questionnaire printed with each answer in square brackets (a self check-in kiosk, an online form):
 * 'Q: Do you take blood thinners? [YES]  Which? [Pradaxa 150 mg]  How often? [2 x per day]'. The answers
 * that name a medicine are its orders, and an answer after one that names none is more of its directions
 * ('[2 x per day]'); yes/no answers and the questions go. A line whose answers name no medicine is left as
 * it was (read or reported as before).
 */
import { startsWithMedicine } from './lookup';

const QUESTION_ANSWER = /\?\s*\[[^\]]+\]/;
const ANSWER = /\[([^\]]+)\]/g;
const YES_NO = /^(?:yes|no|y|n|n\/a|none|nil|unsure|don'?t know)$/i;

/** The medicines a line's bracketed answers name, as orders joined by '; ', or the line as it was. */
export function bracketAnswers(line: string): string {
  if (!QUESTION_ANSWER.test(line)) return line;
  const items: string[] = [];
  for (const m of line.matchAll(ANSWER)) {
    const a = m[1]!.trim();
    if (YES_NO.test(a)) continue;
    if (startsWithMedicine(a)) items.push(a);
    else if (items.length) items[items.length - 1] += ` ${a}`;
  }
  return items.length ? items.join('; ') : line;
}
