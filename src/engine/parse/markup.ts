/**
 * Change markup left in a pasted list (a web EMR's HTML, a word processor's tracked changes):
 * tags and entities are not words of the order, and a struck-through old value ('<s>2.5 mg</s> 5 mg',
 * '~~80 mg~~ 40 mg') is the previous regimen, not part of the new one. The old value is moved to the end
 * of the line as a '(was ...)' note, which the order reader keeps as the comment and never as a dose or time.
 * A struck-through span that starts the line holds the medicine's name: it is unwrapped and left to the
 * line's own status words (a struck order always carries one).
 */

import { alternation, DOSE_UNIT_WORDS, spellings, TIME_WORDS, UNIT_WORDS } from '../lexicon/words';
import { readStatusClause } from './status';

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  ndash: '-',
  mdash: '-',
  micro: 'µ',
  mu: 'µ',
};
const ENTITY_RE = /&(#\d{1,5}|#x[0-9a-f]{1,4}|[a-z]{2,6});/gi;
/** An element whose content is struck through: HTML and Markdown/Word paste spellings. */
const STRUCK_RE = /<(s|del|strike)\b[^>]*>(.*?)<\/\1\s*>|~~(.+?)~~/gi;
/** Nothing but a bullet or a list number before a span: the span starts the line. */
const LEAD_MARK_OR_EMPTY = /^\s*(?:[-*•·+]|\d{1,2}[.)])?\s*$/;
const TAG_RE = /<\/?[a-z][a-z0-9]*\b[^<>]*\/?>/gi;

function decodeEntities(s: string): string {
  return s.replace(ENTITY_RE, (m, name: string) => {
    const key = name.toLowerCase();
    const named = ENTITIES[key];
    if (named !== undefined) return named;
    if (key.startsWith('#x')) return String.fromCodePoint(parseInt(key.slice(2), 16));
    if (key.startsWith('#')) return String.fromCodePoint(parseInt(key.slice(1), 10));
    return m;
  });
}

/**
 * '<ceased - NSAID, harmful to the kidneys>', '<dose increased - proteinuria>', '<no change>': a status tag in
 * angle brackets is the order's status and its reason, written as a bracket the status reader knows. An
 * HTML tag ('<b>', '<span class="x">') says nothing of the order and is dropped.
 */
function statusTagOrSpace(tag: string): string {
  if (tag.startsWith('</') || tag.endsWith('/>')) return ' ';
  const inner = tag.slice(1, -1).trim();
  return readStatusClause(inner) ? ` (${inner})` : ' ';
}

/** True when the line carries markup worth reading (plain lines pay one test). */
const HAS_MARKUP = /<\/?[a-z]|&#?[a-z0-9]{2,6};|~~|\*\S|_\S/i;

// Markdown emphasis ('**Metformin** 500 mg', '_Ventolin_', '__Regular:__'): a pair of marks hugging words
// says how the text looked, never what it says. A lone '*' (a footnote mark, 'Aspirin*') or an '_' inside a
// word ('file_name') is no pair and stays.
const EMPHASIS_RES: readonly RegExp[] = [
  /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*/g,
  /(?<![\w_])__(?=\S)([^_\n]+?)(?<=\S)__(?![\w_])/g,
  /(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])/g,
  /(?<![\w_])_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![\w_])/g,
];

/** The line without markdown emphasis marks. */
export const withoutEmphasis = (line: string): string =>
  EMPHASIS_RES.reduce((t, re) => t.replace(re, '$1'), line);

/** The line with markup read: struck old values moved to a '(was ...)' note, tags dropped, entities decoded. */
export function readMarkup(line: string): string {
  if (!HAS_MARKUP.test(line)) return line;
  const was: string[] = [];
  const t0 = withoutEmphasis(line);
  let t = t0.replace(
    STRUCK_RE,
    (m, _tag: string, html: string | undefined, md: string | undefined, at: number) => {
      const inner = (html ?? md ?? '').trim();
      // Struck text at the start of the line is the order itself (its name): keep it, the status words decide.
      // A list's bullet or number before it ('- ~~Indapamide~~ - stopped') is still the start.
      if (LEAD_MARK_OR_EMPTY.test(t0.slice(0, at).replace(TAG_RE, ''))) return inner;
      if (inner) was.push(inner.replace(TAG_RE, ''));
      return ' ';
    },
  );
  t = decodeEntities(t.replace(/<br\s*\/?>/gi, ' ').replace(TAG_RE, statusTagOrSpace));
  t = t.replace(/[ \t]{2,}/g, (s) => (s.includes('\t') ? s : ' ')).trim();
  return was.length ? `${t} (was ${decodeEntities(was.join('; '))})` : t;
}

/** 'Δ dose  Metoprolol ...', 'Δ time Pantoprazole ...': a change symbol before the order says what changed,
 *  which the comparison with the admission list finds again; it is not part of the medicine's name. */
const CHANGE_SYMBOL_RE =
  /^\s*[Δ∆]\s*(?:(?:dose|time|timing|freq(?:uency)?|route|form|strength|brand)\b)?\s*/i;

