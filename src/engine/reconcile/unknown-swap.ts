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
  const unknown = rows.filter(({ dis, adm }) => !adm && !dis.medicine);
  // Only stops nobody wrote: an admission medicine simply missing from the discharge list.
  const silent = stops.filter(
    ({ adm, dis }) => adm?.medicine && !dis && adm.status?.kind !== 'ceased',
  );
  if (!unknown.length || !silent.length) return [];
  const out: string[] = [];
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
