/** Routes the knowledge base can tell apart when a medicine's usual indication depends on how it is used. */
export type KbRoute =
  | 'oral'
  | 'eye'
  | 'ear'
  | 'nasal'
  | 'inhaled'
  | 'topical'
  | 'patch'
  | 'injection'
  | 'vaginal'
  | 'rectal';

/**
 * One medicine (or fixed combination product) of the knowledge base.
 * Names are matched case-insensitively; `id` is the Australian generic name in lower case
 * (ingredients joined with '+' for combinations, in the order they are usually written).
 */
export interface Medicine {
  id: string;
  /** Display name, Australian spelling, capitalised: 'Furosemide', 'Perindopril + Amlodipine'. */
  name: string;
  /** Active ingredients, lower case, Australian names, without salts: ['perindopril', 'amlodipine']. */
  ingredients: string[];
  /** Former Australian names: ['frusemide']. */
  formerNames?: string[];
  /** International (US/UK/INN) names that differ from the Australian one: ['acetaminophen']. */
  internationalNames?: string[];
  /** Common Australian brands of exactly this product: ['Lasix', 'Urex']. */
  brands?: string[];
  /** Common abbreviations clinicians write: ['GTN'], ['MTX']. */
  abbreviations?: string[];
  /** Usual dose forms: ['tablet', 'injection']. */
  forms: string[];
  /** Plain-language usual indication a patient understands; a medicine with several uses names them ('Pain or opioid dependence'). */
  indication: string;
  /** Therapeutic class in plain words: 'Statin', 'ACE inhibitor', 'Combination inhaler'. */
  class?: string;
  /** Other generic names clinicians write for it: ['vitamin D', 'vitamin D3'], ['sodium valproate']. */
  aliases?: string[];
  /** For a combination: ids of the single-ingredient entries, where the KB has them. */
  combinationOf?: string[];
  /**
   * Every usual product is modified release (felodipine, tamsulosin, Targin), so a release word or
   * brand says nothing about a change of formulation and the lookup reports no release qualifier.
   */
  alwaysModifiedRelease?: boolean;
  /**
   * Salts made only as modified release (metoprolol succinate: Betaloc CR, Toprol-XL): an order that writes
   * the salt is modified release whether or not it writes a release word.
   */
  modifiedReleaseSalts?: string[];
  /** Every oral product is enteric coated (proton pump inhibitors), so 'EC' says nothing about a change. */
  alwaysEntericCoated?: boolean;
  /**
   * Used for many conditions (prednisolone, colchicine, hydroxychloroquine): where the order states no use,
   * the diagnosis the document writes ('Dx: pericarditis') says which, and the row warns that it was read so.
   */
  usesVary?: boolean;
  /** Usual indication when used by a particular route ('nasal' for a steroid nasal spray). */
  routeIndications?: Partial<Record<KbRoute, string>>;
  /** Usual indication of particular brands (Xgeva vs Prolia), keyed by the brand as listed in `brands`. */
  brandIndications?: Record<string, string>;
  /**
   * Usual indication in pregnancy where it differs from the usual one (low-dose aspirin prevents
   * pre-eclampsia): used when the document is about a pregnancy and the order states no use.
   */
  pregnancyIndication?: string;
  /** The forms of brands that come in one form only, keyed by the brand as listed in `brands`. */
  brandForms?: Record<string, string[]>;
}
