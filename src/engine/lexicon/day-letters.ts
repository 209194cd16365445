/**
 * Days of the week written as a chart's letters or as a chain: 'M/W/F', 'm-w-f', 'MWF', 'Tu/Th', 'TTh',
 * 'M/Th' respelled to the day names the timing readers know ('Mon/Wed/Fri'), and a dash chain of three
 * or more days ('Mon-Wed-Fri', 'M-W-F') is a list of days, never the run from the first to the second.
 * Only respells what is written: a chain is read only when its days go forward through the week, so
 * 'MS', 'M/F' or 'T/F' stay as written.
 */
import type { NormaliseRule } from './normalise';

// The letters, each with the day it names; 'T' and 'S' alone are read by where they stand (see dayOf).
const LETTER_DAY: Record<string, number> = { m: 0, tu: 1, w: 2, th: 3, f: 4, sa: 5, su: 6 };
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LETTER = String.raw`(?:Th|Tu|Sa|Su|M|T|W|F)`;
const SEP = String.raw`\s?[/\-–,]\s?`;

/** The day a letter names after the day before it (-1 at the start), or -1 when it cannot follow it. */
function dayOf(letter: string, before: number): number {
  const low = letter.toLowerCase();
  // 'MTWTF': a 'T' after Wednesday is Thursday; before it, Tuesday.
  const day = low === 't' ? (before >= 2 ? 3 : 1) : (LETTER_DAY[low] ?? -1);
  return day > before ? day : -1;
}

/** The days of a chain of letters, or null when they do not go forward through the week. */
function chainDays(letters: string[]): string[] | null {
  const out: string[] = [];
  let before = -1;
  for (const l of letters) {
    const d = dayOf(l, before);
    if (d < 0) return null;
    out.push(DAY_NAMES[d]!);
    before = d;
  }
  return out;
}

// 'M/W/F', 'm-w-f', 'Tu/Th', 'M, W, F' after a dose: two or more letters joined by a slash, dash or comma.
const SPLIT_CHAIN = new RegExp(
  String.raw`(?<![\w/.])${LETTER}(?:${SEP}${LETTER}){1,6}(?![\w/])`,
  'gi',
);
// 'MWF', 'TTh', 'MTWTF': run together, in capitals, three letters at least.
const RUN_CHAIN = new RegExp(String.raw`(?<![\w/])${LETTER}{2,7}(?![\w/])`, 'g');
const DAY_WORD = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
// 'Mon-Wed-Fri', 'Mon - Wed - Fri': three days or more joined by dashes.
const DASH_LIST = new RegExp(
  String.raw`\b${DAY_WORD}(?:\s*[-–]\s*${DAY_WORD}){2,6}(?![a-z])`,
  'gi',
);

function respellChain(m: string, letters: string[], sep: string): string {
  const days = chainDays(letters);
  return days ? days.join(sep) : m;
}

export const DAY_LETTER_HINT =
  /\b(?:Th|Tu|Sa|Su|M|T|W|F)\s?[/\-–,]\s?(?:Th|Tu|Sa|Su|M|T|W|F)\b|\b[MTWF][MTWFhu]{2}|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*[-–]\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*[-–]/i;

export const DAY_LETTER_RULES: readonly NormaliseRule[] = [
  {
    id: 'weekday-letter-chain',
    hint: DAY_LETTER_HINT,
    examples: ['1 tab M/W/F', '2 mg Tu/Th', '1 tab m/w/f', 'dialysis days M-W-F'],
    re: SPLIT_CHAIN,
    to: (m: string) => {
      const letters = m.split(/\s?[/\-–,]\s?/);
      // 'M-F' is Monday to Friday (a run), 'M-W-F' three days; 'M, W, F' and 'M/W/F' a list.
      const sep = letters.length === 2 && /[-–]/.test(m) ? '-' : '/';
      // Two letters, or a comma chain, only in capitals ('w/f', 'm, f' are other words' shorthand).
      if ((letters.length === 2 || /,/.test(m)) && letters.some((l) => !/^[A-Z][a-z]?$/.test(l)))
        return m;
      return respellChain(m, letters, sep);
    },
  },
  {
    id: 'weekday-letter-run',
    hint: DAY_LETTER_HINT,
    examples: ['1 tab MWF', 'TTh', 'MTWTF'],
    re: RUN_CHAIN,
    to: (m: string) => {
      if (m.length < 3) return m;
      const letters = m.match(/Th|Tu|Sa|Su|[MTWF]/g) ?? [];
      if (letters.join('') !== m) return m;
      return respellChain(m, letters, '/');
    },
  },
  {
    id: 'weekday-dash-list',
    hint: DAY_LETTER_HINT,
    examples: ['Mon-Wed-Fri', 'Tues - Thurs - Sat'],
    re: DASH_LIST,
    to: (m: string) => m.split(/\s*[-–]\s*/).join('/'),
  },
];
