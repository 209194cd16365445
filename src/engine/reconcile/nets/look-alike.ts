/**
 * A new medicine whose name looks like one the patient was taking and that does not go on ('prednisolone'
 * new, 'prednisone' stopped; 'hydroxyurea' and 'hydroxychloroquine'): the classic look-alike error, or a
 * deliberate change nobody wrote down. Either way the engine cannot tell, so both say so. Names that
 * start alike (the first four letters) and are at most three letters apart look alike.
 */
import type { ParsedOrder } from '../../parse/types';
import type { Net } from './types';
import { flag, where } from './flag';
import { editDistance } from '../edit-distance';

const MIN_LENGTH = 6;
const MAX_APART = 3;

/** The medicine's generic name and its name as written, in lower case ([] for one the KB does not know). */
const namesOf = (o: ParsedOrder): string[] =>
  o.medicine
    ? [...new Set([o.medicine.name.toLowerCase(), o.displayName.toLowerCase().split(/[\s(]/)[0]!])]
    : [];

export function looksAlike(a: string, b: string): boolean {
  if (a === b || a.length < MIN_LENGTH || b.length < MIN_LENGTH || /\s|\+/.test(a + b))
    return false;
  if (a.slice(0, 4) !== b.slice(0, 4) || Math.abs(a.length - b.length) > MAX_APART) return false;
  return editDistance(a, b) <= MAX_APART;
}

export const lookAlike: Net = ({ rows, ceased }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    if (adm) continue;
    const names = namesOf(dis);
    if (!names.length) continue;
    for (const { entry, adm: old } of ceased) {
      if (!old || old.key === dis.key) continue;
      const oldNames = namesOf(old);
      if (!names.some((n) => oldNames.some((o) => looksAlike(n, o)))) continue;
      // 'Prednisone changed to prednisolone': the stop names the new medicine, the change is written.
      if (names.some((n) => entry.reason.toLowerCase().includes(n))) continue;
      const message = `${row.name} (${where(dis)}) is new and ${entry.name} (${where(old)}) does not go on: the names look alike, check which medicine is meant`;
      flag(row, message, out);
      flag(entry, message, out);
    }
  }
  return out;
};
