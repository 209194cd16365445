/**
 * An eMR medication summary's first column, 'Order type' or 'Category': 'Regular', 'PRN', 'Short course',
 * 'Once only', 'Ceased'. A stop word there is the order's status (as a Status cell is); 'Once only' or
 * 'Stat' is a single dose, which with a date in the row's 'Last given' cell is a dose already given in
 * hospital (reported by the given-dose reader, never a discharge row); PRN is when required.
 */
import { alternation, PRN_EQUIVALENTS, PRN_WORDS, STATUS_WORDS } from '../lexicon/words';

export interface TypeCell {
  prn: boolean;
  once: boolean;
  /** The cell as the order's status ('Ceased', 'Withheld'), when it is one. */
  status?: string;
}

const PRN_CELL = new RegExp(String.raw`^${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}$`, 'i');
const ONCE_CELL = /^(?:once[- ]only|once|stat|one[- ]off|single(?: dose)?|immediate)$/i;
// 'Ceased', 'Stopped', 'Withheld', 'On hold': the lexicon's words that end or pause an order.
const STATUS_CELL = new RegExp(String.raw`^${alternation(STATUS_WORDS)}$`, 'i');

export function readTypeCell(v: string): TypeCell {
  const t = v.trim();
  return {
    prn: PRN_CELL.test(t),
    once: ONCE_CELL.test(t),
    status: STATUS_CELL.test(t) ? t : undefined,
  };
}

// 'Last given: 22/11 10:00', '22/11', '10:00': when the single dose went in.
export const GIVEN_AT_CELL =
  /^\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?(?:\s+\d{1,2}[:.]?\d{2})?$|^\d{1,2}[:.]\d{2}$/;
