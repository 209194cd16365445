/**
 * A stop for good flagged as an alert on the discharge list ('ALERT - do not take again: Trimethoprim
 * (hyperkalaemia ...)', 'WARNING: never restart - Allopurinol (DRESS)'). The alert word made the line an
 * allergy's label, ignored, so the medicine's stop and its reason were lost: the admission order went to the
 * ceased list as 'not on discharge list'. The line is read without its alert word when what follows is a stop
 * written before a medicine the KB knows; any other alert line (an allergy, a note) stays as it was.
 */
import { ALERT_WORDS } from '../lexicon/alert-words';
import { alternation } from '../lexicon/words';
import { parseOrder } from './order';
import { isStopping, readStatusPrefix } from './status';
import { readName } from './name';
import { inputOf, orderLine, type LineRule } from './line-rule-kit';

// The alert word, maybe in brackets or stars, and its mark: 'ALERT - ', 'Warning: ', '** IMPORTANT ** ', 'NB! '.
const ALERT_LEAD = new RegExp(
  String.raw`^[\s*!\[(]*(?:${alternation(ALERT_WORDS)})[\s*!\])]*(?:[:\-–—]+\s*|\s+(?=\S))`,
  'i',
);

/** The line after its alert word when that is a stop before a known medicine, else null. */
export function afterAlert(text: string): string | null {
  const m = ALERT_LEAD.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length).trim();
  const pre = readStatusPrefix(rest);
  if (!pre || !isStopping(pre.status) || !readName(pre.rest)?.medicine) return null;
  return rest;
}

export const alertStopRule: LineRule = {
  id: 'alert-stop',
  examples: ['ALERT - do not take again: Trimethoprim (hyperkalaemia)'],
  apply: (c) => {
    if (c.s.list !== 'discharge') return false;
    const text = afterAlert(c.l.text);
    if (!text) return false;
    const order = parseOrder({ ...inputOf(c), text });
    if (!order || !isStopping(order.status)) return false;
    return orderLine(c, [order]);
  },
};
