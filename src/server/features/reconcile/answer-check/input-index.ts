import type { ListName, ParsedLine, ParsedList, ParsedOrder } from '../../../../engine/index';
import type { ReconcileRequest, SourceLine } from '../../../../shared/reconcile';
import { numberedLines } from '../input-lines';
import { readLine, type LineReading } from './medicine-match';
import { numberPool, type NumberPool } from './numbers';

/**
 * One input line an order starts on (or that no order was read from), with what the built-in
 * parser made of it. Lines that only continue the order above ('then 5 mg daily') belong to it:
 * its text, names and numbers include them, and a citation of one counts as a citation of it.
 */
export interface IndexedLine extends LineReading {
  list: ListName;
  line: number;
  text: string;
  kind: ParsedLine['kind'];
  section?: ParsedLine['section'];
  /** The orders read from the line: usually one, two for '2 puffs BD and 1-2 puffs PRN'. */
  orders: ParsedOrder[];
  /** The line and its continuation lines, as cited in `sources`. */
  group: SourceLine[];
  /** The strengths and doses the line (with its continuation lines) gives. */
  numbers: NumberPool;
  /** The line says its medicine is ceased or withheld. */
  ceased: boolean;
}

export type ParsedLists = Record<ListName, ParsedList>;

export interface InputIndex {
  /** Lines by 'list:line' key, admission list first, continuation lines left out. */
  lines: Map<string, IndexedLine>;
  /** A cited line to the line its order starts on ('discharge:4' continues 'discharge:3'). */
  resolve(list: ListName, line: number): IndexedLine | undefined;
}

export const lineKey = (list: ListName, line: number) => `${list}:${line}`;

// Only for lines the parser read no order from; for orders its own status reading is used.
// 'then stop' / 'and stop' end a reducing dose; they do not cease the order.
const CEASED_WORDS =
  /\b(?:ceased?|stopped|(?<!(?:then|and)\s+)stop|discontinued?|withh(?:e|o)ld|held|suspended?)\b/i;

function saysCeased(p: ParsedLine | undefined, orders: ParsedOrder[], text: string): boolean {
  if (p?.section === 'ceased' || p?.section === 'withheld') return true;
  if (orders.length > 0)
    return orders.some((o) => o.status?.kind === 'ceased' || o.status?.kind === 'withheld');
  return CEASED_WORDS.test(text);
}

/** Every non-blank line of both lists as the answer check sees it. */
export function indexInput(request: ReconcileRequest, parsed: ParsedLists): InputIndex {
  const lines = new Map<string, IndexedLine>();
  const owners = new Map<string, string>();
  for (const list of ['admission', 'discharge'] as const) {
    const byLine = new Map(parsed[list].lines.map((l) => [l.line, l]));
    const texts = new Map(
      numberedLines(list === 'admission' ? request.admissionOrders : request.dischargeOrders).map(
        (l) => [l.line, l.text],
      ),
    );
    for (const [line, text] of texts) {
      const p = byLine.get(line);
      if (p?.kind === 'continuation') continue;
      const orders = p?.orders ?? (p?.order ? [p.order] : []);
      const groupLines = orders[0]?.lines ?? [line];
      const group = groupLines
        .map((n) => ({ list, line: n, text: texts.get(n) ?? '' }))
        .filter((g) => g.text);
      for (const g of group)
        if (g.line !== line) owners.set(lineKey(list, g.line), lineKey(list, line));
      const joined = group.map((g) => g.text).join(' ');
      // A line the parser does not know about is treated as an order to be safe: it must be covered.
      const kind = p?.kind ?? 'order';
      const readable = kind === 'order' || kind === 'unreadable';
      lines.set(lineKey(list, line), {
        list,
        line,
        text,
        kind,
        section: p?.section,
        orders,
        group,
        numbers: numberPool(group.map((g) => g.text)),
        ceased: saysCeased(p, orders, joined),
        ...(readable ? readLine(joined, orders) : { norm: '', medicineKeys: [] }),
      });
    }
  }
  return {
    lines,
    resolve: (list, line) => {
      const key = lineKey(list, line);
      return lines.get(owners.get(key) ?? key);
    },
  };
}
