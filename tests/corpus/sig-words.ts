/**
 * The words of a sig, as data: frequencies with the slots they mean, PRN words, maxima, durations,
 * quantities, routes and count words, each in the spellings Australian prescribers, software and
 * pharmacy labels use. `{n}`, `{q}` and `{r}` are filled in by the composer.
 */
import type { Slot } from './types';

export interface Frequency {
  slots: Slot[];
  words: string[];
  /** Short forms a ward round writes run together with the count (`1bd`, `2qds`). */
  short: string[];
  /** Non-daily regimens: the slot text must say the interval or day. */
  says?: string[];
}

export const FREQUENCIES: Record<string, Frequency> = {
  daily: {
    slots: ['0800'],
    words: [
      'daily',
      'once daily',
      'od',
      'OD',
      'mane',
      'in the morning',
      'every morning',
      'once a day',
      'qam',
      'with breakfast',
      'Once Daily',
      'at 8am',
      'at 0800',
    ],
    short: ['mane', 'daily', 'od'],
  },
  midday: {
    slots: ['1200'],
    words: ['midi', 'at lunch', 'with lunch', 'at midday', 'at 12pm'],
    short: ['midi'],
  },
  evening: {
    slots: ['1800'],
    words: [
      'vespere',
      'in the evening',
      'with dinner',
      'with evening meal',
      'every evening',
      'at 6pm',
    ],
    short: ['vespere'],
  },
  night: {
    slots: ['2200'],
    words: [
      'nocte',
      'at night',
      'at bedtime',
      'hs',
      'HS',
      'nightly',
      'every night',
      'at night before bed',
      'Nocte',
      'at 10pm',
    ],
    short: ['nocte', 'hs'],
  },
  bd: {
    slots: ['0800', '1800'],
    words: [
      'bd',
      'BD',
      'b.d.',
      'bid',
      'twice daily',
      'twice a day',
      'Twice Each Day',
      '2 times a day',
      '2 times/day',
      '12 hourly',
      '12-hourly',
      'every 12 hours',
      'every twelve hours',
      'q12h',
      '12/24',
      'morning and evening',
      'TWICE a day',
    ],
    short: ['bd', 'BD', 'bid'],
  },
  tds: {
    slots: ['0800', '1200', '1800'],
    words: [
      'tds',
      'TDS',
      'tid',
      't.d.s.',
      'three times daily',
      'three times a day',
      '3 times a day',
      '3 times/day',
      '8 hourly',
      '8/24',
      'every 8 hours',
      'every eight hours',
      'q8h',
      'Three Times Each Day',
      'THREE times a day',
    ],
    short: ['tds', 'tid'],
  },
  qid: {
    slots: ['0800', '1200', '1800', '2200'],
    words: [
      'qid',
      'QID',
      'qds',
      'q.i.d.',
      'four times daily',
      'four times a day',
      '4 times a day',
      '4 times/day',
      '6 hourly',
      '6/24',
      'every 6 hours',
      'every six hours',
      'q6h',
      'FOUR times a day',
    ],
    short: ['qid', 'qds'],
  },
  maneNocte: {
    slots: ['0800', '2200'],
    words: ['mane and nocte', 'morning and night', 'mane & nocte', 'in the morning and at night'],
    short: [],
  },
  weekly: {
    slots: ['0800'],
    words: ['weekly', 'once weekly', 'once a week', 'every week'],
    short: [],
    says: ['week'],
  },
  monday: {
    slots: ['0800'],
    words: ['on Mondays', 'every Monday', 'weekly on Monday'],
    short: [],
    says: ['mon'],
  },
};

/** How often a when-required order may be repeated; read but not placed in slots. */
export const PRN_FREQUENCIES = [
  'every 4-6 hours',
  '4-6 hourly',
  '4 hourly',
  'every 4 hours',
  'up to qid',
  'up to four times a day',
  'q4h',
  'four hourly',
  '6 hourly',
  'tds',
  'bd',
  'nocte',
  'daily',
];

/** The contract's when-required words and the equivalents it lists. */
export const PRN_WORDS = [
  'prn',
  'PRN',
  'p.r.n.',
  'as needed',
  'when required',
  'as required',
  'if needed',
  'pro re nata',
  'as reqd',
  'if required',
  'when necessary',
  'when needed',
  'sos',
  'SOS',
];

export const MAXIMA = [
  'max {n} {form}s in 24 hours',
  'max {n} {form}s/24hrs',
  '{n} {form}s max daily',
  'maximum {n} doses per day',
  '(max {n} per 24 hours)',
  'MAX {n}/24H',
  'not more than {n} {form}s a day',
];

export const DURATIONS = [
  'for {n} days',
  'x {n} days',
  'for {n}/7',
  '{n}/7',
  '- {n} more days',
  'for a further {n} days',
  'x{n}/7',
  'for {n} days then stop',
];

