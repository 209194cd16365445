/**
 * A care plan's visit line: a visit or round label, then the tasks of that visit, one of which gives a
 * medicine ('AM visit (0800): prompt Webster-pak; give Humalog Mix25 28 units s/c before breakfast',
 * 'Evening round - check BGL; administer enoxaparin 40 mg subcut'). The task that gives a medicine with
 * its dose is the order; the label and the other tasks (prompting a dose aid, checking a level) are not.
 */
import { namesMedicine } from './non-order';
import { isOrderLine } from './order-signal';

// 'AM visit (0800):', 'PM round -', 'Visit 2 (lunch):', 'Morning nurse visit:'; a referral's one task a line
// ('Task: prompt aspirin 100 mg with lunch', 'Nursing task 3: supervise ...', 'To do: give ...').
const LABEL =
  /^(?:[a-z]+\s+){0,2}(?:visit|round|call|shift|tasks?|job|to\s+do)(?:\s*\d)?(?:\s*\([^)]*\))?\s*(?::|\s[-–—])\s*/i;
const TASK_VERB =
  /^(?:(?:nurse|rn|en|carer)\s+to\s+)?(?:give|administer|inject|apply|instil|insert|supervise|prompt)\s+(?:the\s+|pt'?s?\s+|patient'?s\s+)?/i;

/** The order a visit's task list gives ('Humalog Mix25 28 units s/c before breakfast'), or null. */
export function readVisitTasks(text: string): string | null {
  const label = LABEL.exec(text);
  if (!label && !text.includes(';')) return null;
  const tasks = text
    .slice(label ? label[0].length : 0)
    .split(/\s*;\s*(?![^()]*\))/)
    .filter(Boolean);
  const given = tasks.filter((t) => TASK_VERB.test(t) && isOrderLine(t.replace(TASK_VERB, '')));
  if (given.length !== 1) return null;
  const others = tasks.filter((t) => t !== given[0]);
  // Without a visit label, the other tasks must be tasks too (a verb first), never a second order.
  if (others.some((t) => namesMedicine(t))) return null;
  if (!label && !others.length) return null;
  return given[0]!.replace(TASK_VERB, '');
}
