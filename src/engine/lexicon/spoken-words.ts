/**
 * Numbers and speech: numbers written as words, spelled digits of dictation, and who speaks or fills
 * in a transcribed history. Part of the lexicon (words.ts re-exports it).
 */

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