/** 'Morning 50 mg | Evening -' (an app export or chart row): a time with a dash or 'nil' for its dose is no dose
 *  at that time, so the time is not one of the order's times. Only within one field: a tab ends it, so
 *  '1 tablet nocte<tab>—' (an empty Start or Stop column after the directions) keeps its time. A spaced dash after it
 *  ('night none - restart 30/11') ends the field too. */
const EMPTY_TIME_RE = new RegExp(
  String.raw`\b${alternation(TIME_WORDS.map(([w]) => w))}[^\S\t]*[:=]?[^\S\t]*(?:[-–—]+|nil|none)\s*(?=$|[|,;\t]|[-–—]\s)`,
  'gi',
);

/** 'Levetiracetam 500mg tab | Morning 1000 mg | Evening 1500 mg': a field that gives its time first, then its
 *  amount. The amount is that time's dose, so it is put after its time word ('1000 mg morning'), the order the
 *  dose-by-time reader pairs; otherwise the strength before the first field is taken as the morning dose. */
const TIME_FIRST_FIELD_RE = new RegExp(
  String.raw`((?:^|[|;\t])\s*)(${alternation(TIME_WORDS.map(([w]) => w))})\s*[:=]?\s*(\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?\s*${alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)])})\s*(?=$|[|;\t])`,
  'gi',
);

// A time word where a field may open: the pattern's first look, in one pass. The pattern itself tried the
// spaces after each tab of a long run of tabs (quadratic on the fuzz suite's lines of 3,000 tabs).
const TIME_WORD_AT = new RegExp(alternation(TIME_WORDS.map(([w]) => w)), 'iy');
const isSpace = (c: string): boolean =>
  c <= ' ' ? c === ' ' || (c >= '\t' && c <= '\r') : c > '~' && /\s/.test(c);

/** True when a time word stands at the start, or after '|', ';' or a tab and spaces only. */
function timeWordOpensField(t: string): boolean {
  let open = true;
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c === '|' || c === ';' || c === '\t') open = true;
    else if (!isSpace(c)) {
      if (open) {
        TIME_WORD_AT.lastIndex = i;
        if (TIME_WORD_AT.test(t)) return true;
      }
      open = false;
    }
  }
  return false;
}

/** '(prev. 25 mg BD)', '[previously mane]', '(previous: 10 mg)', '(was: mornings)': the old regimen, spelled as the '(was ...)' note the
 *  order reader keeps as the comment, so its dose and times are never read as the new order's. */
const PREVIOUS_NOTE_RE =
  /([([])\s*(?:prev(?:ious(?:ly)?)?\.?|formerly|old(?: dose)?|was(?=\s*[:=-]))\s*[:=-]?\s+(?=\S)/gi;

/** An empty bar cell with the spaces before it. The spaces are taken from the first of a run only (a match from
 *  a later one is a match from the first too): '\s*' tried from each space of a long run was quadratic. */
const EMPTY_CELL_RE = /(?:(?<!\s)\s+)?\|\s*(?=$|\|)/g;

const isBarOrSpace = (c: string): boolean => c === '|' || isSpace(c);
/** The line without empty bar cells before its first text or after its last ('- ceased | | |'): they hold no
 *  place between two cells. Walked by hand: a pattern tried from each bar of a long run was quadratic. */
function withoutEdgeEmptyCells(t: string): string {
  let a = 0;
  while (a < t.length && isBarOrSpace(t[a]!)) a++;
  let b = t.length;
  while (b > a && isBarOrSpace(t[b - 1]!)) b--;
  const lead = t.slice(0, a).includes('|') ? a : 0;
  const tail = t.slice(b).includes('|') ? b : t.length;
  return lead === 0 && tail === t.length ? t : t.slice(lead, tail);
}

/** Change symbols, previous-regimen notes and empty time fields read out of a line (before the order reader sees it). */
export function readChangeFields(line: string): string {
  let t = /[Δ∆]/.test(line) ? line.replace(CHANGE_SYMBOL_RE, '') : line;
  if (/[([]\s*(?:prev|formerly|old|was\s*[:=-])/i.test(t))
    t = t.replace(PREVIOUS_NOTE_RE, '$1was ');
  if (/[-–—]|nil|none/i.test(t)) {
    const before = t;
    t = t.replace(EMPTY_TIME_RE, ' ');
    // Only the cells a labelled time field left empty close up: a chart whose columns are the times
    // ('Cetirizine 10 mg | | | | 1 | NEW - itch') keeps its empty cells, each a time with no dose (closed up
    // whenever a dash stood in a comment, the night dose moved to the morning column, silent).
    if (t !== before && t.includes('|')) t = t.replace(EMPTY_CELL_RE, '');
    else if (t.includes('|')) t = withoutEdgeEmptyCells(t);
  }
  if ((t.includes('|') || t.includes('\t')) && timeWordOpensField(t))
    t = t.replace(TIME_FIRST_FIELD_RE, '$1$3 $2 ');
  return t;
}
