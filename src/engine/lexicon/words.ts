/**
 * The engine's vocabulary, as data and in one place: every word list the tokenizer and the readers
 * match is here, and every pattern that needs such words is built from these lists (see
 * `alternation`), so a word added here is known everywhere at once. Before this module the same
 * words were copied into many patterns and had drifted ('nightly', 'bds', 'qam' known in one and not
 * another).
 */
import type { TimeSlot } from '../../shared/reconcile';
import { COUNTED_MEAL_PHRASES, EVERY_MEAL_PHRASES } from './meal-words';
import { factoredAlternation } from './word-trie';

const M: TimeSlot = '0800';
const L: TimeSlot = '1200';
const E: TimeSlot = '1800';
const N: TimeSlot = '2200';

/** One to nine in words: both the tokenizer's number words and dictation's spelled digits start here. */
const ONES: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

/** Numbers written as words ('two tablets', 'every twelve hours'). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  half: 0.5,
  ...ONES,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  twenty: 20,
  'twenty-four': 24,
};

/** Who speaks in a transcribed medication history ('Daughter: rivaroxaban twenty milligrams'). */
export const SPEAKER_WORDS = [
  'daughter',
  'son',
  'wife',
  'husband',
  'partner',
  'mum',
  'mother',
  'dad',
  'father',
  'carer',
  'sister',
  'brother',
];
/**
 * Parts of the body a when-required order may name as where it is used ('for her knees', 'for his back'):
 * the place, not what the medicine treats.
 */
export const BODY_PLACES = [
  'knee',
  'knees',
  'back',
  'lower back',
  'neck',
  'hip',
  'hips',
  'shoulder',
  'shoulders',
  'joints',
  'hands',
  'feet',
  'legs',
  'arms',
  'ankles',
  'wrists',
  'elbows',
  'skin',
  'scalp',
];
/** Spoken fillers a dictated line starts with ('Um, rivaroxaban', 'And Movicol'). */
export const FILLER_WORDS = ['um', 'umm', 'uh', 'er', 'erm', 'and', 'also', 'so', 'oh', 'then'];

/**
 * The words of a number spelled out in full, as dictation writes it ('six hundred and sixty-five',
 * 'sixty-two point five'): read only where the number is followed by a strength unit (see
 * `spelled-numbers.ts`), so they are kept apart from NUMBER_WORDS, which the tokenizer reads anywhere.
 */
export const SPELLED_DIGITS: Readonly<Record<string, number>> = { zero: 0, ...ONES };
export const SPELLED_TEENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const SPELLED_TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
export const SPELLED_SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };
export const SPELLED_POINT = 'point';

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

/** Units of measure -> canonical unit. */
export const UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  mg: ['mg', 'milligram', 'milligrams'],
  g: ['g', 'gm', 'gram', 'grams'],
  microgram: ['microgram', 'micrograms', 'microg', 'mcg', 'µg', 'μg', 'ug'],
  nanogram: ['ng', 'nanogram', 'nanograms'],
  units: ['unit', 'units', 'iu', 'u', 'international unit', 'international units'],
  mL: ['ml', 'mls', 'millilitre', 'millilitres'],
  L: ['l', 'litre', 'litres'],
  mmol: ['mmol'],
  '%': ['%'],
};

/** Dose units counted per administration -> canonical dose unit. */
export const DOSE_UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  tablet: ['tab', 'tabs', 'tablet', 'tablets', 'caplet', 'caplets'],
  capsule: ['cap', 'caps', 'capsule', 'capsules'],
  puff: ['puff', 'puffs', 'inhalation', 'inhalations', 'actuation', 'actuations'],
  spray: ['spray', 'sprays'],
  drop: ['drop', 'drops'],
  sachet: ['sachet', 'sachets'],
  patch: ['patch', 'patches'],
  application: ['application', 'applications'],
  suppository: ['suppository', 'suppositories', 'supp', 'supps'],
  pessary: ['pessary', 'pessaries'],
  lozenge: ['lozenge', 'lozenges'],
  piece: ['piece', 'pieces'],
  wafer: ['wafer', 'wafers'],
  nebule: ['nebule', 'nebules', 'respule', 'respules'],
  ampoule: ['ampoule', 'ampoules', 'amp', 'amps'],
  vial: ['vial', 'vials'],
  dose: ['dose', 'doses'],
  measure: ['measure', 'measures'],
  scoop: ['scoop', 'scoops'],
  teaspoon: ['teaspoon', 'teaspoons', 'tsp', 'teaspoonful', 'teaspoonfuls'],
  tablespoon: ['tablespoon', 'tablespoons', 'tbsp', 'tablespoonful', 'tablespoonfuls'],
  dessertspoon: ['dessertspoon', 'dessertspoons', 'dessertspoonful', 'dessertspoonfuls'],
  spoonful: ['spoonful', 'spoonfuls', 'spoon', 'spoons'],
  pen: ['pen', 'pens'],
  pump: ['pump', 'pumps'],
  squirt: ['squirt', 'squirts'],
};

