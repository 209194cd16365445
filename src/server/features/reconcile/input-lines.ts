import { splitLines } from '../../../shared/line-breaks';

/** One non-blank pasted line with its 1-based number in the list as the engine numbers it. */
export interface InputLine {
  line: number;
  text: string;
}

/**
 * The non-blank lines of a list, numbered like the built-in parser numbers them (split on line
 * breaks of the trimmed text), so citations from a model and from the engine agree.
 */
export function numberedLines(text: string): InputLine[] {
  return splitLines(text)
    .map((raw, i) => ({ line: i + 1, text: raw.trim() }))
    .filter((l) => l.text.length > 0);
}
