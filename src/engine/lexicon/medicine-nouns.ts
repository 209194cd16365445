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