/** Dose forms named on an order. */
export const FORM_WORDS: readonly string[] = [
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'inhaler',
  'mdi',
  // Australian everyday name for a metered-dose inhaler ('Ventolin puffer', 'Flixotide (fluticasone) puffer').
  'puffer',
  'cream',
  'ointment',
  'gel',
  'lotion',
  'eye drops',
  'ear drops',
  'drops',
  'patch',
  'injection',
  'inj',
  'syrup',
  'liquid',
  'mixture',
  'suspension',
  'solution',
  'sachet',
  'sachets',
  'suppository',
  'pessary',
  'nebule',
  'nebules',
  'spray',
  'nasal spray',
  'wafer',
  'odt',
  'lozenge',
  'mouthwash',
  'mouth wash',
  'mouth rinse',
  'powder',
  'granules',
];

/** Routes, as abbreviated or written. */
export const ROUTE_WORDS: readonly string[] = [
  'po',
  'oral',
  'orally',
  'by mouth',
  'iv',
  'im',
  'sc',
  's/c',
  'subcut',
  'subcutaneous',
  // A continuous subcutaneous infusion, by syringe driver: the route is under the skin.
  'csci',
  'syringe driver',
  'sl',
  'sublingual',
  'buccal',
  'pr',
  'pv',
  'neb',
  'nebs',
  'inhaled',
  'topical',
  'top',
  'ng',
  'peg',
  // A feeding tube named in full ('via gastrostomy tube', 'through the nasogastric tube').
  'gastrostomy',
  'nasogastric',
  'jejunostomy',
  'intranasal',
];

/** Stop and hold words (the status readers give them their kinds). */
export const STATUS_WORDS: readonly string[] = [
  'ceased',
  'cease',
  'stopped',
  'stop',
  'discontinued',
  'discontinue',
  // Ward shorthand beside 'cont' and 'incr' ('Montelukast - discont (nightmares)').
  'discont',
  'withheld',
  'withhold',
  'held',
  'suspended',
  'on hold',
  'd/c',
];

/**
 * A status column's one-word shorthand, written in a gutter before the medicine ('UP    | Gliclazide ...',
 * 'OFF<tab>Garlic ...'): what the word says happened to the order. Read only as a cell of its own, before
 * the name; anywhere else these are everyday words ('up to 4 times a day', 'off label').
 */
export const STATUS_CELL_SHORTHAND: Readonly<Record<string, 'increased' | 'reduced' | 'ceased'>> = {
  up: 'increased',
  '↑': 'increased',
  down: 'reduced',
  '↓': 'reduced',
  off: 'ceased',
};

/**
 * Marks a chart or timeline puts before a stop to cross the order out ('X CEASED D0', '✘ stopped'): a mark, not
 * a word of the status.
 */
export const CROSS_MARKS: readonly string[] = ['x', '×', '✗', '✘', '❌', '❎'];

/** A Status cell's word for a record that is a current order, before what happened to it ('Active - changed'). */
export const CURRENT_ORDER_WORDS: readonly string[] = ['active', 'current', 'ongoing', 'open'];

/** A profile's status for a record that is no longer a current order (a Status cell: 'INACTIVE'). */
export const NOT_CURRENT_WORDS: readonly string[] = [
  'inactive',
  'not active',
  'not current',
  'no longer current',
  'expired',
  'superseded',
  'historical',
];

