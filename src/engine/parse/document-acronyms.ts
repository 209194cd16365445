/**
 * An acronym the document spells out itself: 'HAEMATOLOGY WARD - DISCHARGE (VOC with acute chest syndrome)' then
 * '... azithromycin 500 mg daily (ACS)'. Shorthand has more than one meaning (ACS: acute coronary syndrome or acute
 * chest syndrome; VOC: vaso-occlusive crisis); the document's own words say which one it means,
 * and the row's use takes them over the dictionary's (conditions.ts plainWords, for a phrase that names a
 * condition). reconcile() sets the request's words for one reconcile and forgets them after.
 */

// Words that never start a spelled-out term ('and', 'of'): 'aspirin and clopidogrel' spells no 'AAC'.
const LINK_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'from',
  'that',
  'this',
  'was',
  'are',
  'not',
]);
// Two letters spell too many everyday pairs ('BP' ... 'back pain'): three letters at least.
const MIN_LETTERS = 3;
const MAX_LETTERS = 5;

let spelled: ReadonlyMap<string, string> = new Map();

/** The phrase this request's text spells the acronym out as, if any. */
export const documentMeaning = (acronym: string): string | undefined => spelled.get(acronym);

/** Runs `run` knowing the acronyms the texts spell out; then forgets them. */
export function withDocumentAcronyms<T>(texts: readonly string[], run: () => T): T {
  spelled = acronymsSpelledOut(texts.join('\n'));
  try {
    return run();
  } finally {
    spelled = new Map();
  }
}

const fits = (word: string, letter: string): boolean =>
  word.length >= 3 &&
  !LINK_WORDS.has(word.toLowerCase()) &&
  word !== word.toUpperCase() &&
  word[0]!.toLowerCase() === letter.toLowerCase();

/** Each acronym in capitals (3 to 5 letters) with the first run of words in the text whose initials spell it. */
export function acronymsSpelledOut(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const acronyms = new Set(text.match(/\b[A-Z]{3,5}\b/g) ?? []);
  if (!acronyms.size) return out;
  // Phrases never run across punctuation or a line break; a hyphen joins two words of one ('vaso-occlusive').
  const runs = text
    .split(/[^A-Za-z \t-]+/)
    .map((r) => r.split(/[\s-]+/).filter(Boolean))
    .filter((r) => r.length >= 2);
  for (const acronym of acronyms) {
    const n = acronym.length;
    if (n < MIN_LETTERS || n > MAX_LETTERS) continue;
    found: for (const words of runs)
      for (let i = 0; i + n <= words.length; i++) {
        if (![...acronym].every((letter, k) => fits(words[i + k]!, letter))) continue;
        out.set(
          acronym,
          words
            .slice(i, i + n)
            .join(' ')
            .toLowerCase(),
        );
        break found;
      }
  }
  return out;
}
