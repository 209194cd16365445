/**
 * A row's line that also names another medicine with a dose after the row's own ('atenolol 50 mg
 * mane and simvastatin 40 mg nocte are unchanged'): the reader may have given that medicine's dose or
 * times to this row. The row names the other medicine.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import { listMentions } from './list-mentions';
import type { TokenUse } from '../../parse/accounting';

/** Marks that end what a name's dose can be: a new clause, or a comparison ('while prednisolone > 20 mg'). */
const BREAKS = new Set([',', ';', '.', ':', '>', '<', '|', '=']);

/** True when a dose (a number and its unit) follows the name straight away, within four tokens. */
function doseAfter(uses: readonly TokenUse[], from: number): boolean {
  const next = uses.filter((u) => u.token.start >= from).slice(0, 5);
  for (let i = 0; i < next.length - 1; i++) {
    const t = next[i]!.token;
    if (BREAKS.has(t.text)) return false;
    const unit = next[i + 1]!.token.kind;
    if (t.kind === 'number' && (unit === 'unit' || unit === 'dose-unit')) return true;
  }
  return false;
}

export const sharedLine: Net = (ctx) => {
  const out: string[] = [];
  for (const { row, dis, adm } of ctx.rows) {
    for (const o of [adm, dis]) {
      if (!o) continue;
      const text = o.text.toLowerCase();
      const mine = o.medicine?.ingredients ?? [];
      for (const line of o.lines) {
        for (const m of listMentions(ctx, o.list).get(line) ?? []) {
          if (m.medicine.ingredients.some((i) => mine.includes(i))) continue;
          const at = text.indexOf(m.text.toLowerCase());
          if (at < 0 || !doseAfter(ctx.uses(o), at + m.text.length)) continue;
          flag(
            row,
            `${row.name}: ${where(o)} also names ${m.medicine.name} ("${m.text}" with its own dose): check that this row's dose and times are ${row.name}'s own`,
            out,
          );
        }
      }
    }
  }
  return out;
};
