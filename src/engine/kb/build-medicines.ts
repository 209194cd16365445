/** Turns the compact data files into `Medicine` objects: names and ingredients come from the id. */
import { MEDICINE_DATA } from './medicines/index';
import type { MedicineData } from './medicines/types';
import { OVERSEAS_BRANDS } from './medicines/overseas';
import { capitalise } from './text';
import type { Medicine } from './types';

function toMedicine(d: MedicineData): Medicine {
  const ingredients = d.id.split('+');
  const m: Medicine = {
    id: d.id,
    name: d.name ?? ingredients.map(capitalise).join(' + '),
    ingredients,
    forms: d.forms,
    indication: d.indication,
  };
  // A visitor's plan names the medicine by its brand at home ('Congescor', 'Doliprane'): overseas.ts.
  const brands = [...(d.brands ?? []), ...(OVERSEAS_BRANDS[d.id] ?? [])];
  if (brands.length) m.brands = brands;
  if (d.former?.length) m.formerNames = d.former;
  if (d.intl?.length) m.internationalNames = d.intl;
  if (d.abbr?.length) m.abbreviations = d.abbr;
  if (d.aliases?.length) m.aliases = d.aliases;
  if (d.class) m.class = d.class;
  if (d.alwaysMR) m.alwaysModifiedRelease = true;
  if (d.mrSalts?.length) m.modifiedReleaseSalts = d.mrSalts;
  if (d.alwaysEC) m.alwaysEntericCoated = true;
  if (d.usesVary) m.usesVary = true;
  if (d.routes) m.routeIndications = d.routes;
  if (d.brandInd) m.brandIndications = d.brandInd;
  if (d.pregnancyInd) m.pregnancyIndication = d.pregnancyInd;
  if (d.brandForms) m.brandForms = d.brandForms;
  return m;
}

export function buildMedicines(data: readonly MedicineData[] = MEDICINE_DATA): Medicine[] {
  const meds = data.map(toMedicine);
  const singles = new Map<string, string>();
  for (const m of meds) if (m.ingredients.length === 1) singles.set(m.ingredients[0]!, m.id);
  for (const m of meds) {
    if (m.ingredients.length < 2) continue;
    const parts = m.ingredients
      .map((i) => singles.get(i))
      .filter((id): id is string => id !== undefined);
    if (parts.length) m.combinationOf = parts;
  }
  return meds;
}
