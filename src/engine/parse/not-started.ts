/**
 * A line telling that a medicine was NOT started ('New: apixaban was NOT started (falls risk)', 'Statin not
 * commenced - patient declined', 'decided against starting allopurinol'): nothing to take, so no row and no
 * stop. Read as an order it made a new row asking for a dose. Reported so a pharmacist sees it (the line
 * warning names it), never a row. A start put off to a later time ('not to be started until INR < 2', 'do not
 * start before day 5') is a plan, and a line that also orders a dose ('..., start 5 mg bd instead') is left
 * to the order rules.
 */
import { namesMedicine } from './non-order';
import { type LineRule, unreadable } from './line-rule-kit';

const NOT_STARTED = new RegExp(
  [
    String.raw`\bnot\s+(?:(?:yet|been|to\s+be|be)\s+)*(?:started|commenced|initiated|begun)\b`,
    String.raw`\b(?:did|do|does|will|would)\s+not\s+(?:start|commence|initiate|begin)\b`,
    String.raw`\b(?:decided|decision)\s+(?:made\s+)?(?:against|not\s+to)\s+(?:starting|commencing|start|commence)\b`,
  ].join('|'),
  'i',
);
// 'not to be started until INR < 2': a start put off, not refused.
const LATER = /^\s*(?:until|till|unless|before|if|while|whilst|for\s+(?:now|the\s+moment|\d))\b/i;
// 'Lorazepam - ceased: not started again': a stop the line states is read as a stop.
const STOP_WORD =
  /\b(?:ceased?|stopped|stop|discontinued?|withh[eo]ld|withheld|held|suspended|cease)\b/i;
// 'start 5 mg bd instead', 'started on rivaroxaban': a start the same line orders.
const STARTS_OTHER = /\b(?:start|commence|begin|initiate)\s+(?![a-z]+\s+not\b)/i;

/** True when the line says a medicine was not started (and orders nothing else). */
export function saysNotStarted(text: string): boolean {
  const m = NOT_STARTED.exec(text);
  if (!m || STOP_WORD.test(text)) return false;
  if (LATER.test(text.slice(m.index + m[0].length))) return false;
  const rest = text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length);
  return !STARTS_OTHER.test(rest);
}

export const notStartedRule: LineRule = {
  id: 'not-started',
  examples: ['New: apixaban was NOT started (falls risk)', 'Allopurinol - not commenced yet'],
  apply: (c) => {
    const t = c.l.text;
    if (!saysNotStarted(t) || !namesMedicine(t)) return false;
    return unreadable(c);
  },
};
