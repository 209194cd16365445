/**
 * What a letter says of a medicine the patient must not have ('Propylthiouracil is also contraindicated', 'NSAIDs
 * should be avoided', 'Metoclopramide must not be used', 'Tramadol is not suitable'): a warning about that
 * medicine, never an order of it. parse/advice.ts builds its sentence pattern from these lists.
 */

/** The verb after the name: 'is', 'are', 'should', 'must', 'remains'. */
export const AVOID_VERBS: readonly string[] = [
  'is',
  'are',
  'remains',
  'remain',
  'should',
  'must',
  'would',
];
/** A word between the verb and what it says ('is also contraindicated', 'should likewise be avoided'). */
export const AVOID_FILLERS: readonly string[] = [
  'also',
  'equally',
  'likewise',
  'therefore',
  'now',
  'absolutely',
  'relatively',
  'strictly',
];
/** What it says: the medicine is not to be had. */
export const AVOID_PREDICATES: readonly string[] = [
  'contraindicated',
  'contra-indicated',
  'be avoided',
  'to be avoided',
  'best avoided',
  'avoided',
  'not be used',
  'not be given',
  'not be taken',
  'not be prescribed',
  'never be used',
  'never be given',
  'not to be used',
  'not to be given',
  'not to be taken',
  'not suitable',
  'unsuitable',
  'not recommended',
  'not an option',
  'not safe',
  'unsafe',
];
