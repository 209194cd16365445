/**
 * Splitting one order line into clauses: the head (name, strength, dose, times), brackets, and
 * clauses after ' - ', ';', ', ', '. ' or 'then'. Notes such as 'GP to increase by 100 mg every
 * 4 weeks' sit in their own clause, so their numbers are never read as the dose.
 */
import { STATUS_FIELD_LABELS } from '../lexicon/field-labels';
import { heldInComposition } from './held-amount';
import { joinsCombination } from './composition';
import { alternation, STATUS_WORDS } from '../lexicon/words';

export type SegmentKind = 'head' | 'bracket' | 'clause' | 'then';

export interface Segment {
  kind: SegmentKind;
  text: string;
  /** Separator before the clause: ' - ', ';', ',', '.', ')', 'then', ':' (for the head: ''). */
  sep: string;
}

const CLOCKISH = /^(?:\d{3,4}|\d{1,2}[:.]\d{2})(?:\s*h(?:rs)?|\s*[ap]m)?$/i;
const MEALISH = /^(?:breakfast|lunch|dinner|tea|supper|morning|midday|evening|night|bedtime)$/i;
const DAYISH =
  /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?s?\.?$/i;

// Sticky expressions tried only at characters that can start a separator.
// A single spaced pipe that no table reader took, before a stop word ('Macrogol (Movicol) sachet | CEASED'),
// ends a Status cell's clause as a dash does; other pipes stay as written (a table reader owns them).
// A spaced pipe before a status field ('... carer to give | Status: New') ends the clause with the label, which
// was left in the note.
const DASH_Y = new RegExp(
  String.raw`\s+[-–—]+\s+|\s+\|\s+(?=(?:${alternation(STATUS_WORDS)})(?![\w/]))|\s+\|\s+(?:${alternation(STATUS_FIELD_LABELS)})\s*:\s+|\s*[–—]\s*|\s+-(?=[A-Za-z])`,
  'iy',
);
const THEN_Y = /\s+(?:and\s+)?then\s+/iy;
const STOP_Y = /\.\s+[A-Za-z]/y;
const COMMA_AFTER_Y = /,\s*(?:and\s+)?([^\s,]+)/y;
const ABBREVIATION_END =
  /\b(?:dr|mr|mrs|ms|st|approx|e\.g|i\.e|tab|tabs|cap|caps|inj|amp|inh|neb|supp|oint|top|susp|soln|liq)$/i;

// A genus or first name cut to its initial ('C. difficile', 'H. pylori', 'Dr J. Smith') is no full stop.
const INITIAL_END = /(?:^|[\s(])[A-Z]$/;

const sticky = (re: RegExp, text: string, i: number): RegExpExecArray | null => {
  re.lastIndex = i;
  return re.exec(text);
};

/** Top-level split; text inside brackets stays whole. */
export function splitSegments(text: string): Segment[] {
  const out: Segment[] = [];
  // The clause being read is always text.slice(start, i): kept as indexes, not built a character at a time
  // (appending and trimming a growing string at every space was most of this function's time).
  let start = 0;
  let filled = false;
  let sep = '';
  let i = 0;
  const flush = (nextSep: string, next: number) => {
    push(out, text.slice(start, i), sep);
    start = next;
    filled = false;
    sep = nextSep;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') {
      const close = matchBracket(text, i);
      // 'calcium carbonate 1.5 g (600 mg calcium) + colecalciferol 400 IU': the bracket is part of the
      // composition it sits in (held-amount.ts), so the head keeps the whole composition.
      if (close > i && heldInComposition(text, i, close)) {
        i = close + 1;
        continue;
      }
      if (close > i) {
        flush(')', close + 1);
        out.push({ kind: 'bracket', text: text.slice(i + 1, close).trim(), sep: ')' });
        i = close + 1;
        continue;
      }
    }
    // After a bracket the buffer is empty: '(GTN patch 5mg/24h) - apply mane' still splits at the dash.
    if (
      (ch === ' ' || ch === '-' || ch === '–' || ch === '—') &&
      (filled || out.length) &&
      (ch !== ' ' || mayLeadSeparator(text, i))
    ) {
      const dash = sticky(DASH_Y, text, i);
      if (dash) {
        flush(' - ', i + dash[0].length);
        i += dash[0].length;
        continue;
      }
      const then = ch === ' ' ? sticky(THEN_Y, text, i) : null;
      if (then) {
        flush('then', i + then[0].length);
        i += then[0].length;
        continue;
      }
    }
    // A ratio's colon between two strengths of one product ('THC 10 mg/mL : CBD 10 mg/mL') is no label.
    if (
      ch === ';' ||
      (ch === ':' && /\s/.test(text[i + 1] ?? '') && !joinsCombination(text, start, i))
    ) {
      flush(ch, i + 1);
      i += 1;
      continue;
    }
    if (
      ch === '.' &&
      sticky(STOP_Y, text, i) &&
      !ABBREVIATION_END.test(text.slice(start, i)) &&
      !INITIAL_END.test(text.slice(Math.max(start, i - 2), i))
    ) {
      flush('.', i + 1);
      i += 1;
      continue;
    }
    if (ch === ',') {
      const buf = text.slice(start, i);
      const before = /(\S+)\s*$/.exec(buf)?.[1] ?? '';
      const after = sticky(COMMA_AFTER_Y, text, i)?.[1] ?? '';
      // '0700, 1100, 1700 and 2100' is one list of times and 'Monday, Wednesday and Friday' one list of
      // days, not three clauses.
      // '21 days on, 7 days off' is one cycle.
      const onOff =
        /\d\s*(?:days?|weeks?)\s+on\s*$/i.test(buf) &&
        /^,\s*\d+\s*(?:days?|weeks?)\s+off\b/i.test(text.slice(i));
      // 'with breakfast, lunch and dinner' is one list of meals.
      const list =
        onOff ||
        (CLOCKISH.test(before) && CLOCKISH.test(after)) ||
        (DAYISH.test(before) && DAYISH.test(after)) ||
        (MEALISH.test(before) && MEALISH.test(after));
      if (!list) {
        flush(',', i + 1);
        i += 1;
        continue;
      }
    }
    if (!filled && !isSpace(text.charCodeAt(i))) filled = true;
    i += 1;
  }
  flush('', i);
  return out;
}

