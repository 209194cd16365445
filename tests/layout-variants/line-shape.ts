/**
 * What the layout transforms need to know of a line, from its text alone (never from the engine, so a
 * transform cannot bend to what the engine reads): whether it is a heading, and an order's parts (the
 * name before its first number, the strength, the rest of the directions).
 */

/** The lines of a list, with the line ending it was written with. */
export const splitText = (text: string): string[] => text.split(/\r?\n/);

// Heading words the contract's section headings use; a heading has no digit and is short.
const SECTION_WORD =
  /\b(?:medicines?|medications?|meds|regular|prn|as required|when required|as needed|ceased|stopped|withheld|new|changed|unchanged|continued|continue|discharge|admission|current|home|ward|inpatient|prescribed|oral|inhaled|topical|other)\b/i;

/** A section heading: 'Regular medicines:', 'CEASED', '## PRN'. Never a line with a digit. */
export function isHeading(line: string): boolean {
  const t = line.trim();
  if (!t || /\d/.test(t) || t.split(/\s+/).length > 6) return false;
  if (/^#{1,6}\s/.test(t) || /:$/.test(t)) return true;
  return t === t.toUpperCase() && /[A-Z]{3}/.test(t) && SECTION_WORD.test(t);
}

/** The heading's words, without a markdown mark or a closing colon. */
export const headingWords = (line: string): string =>
  line
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/\s*:$/, '');

/** A line a list item's mark goes before: not blank, not a heading. */
export const isItem = (line: string): boolean => line.trim() !== '' && !isHeading(line);

// A list mark already there ('1. ', '- ', '• '), kept apart so a new mark replaces it rather than stacking.
const MARK = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/;

/** The line without its list mark. */
export const withoutMark = (line: string): string => line.replace(MARK, '');

export interface OrderParts {
  name: string;
  strength: string;
  directions: string;
}

// A name is its words before the first digit; the strength is a number and its unit.
const PARTS =
  /^([A-Za-z][A-Za-z' ()/+-]*?)\s+(\d[\d.,/]*\s?(?:mg|g|mcg|microgram|micrograms|units?|IU|mL|ml|%|mmol|nanograms?)(?:\/\d*\s?(?:mL|ml|dose|hr|h|24 ?h|hour))?)\b\s*(.*)$/;

/** An order written 'Name strength directions'; null for any other line. */
export function orderParts(line: string): OrderParts | null {
  const m = PARTS.exec(withoutMark(line).trim());
  if (!m) return null;
  const [, name = '', strength = '', rest = ''] = m;
  if (name.trim().split(/\s+/).length > 5) return null;
  return { name: name.trim(), strength: strength.trim(), directions: rest.trim() };
}
