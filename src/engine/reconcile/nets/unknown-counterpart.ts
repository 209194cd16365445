/**
 * A medicine on one list only, while the other list has an order under a name the medicines list does
 * not know (a brand of another country, 'Doliprane 1 g'; a name in another script or language) that was
 * paired with nothing: the unknown name may be this same medicine, so 'new' or 'stopped' may be wrong.
 * Both say so and name each other, instead of the engine pairing them by a guess or calling one new
 * and the other stopped silently. Only when the two write the same strength, or the unknown one writes
 * none, so a list of many unknown names does not put every row in doubt.
 */
import type { Net } from './types';
import type { ParsedOrder } from '../../parse/types';
import { flag, where } from './flag';

const TO_MG: Record<string, number> = { g: 1000, mg: 1, microgram: 0.001, mcg: 0.001 };

/** The order's strength in mg when it writes one mass ('1 g' -> 1000), else its text; '' when none. */
function strengthOf(o: ParsedOrder): string {
  const s = o.strength;
  if (!s || !s.values.length) return '';
  const f = s.unit ? TO_MG[s.unit.toLowerCase()] : undefined;
  return f && s.values.length === 1 ? `${s.values[0]! * f} mg` : s.text;
}

const sameStrength = (unknown: ParsedOrder, known: ParsedOrder): boolean => {
  const u = strengthOf(unknown);
  return !u || u === strengthOf(known);
};

export const unknownCounterpart: Net = (ctx) => {
  const out: string[] = [];
  const lone = ctx.ceased.filter((c) => c.adm && !c.dis);
  const unknownStopped = lone.filter((c) => c.adm!.unknownMedicine);
  const unknownNew = ctx.rows.filter((r) => !r.adm && r.dis.unknownMedicine);
  for (const r of ctx.rows) {
    if (r.adm || r.row.changeType !== 'new' || r.dis.unknownMedicine) continue;
    for (const c of unknownStopped) {
      if (!sameStrength(c.adm!, r.dis)) continue;
      const w = `${r.row.name} (${where(r.dis)}) may be the same medicine as "${c.adm!.displayName}" (${where(c.adm!)}), a name not in the medicines list: check whether it is really new, and whether "${c.adm!.displayName}" was really stopped`;
      flag(r.row, w, out);
      flag(c.entry, w, out);
    }
  }
  for (const c of lone) {
    if (c.adm!.unknownMedicine) continue;
    for (const r of unknownNew) {
      if (!sameStrength(r.dis, c.adm!)) continue;
      const w = `${c.entry.name} (${where(c.adm!)}) may be the same medicine as "${r.dis.displayName}" (${where(r.dis)}), a name not in the medicines list: check whether it was really stopped, and whether "${r.dis.displayName}" is really new`;
      flag(c.entry, w, out);
      flag(r.row, w, out);
    }
  }
  return out;
};
