/**
 * How a note names the medicine behind the patient's own word for it: '"a water tablet" - identified as
 * frusemide 20mg', '"her heart pill", i.e. digoxin', '"the blood thinner" = warfarin'. parse/lay-name-lead.ts
 * builds its pattern from these lists.
 */

/**
 * Words between the patient's name for a medicine and the medicine's own name. Not 'probably' or 'likely': a
 * guess at the medicine stays an unread line, reported.
 */
export const IDENTIFIED_AS: readonly string[] = [
  'identified as',
  'confirmed as',
  'checked as',
  'found to be',
  'which is',
  'that is',
  'i.e.',
  'ie',
  'i.e',
  'aka',
  'known as',
  'called',
  'is',
];

/** A conjunction that opens a wrapped line of a run-on list ('..., atorvastatin 40mg nocte,' / 'and frusemide ...'). */
export const SERIES_CONJUNCTIONS: readonly string[] = ['and', 'plus', '&', 'also'];
