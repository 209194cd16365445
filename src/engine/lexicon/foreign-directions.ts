/**
 * Directions written in the language of a visitor's own country ('1 cp matin et soir', '1 comprimido cada
 * 12 horas', 'al mattino a digiuno', '1 Tablette abends', 'si douleurs', 'al bisogno'). Data by language:
 * each phrase is respelled once, before any reader sees the line, as the English words the lexicon already
 * knows (words.ts), so times, counts per day, intervals and when-required all read as in an English list.
 * A phrase is only ever a whole word run (no letter before or after it), so an English word that holds one
 * ('sera' in 'serapeptase') is never touched. Add a language as a new block; keep the English on the right
 * one the lexicon has (TIME_WORDS, COUNT_WORDS, PRN_WORDS).
 */
import type { NormaliseRule } from './normalise';

type Phrases = Readonly<Record<string, string>>;

/** Time-of-day, meal and fasting words -> English time words of the lexicon. */
const TIMES: Readonly<Record<string, Phrases>> = {
  french: {
    'matin et soir': 'morning and evening',
    'matin, midi et soir': 'with meals',
    'matin midi et soir': 'with meals',
    'le matin': 'in the morning',
    'au réveil': 'on waking',
    matin: 'in the morning',
    'le midi': 'at midday',
    'au déjeuner': 'with lunch',
    'le soir': 'in the evening',
    'au dîner': 'with dinner',
    soir: 'in the evening',
    'au coucher': 'at bedtime',
    'la nuit': 'at night',
    'à jeun': 'before breakfast',
    'au milieu du repas': 'with food',
    'pendant les repas': 'with meals',
    'pendant le repas': 'with food',
    'aux repas': 'with meals',
  },
  spanish: {
    'en la mañana': 'in the morning',
    'por la mañana': 'in the morning',
    'de la mañana': 'in the morning',
    'en la tarde': 'in the evening',
    'por la tarde': 'in the evening',
    'en la noche': 'at night',
    'por la noche': 'at night',
    'de la noche': 'at night',
    'al acostarse': 'at bedtime',
    'en ayunas': 'before breakfast',
    'con el desayuno': 'with breakfast',
    'con el almuerzo': 'with lunch',
    'con la comida': 'with lunch',
    'con la cena': 'with dinner',
    'con las comidas': 'with meals',
  },
  italian: {
    'al mattino': 'in the morning',
    'alla mattina': 'in the morning',
    'la mattina': 'in the morning',
    'di mattina': 'in the morning',
    'a colazione': 'with breakfast',
    'a pranzo': 'with lunch',
    'a cena': 'with dinner',
    'alla sera': 'in the evening',
    'la sera': 'in the evening',
    'di sera': 'in the evening',
    'prima di dormire': 'at bedtime',
    'al momento di coricarsi': 'at bedtime',
    'a digiuno': 'before breakfast',
    'ai pasti': 'with meals',
  },
  german: {
    morgens: 'in the morning',
    'zum Frühstück': 'with breakfast',
    mittags: 'at midday',
    'zum Mittagessen': 'with lunch',
    abends: 'in the evening',
    'zum Abendessen': 'with dinner',
    'zur Nacht': 'at bedtime',
    nachts: 'at night',
    nüchtern: 'before breakfast',
    'zu den Mahlzeiten': 'with meals',
  },
  portuguese: {
    'de manhã': 'in the morning',
    'pela manhã': 'in the morning',
    'à noite': 'at night',
    'ao deitar': 'at bedtime',
    'em jejum': 'before breakfast',
    'ao almoço': 'with lunch',
    'ao jantar': 'with dinner',
  },
};

/** 'every' before a number of hours ('cada 12 horas', 'toutes les 8 heures', 'ogni 8 ore', 'alle 6 Stunden'). */
const EVERY: Readonly<Record<string, Phrases>> = {
  french: { 'toutes les': 'every' },
  spanish: { cada: 'every' },
  italian: { ogni: 'every' },
  german: { alle: 'every' },
};

/** Words after a number: hours, and counts per day ('2 fois par jour', '2 veces al día', '2 mal täglich'). */
const AFTER_COUNT: Readonly<Record<string, Phrases>> = {
  french: { heures: 'hours', 'fois par jour': 'times daily', 'par jour': 'daily' },
  spanish: {
    horas: 'hours',
    'veces al día': 'times daily',
    'vez al día': 'daily',
    'al día': 'daily',
  },
  italian: {
    ore: 'hours',
    'volte al giorno': 'times daily',
    'volta al giorno': 'daily',
    'al giorno': 'daily',
  },
  german: {
    Stunden: 'hours',
    'mal täglich': 'times daily',
    'mal am Tag': 'times daily',
    'pro Tag': 'daily',
  },
};

/** When-required words, and the symptom a foreign 'if' names (read as 'when required for ...'). */
const WHEN_REQUIRED: Readonly<Record<string, Phrases>> = {
  french: {
    'si besoin': 'when required',
    'si douleurs': 'when required for pain',
    'si douleur': 'when required for pain',
    'en cas de douleur': 'when required for pain',
    'en cas de douleurs': 'when required for pain',
    'si fièvre': 'when required for fever',
    'si insomnie': 'when required for sleep',
    'si nausées': 'when required for nausea',
  },
  spanish: {
    'si es necesario': 'when required',
    'si necesario': 'when required',
    'según necesidad': 'when required',
    'si dolor': 'when required for pain',
    'en caso de dolor': 'when required for pain',
    'si fiebre': 'when required for fever',
    'si no puede dormir': 'when required for sleep',
    'si náuseas': 'when required for nausea',
  },
  italian: {
    'al bisogno': 'when required',
    'se necessario': 'when required',
    'al bisogno per dolore': 'when required for pain',
    'se dolore': 'when required for pain',
    'in caso di dolore': 'when required for pain',
    'se febbre': 'when required for fever',
  },
  german: {
    'bei Bedarf': 'when required',
    'bei Schmerzen': 'when required for pain',
    'bei Fieber': 'when required for fever',
    'bei Übelkeit': 'when required for nausea',
    'bei Schlaflosigkeit': 'when required for sleep',
  },
};

