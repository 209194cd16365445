/**
 * The medicines knowledge base: Australian generic names, former and international names,
 * abbreviations, brands, usual forms and plain-language indications, and the name lookup the
 * reconcile engine uses to read the medicine at the start of an order line.
 * The medicines are data in ./medicines, one file per therapeutic area (not 'data/': the repository's
 * .gitignore ignores every folder of that name). Indexes are built once when this module loads.
 */
import { byId, medicines } from './name-index';
import type { Medicine } from './types';

export { lookupMedicine, routeDependent, startsLongerName, type LookupResult } from './lookup';
export type { MatchedBy } from './name-index';

export function getMedicineById(id: string): Medicine | undefined {
  return byId.get(id);
}

/** Identity of a medicine for matching admission to discharge: its ingredients, sorted, joined by '+'. */
export function ingredientKey(m: Medicine): string {
  return [...m.ingredients].sort().join('+');
}

export function allMedicines(): readonly Medicine[] {
  return medicines;
}
