/**
 * A row changed by its route while one of the two lines writes no route and sits under a heading that
 * names one ('Continuous subcut infusion / 24 h:', 'Regular IV:', 'Injections'). An order with no route
 * is taken as by mouth for a tablet medicine; when the heading over it gives the route, that guess is
 * likely wrong and 'now given by injection (was by mouth)' an artefact of where the route was written.
 * A line with no route under no such heading is left alone (most oral orders write none).
 */
import type { ParsedList, ParsedOrder } from '../../parse/types';
import type { Net } from './types';
import { flag, where } from './flag';
import { routeFromForm } from '../../parse/route-form';

const ROUTE_HEADING =
  /\b(?:subcut\w*|sc|s\/c|iv|intravenous\w*|im|intramuscular\w*|csci|infusions?|syringe[- ]driver|injections?|injected|inhaled|nebulised|topical|transdermal|patch(?:es)?|eye|ear|nasal|rectal|pr|sublingual|buccal)\b/i;

/** The text of the nearest heading above the order's line, if any. */
function headingOver(o: ParsedOrder, list: ParsedList): string | undefined {
  let text: string | undefined;
  for (const l of list.lines) {
    if (l.line >= o.line) break;
    if (l.kind === 'heading') text = l.raw;
  }
  return text;
}

export const routeAssumed: Net = ({ rows, lists }) => {
  const out: string[] = [];
  for (const { row, dis, adm, aspects } of rows) {
    if (!adm || !aspects.includes('route')) continue;
    const bare = [adm, dis].find((o) => !o.route && !routeFromForm(o.form));
    if (!bare) continue;
    const heading = headingOver(bare, bare === adm ? lists[0] : lists[1]);
    if (!heading || !ROUTE_HEADING.test(heading)) continue;
    flag(
      row,
      `${row.name}: ${where(bare)} writes no route (read as by mouth) under the heading "${heading.trim()}", so the route change may not be real: check how it is given`,
      out,
    );
  }
  return out;
};