/** Dose units after a count ('1 cp', '2 comprimidos', '1 Tablette'). */
const COUNT_UNITS: Readonly<Record<string, Phrases>> = {
  french: {
    cp: 'tablet',
    cps: 'tablets',
    comprimé: 'tablet',
    comprimés: 'tablets',
    gélule: 'capsule',
    gélules: 'capsules',
  },
  spanish: {
    comprimido: 'tablet',
    comprimidos: 'tablets',
    tableta: 'tablet',
    tabletas: 'tablets',
    cápsula: 'capsule',
    cápsulas: 'capsules',
    sobre: 'sachet',
    sobres: 'sachets',
  },
  italian: {
    compressa: 'tablet',
    compresse: 'tablets',
    cpr: 'tablet',
    capsula: 'capsule',
    bustina: 'sachet',
    bustine: 'sachets',
  },
  german: {
    Tablette: 'tablet',
    Tabletten: 'tablets',
    Kapsel: 'capsule',
    Kapseln: 'capsules',
    Beutel: 'sachet',
  },
};

const merged = (groups: Readonly<Record<string, Phrases>>): Map<string, string> =>
  new Map(
    Object.values(groups).flatMap((g) =>
      Object.entries(g).map(([k, v]): [string, string] => [k.toLowerCase(), v]),
    ),
  );

const escape = (w: string): string =>
  w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, String.raw`\s+`);
const words = (m: Map<string, string>): string =>
  [...m.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const TIME_MAP = merged(TIMES);
const EVERY_MAP = merged(EVERY);
const AFTER_MAP = merged(AFTER_COUNT);
const PRN_MAP = merged(WHEN_REQUIRED);
const UNIT_MAP = merged(COUNT_UNITS);
const key = (w: string): string => w.toLowerCase().replace(/\s+/g, ' ');

// A whole run of words: no letter (accented ones too) before or after it.
const whole = (alt: string): RegExp =>
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alt})(?![\p{L}])`, 'giu');

// Words that mark a line as written in one of these languages: the rules run only where one is found.
export const FOREIGN_HINT =
  /(?<![\p{L}])(?:cp|matin|soir|repas|jeun|coucher|douleurs?|besoin|mañana|noche|tarde|ayunas|almuerzo|cena|comidas?|acostarse|cada|horas|veces|día|dolor|necesario|comprimidos?|cápsulas?|mattin[ao]|sera|pranzo|colazione|digiuno|bisogno|dormire|ogni|giorno|compress[ae]|cpr|morgens|mittags|abends|nachts|nüchtern|nacht|bedarf|schmerzen|täglich|stunden|tabletten?|kapseln?|manhã|noite|jejum|deitar|jantar|almoço|jour|heures|fois|volte|volta|ore|fièvre|fiebre|febbre|fieber|réveil|déjeuner|dîner|nuit)(?![\p{L}])/iu;

export const FOREIGN_DIRECTION_RULES: readonly NormaliseRule[] = [
  {
    id: 'foreign-when-required',
    hint: FOREIGN_HINT,
    examples: [
      '1 cp si douleurs',
      '1 comprimido si no puede dormir',
      'al bisogno',
      'bei Schmerzen',
    ],
    re: whole(words(PRN_MAP)),
    to: (m: string) => PRN_MAP.get(key(m)) ?? m,
  },
  {
    id: 'foreign-time-words',
    hint: FOREIGN_HINT,
    examples: ['1 cp matin et soir', 'en la mañana', 'al mattino a digiuno', 'abends'],
    re: whole(words(TIME_MAP)),
    to: (m: string) => TIME_MAP.get(key(m)) ?? m,
  },
  {
    // 'cada 12 horas', 'toutes les 8 heures': 'every' only before a number and its hours.
    id: 'foreign-every',
    hint: FOREIGN_HINT,
    examples: ['cada 12 horas', 'toutes les 8 heures', 'ogni 8 ore', 'alle 6 Stunden'],
    re: new RegExp(
      String.raw`(?<![\p{L}])(${words(EVERY_MAP)})(?=\s+\d+(?:[.,]\d+)?\s*(?:${words(AFTER_MAP)})(?![\p{L}]))`,
      'giu',
    ),
    to: (m: string) => EVERY_MAP.get(key(m)) ?? m,
  },
  {
    // Only after a number: '12 horas', '2 fois par jour', '1 volta al giorno', '3 mal täglich'.
    id: 'foreign-after-count',
    hint: FOREIGN_HINT,
    examples: ['12 horas', '2 fois par jour', '1 volta al giorno', '3 mal täglich'],
    re: new RegExp(String.raw`(?<=\d\s*)(${words(AFTER_MAP)})(?![\p{L}])`, 'giu'),
    to: (m: string) => AFTER_MAP.get(key(m)) ?? m,
  },
  {
    id: 'foreign-count-unit',
    hint: FOREIGN_HINT,
    examples: ['1 cp', '2 comprimidos', '1 compressa', '1 Tablette'],
    re: new RegExp(String.raw`(?<=\d\s*)(${words(UNIT_MAP)})(?![\p{L}])`, 'giu'),
    to: (m: string) => UNIT_MAP.get(key(m)) ?? m,
  },
];
