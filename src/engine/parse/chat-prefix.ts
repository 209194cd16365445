/**
 * A secure-messaging or chat export: each message opens with its timestamp and sender
 * ('[24/11/2026, 09:31] Kerrie RN (Banksia Medical): Apixaban 5mg BD', '24/11/26, 9:31 pm - Dr Lee: ...',
 * '[09:31] Pharmacy: ...', '2026-11-24 09:31 Ward 4B: ...'). The timestamp says when the message was
 * sent, never when a dose is taken, and the sender is a person, never the medicine: read as part of the
 * line, the sender became a medicine's name and the time a dose time. The prefix is dropped when two
 * lines or more carry one; a single timed line ('08:00 Morning: ...') is left to the time readers.
 * An eMR audit log writes the same prefix with a pipe after the user ('2026-11-24 09:31:07 jsmith | ...').
 */

import { medicineAtStart } from './lookup';

const DATE = String.raw`\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?`;
// A sender: a few words (a ward number too), maybe an organisation in brackets, then a colon.
const SENDER = String.raw`[A-Za-z][^:\[\]]{0,60}?`;
// Bracketed ('[date, time]', '[time]') or a date and time with no brackets then an optional dash.
const PREFIX = new RegExp(
  String.raw`^\s*(?:\[\s*(?:${DATE}[,\s]+)?${TIME}\s*\]|${DATE},?\s+${TIME})\s*(?:[-–—]\s*)?(${SENDER})\s*([:|])\s+(?=\S)`,
  'i',
);

/** The lines without their chat prefix; the same lines when fewer than two carry one. */
export function withoutChatPrefix(lines: string[]): string[] {
  const marks = lines.map((l) => {
    const m = PREFIX.exec(l);
    // After a pipe, the 'sender' may be a dose chart's first cell ('[27/11 08:00] Metformin 500mg x2 | ...'):
    // a user has no figures and is no medicine.
    return m && m[2] === '|' && (/\d/.test(m[1]!) || medicineAtStart(m[1]!)) ? null : m;
  });
  if (marks.filter(Boolean).length < 2) return lines;
  return lines.map((l, i) => (marks[i] ? l.slice(marks[i]![0].length) : l));
}
