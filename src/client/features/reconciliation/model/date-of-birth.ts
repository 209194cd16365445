/**
 * A date of birth typed as Australians write it: day first, always. A browser date input follows
 * the machine's locale (mm/dd/yyyy on some), which once stored 12/03/1941 for 14/03/1941, so the
 * export dialog takes text and reads it here, and shows in words what it understood.
 */

export type DateOfBirthResult =
  | { ok: true; iso: string; words: string }
  | { ok: false; message: string };

export const DOB_MESSAGES = {
  unreadable: 'Enter the date as day/month/year, for example 07/03/1941 or 7 Mar 1941.',
  noSuchMonth: (m: number) => `There is no month ${m}: enter the day first, then the month.`,
  noSuchDate: 'There is no such date: check the day and month.',
  future: 'The date of birth cannot be in the future.',
  tooOld: (y: number) => `Check the year: ${y} is too long ago for a date of birth.`,
} as const;

const EARLIEST_YEAR = 1900;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 'Mar', 'mar.', 'March' and 'Sept' are months; 'Ma' and 'Marching' are not. */
function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w === 'sept') return 9;
  const i = w.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(w)) : -1;
  return i < 0 ? null : i + 1;
}

/** Day, month and the year as written (2 or 4 digits), or null when the text is no date. */
function readParts(text: string): { d: number; m: number; y: string } | null {
  const t = text.trim().replace(/\s+/g, ' ');
  let p = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/.exec(t);
  if (p) return { d: Number(p[1]), m: Number(p[2]), y: p[3]! };
  p = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t); // ISO, as a date input or a system gives it
  if (p) return { d: Number(p[3]), m: Number(p[2]), y: p[1]! };
  p = /^(\d{2})(\d{2})(\d{4})$/.exec(t); // 07031941
  if (p) return { d: Number(p[1]), m: Number(p[2]), y: p[3]! };
  p = /^(\d{1,2})(?:st|nd|rd|th)?[ \-/.]?([a-z]+\.?)[ \-/.,]*(\d{2}|\d{4})$/i.exec(t);
  const named = p && monthNumber(p[2]!);
  if (p && named) return { d: Number(p[1]), m: named, y: p[3]! };
  p = /^([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{2}|\d{4})$/i.exec(t); // March 7, 1941
  const named2 = p && monthNumber(p[1]!);
  if (p && named2) return { d: Number(p[2]), m: named2, y: p[3]! };
  return null;
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Reads a typed date of birth. Two-digit years take the most recent century that does not put
 * the birth in the future ('41' is 1941, '20' is 2020 in 2026). `today` is the local calendar date.
 */
export function parseDateOfBirth(text: string, today: Date): DateOfBirthResult {
  const parts = readParts(text);
  if (!parts) return { ok: false, message: DOB_MESSAGES.unreadable };
  const { d, m } = parts;
  if (m < 1 || m > 12) return { ok: false, message: DOB_MESSAGES.noSuchMonth(m) };
  const todayUtc = utc(today.getFullYear(), today.getMonth() + 1, today.getDate());
  let y = Number(parts.y);
  if (parts.y.length === 2) {
    const century = Math.floor(today.getFullYear() / 100) * 100;
    y = century + y;
    if (utc(y, m, Math.min(d, 28)) > todayUtc) y -= 100;
  }
  const date = utc(y, m, d);
  if (d < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return { ok: false, message: DOB_MESSAGES.noSuchDate };
  if (date > todayUtc) return { ok: false, message: DOB_MESSAGES.future };
  if (y < EARLIEST_YEAR) return { ok: false, message: DOB_MESSAGES.tooOld(y) };
  return { ok: true, iso: isoOf(date), words: inWords(date, todayUtc) };
}

/** '7 March 1941 (age 85)': the date in words, with the age as a second check. */
function inWords(date: Date, today: Date): string {
  const words = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  let age = today.getUTCFullYear() - date.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < date.getUTCMonth() ||
    (today.getUTCMonth() === date.getUTCMonth() && today.getUTCDate() < date.getUTCDate());
  if (beforeBirthday) age -= 1;
  return `${words} (${age < 1 ? 'under 1 year old' : `age ${age}`})`;
}
