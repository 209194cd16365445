/**
 * The same medicine stopped twice, or stopped and also going on from the same list: one of the lines
 * was probably not an order of it (a recommendation, a remark that names it). Both entries say so.
 */
import type { Net } from './types';
import { flag } from './flag';
import type { ParsedOrder } from '../../parse/types';

const lineOf = (o: ParsedOrder | undefined) => (o ? `${o.list} line ${o.line}` : '');

export const twiceStopped: Net = ({ ceased }) => {
  const out: string[] = [];
  const byKey = new Map<string, typeof ceased>();
  for (const c of ceased) {
    const key = (c.adm ?? c.dis)?.key;
    if (!key || key.startsWith('unknown:')) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    const lines = group.map((c) => lineOf(c.dis ?? c.adm)).join(' and ');
    const w = `${group[0]!.entry.name} is in the ceased list ${group.length} times (${lines}): check whether each line is really an order of it`;
    for (const c of group) flag(c.entry, w, out);
  }
  return out;
};
