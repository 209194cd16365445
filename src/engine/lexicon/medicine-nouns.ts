/**
 * The plain nouns for medicines as a group ('Home meds:', 'Medicines no longer needed', 'Stat doses and
 * medications given'): one list, spread into each lexicon list that names the group, so a new spelling
 * reaches every reader at once.
 */
export const MEDICINE_NOUNS: readonly string[] = [
  'medications',
  'medication',
  'medicines',
  'medicine',
  'meds',
  'drugs',
];

/**
 * The words a patient's own name for one medicine ends with ('fluid tablet', 'water pill', 'blue puffer', 'heart
 * one'), beside the dose forms: a quotation of such words after an order is that name, a note (parse/order-rules.ts).
 */
export const LAY_NAME_NOUNS: readonly string[] = [
  'pill',
  'pills',
  'puffer',
  'one',
  'tabs',
  'tablet',
  'tablets',
];
