/**
 * Every line break a pasted list can hold: CR LF, LF, a lone CR (old Mac exports, some EMRs),
 * NEL (U+0085) and the Unicode line and paragraph separators (U+2028, U+2029; Word and PDFs).
 * The size limit, the engine and the line numbers quoted back to the user must all split the same
 * way: a limit that counts fewer lines than the engine reads lets a long list past it.
 */
export const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;

/** The lines of a text, split on every kind of line break (blank lines kept, so numbers agree). */
export const splitLines = (text: string): string[] => text.split(LINE_BREAK);

/** How many lines a text has, counted like splitLines (an empty text is one line). */
export function countLines(text: string): number {
  let n = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0d) {
      n++;
      if (text.charCodeAt(i + 1) === 0x0a) i++;
    } else if (c === 0x0a || c === 0x85 || c === 0x2028 || c === 0x2029) n++;
  }
  return n;
}

/** The same text with every line break as LF, so any reader of it numbers its lines the same. */
export const normaliseLineBreaks = (text: string): string => splitLines(text).join('\n');
