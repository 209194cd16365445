/**
 * Conditions and symptoms a medicine is started for that the general condition hint (parse/conditions.ts
 * CONDITION_HINT) does not know: side effects of another medicine treated in their own right (akathisia,
 * drooling on clozapine, weight gain on an antipsychotic), and plain words for common complaints. A reason
 * written with a new medicine that names one of them is its indication (parse/new-reason.ts).
 */
export const CONDITION_WORDS: readonly string[] = [
  'akathisia',
  'restlessness',
  'restless',
  'drooling',
  'drool',
  'dribbling',
  'salivation',
  'saliva',
  'sialorrhoea',
  'sialorrhea',
  'weight gain',
  'appetite',
  'low mood',
  'dystonia',
  'dyskinesia',
  'tics',
  'twitching',
  'sweating',
  'hot flushes',
  'flushing',
  'incontinence',
  'enuresis',
  'bedwetting',
  'nightmares',
  'abscess',
  'atrophy',
  'dryness',
  'haematuria',
  'heart attack',
  'stent',
  'motion sickness',
  'travel sickness',
  'sickness',
  'disorder',
  'disease',
  'injury',
  'fracture',
  'ulceration',
];

/**
 * Problems that are a reason to stop a medicine, never what one is for ('Falls x2 - cease Stilnox'): a
 * problem list's label of these words is a stop's reason (parse/condition-label.ts), never a use.
 */
export const HARM_WORDS: readonly string[] = [
  'falls',
  'fall',
  'falling',
  'near falls',
  'near-falls',
];
