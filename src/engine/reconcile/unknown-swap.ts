/**
 * An unrecognised name on the discharge list next to a known medicine that silently left it ('Crestor 20 mg' at
 * home, 'Zorvatin 20 mg' on discharge) is most likely another brand of the same medicine. The engine cannot pair
 * them, so both the new row and the ceased entry say so rather than showing a stop and a new medicine unremarked.
 */
import type { CeasedMedication, MedicationRow } from '../../shared/reconcile';
import type { ParsedOrder } from '../parse/types';
import { rowName } from './row';
import { addWarning } from './warnings';

const sameStrength = (a: ParsedOrder, b: ParsedOrder) =>
  !!a.strength && !!b.strength && a.strength.text === b.strength.text;

export function unknownSwapWarnings(
  rows: Array<{ dis: ParsedOrder; adm?: ParsedOrder; row: MedicationRow }>,
  stops: Array<{ adm?: ParsedOrder; dis?: ParsedOrder; entry: CeasedMedication }>,
): string[] {
  const out = unknownLeftWarnings(rows, stops);
  const unknown = rows.filter(({ dis, adm }) => !adm && !dis.medicine);
  // Only stops nobody wrote: an admission medicine simply missing from the discharge list.
  const silent = stops.filter(
    ({ adm, dis }) => adm?.medicine && !dis && adm.status?.kind !== 'ceased',
  );
  if (!unknown.length || !silent.length) return out;
  for (const u of unknown) {
    // With one of each the link is likely whatever the strengths; otherwise the strength must match.
    const matches = silent.filter(
      (s) => sameStrength(u.dis, s.adm!) || (unknown.length === 1 && silent.length === 1),
    );
    for (const s of matches) {
      const ingredients = s.adm!.medicine!.ingredients.join(' and ');
      const msg = `"${rowName(u.dis)}" (discharge line ${u.dis.line}) is not in the medicines list and ${rowName(s.adm!)} (admission line ${s.adm!.line}) is not on the discharge list: check whether it is another brand of ${ingredients}`;
      out.push(msg);
      addWarning(u.row, msg);
      addWarning(s.entry, msg);
    }
  }
  return out;
}

/** The name as written, lower case, when it could be the start of the medicine's name ('Atorva', 'Esomep'). */
const clippedFrom = (written: string, m: NonNullable<ParsedOrder['medicine']>): boolean => {
  const w = written.toLowerCase();
  return w.length >= 4 && [m.name, ...m.ingredients].some((n) => n.toLowerCase().startsWith(w));
};

/**
 * The mirror case: an unrecognised name on the admission list that silently left ('Atorva 20mg nocte' on a
 * nursing form) while a known medicine is new on the discharge list (atorvastatin 80 mg). A clipped name or
 * the same strength links them; both the ceased entry and the new row say so.
 */
function unknownLeftWarnings(
  rows: Array<{ dis: ParsedOrder; adm?: ParsedOrder; row: MedicationRow }>,
  stops: Array<{ adm?: ParsedOrder; dis?: ParsedOrder; entry: CeasedMedication }>,
): string[] {
  const left = stops.filter(({ adm, dis }) => adm && !adm.medicine && !dis && !adm.status);
  const added = rows.filter(({ dis, adm }) => !adm && dis.medicine);
  const out: string[] = [];
  for (const s of left) {
    const written = rowName(s.adm!);
    // A clipped name decides; the same strength links them only when there is one of each (with several,
    // a shared '20 mg' says nothing).
    const clipped = added.filter((r) => clippedFrom(written, r.dis.medicine!));
    const one = left.length === 1 && added.length === 1;
    const matches =
      clipped.length || !one ? clipped : added.filter((r) => sameStrength(r.dis, s.adm!));
    for (const r of matches) {
      const ingredients = r.dis.medicine!.ingredients.join(' and ');
      const msg = `"${written}" (admission line ${s.adm!.line}) is not in the medicines list and ${rowName(r.dis)} (discharge line ${r.dis.line}) is new: check whether "${written}" is ${ingredients}`;
      out.push(msg);
      addWarning(r.row, msg);
      addWarning(s.entry, msg);
    }
  }
  return out;
}
