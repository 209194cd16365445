/**
 * A medicine the text names (on an order line, a note, a heading, a sentence of a letter) that is
 * neither a row nor a ceased entry nor part of one: the line was read as something else (another
 * medicine's order, a note, a stop line's reason), so the medicine would vanish silently. The
 * response names it and the line; a row or entry made from that line is flagged too, since it may
 * have taken that medicine's words for its own.
 */
import type { Net, NetContext } from './types';
import type { ListName, ParsedOrder } from '../../parse/types';
import { flag } from './flag';
import { listMentions } from './list-mentions';

export const unplacedMentions: Net = (ctx) => {
  const out: string[] = [];
  const placed = new Set<string>();
  for (const list of ctx.lists)
    for (const o of list.orders) for (const i of o.medicine?.ingredients ?? []) placed.add(i);
  // Medicine id -> where it is named: list and lines, in order.
  const unplaced = new Map<string, { name: string; at: Array<[ListName, number]> }>();
  for (const list of ctx.lists) {
    for (const [line, mentions] of listMentions(ctx, list.list)) {
      for (const { medicine } of mentions) {
        if (medicine.ingredients.every((i) => placed.has(i))) continue;
        const u = unplaced.get(medicine.id) ?? { name: medicine.name, at: [] };
        u.at.push([list.list, line]);
        unplaced.set(medicine.id, u);
      }
    }
  }
  const said = ctx.warnings.join('\n').toLowerCase();
  for (const { name, at } of unplaced.values()) {
    // A dose already given, a line already reported: a warning names it already.
    if (said.includes(name.toLowerCase())) continue;
    const where = at
      .filter((x, i) => i === 0 || x[0] !== at[i - 1]![0] || x[1] !== at[i - 1]![1])
      .slice(0, 3)
      .map(([l, n]) => `${l} line ${n}`)
      .join(', ');
    const w = `${name} is named on ${where} but is in no row or ceased entry: check whether it is taken, stopped or only mentioned`;
    out.push(w);
    for (const [list, line] of at)
      for (const target of targetsOn(ctx, list, line)) flag(target, w, []);
  }
  return out;
};

const fromLine = (o: ParsedOrder | undefined, list: ListName, line: number) =>
  !!o && o.list === list && o.lines.includes(line);

/** The rows and ceased entries made from a line. */
function targetsOn(ctx: NetContext, list: ListName, line: number): Array<{ warnings?: string[] }> {
  const out: Array<{ warnings?: string[] }> = [];
  for (const r of ctx.rows)
    if (fromLine(r.dis, list, line) || fromLine(r.adm, list, line)) out.push(r.row);
  for (const c of ctx.ceased)
    if (fromLine(c.dis, list, line) || fromLine(c.adm, list, line)) out.push(c.entry);
  return out;
}
