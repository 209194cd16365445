/**
 * Words for another person whose medicines a patient's list may record beside the patient's own: a maternity
 * discharge's 'Baby:' block (vitamin K and the hepatitis B vaccine given to the newborn). A line labelled with
 * one of them is that person's, never the patient's order or stop.
 */
export const OTHER_PERSON_WORDS: readonly string[] = [
  'baby',
  "baby's",
  'babies',
  'infant',
  "infant's",
  'newborn',
  "newborn's",
  'neonate',
  "neonate's",
];
