/**
 * A list exported as a calendar (iCalendar, '.ics': a family's or an app's medicine reminders): 'BEGIN:VEVENT'
 * blocks, each with its SUMMARY (the medicine and dose), DTSTART (its clock time), RRULE (how often: FREQ=DAILY,
 * FREQ=WEEKLY;BYDAY=SU, BYHOUR=8,18, INTERVAL=2) and a DESCRIPTION (a note, never a medicine). Each event's
 * SUMMARY line is read as the order with its times and rhythm written out ('Eliquis 5mg - 1 tablet at 08:00');
 * the block's other lines are its notes and sources. Two reminders of the same SUMMARY and rhythm at other
 * times are one order taken at both times. The calendar's own lines (VERSION, PRODID, X-WR-...) are noise.
 * An event whose rule the reader does not know (FREQ=HOURLY, COUNT, UNTIL...) says so on its order.
 */
import type { InputLine } from './lines';

const FIELD = /^\s*([A-Z][A-Z-]*)(;[^:]*)?:(.*)$/;
const DAYS: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

interface Event {
  summary?: InputLine;
  lines: InputLine[];
  times: string[];
  rhythm: string;
  doubt?: string;
}

const clock = (h: string, m = '00') => `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;

/** 'FREQ=WEEKLY;BYDAY=SU' -> 'weekly on Sundays'; the times BYHOUR gives; what the reader did not know. */
function readRule(
  rule: string,
  start: string | null,
): { rhythm: string; times: string[]; unknown: string[] } {
  const parts = new Map(
    rule
      .split(';')
      .map((p) => p.split('=') as [string, string])
      .map(([k, v]) => [k.toUpperCase(), v ?? '']),
  );
  const unknown: string[] = [];
  const every = Number(parts.get('INTERVAL') ?? '1');
  const freq = parts.get('FREQ')?.toUpperCase();
  const days = (parts.get('BYDAY') ?? '')
    .split(',')
    .filter(Boolean)
    .map((d) => DAYS[d.replace(/^[+-]?\d+/, '').toUpperCase()]);
  let rhythm = '';
  if (freq === 'DAILY') rhythm = every > 1 ? `every ${every} days` : '';
  else if (freq === 'WEEKLY')
    rhythm = `${every > 1 ? `every ${every} weeks` : 'weekly'}${days.length ? ` on ${days.map((d) => `${d}s`).join(' and ')}` : ''}`;
  else if (freq === 'MONTHLY') rhythm = every > 1 ? `every ${every} months` : 'monthly';
  else unknown.push(`FREQ=${freq ?? ''}`);
  if (days.some((d) => !d)) unknown.push(`BYDAY=${parts.get('BYDAY')}`);
  for (const k of parts.keys())
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYHOUR', 'BYMINUTE', 'WKST'].includes(k)) unknown.push(k);
  const minute = parts.get('BYMINUTE')?.split(',')[0] ?? start?.slice(3) ?? '00';
  const hours = (parts.get('BYHOUR') ?? '').split(',').filter(Boolean);
  const times = hours.length ? hours.map((h) => clock(h, minute)) : start ? [start] : [];
  return { rhythm, times, unknown };
}

/**
 * Reads the calendar's events into their SUMMARY lines; returns each other line of an event with the line
 * of the order it belongs to, and the calendar's own lines (noise).
 */
export function readCalendarEvents(input: InputLine[]): {
  partOf: Map<number, number>;
  noise: Set<number>;
} {
  const partOf = new Map<number, number>();
  const noise = new Set<number>();
  if (!input.some((l) => /^\s*BEGIN:VEVENT\s*$/i.test(l.raw))) return { partOf, noise };
  const events: Event[] = [];
  let open: Event | null = null;
  let inCalendar = false;
  for (const l of input) {
    const raw = l.raw.trim();
    if (/^BEGIN:VCALENDAR$/i.test(raw)) inCalendar = true;
    if (/^BEGIN:VEVENT$/i.test(raw)) {
      events.push((open = { lines: [l], times: [], rhythm: '' }));
      continue;
    }
    if (open) {
      open.lines.push(l);
      if (/^END:VEVENT$/i.test(raw)) open = null;
      continue;
    }
    // The calendar's own lines ('VERSION:2.0', 'X-WR-CALNAME:...', a time zone block) are no orders.
    if (inCalendar && FIELD.test(raw)) noise.add(l.line);
    if (/^END:VCALENDAR$/i.test(raw)) inCalendar = false;
  }
  for (const e of events) {
    let start: string | null = null;
    let rule = '';
    for (const l of e.lines) {
      const m = FIELD.exec(l.raw.trim());
      if (!m) continue;
      const [, name, , value] = m;
      if (name === 'SUMMARY') e.summary ??= l;
      else if (name === 'DTSTART') {
        const t = /T(\d{2})(\d{2})/.exec(value!);
        if (t) start = clock(t[1]!, t[2]);
      } else if (name === 'RRULE') rule = value!;
    }
    const read = rule
      ? readRule(rule, start)
      : { rhythm: '', times: start ? [start] : [], unknown: ['no RRULE'] };
    e.times = read.times;
    e.rhythm = read.rhythm;
    if (read.unknown.length)
      e.doubt = `A calendar reminder's rule was not fully read (${read.unknown.join(', ')}): check how often it is taken`;
  }
  // Reminders of one SUMMARY and rhythm at other times are one order at all those times.
  const first = new Map<string, Event>();
  for (const e of events) {
    if (!e.summary) continue;
    const key = `${FIELD.exec(e.summary.raw.trim())![3]!.trim().toLowerCase()}|${e.rhythm}`;
    const kept = first.get(key);
    if (kept && !e.doubt && !kept.doubt) {
      for (const t of e.times) if (!kept.times.includes(t)) kept.times.push(t);
      for (const l of e.lines) partOf.set(l.line, kept.summary!.line);
      continue;
    }
    first.set(key, e);
  }
  for (const e of first.values()) {
    const s = e.summary!;
    const what = FIELD.exec(s.raw.trim())![3]!.trim();
    const times = e.times.sort();
    const when = times.length ? ` at ${times.join(' and ')}` : '';
    s.text = `${what}${e.rhythm ? `, ${e.rhythm}` : ''}${when}`;
    s.extras = undefined;
    if (e.doubt) s.doubt = e.doubt;
    for (const l of e.lines) if (l !== s) partOf.set(l.line, s.line);
  }
  // An event with no SUMMARY has nothing to read: its lines stay as written and are reported.
  return { partOf, noise };
}

/** A calendar's DTSTART clock times as written out ('20260301T063000' -> '06:30'), for the invariant check. */
export const calendarTimes = (text: string): string =>
  /BEGIN:VEVENT/i.test(text)
    ? [...text.matchAll(/\dT(\d{2})(\d{2})\d{2}/g)].map((m) => `${m[1]}:${m[2]}`).join(' ')
    : '';
