/**
 * When-required words and the symptoms and conditions a when-required order is taken for. Part of the
 * lexicon (words.ts re-exports it).
 */

/**
 * When-required words (contract 'When required'). The first is how the engine writes them; the others
 * are read as it.
 */
export const PRN_CANONICAL = 'when required';
export const PRN_WORDS: readonly string[] = [
  'when required',
  'prn',
  'p.r.n.',
  'pro re nata',
  'as needed',
  'as required',
  'if needed',
  'when needed',
];
/** Equivalents prescribers write that the readers did not know: read as `PRN_CANONICAL`. */
export const PRN_EQUIVALENTS: readonly string[] = [
  'as reqd',
  "as req'd",
  'as req',
  'if required',
  'when necessary',
  'if necessary',
  'sos',
  's.o.s.',
];

/**
 * Occasional use in the patient's or a carer's words ('Temaze 10 mg, only some nights', 'she says sometimes
 * Nurofen ...'): read as `PRN_CANONICAL` (the contract's own word for a when-required medicine is
 * 'occasionally'), except before an extra dose ('sometimes an extra 40 mg'), which the regular order keeps.
 */
export const OCCASIONAL_WORDS: readonly string[] = [
  'occasionally',
  'sometimes',
  'some nights',
  'some days',
  'now and then',
  'now and again',
  'every now and then',
  'every now and again',
  'once in a while',
  'from time to time',
];

/**
 * Symptoms a medicine is taken for when they come ('if wheezy', 'only if he gets chest pain'): after
 * 'if' they say when required, as the contract's 'for breakthrough pain' does.
 */
export const PRN_SYMPTOMS: readonly string[] = [
  'wheezy',
  'wheezing',
  'breathless',
  // Australian lay words for short of breath ('when he gets puffed', 'if she feels puffed out').
  'puffed out',
  'puffed',
  'out of breath',
  'short of breath',
  'sob',
  'tight chested',
  'chest pain',
  'chest tightness',
  'angina',
  'pain',
  'in pain',
  'sore',
  'a headache',
  'headache',
  'a migraine',
  'migraine',
  'constipated',
  'nauseous',
  'nauseated',
  'heartburn',
  'indigestion',
  'anxious',
  'agitated',
  'distressed',
  'itchy',
  'unable to sleep',
  "can't sleep",
  'cant sleep',
  'cannot sleep',
  'can not sleep',
  'feverish',
  'a fever',
  'a temperature',
];

/** A lay word for a symptom, as a list names its use ('when she's puffed': for shortness of breath). */
export const LAY_SYMPTOMS: Readonly<Record<string, string>> = {
  puffed: 'shortness of breath',
  'puffed out': 'shortness of breath',
};

/**
 * Conditions that say a laxative is taken when the bowels have not opened ('if no BO for 2 days', 'if bowels
 * not open'): when required, with the condition kept in its own words (its 'for 2 days' is how long the
 * bowels have not opened, never a course).
 */
export const PRN_BOWEL_CONDITIONS: readonly string[] = [
  'no bowel action',
  'no bowel actions',
  'no bowel motion',
  'no bowel motions',
  'no bowel movement',
  'no bowel movements',
  'no bo',
  'no bos',
  'no bm',
  'no bms',
  'no bno',
  'bowels not open',
  'bowels not opened',
  'bowels have not opened',
  'bowels not moved',
  'not opened bowels',
  'not opened his bowels',
  'not opened her bowels',
  'not opened their bowels',
  'bno',
];
