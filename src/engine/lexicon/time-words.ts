/**
 * Times of day and counts per day: the slot each time phrase fills (contract 'Times' table) and how a
 * count of doses per day is written. Part of the lexicon (words.ts re-exports it).
 */
import type { TimeSlot } from '../../shared/reconcile';
import { COUNTED_MEAL_PHRASES, EVERY_MEAL_PHRASES } from './meal-words';

const M: TimeSlot = '0800';
const L: TimeSlot = '1200';
const E: TimeSlot = '1800';
const N: TimeSlot = '2200';

/**
 * The slots of a phrase that names meals without saying which ('with meals'): three times daily on its
 * own, but a written count decides ('BD with meals' is twice daily). Compared by identity.
 */
export const MEAL_SLOTS: TimeSlot[] = [M, L, E];

/** The word a reader writes for a dose placed at each slot ('2 tablets mane'), one the timing readers know. */
export const SLOT_READ_WORDS: Readonly<Record<TimeSlot, string>> = {
  [M]: 'mane',
  [L]: 'midday',
  [E]: 'in the evening',
  [N]: 'nocte',
};
/** Plain words for each slot, as a row or a comment says them ('in the morning and at night'). */
export const SLOT_PLAIN_WORDS: Readonly<Record<TimeSlot, string>> = {
  [M]: 'in the morning',
  [L]: 'at midday',
  [E]: 'in the evening',
  [N]: 'at night',
};

/** Time-of-day phrases -> slots (contract 'Times' table). Latin abbreviations without dots. */
export const TIME_WORDS: ReadonlyArray<[string, TimeSlot[]]> = [
  ...([
    ['mane and nocte', [M, N]],
    ['morning and night', [M, N]],
    ['morning and evening', [M, E]],
  ] as Array<[string, TimeSlot[]]>),
  // 'with meals', 'with each main meal', 'before every meal' (lexicon/meal-words.ts).
  ...EVERY_MEAL_PHRASES.map((w): [string, TimeSlot[]] => [w, MEAL_SLOTS]),
  ...slotWords(M, [
    'am',
    'mane',
    'qam',
    'qmane',
    'with breakfast',
    'at breakfast',
    'before breakfast',
    'after breakfast',
    'breakfast',
    'with the morning meal',
    'on waking',
    'upon waking',
    'on rising',
    'in the morning',
    'every morning',
    'each morning',
    'mornings',
    'morning',
    // '1 morn 1 night': the word cut short (only 'night' was read, a dose lost silently).
    'morn',
  ]),
  ...slotWords(L, [
    'midi',
    'at lunch time',
    'lunch time',
    'with the midday meal',
    'with lunch',
    'at lunch',
    'at lunchtime',
    'lunchtime',
    'lunch',
    'at midday',
    'midday',
    'noon',
  ]),
  ...slotWords(E, [
    'vespere',
    // 'Mane | Midi | Vesp | Nocte': a chart's column heading cut short.
    'vesp',
    'qpm',
    'pm',
    'with the evening meal',
    'with evening meal',
    'with tea',
    // 'At tea: Betaloc 25mg' (a home nursing prompt sheet): tea is the evening meal; bare 'tea' is a drink.
    'at tea',
    'after tea',
    'before tea',
    'evening meal',
    'at dinner time',
    'dinner time',
    'at tea time',
    'tea time',
    'with the night meal',
    'with dinner',
    'at dinner',
    'after dinner',
    'before dinner',
    'dinner',
    'teatime',
    'supper',
    'in the evening',
    'every evening',
    'each evening',
    'evening',
  ]),
  ...slotWords(N, [
    'nocte',
    'noct',
    'qnocte',
    'qhs',
    'hs',
    'qn',
    'at night time',
    'night time',
    'at nighttime',
    'nighttime',
    'at bed time',
    'bed time',
    'at night before bed',
    'at bedtime',
    'before bed',
    'at bed',
    'before sleep',
    'bedtime',
    'at night',
    'every night',
    'each night',
    'nightly',
    'night',
    'midnight',
  ]),
];

function slotWords(slot: TimeSlot, words: string[]): Array<[string, TimeSlot[]]> {
  return words.map((w) => [w, [slot]]);
}

/** How a count per day is written after its number ('3 times a day', 'two times/day'). */
const PER_DAY = ['daily', 'a day', 'per day', 'each day', 'day', 'every day'];
const TIMES_COUNTS: ReadonlyArray<[string, number]> = [
  ['2', 2],
  ['two', 2],
  ['3', 3],
  ['three', 3],
  ['4', 4],
  ['four', 4],
  ['5', 5],
  ['five', 5],
  ['6', 6],
  ['six', 6],
];

/** Doses per day, used when no time of day is given. */
export const COUNT_WORDS: ReadonlyArray<[string, number]> = [
  ...TIMES_COUNTS.flatMap(([n, v]) => PER_DAY.map((p): [string, number] => [`${n} times ${p}`, v])),
  ...['qid', 'qds', 'qdi'].map((w): [string, number] => [w, 4]),
  ...['thrice daily', 'thrice a day', 'tds', 'tid', 'tdi'].map((w): [string, number] => [w, 3]),
  ...PER_DAY.map((p): [string, number] => [`twice ${p}`, 2]),
  ...['bd', 'bid', 'bds'].map((w): [string, number] => [w, 2]),
  ...PER_DAY.map((p): [string, number] => [`once ${p}`, 1]),
  ...[
    'one time a day',
    'every day',
    'each day',
    'daily',
    'od',
    'qd',
    'qday',
    'per day',
    'a day',
  ].map((w): [string, number] => [w, 1]),
  // 'with the three main meals' (lexicon/meal-words.ts).
  ...COUNTED_MEAL_PHRASES,
];

/** Abbreviations prescribers run into the count before them ('1bd', '2qds', '1mane', '2bdprn'). */
export const RUN_TOGETHER_WORDS: readonly string[] = [
  'bd',
  'bid',
  'bds',
  'tds',
  'tid',
  'qid',
  'qds',
  'od',
  'mane',
  'nocte',
  'midi',
  'vespere',
  'vesp',
  'qam',
  'qhs',
  'hs',
  'prn',
  'stat',
];