export const QUANTITIES = [
  'mitte {q}',
  '[{q} tabs]',
  'Qty: {q} Rpt: {r}',
  'Qty {q}, {r} repeats',
  'x {q}',
  'Supply: {q}',
  'dispense {q}',
  '({q} tablets)',
  'Mitte: {q} ({r} rpts)',
];
export const QUANTITY_NUMBERS = [28, 30, 56, 60, 84, 90, 112, 168];
export const REPEAT_NUMBERS = [3, 5];

export const ROUTES: Record<string, string[]> = {
  oral: ['oral', 'orally', 'PO', 'po', 'by mouth', 'ORAL'],
  inhaled: ['inhaled', 'inh', 'via spacer', 'INH'],
  subcut: ['subcut', 'SC', 's/c', 'subcutaneously', 'SUBCUT'],
  iv: ['IV', 'intravenously', 'IV infusion'],
  eye: ['both eyes', 'into both eyes', 'left eye', 'OU'],
  sublingual: ['sublingually', 'SL', 'under the tongue'],
  nasal: ['intranasally', 'into one nostril'],
};

/** Count words by value; the first is the digit form. */
export const COUNT_WORDS: Record<string, string[]> = {
  '1': ['1', 'one', 'ONE'],
  '2': ['2', 'two', 'TWO'],
  '3': ['3', 'three'],
  '0.5': ['half', '½', '0.5', '1/2', 'one-half'],
  '1.5': ['one and a half', '1½', '1.5', '1 1/2'],
};
/** What a slot may say for a count value besides the digits (ignoring case and spaces). */
export const COUNT_ALTERNATIVES: Record<string, string[]> = {
  '0.5': ['0.5', '1/2', '½', 'half', 'half a', 'one-half', 'one half'],
  '1.5': ['1.5', '1 1/2', '1½', 'one and a half', 'one and one-half'],
};
export const RANGE_WORDS = ['{a}-{b}', '{a} - {b}', '{a} to {b}', '{a} or {b}', '{a}–{b}'];
export const RANGE_ALTERNATIVES = ['{a}-{b}', '{a}to{b}', '{a}or{b}', '{a}–{b}'];

/** The words for one unit of a dose form, singular and plural, and what a slot may say for it. */
// `slot`: what a slot may say for the form; the first is what the failure report names. The row keeps the word
// the order wrote (the contract: keep what the order gave), so `inhalation` is as right as `puff`.
export const FORM_WORDS: Record<string, { one: string[]; many: string[]; slot: string[] }> = {
  tablet: {
    one: ['tablet', 'tab', 'tablet(s)', 'TABLET'],
    many: ['tablets', 'tabs', 'tablet(s)', 'TABLETS'],
    slot: ['tab'],
  },
  capsule: {
    one: ['capsule', 'cap', 'capsule(s)', 'CAPSULE'],
    many: ['capsules', 'caps', 'capsule(s)', 'CAPSULES'],
    slot: ['cap'],
  },
  puff: {
    one: ['puff', 'inhalation', 'puff(s)'],
    many: ['puffs', 'inhalations', 'puff(s)'],
    slot: ['puff', 'inhal'],
  },
  drop: { one: ['drop', 'drop(s)'], many: ['drops', 'drop(s)'], slot: ['drop'] },
  sachet: { one: ['sachet', 'sachet(s)'], many: ['sachets', 'sachet(s)'], slot: ['sachet'] },
  spray: { one: ['spray', 'spray(s)'], many: ['sprays', 'spray(s)'], slot: ['spray'] },
};

/** Spoonfuls: word, millilitres. */
export const SPOONS: Array<[string[], number]> = [
  [['teaspoon', 'teaspoonful', 'tsp'], 5],
  [['dessertspoon', 'dessertspoonful'], 10],
  [['tablespoon', 'tablespoonful', 'tbsp'], 15],
];

/** Time-of-day words for per-time doses (`1 mane 2 nocte`). */
export const SLOT_WORDS: Record<Slot, string[]> = {
  '0800': ['mane', 'in the morning', 'morning', 'MANE'],
  '1200': ['midi', 'at midday', 'lunchtime'],
  '1800': ['vespere', 'in the evening', 'evening'],
  '2200': ['nocte', 'at night', 'night', 'NOCTE'],
};

/** Loading doses: a first dose, then the maintenance frequency. */
export const LOADING = [
  '{a} immediately then {b} {freq}',
  '{a} stat then {b} {freq}',
  'loading dose {a} {forms}, then {b} {form} {freq}',
  '{a} {forms} stat, then {b} {freq}',
  '{a} {forms} on day 1 then {b} {form} {freq}',
];
