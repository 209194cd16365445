/**
 * A dated medication timeline ('2015  Ramipril 2.5 mg daily started', '2018  Ramipril increased to 10 mg
 * daily', 'Mar 2021 - amlodipine 5 mg added'): each line an event in a medicine's history, its date before the
 * name. The date is neither a clock time (2015 is not 20:15) nor a dose. The latest entry for each medicine is
 * the order as it stands; an earlier entry of the same medicine is history: reported, never a row and never a
 * stop. Read only when two or more lines open with a date that has a year and then a medicine, and one of them
 * tells an event (started, added, increased, ceased ...): a chart of clock times ('2000  Atorvastatin 40 mg')
 * tells none.
 */
import { keyOf, medicineAtStart } from './lookup';
import { alternation } from '../lexicon/words';
import { MONTH_WORDS } from '../lexicon/month-words';
import { DOSE_CHANGE_VERBS, RESTART_WORDS, STATUS_TAIL_WORDS } from '../lexicon/sentence-words';

const YEAR = String.raw`(?:19[5-9]\d|20\d\d)`;
const MONTH_NUMBER = String.raw`(?:0?[1-9]|1[0-2])`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const MONTH_NAME = alternation(Object.keys(MONTH_WORDS));
// Between the date and the name: spaces, or a colon, bar or dash.
const AFTER = String.raw`(?:\s*[:|\u2013\u2014-]\s*|\s+)(?=[A-Za-z])`;

// The date forms, each with named parts y (year), m or mn (month), d (day).
const DATE_FORMS = [
  String.raw`(?<d>${DAY})[/.-](?<m>${MONTH_NUMBER})[/.-](?<y>${YEAR}|\d\d)`,
  String.raw`(?<y>${YEAR})-(?<m>${MONTH_NUMBER})(?:-(?<d>${DAY}))?`,
  String.raw`(?<m>${MONTH_NUMBER})[/.-](?<y>${YEAR})`,
  String.raw`(?:(?<d>${DAY})\s+)?(?<mn>${MONTH_NAME})\.?,?\s+(?<y>${YEAR})`,
  String.raw`(?<y>${YEAR})`,
].map((f) => new RegExp(String.raw`^(?:${f})${AFTER}`, 'i'));

// What happened on the date: 'started', 'added', 'increased', 'ceased', 'restarted'.
const EVENT = new RegExp(
  String.raw`\b${alternation([...STATUS_TAIL_WORDS, ...Object.keys(DOSE_CHANGE_VERBS), ...RESTART_WORDS])}\b`,
  'i',
);

/** The date opening the text as a number that sorts by time (yyyymmdd), and the text after it. */
function dateAtStart(text: string): { when: number; rest: string } | null {
  for (const re of DATE_FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const g = m.groups!;
    const y = g.y!.length === 2 ? 2000 + Number(g.y) : Number(g.y);
    const month = g.mn ? MONTH_WORDS[g.mn.toLowerCase()]! : Number(g.m ?? 0);
    return { when: y * 10000 + month * 100 + Number(g.d ?? 0), rest: text.slice(m[0].length) };
  }
  return null;
}

interface Entry {
  at: number;
  when: number;
  /** The line's parts, each opening with the medicine it is about (null: no medicine named). */
  parts: { text: string; key: string | null; name: string }[];
}

/** Parts split at ';', a part that names no medicine kept with the one before it. */
function partsOf(rest: string): Entry['parts'] {
  const parts: Entry['parts'] = [];
  for (const text of rest.split(/\s*;\s*/)) {
    const hit = medicineAtStart(text);
    const last = parts[parts.length - 1];
    if (!hit && last) last.text += `; ${text}`;
    else parts.push({ text, key: hit ? keyOf(hit.medicine) : null, name: text.split(/\s+/)[0]! });
  }
  return parts;
}

/** An earlier entry: the medicines it names and the line of their latest entry. */
export interface TimelineHistory {
  latest: number;
  names: string[];
}

export interface DatedTimeline {
  /** The lines, the latest entries without their date (read as the order they state). */
  lines: string[];
  /** By line number (1-based): earlier entries, to be reported, never read as orders. */
  history: Map<number, TimelineHistory>;
  /** By line number: a doubt on a latest entry whose line also named an earlier entry of another medicine. */
  doubts: Map<number, string>;
}

// A list mark before the date ('- 2015 Ramipril ...', '* 03/2021: ...').
const MARK = /^\s*(?:[-*\u2022]\s+)?/;

/**
 * Reads the timeline: the latest entries lose their date (the line is read as its order), and the earlier
 * entries are returned by line to be reported. A line with both (one part superseded, another current) keeps
 * only its current parts, with a doubt naming the others.
 */
export function readDatedTimeline(rawLines: string[]): DatedTimeline {
  const out: DatedTimeline = { lines: rawLines, history: new Map(), doubts: new Map() };
  const entries: Entry[] = [];
  rawLines.forEach((raw, at) => {
    const c = raw.charCodeAt(raw.search(/\S/));
    // A date opens with a digit or a month's letter; most lines need no more look.
    if (!(c >= 48 && c <= 57) && !/^\W*[a-z]{3}/i.test(raw)) return;
    const date = dateAtStart(raw.replace(MARK, '').trimEnd());
    if (!date) return;
    const parts = partsOf(date.rest);
    if (parts.some((p) => p.key)) entries.push({ at, when: date.when, parts });
  });
  if (entries.length < 2 || !entries.some((e) => e.parts.some((p) => EVENT.test(p.text))))
    return out;
  const latest = new Map<string, Entry>();
  for (const e of entries)
    for (const p of e.parts)
      if (p.key && e.when >= (latest.get(p.key)?.when ?? 0)) latest.set(p.key, e);
  out.lines = [...rawLines];
  for (const e of entries) {
    const current = e.parts.filter((p) => !p.key || latest.get(p.key) === e);
    const earlier = e.parts.filter((p) => p.key && latest.get(p.key) !== e);
    const line = e.at + 1;
    if (!current.some((p) => p.key)) {
      const names = earlier.map((p) => p.name);
      out.history.set(line, { latest: latest.get(earlier[0]!.key!)!.at + 1, names });
      continue;
    }
    out.lines[e.at] = current.map((p) => p.text).join('; ');
    if (earlier.length)
      out.doubts.set(
        line,
        `Line ${line} also names ${earlier.map((p) => p.name).join(', ')} in an earlier entry of a dated timeline: the latest entry is read as its order - check by hand`,
      );
  }
  return out;
}
