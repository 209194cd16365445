/**
 * A name that stands for more than one ingredient ('Vit B12', 'B12': cyanocobalamin by mouth, hydroxocobalamin
 * injected; kb/vocab.ts ROUTE_DEPENDENT_NAMES) is read by its route, a guess. When the other list names one of
 * those ingredients itself, given the same way ('Cyanocobalamin 1000mcg IM monthly'), that list says which one is meant: the order
 * is read as it, with a warning, so one list's 'Vit B12 inj' and the other's cyanocobalamin are one medicine
 * (they had been a silent stop of hydroxocobalamin beside a new cyanocobalamin).
 * Two such ingredients each written by name ('Hydroxocobalamin' / 'Cyanocobalamin') are not the same
 * ingredient (the contract's matching: neither a salt nor a release form of the other); they stay a stop and a
 * new row, each warned that the other may have replaced it.
 */
import type { CeasedMedication, MedicationRow } from '../../shared/reconcile';
import { getMedicineById, routeDependent } from '../kb/index';
import { shownName } from '../kb/shown-name';
import { ROUTE_DEPENDENT_NAMES } from '../kb/vocab';
import { injectedLine } from '../parse/brand-name';
import { keyOf } from '../parse/lookup';
import { withBrand } from '../parse/order-build';
import { capitalise } from '../parse/text';
import type { ParsedOrder } from '../parse/types';
import { rowName } from './row';
import { addWarning } from './warnings';

const namesNoOne = (o: ParsedOrder): readonly string[] | undefined =>
  o.medicine && o.lookup ? routeDependent(o.lookup.matchedText) : undefined;

/** Orders written with such a name take the ingredient the other list names, if it names exactly one. */
export function pickClassNames(admission: ParsedOrder[], discharge: ParsedOrder[]): void {
  const pairs: Array<[ParsedOrder[], ParsedOrder[]]> = [
    [admission, discharge],
    [discharge, admission],
  ];
  for (const [mine, other] of pairs) {
    for (const o of mine) {
      const ids = namesNoOne(o);
      if (!ids) continue;
      // Only an order given the same way: oral B12 beside a hydroxocobalamin injection stays two medicines.
      const named = new Set(
        other.flatMap((p) =>
          p.medicine &&
          ids.includes(p.medicine.id) &&
          !namesNoOne(p) &&
          injectedLine(p.text) === injectedLine(o.text)
            ? [p.medicine.id]
            : [],
        ),
      );
      if (named.size !== 1) continue;
      const id = [...named][0]!;
      const medicine = id === o.medicine!.id ? undefined : getMedicineById(id);
      if (!medicine) continue;
      o.medicine = medicine;
      o.lookup = { ...o.lookup!, medicine, indication: medicine.indication };
      o.key = keyOf(medicine);
      o.displayName = withBrand(shownName(medicine, o.lookup), o.brand);
      const otherList = other[0]!.list;
      o.warnings.push(
        `"${o.nameText}" names no one ingredient: read as ${medicine.name}, which the ${otherList} list names - check`,
      );
    }
  }
}

// The ingredient pairs one such name may stand for, with the name ('vitamin b12': cyanocobalamin, hydroxocobalamin).
const ALTERNATIVES = [...ROUTE_DEPENDENT_NAMES].map(([name, r]) => ({
  // 'vitamin b12' shown as 'Vitamin B12'.
  name: capitalise(
    name.replace(/\b([a-z])(\d+)\b/g, (_m, l: string, d: string) => l.toUpperCase() + d),
  ),
  ids: [r.oral, r.injection],
}));
const alternativesOf = (a: string, b: string): string | undefined =>
  a === b ? undefined : ALTERNATIVES.find((p) => p.ids.includes(a) && p.ids.includes(b))?.name;

/** A stop of one ingredient beside a new row of its alternative: both say the other may have replaced it. */
export function alternativeSwapWarnings(
  rows: Array<{ dis: ParsedOrder; adm?: ParsedOrder; row: MedicationRow }>,
  stops: Array<{ adm?: ParsedOrder; dis?: ParsedOrder; entry: CeasedMedication }>,
): string[] {
  const out: string[] = [];
  for (const s of stops) {
    if (!s.adm?.medicine || s.dis) continue;
    for (const r of rows) {
      const both =
        r.adm || !r.dis.medicine ? undefined : alternativesOf(s.adm.medicine.id, r.dis.medicine.id);
      if (!both) continue;
      const msg = `${rowName(s.adm)} (admission line ${s.adm.line}) is not on the discharge list and ${rowName(r.dis)} (discharge line ${r.dis.line}) is new: both are ${both}, check whether one replaced the other`;
      out.push(msg);
      addWarning(r.row, msg);
      addWarning(s.entry, msg);
    }
  }
  return out;
}
