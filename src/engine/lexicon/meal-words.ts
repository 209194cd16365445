/**
 * Phrases that put a dose with every meal of the day without naming the meals ('with meals', 'with each
 * main meal', 'before every meal', 'at mealtimes'). The contract reads 'with meals' as three times a day
 * (0800, 1200, 1800); a count the order writes still decides ('BD with meals' is twice a day), which the
 * timing reader does by the phrases' shared slots (MEAL_SLOTS in words.ts). Built from their parts, so a
 * new way of saying 'every meal' is one word here, never one more phrase per preposition.
 *
 * Not here: meals named one by one ('with breakfast and dinner': each is its own time word), and a single
 * meal that is not named ('with the main meal', 'with a meal'): which meal, and how often, is not written,
 * so the row says the time is not stated.
 */

/** Words that tie a dose to a meal. */
const MEAL_LEADS = ['with', 'at', 'before', 'after', 'during'];

/** 'every meal' as prescribers and patients write it, after one of the leads. */
const EVERY_MEAL = [
  'meals',
  'mealtimes',
  'meal times',
  'main meals',
  'all meals',
  'all main meals',
  'the main meals',
  'each meal',
  'each main meal',
  'each mealtime',
  'each meal time',
  'every meal',
  'every main meal',
  'every mealtime',
];

/** Every phrase meaning 'with each meal of the day' ('with meals', 'before each main meal'). */
export const EVERY_MEAL_PHRASES: readonly string[] = MEAL_LEADS.flatMap((lead) =>
  EVERY_MEAL.map((m) => `${lead} ${m}`),
);

/**
 * Meals counted, not named ('with the three main meals', 'with 2 meals a day'): a count per day, which places
 * the doses as the count does (three: 0800, 1200, 1800; two: 0800, 1800, as 'BD with meals' is read).
 */
const MEAL_COUNTS: ReadonlyArray<[string, number]> = [
  ['two', 2],
  ['2', 2],
  ['three', 3],
  ['3', 3],
];
export const COUNTED_MEAL_PHRASES: ReadonlyArray<[string, number]> = MEAL_LEADS.flatMap((lead) =>
  ['', 'the ', 'your ', 'his ', 'her '].flatMap((the) =>
    MEAL_COUNTS.flatMap(([n, v]) =>
      ['meals', 'main meals'].map((m): [string, number] => [`${lead} ${the}${n} ${m}`, v]),
    ),
  ),
);

/**
 * Food taken between meals, when the order doses with it too ('with meals and snacks', '1 with snacks'):
 * how many doses a day that makes is not written.
 */
export const SNACK_WORDS: readonly string[] = ['snacks', 'snack', 'snack time'];
