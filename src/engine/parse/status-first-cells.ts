/**
 * A chart change order with its action in the first cell ('CEASE<tab>Citalopram 20 mg<tab>hyponatraemia -
 * do not restart', 'WITHHOLD<tab>Temazepam 10 mg<tab>falls - GP to review'): the cell after the medicine is
 * why. With no header row the cells were joined by spaces, so a one-word reason ran on after the strength
 * ('10 mg falls'), where no reader took it, and the stop lost the words that state it. Such a row's cells are
 * read as the clauses of one order, as '- ' would set them apart.
 */
import { alternation, STATUS_WORDS } from '../lexicon/words';

// The stop and hold words of the lexicon, as an action cell writes them ('CEASE', 'Withhold', 'Suspend').
const STOP_CELL = new RegExp(
  `^\\s*${alternation([...STATUS_WORDS, 'hold', 'suspend', 'pause', 'paused'])}\\s*\\t`,
  'i',
);

/** The row with its cells set apart as clauses when its first cell is a stop; any other line as written. */
export function statusFirstCells(s: string): string {
  if (!s.includes('\t') || !STOP_CELL.test(s)) return s;
  return s.trim().replace(/\s*\t+\s*/g, ' - ');
}
