/**
 * The order as it was, then an instruction to change its dose ('Perindopril 5mg mane -> reduce to 2.5mg mane',
 * 'Donepezil 5 mg mane - increase to 10 mg mane', 'Bisoprolol 5 mg daily; dose reduced to 2.5 mg',
 * 'Sertraline 50mg: go up to 100mg'): a chart-change note writes the current order first and what it becomes
 * after it. The new amount is the order's dose now; the old one is kept as what it was
 * ('2.5mg mane (was 5mg mane)'), the shape the arrow rules give. Read before, the new dose was a note or a
 * taper step and the row 'unchanged' or showing the old dose.
 *
 * Not a change now (left as written, for the step and advice readers): a change that starts later or on a
 * condition ('increase to 10 mg after 2 weeks', '... if BP allows', '... on 18/03'), an old order with its
 * own course ('2.5 mg mane for 2 weeks, increase to 5 mg'), 'then increase to', 'may increase to'.
 * Nothing is added: both amounts and their words are the line's own.
 */
import { DOSE_CHANGE_IMPERATIVES, DOSE_CHANGE_VERBS } from './sentence-words';
import { alternation, DOSE_UNIT_WORDS, spellings, UNIT_WORDS } from './words';
import type { NormaliseRule } from './normalise';

const ARROW = String.raw`(?:→|⇒|➔|➜|➝|➞|⟶|⇨|-+>|=+>)`;
const AMOUNT = String.raw`\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*\s*${alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)])}(?![a-z])`;
const VERB = alternation([...DOSE_CHANGE_IMPERATIVES, ...Object.keys(DOSE_CHANGE_VERBS)]);
// What separates the order from the instruction: an arrow, a spaced dash, a colon, a semicolon, a comma or a
// full stop. A 'then' (a step) or a modal ('may', 'GP to') between them is never one.
const SEP = String.raw`(?:\s*${ARROW}|\s+[-–—]|[;:,.])\s*`;
const RE = new RegExp(
  String.raw`(${AMOUNT}(?:\s+[a-z][\w/]*){0,4}?)(${SEP})(?:(?:the\s+)?dose\s+)?(${VERB})\s+(?:the\s+)?(?:dose\s+)?(?:(?:back|up|down)\s+)?to\s+(${AMOUNT})([^]*)$`,
  'i',
);
// The old order runs a course of its own: the change is its next step.
const OLD_COURSE = /\b(?:for|x|until|then|days?|weeks?|months?|wks?)\b/i;
// The change starts later or on a condition: a step to come, not the dose now.
const LATER =
  /\b(?:from|after|in\s+\d|if|when|until|once|on\s+\d|next|tomorrow|review|tolerated|as\s+tolerated)\b|\d{1,2}[/.]\d{1,2}/i;
// The old order's amount and the words after it ('5mg' and 'mane').
const OLD_TAIL = new RegExp(String.raw`^(${AMOUNT})\s+(\S[^]*)$`, 'i');
// Where the new amount's own words end: at a comma, a semicolon, a bracket or a spaced dash.
const NOW_END = /[,;(]|\s[-–—]\s/;

export const CHANGE_INSTRUCTION_RULES: readonly NormaliseRule[] = [
  {
    id: 'dose-then-change-to',
    hint: /\bto\s+\d/i,
    examples: [
      'Perindopril 5mg mane -> reduce to 2.5mg mane (postural drop)',
      'Donepezil 5 mg mane - increase to 10 mg mane',
      'Bisoprolol 5 mg daily; dose reduced to 2.5 mg',
      'Sertraline 50mg mane: increase dose to 100mg mane',
    ],
    re: RE,
    to: (...g: string[]) => {
      const [m, old, , , now, rest] = g as [string, string, string, string, string, string];
      const at = g[6] as unknown as number;
      const before = g[7]!.slice(0, at);
      // Inside a bracket ('(titration step 3; increase to 200 mg)') it is a remark, not the order.
      if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) return m;
      if (OLD_COURSE.test(old) || /\bthen\s*$/i.test(before)) return m;
      if (LATER.test(rest)) return m;
      const end = rest.search(NOW_END);
      let own = (end < 0 ? rest : rest.slice(0, end)).trimEnd();
      let was = old.trim();
      // 'Perindopril 5mg mane, reduced to 2.5mg': a new amount with no words of its own keeps the order's
      // times and form; only the amount was changed.
      const tail = OLD_TAIL.exec(was);
      if (!own.trim() && tail) {
        own = ` ${tail[2]!}`;
        was = tail[1]!;
      }
      return `${now}${own} (was ${was})${end < 0 ? '' : ` ${rest.slice(end).trimStart()}`}`;
    },
  },
];
