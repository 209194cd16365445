/**
 * Text struck through with combining marks ('A̶n̶o̶r̶o̶ ̶E̶l̶l̶i̶p̶t̶a̶', U+0336 after every character, as a
 * web form or a chat app copies a strike-through), or underlined the same way (U+0332): each character
 * with a mark after it. The reader saw no word it knew; the text is the same once the marks are removed.
 * The status the line writes ('- ceased: replaced') says what the strike meant; the strike alone is not
 * read as a stop.
 */
const OVERLAY_MARKS = /[\u0332\u0333\u0335\u0336\u0337\u0338]/g;

/** The line without combining strike-through and underline marks. */
export const withoutStrikeMarks = (line: string): string =>
  /[\u0332-\u0338]/.test(line) ? line.replace(OVERLAY_MARKS, '') : line;
