import type { ListName, ParsedLine, ParsedList, ParsedOrder } from '../../../../engine/index';
import type { ReconcileRequest } from '../../../../shared/reconcile';
import { numberedLines } from '../input-lines';
import { readLine, type LineReading } from './medicine-match';
import { numberPool, type NumberPool } from './numbers';

/** One non-blank input line with what the built-in parser made of it. */
export interface IndexedLine extends LineReading {
  list: ListName;
  line: number;
  text: string;
  kind: ParsedLine['kind'];
  section?: ParsedLine['section'];
  order?: ParsedOrder;
  /** The strengths and doses the line gives. */
  numbers: NumberPool;
}

export type ParsedLists = Record<ListName, ParsedList>;

export const lineKey = (list: ListName, line: number) => `${list}:${line}`;

/** Every non-blank line of both lists, keyed 'list:line', in list order (admission first). */
export function indexInput(request: ReconcileRequest, parsed: ParsedLists): Map<string, IndexedLine> {
  const index = new Map<string, IndexedLine>();
  for (const list of ['admission', 'discharge'] as const) {
    const byLine = new Map(parsed[list].lines.map((l) => [l.line, l]));
    const text = list === 'admission' ? request.admissionOrders : request.dischargeOrders;
    for (const { line, text: lineText } of numberedLines(text)) {
      const p = byLine.get(line);
      // A line the parser does not know about is treated as an order to be safe: it must be covered.
      const kind = p?.kind ?? 'order';
      index.set(lineKey(list, line), {
        list,
        line,
        text: lineText,
        kind,
        section: p?.section,
        order: p?.order,
        numbers: numberPool([lineText]),
        ...(kind === 'order' || kind === 'unreadable' ? readLine(lineText, p?.order) : { norm: '', medicineKey: null }),
      });
    }
  }
  return index;
}

// 'then stop' / 'and stop' end a reducing dose; they do not cease the order.
const CEASED_WORDS = /\b(?:ceased?|stopped|(?<!(?:then|and)\s+)stop|discontinued?|withh(?:e|o)ld|held|suspended?)\b/i;

/** True when a line says its medicine is ceased or withheld (by its heading or its wording). */
export function saysCeased(l: IndexedLine): boolean {
  if (l.section === 'ceased' || l.section === 'withheld') return true;
  return CEASED_WORDS.test(l.text);
}
