/**
 * A time column's cell that gives its own times ('Drug | morning | Note' with '500 mg BD' under morning):
 * the cell says more than one dose a day, so the column's one time cannot be its times. Read before, the
 * column's word was added ('500 mg BD mane') and the row came out once a day, morning only. The cell is
 * read as written, and the row says the column and the cell disagree.
 */
import { alternation, COUNT_WORDS } from '../lexicon/words';

const MANY_A_DAY = new RegExp(
  String.raw`\b(?:${alternation(COUNT_WORDS.filter(([, n]) => n > 1).map(([w]) => w))})\b`,
  'i',
);

/** True when a time column's cell writes a frequency of more than once a day. */
export const cellGivesOwnTimes = (cell: string): boolean => MANY_A_DAY.test(cell);

export const ownTimesWarning = (column: string, cell: string): string =>
  `"${cell}" is in the ${column} column but gives its own times: read as written, check the times`;