/**
 * Whether the spaces at i can start a ' - ' or ' then ' separator: only when a dash, 'and' or 'then'
 * follows them. Most spaces are between words, and this spares both sticky patterns there.
 */
function mayLeadSeparator(text: string, i: number): boolean {
  let j = i;
  while (j < text.length && isSpace(text.charCodeAt(j))) j++;
  const next = text[j];
  return (
    next === '-' ||
    next === '|' ||
    next === '–' ||
    next === '—' ||
    next === 'a' ||
    next === 'A' ||
    next === 't' ||
    next === 'T'
  );
}

/** The characters String.prototype.trim removes (\s), by code. */
function isSpace(c: number): boolean {
  if (c > 32 && c < 160) return false;
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 160 ||
    c === 5760 ||
    (c >= 8192 && c <= 8202) ||
    c === 8232 ||
    c === 8233 ||
    c === 8239 ||
    c === 8287 ||
    c === 12288 ||
    c === 65279
  );
}

function push(out: Segment[], buf: string, sep: string): void {
  let t = buf.trim();
  if (!t) return;
  let kind: SegmentKind = out.some((s) => s.kind === 'head') ? 'clause' : 'head';
  // '(Diprosone OV) - apply BD': a dash straight after a bracket separates like any other ' - '.
  const c0 = t[0];
  const dash =
    kind === 'clause' && (c0 === '-' || c0 === '–' || c0 === '—') ? /^[-–—]+\s+/.exec(t) : null;
  if (dash) {
    t = t.slice(dash[0].length);
    sep = ' - ';
  }
  // '(Madopar 250) | ORAL | 1 tablet | 0700, 1200, 1700': a field's pipe straight after a bracket (or a dash)
  // ends the field before it as a dash would; left on, the clause opened with a mark and its dose and times
  // were read as a note.
  const pipe = kind === 'clause' && c0 === '|' ? /^\|+\s*/.exec(t) : null;
  if (pipe) {
    t = t.slice(pipe[0].length);
    sep = ' - ';
    if (!t) return;
  }
  // Only a clause starting 'and' or 'then' can be a then-step (the pattern is spared on the others).
  const c1 = t[0];
  const then =
    c1 === 'a' || c1 === 'A' || c1 === 't' || c1 === 'T' ? /^(?:and\s+)?then\s+/i.exec(t) : null;
  if (then && kind === 'clause') {
    t = t.slice(then[0].length);
    sep = 'then';
  }
  if (sep === 'then') kind = 'then';
  out.push({ kind, text: t, sep });
}

function matchBracket(text: string, open: number): number {
  const o = text[open]!;
  const c = o === '(' ? ')' : ']';
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === o) depth++;
    else if (text[j] === c && --depth === 0) return j;
  }
  return -1;
}

/** Split a bracket's content into its own clauses ('increased - fluid overload', 'VTE prophylaxis, last dose 24/03'). */
export function splitBracket(text: string): string[] {
  return splitSegments(text).map((s) => (s.kind === 'bracket' ? `(${s.text})` : s.text));
}
