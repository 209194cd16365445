/**
 * Spelling variants of dosing words rewritten to the one spelling the readers know, before a line is
 * read. Each rule is built from the lexicon's lists, never from a copied word list, and only joins,
 * splits or respells what is written: no number or word is added that the line does not say.
 */
import {
  alternation,
  NUMBER_WORDS,
  PRN_CANONICAL,
  PRN_EQUIVALENTS,
  OCCASIONAL_WORDS,
  PRN_BOWEL_CONDITIONS,
  PRN_SYMPTOMS,
  LAY_SYMPTOMS,
  PRN_WORDS,
  QUANTITY_WORDS,
  RUN_TOGETHER_WORDS,
  spellings,
  TIME_WORDS,
  UNIT_WORDS,
  DOSE_UNIT_WORDS,
} from './words';
import {
  SPELLED_AMOUNT,
  SPELLED_HINT,
  SPELLED_NUMBER,
  spelledAmountToDigits,
  spelledNumberToDigits,
  SPELLED_PHRASE,
  spelledValue,
} from './spelled-numbers';
import { ARROW_RULES } from './arrow-changes';
import { CHANGE_INSTRUCTION_RULES } from './change-instruction';
import { ORDINAL_DAY_RULES } from './ordinal-days';
import { DAY_LETTER_RULES } from './day-letters';
import { USE_FIELD_RULES } from './use-words';
import { INTERVAL_FRACTION_RULES } from './interval-fractions';
import { VULGAR_FRACTION_RULES } from './vulgar-fractions';
import { PREPARED_DOSE_RULES } from './prepared-doses';
import { TABLET_LETTER_RULES } from './tablet-letter';
import { EYE_SIDE_RULES } from './eye-sides';
import { PATCH_OFF_RULES } from './patch-off';
import { START_WHEN_RULES } from './start-when';
import { CHANGE_FROM_TO_RULES } from './change-from-to';
import { NUMBER_ECHO_RULES } from './number-echo';
import { DICTATED_COMMAND_RULES } from './dictated-commands';
import { DICTATED_STRENGTH_RULES } from './dictated-strengths';
import { FORM_FIRST_RULES } from './form-first';
import { SIGNA_DD_RULES } from './signa-dd';
import { FOREIGN_DIRECTION_RULES } from './foreign-directions';
import { DECIMAL_COMMA_RULES } from './decimal-comma';
import { NUMBER_SCALE_RULES } from './number-scales';
import { QUOTED_DIRECTIONS_RULES } from './quoted-directions';
import { WEAN_LEAD_RULES } from './wean-lead';
import { USUAL_DOSE_RULES } from './usual-dose';
import { DOTTED_LATIN_RULES } from './dotted-latin';
import { ROMAN_COUNT_RULES } from './roman-count';
import { CLOCK_WORD_RULES } from './clock-words';
import { PAIN_SITE_RULES } from './pain-sites';
import { FLARE_RULES } from './flare-conditions';
import { REMINDER_RULES } from './reminder-recurrence';
import { TIME_SPELLING_RULES } from './time-spellings';
import { GLOSSED_SCRIPT_RULES } from './glossed-script';

// A slash after a time word and before the next dose ('10 units breakfast / 8 units lunch').
const SLASH_AFTER_TIME = new RegExp(
  String.raw`(?<=\b${alternation(TIME_WORDS.map(([w]) => w))})\s*\/\s*(?=\d)`,
  'gi',
);

// A form's when-required field and its yes/no answer (the 'prn-yes-no-field' rule).
const PRN_FIELD_WORDS = alternation([
  ...PRN_WORDS,
  ...PRN_EQUIVALENTS,
  'p.r.n',
  'on demand',
  'as necessary',
]);
const PRN_FIELD_HINT =
  /(?:prn|p\.r|need|requir|req'?d|necess|demand|nata|sos|s\.o\.s)[\w.']*\s*[:=?-]/i;
const PRN_FIELD_RE = new RegExp(
  String.raw`(?<![\w.])(${PRN_FIELD_WORDS})\s*(?:[:=?-]\s*)+(?:(no|nil|none|false|n|✗|✘)(?=\s*(?:$|[,;|\t)]|\s[A-Z][\w ]{0,20}:))|(yes|y)(?![\w'-]))`,
  'gi',
);

