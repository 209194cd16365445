/**
 * A new row (or a medicine stopped because the discharge list lacks it) whose dose the other list
 * writes in a part of a line the engine could not read ('escitalopam 10mg mane' after another
 * medicine's order): that part may be this medicine under a misspelling or in a layout the readers
 * missed. The row names the line and the part.
 */
import type { Net } from './types';
import type { ParsedOrder } from '../../parse/types';
import { flag } from './flag';
import { UNIT_WORDS } from '../../lexicon/words';
import { nameWords } from '../../kb/name-index';
import type { TokenUse } from '../../parse/accounting';

/** True when a known medicine's name stands just before the amount: the amount is that medicine's. */
function namedBefore(uses: readonly TokenUse[], i: number): boolean {
  for (let j = i - 1; j >= 0 && i - j <= 4; j--) {
    const t = uses[j]!.token;
    if (t.kind === 'number' || t.text === '|' || t.text === ';') return false;
    if (t.kind !== 'punct' && nameWords.has(t.text.toLowerCase()) && t.text.length > 3) return true;
  }
  return false;
}

const UNIT = new Map(
  Object.entries(UNIT_WORDS).flatMap(([canon, ws]) => ws.map((w): [string, string] => [w, canon])),
);

/** The order's dose as value and unit ('10 mg'), when it writes one amount. */
function doseOf(o: ParsedOrder): string | undefined {
  const m = o.amount.measure ?? o.strength;
  if (!m?.unit || m.values.length !== 1) return undefined;
  return `${m.values[0]} ${m.unit}`;
}

export const unreadTwin: Net = (ctx) => {
  const out: string[] = [];
  // Unread amounts of each list: '10 mg' -> the order line holding it.
  const unread = new Map<string, Map<string, ParsedOrder>>();
  for (const list of ctx.lists) {
    const found = new Map<string, ParsedOrder>();
    for (const o of list.orders) {
      const uses = ctx.uses(o);
      for (let i = 0; i < uses.length - 1; i++) {
        const [n, u] = [uses[i]!, uses[i + 1]!];
        if (n.field !== '' || n.token.kind !== 'number' || u.token.kind !== 'unit') continue;
        if (namedBefore(uses, i)) continue;
        const unit = UNIT.get(u.token.text.toLowerCase());
        if (unit && !found.has(`${n.token.value} ${unit}`))
          found.set(`${n.token.value} ${unit}`, o);
      }
    }
    unread.set(list.list, found);
  }
  const check = (
    o: ParsedOrder,
    other: 'admission' | 'discharge',
    target: { warnings?: string[] },
    name: string,
  ) => {
    const dose = doseOf(o);
    const twin = dose ? unread.get(other)?.get(dose) : undefined;
    if (!twin || twin.key === o.key) return;
    const w = `${name}: ${other} line ${twin.line} has a part the engine could not read with the same dose (${dose}): check whether it is ${name} written another way`;
    flag(target, w, out);
  };
  for (const r of ctx.rows) if (!r.adm) check(r.dis, 'admission', r.row, r.row.name);
  for (const c of ctx.ceased) if (c.adm && !c.dis) check(c.adm, 'discharge', c.entry, c.entry.name);
  return out;
};
