/**
 * A line-number gutter copied with the list (a code viewer, a fax, an EMR's print view: '01 | Aspirin ...',
 * 'L3 Aspirin ...', '7: Aspirin ...'): the numbers count the lines of the page, blank lines and headings
 * included, so they go up by one from line to line. Read as part of the line, a gutter hides every
 * heading and bullet behind it and becomes a table's first cell. It is dropped when most lines carry
 * one of one shape and its numbers run with the lines; a list's own numbering ('1. Aspirin', then a
 * heading, then '2. ...') skips the lines between, and is left to the marker rules.
 */

// A number, zero-padded or after an 'L', then a bar, a colon or a space: '01 | ', 'L03 ', '7: '.
// A colon straight before a digit is a clock time ('08:00'), never a gutter.
const GUTTER = /^\s*(L|l)?(\d{1,3})(\s*[|¦]\s?|\s*:(?!\d)\s?|\s)/;
// The gutter's shape, so '01 | ...' and '4: ...' are never counted as one gutter.
const shapeOf = (m: RegExpExecArray): string => `${m[1] ? 'L' : ''}${m[3]!.trim() || ' '}`;

/** The lines without their gutter; the same lines when they have none. */
export function withoutLineGutter(lines: string[]): string[] {
  if (lines.length < 2) return lines;
  const marks = lines.map((l) => GUTTER.exec(l));
  const first = marks.findIndex((m) => m);
  if (first < 0) return lines;
  const offset = Number(marks[first]![2]) - first;
  const shape = shapeOf(marks[first]!);
  // A bare number and a space ('2 Panadol') is a gutter only zero-padded ('02 '): else it may be a count.
  if (shape === ' ' && !marks[first]![2]!.startsWith('0')) return lines;
  const inGutter = marks.map((m, i) => !!m && Number(m[2]) - i === offset && shapeOf(m) === shape);
  const counted = inGutter.filter(Boolean).length;
  const nonBlank = lines.filter((l) => l.trim()).length;
  if (counted < 2 || counted < 0.8 * nonBlank) return lines;
  return lines.map((l, i) => (inGutter[i] ? l.slice(marks[i]![0].length) : l));
}