/** Words that introduce a quantity to dispense, never a dose ('mitte 60', '[84 tabs]', 'qty 30'). */
export const QUANTITY_WORDS: readonly string[] = [
  'mitte',
  'qty',
  'quantity',
  'supply',
  'dispense',
  'disp',
  'rpt',
  'rpts',
  'repeats',
  // A US prescription's refills field ('Disp: 90 tablet  Rfl: 3').
  'rfl',
  'refills',
];

/** Words after a count that make it a quantity dispensed ('20 tablets supplied'). */
export const SUPPLIED_WORDS: readonly string[] = ['supplied', 'dispensed', 'in pack', 'per pack'];

/** Words that introduce a maximum ('max 8 tabs daily', '8 tabs max daily'). */
export const MAX_WORDS: readonly string[] = [
  'max',
  'maximum',
  'mdd',
  'not more than',
  'no more than',
  'do not exceed',
  'at most',
];

/** Words that make a dose a one-off first dose ('2 stat then 1 bd', 'two immediately then one daily'). */
export const LOADING_WORDS: readonly string[] = ['stat', 'immediately', 'now', 'initially'];

/** How much of a cream or gel is spread, written instead of an amount ('a thin layer', 'thinly', 'pea-sized amount'). */
export const APPLY_AMOUNT_WORDS: readonly string[] = [
  'thinly',
  'a thin layer',
  'thin layer',
  'a thin film',
  'thin film',
  'a small amount',
  'small amount',
  'a pea-sized amount',
  'pea-sized amount',
  'a pea sized amount',
  'sparingly',
  'liberally',
  'generously',
];

/** Units of a duration ('for 5 days', '3 more days', '2/52'). */
export const DURATION_UNITS: readonly string[] = [
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'more days',
  'more weeks',
];

/**
 * The unit after a course's count ('for 5 days', 'x 12 months', 'x 2 wks', 'x 1 year'): the duration
 * units above in their short spellings too, and doses or nights counted out.
 */
export const COURSE_UNITS: readonly string[] = [
  ...DURATION_UNITS.filter((w) => !w.includes(' ')),
  'wk',
  'wks',
  'mth',
  'mths',
  'yr',
  'yrs',
  'dose',
  'doses',
  'night',
  'nights',
];

/** Interval words ('every', '8 hourly', 'weekly'). */
export const INTERVAL_WORDS: readonly string[] = [
  'every',
  'each',
  'hourly',
  'hrly',
  'weekly',
  'fortnightly',
  'monthly',
  'yearly',
  'annually',
  'alternate days',
  'hour',
  'hours',
  'hr',
  'hrs',
];

/**
 * A regular-expression alternation of the words, longest first (so 'eye drops' wins over 'drops'),
 * special characters escaped and spaces matching any run of white space. No anchors. Factored by shared
 * beginnings (lexicon/word-trie.ts): the same matches as the flat list, read much faster.
 */
export function alternation(words: Iterable<string>): string {
  return factoredAlternation(words);
}

/** Every word of a word-list record ('tablet' -> its spellings). */
export const spellings = (rec: Readonly<Record<string, readonly string[]>>): string[] =>
  Object.values(rec).flat();

/**
 * Words that open a note of the old regimen after the order ('- was: 20 mg at 6 pm', 'previously 40 mg nocte',
 * 'formerly: BD'). Not 'from' (a start date: 'from 1/12 20 mg daily') nor 'before' (a meal: 'before breakfast').
 */
export const PREVIOUS_NOTE_WORDS: readonly string[] = [
  'was',
  'were',
  'previously',
  'previous',
  'prev',
  'formerly',
  'old dose',
  'old regimen',
  'used to be',
  'had been',
  'until now',
  'instead of',
  // What the box at home still says, before the new direction ('label says: 1 twice a day. NOW: 1 daily').
  'label says',
  'label said',
  'label reads',
  'the label says',
  'box says',
  'packet says',
  'script says',
];

/**
 * Words before an amount that make it a previous dose, not this order's ('reduced from 10 mg', 'was 20 mg'):
 * the old-regimen note's words and 'from', which before an amount (not a date) is where a change started.
 */
export const PREVIOUS_WORDS: readonly string[] = ['from', ...PREVIOUS_NOTE_WORDS];
