/**
 * Latin letters with accents and tones, as a character-class body: they are letters of the word they sit in
 * ('uống', 'viên', 'comprimé', 'täglich'). Readers that cut words at [a-z] alone split such a word into plain
 * pieces that read as units or routes ('ng' of 'uống' was a nasogastric tube). Not × or ÷.
 */
export const ACCENTED_LETTERS = String.raw`\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff`;
