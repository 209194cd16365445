/**
 * What a prescriber hands later doses to when the order writes no amount for them: a blood result
 * ('then as per INR', 'then per levels', 'then adjust per BGL') or the clinic that reads it ('then as
 * directed by the anticoagulation clinic'). Such a step is no next step of a regimen: the dose goes on
 * from the one written until the guide says otherwise. reconcile/guided-dose.ts builds its pattern
 * from these lists.
 */

/** Words that hand the dose to a guide ('as per', 'as directed by', 'according to'). */
export const GUIDE_LEADS: readonly string[] = [
  'per',
  'as per',
  'by',
  'according to',
  'as directed by',
  'as advised by',
  'as instructed by',
  'directed by',
  'guided by',
  'as guided by',
  'adjusted by',
  'adjusted to',
  'adjusted according to',
  'depending on',
  'based on',
];

/** Verbs that may open the step before its lead ('dose as per INR', 'adjust per BGL', 'titrate per levels'). */
export const GUIDE_VERBS: readonly string[] = [
  'dose',
  'dosing',
  'doses',
  'adjust',
  'adjusted',
  'adjust dose',
  'titrate',
  'titrated',
  'titrate dose',
  'dose adjusted',
  'dose titrated',
  'as charted',
  'charted',
];

/** Words after the guide that say the dose follows it ('INR-guided', 'level-adjusted', 'BGL dependent'). */
export const GUIDED_AFTER: readonly string[] = [
  'guided',
  'adjusted',
  'dependent',
  'based',
  'directed',
];

/** Fillers between the lead and the guide ('as per the daily INR', 'per your next INR'). */
export const GUIDE_FILLERS: readonly string[] = [
  'the',
  'your',
  'his',
  'her',
  'their',
  'daily',
  'weekly',
  'next',
  'regular',
  'serum',
  'blood',
  'drug',
  'trough',
];

/**
 * The guides, by what they measure: the same kind on both lists is the same plan. A clinic named for
 * the result it doses by belongs to that result ('anticoagulation clinic' doses warfarin by the INR).
 */
export const GUIDES: Readonly<Record<string, readonly string[]>> = {
  inr: [
    'inr',
    'inrs',
    'inr result',
    'inr results',
    'inr book',
    'inr clinic',
    'anticoagulation clinic',
    'anticoagulation service',
    'anticoag clinic',
    'anticoag service',
    'warfarin clinic',
    'warfarin book',
  ],
  level: ['level', 'levels', 'concentration', 'concentrations', 'drug monitoring'],
  glucose: [
    'bgl',
    'bgls',
    'bsl',
    'bsls',
    'sugars',
    'sugar levels',
    'glucose',
    'glucose levels',
    'glucose readings',
    'cbg',
    'cbgs',
    'diabetes clinic',
    'diabetes educator',
    'diabetes team',
  ],
  // A prescriber or service that names no result: the same plan only as the same prescriber.
  prescriber: [
    'clinic',
    'gp',
    'doctor',
    'specialist',
    'team',
    'haematology',
    'haematologist',
    'cardiologist',
    'endocrinologist',
  ],
};
