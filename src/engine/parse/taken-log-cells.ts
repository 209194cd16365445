/**
 * A line from a smart pill-bottle cap or an adherence app's export ('Bottle 2 | Eutroxsig 100 mcg | label: 1
 * tablet in the morning | opens: 12/8 06:40 | 13/8 06:52'): the cells from a taken-log label on are dated
 * records of when the bottle was opened, not the order's times. Read as times, three mornings' opens became
 * 'three times a day' and the unchanged order a change. The order is read without them.
 */
import { TAKEN_LOG_LABELS } from '../lexicon/audit-events';
import { alternation } from '../lexicon/words';

// The label in a cell of its own (after a bar or a tab), then a date ('12/8', '12/08/26'): the log runs to the
// end of the line.
const TAKEN_LOG = new RegExp(
  String.raw`(?:\s*\|\s*|\t+)(?:${alternation(TAKEN_LOG_LABELS)})\s*:\s*\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b.*$`,
  'i',
);

/** The line without its taken-log cells (the same text when it has none). */
export const withoutTakenLog = (text: string): string => text.replace(TAKEN_LOG, '');
