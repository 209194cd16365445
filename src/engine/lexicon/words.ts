/**
 * The engine's vocabulary, as data and in one place: every word list the tokenizer and the readers
 * match is here, and every pattern that needs such words is built from these lists (see
 * `alternation`), so a word added here is known everywhere at once. Before this module the same
 * words were copied into many patterns and had drifted ('nightly', 'bds', 'qam' known in one and not
 * another).
 */
import { factoredAlternation } from './word-trie';

// The lexicon is split by subject; words.ts stays its one entry point.
export * from './prn-words';
export * from './spoken-words';
export * from './time-words';

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
/**
 * The volume of a household measuring spoon, for comparing a liquid's dose ('1 teaspoonful' of 100 mg/5 mL is 100 mg).
 * Not the tablespoon: 20 mL in Australia, 15 mL elsewhere.
 */
export const SPOON_ML: Readonly<Record<string, number>> = { teaspoon: 5, dessertspoon: 10 };

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
  // Ward shorthand for withheld ('irbesartan/HCTZ - w/h until GP review').
  'w/h',
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
/**
 * A pharmacy's lead before an order it did not hand over ('Not dispensed - amlodipine ceased (ankle oedema)'): why
 * is in the order after it, so the line is that order, never a title.
 */
/**
 * What a dispensing record writes before an item's code ahead of the name ('PBS 2091F Amlodipine ...', 'Item 8626
 * Metformin ...'; '#40211 Atorvastatin ...' has only the hash): a code, never a dose or part of the name.
 */
export const ITEM_CODE_WORDS: readonly string[] = [
  'pbs',
  'rpbs',
  'pbs item',
  'pbs code',
  'item',
  'item code',
  'item no',
  'item number',
];

export const NOT_SUPPLIED_LEADS: readonly string[] = [
  'not dispensed',
  'not supplied',
  'nil dispensed',
  'nil supplied',
];

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
