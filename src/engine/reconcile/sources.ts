/** Traceability: the input lines a row or ceased entry came from, as pasted. */
import type { SourceLine } from '../../shared/reconcile';
import type { ParsedOrder } from '../parse/types';

export function sourcesOf(...orders: Array<ParsedOrder | undefined>): SourceLine[] {
  const out: SourceLine[] = [];
  for (const o of orders) {
    if (!o) continue;
    const rawLines = o.rawLines ?? [o.raw];
    o.lines.forEach((line, i) =>
      out.push({ list: o.list, line, text: (rawLines[i] ?? o.raw).trim() }),
    );
  }
  return out;
}
