import type { KbRoute } from '../types';

/**
 * How a medicine is written in the data files: short keys keep one medicine to one line.
 * `build-medicines.ts` turns these into `Medicine` objects (name and ingredients derived from id).
 */
export interface MedicineData {
  /** Australian generic name, lower case; combinations join ingredients with '+'. */
  id: string;
  /** Display name when it is not just the capitalised id ('Sodium valproate'). */
  name?: string;
  brands?: string[];
  /** Former Australian names. */
  former?: string[];
  /** International names. */
  intl?: string[];
  abbr?: string[];
  /** Other generic names clinicians write. */
  aliases?: string[];
  forms: string[];
  indication: string;
  routes?: Partial<Record<KbRoute, string>>;
  brandInd?: Record<string, string>;
  /** Usual indication in pregnancy, where it differs (low-dose aspirin: pre-eclampsia). */
  pregnancyInd?: string;
  /** The forms of brands that come in one form only (Ozempic: an injection pen; Rybelsus: a tablet). */
  brandForms?: Record<string, string[]>;
  alwaysMR?: boolean;
  /** Salts that come only as modified release ('metoprolol succinate'): the salt written is the release. */
  mrSalts?: string[];
  /** Every oral product is enteric coated or gastro-resistant (proton pump inhibitors). */
  alwaysEC?: boolean;
  /** Used for many conditions (steroids, colchicine): the document's diagnosis may say which one. */
  usesVary?: boolean;
  class?: string;
}

/** Tag every entry of a list with its therapeutic class. */
export function group(cls: string, meds: MedicineData[]): MedicineData[] {
  return meds.map((m) => ({ class: cls, ...m }));
}
