import type { LookupResult } from './lookup';
import type { Medicine } from './types';
import { SALTS } from './vocab';

/**
 * The name a row shows for a medicine the KB knows. Usually the KB's Australian name, but two readings keep
 * what the list wrote, so the patient and the other list's writer recognise the row:
 * - an international spelling ('benztropine', 'albuterol') is shown beside the Australian one;
 * - a mineral that is itself a salt word (calcium, magnesium) keeps its written salt ('Calcium carbonate',
 *   'Calcium carbonate + Colecalciferol'),
 *   because the salt decides how much of the mineral a tablet gives.
 */
export function shownName(medicine: Medicine, lookup: LookupResult | null | undefined): string {
  if (!lookup) return medicine.name;
  if (lookup.matchedBy === 'international') {
    const written = lookup.matchedText.toLowerCase();
    if (written !== medicine.name.toLowerCase()) return `${medicine.name} / ${written}`;
  }
  if (lookup.salt && SALTS.has(medicine.id)) return `${medicine.name} ${lookup.salt}`;
  // A combination read from its parts ('Calcium carbonate 1.5 g + colecalciferol 400 IU') keeps the
  // mineral's salt in its part: 'Calcium carbonate + Colecalciferol'.
  const mineral = lookup.salt ? medicine.ingredients.find((i) => SALTS.has(i)) : undefined;
  if (mineral && medicine.ingredients.length > 1) {
    const at = medicine.name.toLowerCase().indexOf(mineral);
    if (at >= 0)
      return `${medicine.name.slice(0, at + mineral.length)} ${lookup.salt}${medicine.name.slice(at + mineral.length)}`;
  }
  return medicine.name;
}
