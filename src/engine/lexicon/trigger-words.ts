/**
 * Words that say when a when-required dose is taken, not what for: an event it goes before ('prn before
 * dressing changes', 'as needed pre-training', 'prn prior to procedures'). The event is kept in the
 * directions as the dose's condition; the indication stays the stated or usual use (pain, asthma).
 * parse/prn-trigger.ts builds its pattern from these lists.
 */

/** Words that open an event the dose is taken ahead of. */
export const TRIGGER_LEADS: readonly string[] = [
  'before',
  'prior to',
  'ahead of',
  'in advance of',
  'in preparation for',
  'in readiness for',
];

/**
 * Events a prescriber writes after 'pre' ('pre-training', 'pre exercise', 'pre-op'): after 'pre' only these,
 * since 'pre-eclampsia' and 'premenstrual' are conditions.
 */
export const PRE_EVENTS: readonly string[] = [
  'training',
  'exercise',
  'exertion',
  'sport',
  'sports',
  'game',
  'games',
  'match',
  'run',
  'running',
  'workout',
  'activity',
  'dressing',
  'dressings',
  'dressing change',
  'dressing changes',
  'procedure',
  'procedures',
  'procedural',
  'op',
  'operation',
  'surgery',
  'physio',
  'physiotherapy',
  'hydrotherapy',
  'flight',
  'flying',
  'travel',
  'scan',
  'mri',
  'ct',
  'dental',
  'dentist',
  'appointment',
  'appointments',
  'dialysis',
  'chemo',
  'chemotherapy',
  'shower',
  'showering',
  'bath',
  'wound care',
  'cares',
  'care',
  'mobilising',
  'mobilisation',
  'transfer',
  'transfers',
];

/** After a lead these are times of day the timing reader owns ('before breakfast', 'prior to bed'), no event. */
export const TIME_EVENTS: readonly string[] = [
  'breakfast',
  'lunch',
  'dinner',
  'tea',
  'supper',
  'meal',
  'meals',
  'food',
  'eating',
  'bed',
  'bedtime',
  'sleep',
  'sleeping',
  'retiring',
  'each meal',
  'the evening meal',
];