const RUN = alternation(RUN_TOGETHER_WORDS);
const UNIT = alternation(spellings(UNIT_WORDS));
const NUM = String.raw`\d+(?:\.\d+)?`;
const VOLUME = new RegExp(`^${alternation([...UNIT_WORDS.mL!, ...UNIT_WORDS.L!])}$`, 'i');
const WORD_NUMBERS = alternation(Object.keys(NUMBER_WORDS).filter((w) => w !== 'half'));

const PRN_ANY = new RegExp(
  `(?<![\\w'])${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}(?![\\w'])`,
  'i',
);

export interface NormaliseRule {
  id: string;
  examples: string[];
  re: RegExp;
  /** A quick test a line must pass for `re` to match at all: the slower pattern runs only where it may apply. */
  hint?: RegExp;
  to: string | ((...m: string[]) => string);
}

export const NORMALISE_RULES: readonly NormaliseRule[] = [
  // A gloss in brackets is read in place of the words in another script it translates, before any rule reads them.
  ...GLOSSED_SCRIPT_RULES,
  // '2,5 mg': a decimal comma, before any rule splits at the comma.
  ...DECIMAL_COMMA_RULES,
  // '1.2 million units', '100 000 units': a large dose in units, as one plain number.
  ...NUMBER_SCALE_RULES,
  // '1 cp matin et soir', 'cada 12 horas', 'al bisogno': a visitor's directions in English words.
  ...FOREIGN_DIRECTION_RULES,
  // 'label "Take ONE tablet at night"': directions quoted from a label are the directions.
  ...QUOTED_DIRECTIONS_RULES,
  // 'Perindopril 5mg mane -> reduce to 2.5mg mane': the order as it was, then the change to make now.
  ...CHANGE_INSTRUCTION_RULES,
  // A change list's arrows first ('WAS → NOW'): the rules after them read the order as respelled.
  ...ARROW_RULES,
  // 'wean: 7.5 mg nocte ...': the dose after the word is taken now.
  ...WEAN_LEAD_RULES,
  ...FORM_FIRST_RULES,
  // 'R/ ... no. X  S 2 dd 1': a Dutch-derived prescription's items and directions.
  ...SIGNA_DD_RULES,
  ...USUAL_DOSE_RULES,
  ...ORDINAL_DAY_RULES,
  // 'M/W/F', 'MWF', 'Mon-Wed-Fri': days as letters or a dash chain, respelled as a list of days.
  ...DAY_LETTER_RULES,
  ...USE_FIELD_RULES,
  ...INTERVAL_FRACTION_RULES,
  ...VULGAR_FRACTION_RULES,
  // 'dissolve one sachet in water and take once a day': the dose first, so the times after it are read.
  ...PREPARED_DOSE_RULES,
  // '1/4 T bd', 'i T tds': a chart's capital T after a count is a tablet (before the Roman counts read 'i').
  ...TABLET_LETTER_RULES,
  ...EYE_SIDE_RULES,
  ...PATCH_OFF_RULES,
  ...START_WHEN_RULES,
  ...NUMBER_ECHO_RULES,
  // Before 'unit-range': 'increased from 5 mg to 10 mg' is a change, not a range.
  ...CHANGE_FROM_TO_RULES,
  {
    id: 'plural-suffix',
    hint: /\(e?s\)/i,
    examples: ['2 puff(s) four hourly', '1 tablet(s) daily'],
    re: /([a-z])\((?:s|es)\)/gi,
    to: (_m, last: string) => `${last}s`,
  },
  {
    // The sentence's full stop after a dotted abbreviation ('1 tab t.d.s..', 'q.i.d..') is not part of it.
    id: 'abbreviation-full-stop',
    hint: /\.\./,
    examples: ['Take 1 tab t.d.s..', 'TWO STAT, THEN ONE T.D.S..', '1 drop b.d.. into both eyes'],
    re: /\b((?:[a-z]\.){2,})\.+/gi,
    to: '$1',
  },
  ...DOTTED_LATIN_RULES,
  // After the dotted Latin: 'ii q.p.m.' is 'ii qpm', then '2 qpm'.
  ...ROMAN_COUNT_RULES,
  // 'at eight in the morning' is 'at 8 am', before the spelled numbers are read as amounts.
  ...CLOCK_WORD_RULES,
  // 'at nite', 'Times: 08 18': times of day the readers know, before numbers are read as amounts.
  ...TIME_SPELLING_RULES,
  {
    // Dictation spells its punctuation ('... in the morning comma new comma for the stent full stop.'): the
    // marks themselves, so the clause readers split and end the order where the speaker did.
    id: 'dictated-punctuation',
    hint: /\b(?:comma|full stop|colon|semicolon)\b/i,
    examples: [
      'Clopidogrel 75 mg mane comma new comma for the stent full stop.',
      'Discharge medications colon.',
    ],
    re: /\s+(comma|semicolon|full stop|colon)\b\.?(?=\s|$)/gi,
    to: (_m, mark: string) =>
      ({ comma: ',', semicolon: ';', 'full stop': '.', colon: ':' })[mark.toLowerCase()] ?? _m,
  },
  // Then the spoken brackets, item numbers and line breaks (lexicon/dictated-commands.ts).
  ...DICTATED_COMMAND_RULES,
  {
    // An eMR's yes/no field for when-required ('PRN: N', 'PRN? No', 'prn - nil', 'As needed - No',
    // 'PRN: Y (pain)'): 'no' says the order is regular, so the field is dropped; 'yes' leaves the PRN word
    // alone. Any when-required word of the lexicon, one or more separators. A 'no' must end the field: 'PRN -
    // no more than 4 g a day' is a limit, not an answer. (The one reader of this field: parse/clause.ts and the
    // token accounting no longer read it again.)
    id: 'prn-yes-no-field',
    hint: PRN_FIELD_HINT,
    examples: [
      'Freq: mane, PRN: N, Status: Continued',
      'Freq: 4-hourly, PRN: Y (wheeze)',
      'Frequency: BD | PRN? No',
      'Flucloxacillin 500 mg QID, prn - nil',
    ],
    re: PRN_FIELD_RE,
    to: (_m, word: string, no?: string) => (no ? '' : word),
  },
  {
    // '1 at 12 noon', '½ tab 12 midday': the 12 is the clock of the time word, never a count of tablets.
    // '10 mg at 12 md', '12MD', '12 m.d.': a chart's 'meridies' shorthand for noon (its dose had been lost).
    id: 'twelve-noon',
    hint: /\b12\s*(?:noon|midday|m\.?d\b)/i,
    examples: ['1 at 12 noon', '½ tablet at 12 midday', '10 mg at 12 md', '5 mg 12MD'],
    re: /\b12\s*(noon\b|midday\b|m\.?d\b\.?)/gi,
    to: (_m, word: string) => (/^m/i.test(word) ? 'midday' : word),
  },
  {
    // 'on waking about 7 am', 'at around 8pm': the clock is the time; 'about' only says it is not exact.
    id: 'about-clock',
    hint: /\b(?:about|around|approx\.?|approximately)\s+\d/i,
    examples: ['on waking about 7 am', 'at around 8pm'],
    re: /(?:\bat\s+)?\b(?:about|around|approx\.?|approximately)\s+(?=\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\b)/gi,
    to: 'at ',
  },
  {
    // 'at brekky', 'with brekkie': Australian everyday words for breakfast (the morning meal, 0800).
    id: 'brekky-breakfast',
    hint: /\bbrekk/i,
    examples: ['2 at brekky and 2 at tea', '1 with brekkie'],
    re: /\bbrekk(?:y|ie)s?\b/gi,
    to: 'breakfast',
  },
  {
    // 'Tea' is the evening meal in a list of meals ('with breakfast and tea', 'Breakfast, Lunch, Tea'); alone it
    // may be a drink ('with a cup of tea'), so only after another meal is 'with' written before it.
    id: 'meal-list-tea',
    hint: /\btea\b/i,
    examples: [
      'one tablet twice a day with breakfast and tea',
      'at breakfast, lunch and tea',
      '1 tab breakfast + tea',
      '2 tablets morning and tea',
    ],
    // '+' and '/' join meals as 'and' does ('breakfast + tea', 'breakfast/tea'): tea was lost there, silently.
    // After another time of day too ('2 tablets morning and tea', 'mane & tea'): a list of times, never a drink.
    re: /(?<=\b(?:breakfast|lunch|lunchtime|dinner|supper|morning|mornings|mane|midday|noon)\s*(?:,|and|&|\+|\/)\s*)tea\b/gi,
    to: 'with tea',
  },
  {
    // '10 units breakfast / 8 units lunch / 12 units tea': a slash between doses that each name their time
    // separates them, as a comma does; it is not a ratio of the amounts ('10 units/8 units').
    id: 'slash-between-timed-doses',
    // Every time word ends in a letter: a letter, then the slash, then a digit (most lines have none; the
    // time-word lookbehind is slow to try at every position).
    hint: /[a-z]\s*\/\s*\d/i,
    examples: ['10 units breakfast / 8 units lunch / 12 units tea', '1 mane/2 nocte'],
    re: SLASH_AFTER_TIME,
    to: ', ',
  },
  {
    // A dose straight before 'tea' ('60 mane 30 tea', '1 tab tea', '8 units at tea') is taken with the evening
    // meal: a drink is never dosed so.
    id: 'dose-at-tea',
    hint: /\btea\b/i,
    examples: ['gliclazide MR 60 mane 30 tea', 'Novorapid 8 units at tea', 'metformin 1 tab tea'],
    re: /(?<=\b\d+(?:\.\d+)?\s*(?:(?:mg|units?|u|tabs?|tablets?|caps?|capsules?)\s+)?)(?:at\s+|with\s+)?tea\b/gi,
    to: 'with tea',
  },
  // 'four hundred slash eighty one tablet': a dictated combination strength, then its dose (dictated-strengths.ts).
  ...DICTATED_STRENGTH_RULES,
  {
    id: 'spelled-amount',
    hint: SPELLED_HINT,
    examples: ['six hundred and sixty-five milligrams', 'sixty-two point five micrograms'],
    re: SPELLED_AMOUNT,
    to: spelledAmountToDigits,
  },
  {
    // Any other number spelled out ('Paracetamol five hundred, two tablets', 'twenty-five units', 'for
    // fifteen days', 'two and a half tablets'): read as its digits wherever a number is read.
    id: 'spelled-number',
    hint: SPELLED_HINT,
    examples: [
      'Paracetamol five hundred, two tablets',
      'for twenty-one days',
      'thirty minutes before',
    ],
    re: SPELLED_NUMBER,
    to: spelledNumberToDigits,
  },
  {
    // 'six percent', '0.9 per cent' (dictated or typed out): the sign the strength reader reads, after the
    // spelled numbers are digits; left as a word, the figure was read as part of the name.
    id: 'percent-word',
    hint: /\bper\s?cent\b/i,
    examples: ['sodium chloride 6 percent nebules', 'chlorhexidine 0.2 per cent mouthwash'],
    re: new RegExp(String.raw`(\d|(?<![\w-])${SPELLED_PHRASE})\s*per\s?cent\b`, 'gi'),
    to: (m: string, figure: string) =>
      /\d/.test(figure) ? `${figure}%` : `${spelledValue(figure) ?? figure}%`,
  },
  {
    // 'ten micrograms per hour', '25 mcg per hr' (a patch or an infusion's rate) is '10 micrograms/hour', as
    // the strength reader reads '10 microgram/hour': read as a frequency, the patch's rate became a dose change.
    id: 'unit-per-hour',
    hint: /\bper\s+h/i,
    examples: ['Norspan patch ten micrograms per hour', 'Fentanyl 25 mcg per hr patch'],
    re: new RegExp(String.raw`(?<=\d\s*${UNIT})\s+per\s+(?:hours?|hrs?|h)(?![a-z])`, 'gi'),
    to: '/hour',
  },
  {
    // A comma typed with no space after it between two words ('morning and night,plus 1 extra puff',
    // 'when needed,max 12 a day') ends its clause as ', ' does; unspaced, the next clause ran into this one.
    id: 'comma-no-space',
    hint: /[a-z],[a-z]/i,
    examples: ['1 puff morning and night,plus 1 extra when needed', 'as needed,max 12 a day'],
    re: /(?<=[a-z]{2}),(?=[a-z]{2})/gi,
    to: ', ',
  },
  {
    id: 'thousands-separator',
    hint: /\d,\d{3}/,
    examples: ['Dalteparin 7,500units', '1,000 mg'],
    re: /(?<![\d.,])(\d{1,3}),(\d{3})(?![\d,])/g,
    to: '$1$2',
  },
  {
    // A name run into its strength by a hurried typist or a PDF ('Rosuvastatin5mg', 'Pregabalin75mg'):
    // four letters or more, so 'B12' and 'D3' stay part of their names.
    id: 'run-together-strength',
    // A letter straight before a digit: most lines have none, and the pattern tries every word start.
    hint: /[a-z]\d/i,
    examples: ['Rosuvastatin5mg nocte', 'Amlodipine10mg mane', 'PREGABALIN75MG BD'],
    re: new RegExp(String.raw`\b([A-Za-z]{4,})(${NUM}\s*${UNIT})(?![A-Za-z])`, 'gi'),
    to: '$1 $2',
  },
  {
    id: 'run-together-frequency',
    hint: new RegExp(String.raw`\d${RUN}`, 'i'),
    examples: ['1bd', '2qds', '1mane', '2Bd'],
    re: new RegExp(String.raw`(?<=\d)(${RUN})(?=prn\b|\b)`, 'gi'),
    to: ' $1',
  },
  {
    id: 'run-together-prn',
    hint: /prn/i,
    examples: ['2bdprn', 'bdprn', 'noctePRN'],
    re: new RegExp(String.raw`(?<=\b${RUN})(prn)\b`, 'gi'),
    to: ' $1',
  },
  {
    id: 'unit-range',
    // The second amount's number straight after the dash or 'to' (most dashes in a line separate clauses).
    hint: /(?:[-–]|\sto)\s*\d/i,
    // A hyphen between two masses is a combination ('49 mg-51 mg'); between two volumes a range.
    examples: ['15ml-30ml', '5 mg to 10 mg'],
    re: new RegExp(
      // ' - ' with spaces separates clauses ('200 mg/5 mL - 12.5 mL'): only a tight hyphen or 'to' is a range.
      String.raw`(?<![\w./])(${NUM})\s*(${UNIT})(-|–|\s+to\s+|\s+[-–]\s+)(${NUM})\s*(${UNIT})(?![a-z/])`,
      'gi',
    ),
    to: (m, a: string, u1: string, sep: string, b: string, u2: string) =>
      u1.toLowerCase() !== u2.toLowerCase()
        ? m
        : sep.trim() === 'to'
          ? `${a} to ${b} ${u2}`
          : !VOLUME.test(u2)
            ? m
            : // '15 mL - 30 mL': spaced, only a rising pair of volumes is a range.
              sep.trim() === sep || Number(a) < Number(b)
              ? `${a}-${b} ${u2}`
              : m,
  },
  {
    id: 'word-number-interval',
    hint: /hour|hr/i,
    examples: ['every twelve hours', 'four hourly'],
    re: new RegExp(String.raw`\b(${WORD_NUMBERS})(?=\s*(?:-\s*)?(?:hours?|hrs?|hourly)\b)`, 'gi'),
    to: (w: string) => String(NUMBER_WORDS[w.toLowerCase()] ?? w),
  },
  {
    // The contract's 'for breakthrough pain' says when required and what for.
    id: 'prn-breakthrough',
    hint: /breakthrough pain/i,
    examples: ['2 tablets 4 hourly for breakthrough pain'],
    re: /\bfor breakthrough pain\b/gi,
    // Only where no when-required word is written already ('PRN for breakthrough pain' stays).
    to: (m: string, _at: string, whole: string) =>
      PRN_ANY.test(whole) ? m : `${PRN_CANONICAL} ${m}`,
  },
  {
    // 'if wheezy', 'only if he gets chest pain': taken when the symptom comes, so when required for it.
    // A stop or hold before 'if' ('withhold if nauseated') is a condition to stop, not a use.
    id: 'prn-if-symptom',
    // 'when wheezy', 'at night when I can't sleep' (a patient's own words) say it so too.
    hint: /\b(?:if|when)\b/i,
    examples: [
      '4 puffs every 4 hours if wheezy',
      'pt uses only if he gets chest pain',
      "at night when I can't sleep",
      "when she's puffed",
    ],
    re: new RegExp(
      String.raw`(?<!\b(?:withhold|hold|omit|cease|stop|skip|not|unless)\s+)\b(?:(?:pt|patient|he|she|they)\s+(?:uses?|takes?|has)\s+(?:it\s+|them\s+)?)?(?:only\s+)?(?:if|when)\s+(?:(?:i|he|she|they|you|the patient|patient|pt)\s+)?(?:(?:gets?|has|have|is|are|feels?|becomes?|develops?)\s+|(?:i'm|(?:he|she)'s|(?:they|you)'re)\s+)?(${alternation(PRN_SYMPTOMS)})(?![\w'])`,
      'gi',
    ),
    to: (m: string, symptom: string, _at: string, whole: string) =>
      PRN_ANY.test(whole)
        ? m
        : `${PRN_CANONICAL} for ${LAY_SYMPTOMS[symptom.toLowerCase()] ?? symptom.replace(/^an?\s+/i, '')}`,
  },
  // '2 tablets when her head hurts', 'if his back is sore': taken when required for that pain.
  ...PAIN_SITE_RULES,
  // '1 tab BD when gout flares', 'if her eczema is bad': taken when required for that flare.
  ...FLARE_RULES,
  {
    // 'daily if no BO for 2 days', 'if bowels not opened': a laxative taken when the bowels have not opened.
    id: 'prn-if-bowels-not-open',
    hint: /\bif\b/i,
    examples: ['1 sachet daily if no BO for 2 days', '2 tabs nocte if bowels not opened'],
    re: new RegExp(
      String.raw`(?<!\b(?:withhold|hold|omit|cease|stop|skip|unless)\s+)\bif\s+(?:${alternation(PRN_BOWEL_CONDITIONS)})(?![\w'])`,
      'gi',
    ),
    to: (m: string, _at: string, whole: string) =>
      PRN_ANY.test(whole) ? m : `${PRN_CANONICAL} ${m}`,
  },
  {
    // '2 x per day', '2x daily', '3x/day': a count of times a day (read as once daily with a dose of 2, silently).
    id: 'times-by-x',
    hint: /x/i,
    examples: ['2 x per day', '2x daily', '3x/day', '2 x a day'],
    re: /(?<![\d.–-])\b([2-6])\s*[x×]\s*(?:\/\s*)?(daily|a day|per day|each day|day)\b/gi,
    to: '$1 times $2',
  },
  {
    id: 'maximum-after-count',
    hint: /max/i,
    examples: ['6 tablets max daily', '8 tabs maximum per day'],
    re: new RegExp(
      String.raw`\b(\d+\s*${alternation(spellings(DOSE_UNIT_WORDS))})\s+(max(?:imum)?)\s+(daily|per day|a day|in 24 hours)\b`,
      'gi',
    ),
    to: '$2 $1 $3',
  },
  {
    // A colon after a quantity word would split the clause and leave its number to the dose readers.
    id: 'quantity-colon',
    hint: /:/,
    examples: ['Qty: 56 Rpt: 5', 'mitte: 60'],
    re: new RegExp(String.raw`\b(${alternation(QUANTITY_WORDS)})\s*:\s*(?=\d)`, 'gi'),
    to: '$1 ',
  },
  {
    // A dose pattern printed with spaced dashes ('1 - 0 - 1 - 0', a dose aid's profile), middle dots
    // ('1 · 0 · 0 · 1', an aged-care profile) or plus signs ('1+0+1', a letter from a doctor trained
    // overseas): one pattern of counts per time of day, not four clauses.
    // Single counts only, three or four of them, no unit after.
    id: 'spaced-dose-pattern',
    hint: /\d\s*(?:\s[-–]\s|[·•∙+])\s*\d\s*(?:\s[-–]\s|[·•∙+])\s*\d/,
    examples: [
      'Metformin 500mg   1 - 0 - 1 - 0',
      'Rosuvastatin 10mg 0 – 0 – 0 – 1',
      'Sertraline 50 mg tab   0 · 1 · 0 · 0',
      'Tab. Metformin 500 mg 1+0+1',
    ],
    re: /(?<![\w./+-])(\d(?:\.5)?|½)(?:\s+[-–]\s+|\s*[·•∙+]\s*)(\d(?:\.5)?|½)(?:\s+[-–]\s+|\s*[·•∙+]\s*)(\d(?:\.5)?|½)(?:(?:\s+[-–]\s+|\s*[·•∙+]\s*)(\d(?:\.5)?|½))?(?![\w./]|\s*[-–·•∙+]\s*\d|\s*(?:mg|mcg|g|ml|units?|iu|%)(?![a-z]))/gi,
    to: (_m, a: string, b: string, c: string, d?: string) => [a, b, c, d].filter(Boolean).join('-'),
  },
  {
    // A spaced hyphen between two small counts before a dose unit is a range, not a clause break
    // ('Fish oil 1000 – 2 caps' is a strength and a count).
    id: 'spaced-count-range',
    // The dash with the second count and the space after it: a third of all lines have a spaced dash, a few this.
    hint: new RegExp(String.raw`\s[-–]\s+(?:1?\d|${WORD_NUMBERS})\s`, 'i'),
    examples: ['take one - two caps', '1 - 2 tablets'],
    re: new RegExp(
      String.raw`(?<![\d.])\b(1?\d|${WORD_NUMBERS})\s+[-–]\s+(1?\d|${WORD_NUMBERS})(?=\s+${alternation(spellings(DOSE_UNIT_WORDS))}(?![a-z]))`,
      'gi',
    ),
    to: '$1-$2',
  },
  {
    // An en dash between two counts is a range ('one–two tablets'), not a clause break.
    id: 'count-range-dash',
    // A count on both sides, no spaces: most en dashes in a line separate clauses (' – ').
    hint: /[a-z\d]–[a-z\d]/i,
    examples: ['one–two tablets', '1–2 caps'],
    re: new RegExp(
      String.raw`(?<![\w.])(\d+|${WORD_NUMBERS})–(?=(?:\d+|${WORD_NUMBERS})(?![\w.]))`,
      'gi',
    ),
    to: '$1-',
  },
  {
    // A pre-operative instruction run on after the dose ('500 mg bd   withhold on the morning of surgery') is a
    // clause of its own: its 'morning' is the day of the procedure, never a dose time.
    id: 'procedure-instruction',
    hint: /surgery|procedure|operation|pre-?op|theatre/i,
    examples: [
      '500 mg bd withhold on the morning of surgery',
      '10 mg mane take with a sip of water on the morning of surgery',
    ],
    re: /(?<=\w)\s+(?=(?:withhold|withheld|omit|hold|stop|cease|take|give|continue)\b[^–—;(]*\b(?:surgery|procedure|operation|pre-?op|theatre)\b)/gi,
    to: ' – ',
  },
  {
    id: 'prn-equivalent',
    // Each equivalent's last word as written ('reqd', 'necessary', 'sos'): most lines have none.
    hint: new RegExp(alternation(PRN_EQUIVALENTS.map((w) => w.split(' ').pop()!)), 'i'),
    examples: ['as reqd', 'sos', 'when necessary', 'if required'],
    re: new RegExp(String.raw`(?<![\w'])${alternation(PRN_EQUIVALENTS)}(?![\w'])`, 'gi'),
    to: PRN_CANONICAL,
  },
  {
    id: 'occasional-use',
    hint: /occasionally|sometimes|some (?:nights|days)|now and|in a while|time to time/i,
    // After the order's dose or strength only ('a Berocca sometimes (not for a while)' is a remark), and never
    // the old regimen ('(was occasionally)').
    examples: [
      '10 mg (only some nights)',
      '7.5 mg now and then at night',
      '1 tab occasionally for sleep',
    ],
    re: new RegExp(
      String.raw`(?<=\d[^\n]*)(?<![\w'])(?<!\b(?:was|were|previously|formerly|before)\s+(?:only\s+)?)(?:${alternation(OCCASIONAL_WORDS)})(?![\w'])(?!\s+(?:an?\s+)?(?:extra|additional|another|further|more)\b)`,
      'gi',
    ),
    to: PRN_CANONICAL,
  },
  // 'Every day 7:30 AM  Take two Panadol Osteo ...' (quotes already dropped): the reminder's recurrence and time
  // moved after its words.
  ...REMINDER_RULES,
];

/**
 * Quick tests before the rules, built from the rules' own hints: the rules are cut into short runs in their
 * order, and each run's hints are joined into one test (case-insensitively: a wider test only costs time, each
 * rule still tests its own hint; the Unicode ones apart). A run whose joined test fails on the text as it is
 * when the run starts is skipped whole: its first rule's hint fails, so that rule leaves the text as it is, and
 * so on to the run's end. A line most rules cannot touch then costs a few tests, not one a rule (about 76 hint
 * tests a line passed the single joined test of all hints before, for about 2 rules that applied).
 */
const joinHints = (hints: RegExp[], flags: string): RegExp =>
  new RegExp(hints.map((h) => `(?:${h.source})`).join('|'), flags);
/** Distinct hints a run joins at most. */
const RUN_HINTS = 8;
interface HintRun {
  from: number;
  to: number;
  hint: RegExp | null;
}
const unicode = (r: NormaliseRule): boolean => !!r.hint?.flags.includes('u');
function hintRuns(rules: readonly NormaliseRule[]): HintRun[] {
  const runs: HintRun[] = [];
  let from = 0;
  while (from < rules.length) {
    const hints = new Set<RegExp>();
    let to = from;
    // A rule without a hint always runs: its run has no joined test.
    while (
      to < rules.length &&
      rules[to]!.hint &&
      unicode(rules[to]!) === unicode(rules[from]!) &&
      (hints.has(rules[to]!.hint!) || hints.size < RUN_HINTS)
    )
      hints.add(rules[to++]!.hint!);
    if (to === from) to++;
    runs.push({
      from,
      to,
      hint: hints.size ? joinHints([...hints], unicode(rules[from]!) ? 'iu' : 'i') : null,
    });
    from = to;
  }
  return runs;
}
const HINT_RUNS = hintRuns(NORMALISE_RULES);

/** The line with spelling variants of dosing words respelled; the same string when none applies. */
export function normaliseLine(text: string): string {
  let out = text;
  for (const run of HINT_RUNS) {
    if (run.hint && !run.hint.test(out)) continue;
    for (let i = run.from; i < run.to; i++) {
      const r = NORMALISE_RULES[i]!;
      if (r.hint && !r.hint.test(out)) {
        // A failed hint left the text as it was, so the next rules under the same hint would test the same
        // text and fail too (the foreign-language hint was tested 5 times a line, 0.6% of the bench).
        if (!r.hint.global && !r.hint.sticky)
          while (i + 1 < run.to && NORMALISE_RULES[i + 1]?.hint === r.hint) i++;
        continue;
      }
      out = out.replace(r.re, r.to as (substring: string, ...args: string[]) => string);
    }
  }
  return out;
}

function applyRule(r: NormaliseRule, text: string): string {
  if (r.hint && !r.hint.test(text)) return text;
  return text.replace(r.re, r.to as (substring: string, ...args: string[]) => string);
}

/** The ids of the rules that changed the line (for `--explain`). */
export function normaliseTrace(text: string): string[] {
  const fired: string[] = [];
  let out = text;
  for (const r of NORMALISE_RULES) {
    const next = applyRule(r, out);
    if (next !== out) fired.push(r.id);
    out = next;
  }
  return fired;
}
