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
  /** Plain-language usual indication a patient understands; '' when there is no single usual one. */
  indication: string;
}
