/**
 * Token accounting: after an order line is read, every dosing-looking token of it (numbers, units,
 * dose units, frequency and time words, intervals, when-required words, durations) must be consumed
 * by a field of the parsed order. A token no field consumed is named in a warning on the row
 * (`Part of line 4 not understood: "2 nocte" (discharge list)`), so a part of a line the readers
 * did not understand is never ignored silently.
 */
import { dropPackAfterForm } from './quantity';
import { PRN_LATER_STEP } from './prn-later';
import { ITEM_CODE_LEAD } from './order-lead';
import { tokenize, type Token } from '../lexicon/tokens';
import type { Amount, ParsedOrder, Timing } from './types';
import { escapeRe } from './text';
import { PREPARE_LIQUIDS } from '../lexicon/prepared-doses';
import {
  alternation,
  DOSE_UNIT_WORDS,
  NUMBER_WORDS,
  PREVIOUS_WORDS,
  spellings,
  SUPPLIED_WORDS,
  UNIT_WORDS,
} from '../lexicon/words';

/** A token of the line and the field of the order that consumed it ('' when none did). */
export interface TokenUse {
  token: Token;
  field: string;
}

const amountText = (a: Amount | undefined): string =>
  a
    ? `${a.count?.text ?? ''} ${a.count?.value ?? ''} ${a.count?.max ?? ''} ${a.measure?.text ?? ''}`
    : '';

const timingText = (t: Timing): string =>
  [
    t.label,
    t.nonDaily ?? '',
    t.clocks.join(' '),
    t.chartHours?.join(' ') ?? '',
    t.days.join(' '),
    t.interval ? `${t.interval.min} ${t.interval.max}` : '',
  ].join(' ');

/**
 * Each field of the order as text, in the order a token is credited to them. Each text is built on
 * first use: a token is credited to the first field that writes it, most often the strength or dose,
 * so the later fields' texts are rarely needed.
 */
const FIELD_TEXTS: ReadonlyArray<readonly [string, (o: ParsedOrder) => string]> = [
  ['name', (o) => `${o.nameText} ${o.brand ?? ''} ${o.displayName} ${o.salt ?? ''}`],
  ['strength', (o) => o.strength?.text ?? ''],
  ['dose', (o) => amountText(o.amount)],
  [
    'dose by time',
    (o) =>
      Object.values(o.slotAmounts ?? {})
        .map(amountText)
        .join(' '),
  ],
  ['timing', (o) => timingText(o.timing)],
  // A one-step order's step is the whole line as written: only later steps are fields of their own.
  [
    'steps',
    (o) =>
      o.steps
        .slice(1)
        .map((s) => `${amountText(s.amount)} ${timingText(s.timing)} ${s.duration ?? ''}`)
        .join(' '),
  ],
  ['maximum', (o) => o.prnMax?.text ?? ''],
  ['condition', (o) => o.prnCondition ?? ''],
  ['duration', (o) => o.duration ?? ''],
  ['instruction', (o) => `${o.instruction ?? ''} ${o.amountLabel ?? ''}`],
  ['indication', (o) => o.indication ?? ''],
  ['status', (o) => (o.status ? `${o.status.word} ${o.status.reason}` : '')],
  ['form', (o) => `${o.form ?? ''} ${o.route ?? ''} ${o.routeSite ?? ''}`],
  ['quantity', (o) => o.quantity ?? ''],
  ['notes', (o) => o.notes.join(' ')],
];

// Numbers in digits, and the lexicon's one-word numbers as whole words: the pattern skips every other
// word itself, where matching each word and looking it up cost a match, a test and a lower-casing per word.
const NUMBER_RE = new RegExp(
  String.raw`\d+(?:\.\d+)?|\.\d+|(?<![a-z])${alternation(Object.keys(NUMBER_WORDS).filter((w) => /^[a-z]+$/.test(w)))}(?![a-z])`,
  'gi',
);

/** Every number a field's text writes, in digits or words ('one'). */
function numbersIn(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.match(NUMBER_RE) ?? []) {
    const c = m.charCodeAt(0);
    out.add(c === 46 || (c >= 48 && c <= 57) ? Number(m) : NUMBER_WORDS[m.toLowerCase()]!);
  }
  return out;
}

const MASS_MG: Readonly<Record<string, number>> = { mg: 1, g: 1000, microgram: 0.001 };
const PREVIOUS = new Set(PREVIOUS_WORDS);
const SUPPLIED = new RegExp(
  `^\\s*(?:${alternation(spellings(DOSE_UNIT_WORDS))}\\s+)?${alternation(SUPPLIED_WORDS)}\\b`,
  'i',
);
const DAY = /^(?:day|days|d|week|weeks|cycle)$/i;
// '1 sachet in 125 mL water', 'dissolved in 200 ml of juice', 'with 100 mL water': the volume of the liquid a dose
// is made up in, never the dose (lexicon/prepared-doses.ts names the liquids).
const MAKE_UP_LEAD = new Set(['in', 'into', 'with']);
const LIQUID_AFTER = new RegExp(
  String.raw`^\s*(?:of\s+)?(?:${alternation(PREPARE_LIQUIDS)})\b`,
  'i',
);

/**
 * Amounts the line restates rather than orders: the dose as a total ('2 tablets (1 g)'), the total per
 * day ('(8 mg/day)'), in mg.
 */
function restatedMg(o: ParsedOrder): number[] {
  const per = o.strength?.unit ? MASS_MG[o.strength.unit] : undefined;
  const out: number[] = [];
  const measure = o.amount.measure;
  const dose =
    measure?.unit && MASS_MG[measure.unit] !== undefined
      ? measure.values[0]! * MASS_MG[measure.unit]!
      : per !== undefined && o.strength!.values.length === 1 && o.amount.count
        ? o.strength!.values[0]! * per * o.amount.count.value
        : undefined;
  // A liquid's volume as the mass it holds ('12.5 mL (500 mg)' of 200 mg/5 mL).
  const perMl = o.strength?.per ? /^(\d*(?:\.\d+)?)\s*mL$/.exec(o.strength.per) : null;
  if (dose === undefined && perMl && per !== undefined && measure?.unit === 'mL') {
    const mg = (o.strength!.values[0]! * per) / Number(perMl[1] || 1);
    for (const v of measure.values) out.push(v * mg);
  }
  if (dose === undefined) return out;
  out.push(dose);
  if (o.timing.perDay) out.push(dose * o.timing.perDay);
  return out;
}

/** The token is the item code that opens the line ('#40211 Atorvastatin ...'), at its own place. */
function isItemCode(text: string, t: Token): boolean {
  const lead = text.length - text.trimStart().length;
  const m = ITEM_CODE_LEAD.exec(text.slice(lead));
  return !!m && t.start === lead + m[0].indexOf(m[1]!) && m[1]!.startsWith(t.text);
}

/** A number the line writes as something other than this order's dose: what, or ''. */
function creditOfContext(o: ParsedOrder, tokens: Token[], i: number): string {
  const t = tokens[i]!;
  const prev = tokens[i - 1];
  const prevWord = prev?.text.toLowerCase() ?? '';
  const next = tokens[i + 1];
  // Zero is never a dose ('1-0-1' is a dose pattern).
  if (t.value === 0) return '-';
  // '#40211 Atorvastatin ...', 'Item 8626 Metformin ...': the item's code before the name (order-lead.ts).
  if (t.start < 24 && isItemCode(o.text, t)) return 'code';
  if (prev?.kind === 'quantity') return 'quantity';
  // A 24-hour clock time ('0800') where the order's times are known.
  if (o.timing.known && /^(?:[01]\d|2[0-3])[0-5]\d$/.test(t.text)) return 'timing';
  // '1 x 3 daily': the count per day.
  if (
    (next?.kind === 'frequency' || next?.kind === 'time') &&
    t.value !== undefined &&
    t.value === o.timing.perDay
  )
    return 'timing';
  // A brand's number straight after its name ('Madopar 125').
  if (
    o.brand &&
    !tokens.slice(0, i).some((x) => x.kind !== 'word' && x.kind !== 'punct') &&
    next?.kind !== 'unit'
  )
    return 'name';
  // A dose for each kilogram or a concentration, restating the dose ('15 mg/kg', '100 mg/mL').
  if (next?.kind === 'unit' && tokens[i + 2]?.text === '/') return 'strength';
  // 'was 40 mg', 'instead of 2 tablets' (a two-word lead: the word before 'of' too).
  const lead2 = prevWord === 'of' ? `${tokens[i - 2]?.text.toLowerCase()} of` : '';
  if (PREVIOUS.has(prevWord) || PREVIOUS.has(lead2) || prevWord === '↑' || prevWord === '↓')
    return 'previous dose';
  if (DAY.test(prevWord)) return 'course day';
  if (
    MAKE_UP_LEAD.has(prevWord) &&
    next?.kind === 'unit' &&
    UNIT_CANONICAL.get(next.text.toLowerCase()) === 'mL' &&
    LIQUID_AFTER.test(o.text.slice(next.end))
  )
    return 'liquid to make up in';
  if (SUPPLIED.test(o.text.slice(t.end))) return 'quantity';
  // 'tablet, 30 - one at night': the pack size the order reader dropped (quantity.ts dropPackAfterForm).
  const form = tokens[i - 2];
  // Only a count the line ends with or sets off ('30 - one at night', '30 | label:'): '1 to 2 tablets' and
  // '2 tablet(s)' after the comma are the dose, and a reading that dropped them must stay reported.
  // A pack holds more than a dose does ('30', '200'): a small count set off by a comma ('inhaler,1,') is the dose.
  const setOff = (!next || ['-', '–', '—', '|'].includes(next.text)) && (t.value ?? 0) >= 5;
  if (setOff && prev?.text === ',' && form && (form.kind === 'dose-unit' || form.kind === 'form')) {
    const from = o.text.slice(form.start);
    if (!dropPackAfterForm(from).startsWith(from.slice(0, t.end - form.start))) return 'quantity';
  }
  // '24 hr tablet': a release label.
  if (
    t.value === 24 &&
    /^(?:hr|hrs|hour)$/i.test(next?.text ?? '') &&
    tokens[i + 2]?.kind === 'dose-unit'
  )
    return 'release';
  // One tablet of the product's strength: the engine shows the strength ('1 tablet' of 25 mg = 25 mg).
  if (t.value === 1 && next?.kind !== 'unit' && (o.strength || o.amount.measure) && !o.amount.count)
    return 'dose';
  if (next?.kind === 'unit' && t.value !== undefined) {
    const unit = UNIT_CANONICAL.get(next.text.toLowerCase());
    const mg = unit && MASS_MG[unit] !== undefined ? t.value * MASS_MG[unit]! : undefined;
    if (mg !== undefined && restatedMg(o).some((x) => Math.abs(x - mg) < 1e-6))
      return 'dose (total)';
  }
  return '';
}

const UNIT_CANONICAL = new Map(
  Object.entries(UNIT_WORDS).flatMap(([canon, ws]) => ws.map((w): [string, string] => [w, canon])),
);

// One pattern per word, compiled once: the words are the lexicon's frequency and time words as written.
const WORD_PATTERNS = new Map<string, RegExp>();
const WORD_PATTERNS_LIMIT = 1000;
function wordPattern(word: string): RegExp {
  let re = WORD_PATTERNS.get(word);
  if (!re) {
    if (WORD_PATTERNS.size >= WORD_PATTERNS_LIMIT) WORD_PATTERNS.clear();
    re = new RegExp(`(?<![a-z])${escapeRe(word)}(?![a-z])`, 'i');
    WORD_PATTERNS.set(word, re);
  }
  return re;
}
const HAS_WORD = (text: string, word: string) => wordPattern(word).test(text);

/** The order's field texts and the numbers each writes, each read only when a token asks. */
class Fields {
  private readonly texts: Array<string | undefined> = [];
  private readonly numbers: Array<Set<number> | undefined> = [];
  constructor(private readonly o: ParsedOrder) {}
  text(i: number): string {
    return (this.texts[i] ??= FIELD_TEXTS[i]![1](this.o));
  }
  has(i: number, v: number): boolean {
    return (this.numbers[i] ??= numbersIn(this.text(i))).has(v);
  }
  /** The first field that writes the number (or the ratio), else ''. */
  withNumber(v: number, ratio: number | undefined): string {
    for (let i = 0; i < FIELD_TEXTS.length; i++)
      if (this.has(i, v) || (ratio !== undefined && this.has(i, ratio))) return FIELD_TEXTS[i]![0];
    return '';
  }
  /** The first field but the notes that writes the word, else ''. */
  withWord(word: string): string {
    for (let i = 0; i < FIELD_TEXTS.length; i++)
      if (FIELD_TEXTS[i]![0] !== 'notes' && HAS_WORD(this.text(i), word)) return FIELD_TEXTS[i]![0];
    return '';
  }
}
const DURATION_FIELD = FIELD_TEXTS.findIndex(([f]) => f === 'duration');

/** Every token of the order's line with the field that consumed it. */
export function accountTokens(o: ParsedOrder): TokenUse[] {
  const tokens = tokenize(o.text);
  const fields = new Fields(o);
  const uses = tokens.map((token, i): TokenUse => {
    switch (token.kind) {
      case 'number':
      case 'duration':
      case 'interval': {
        if (token.value === undefined) {
          if (token.kind === 'number') break;
          // 'every', 'hours': read with their number; on their own too common a word to flag.
          if (token.kind === 'interval')
            return { token, field: o.timing.known || o.timing.interval ? 'timing' : '-' };
          // A duration word goes with its number ('3 more days').
          return { token, field: tokens[i - 1]?.kind === 'number' ? 'of-number' : '-' };
        }
        const v = token.value;
        // '1/2 tablet' is half a tablet: the pair is one number.
        const ratio = slashPartner(tokens, i);
        // '3 more days': a number before a duration unit is the duration's first.
        const durationNext = tokens[i + 1]?.kind === 'duration';
        const field =
          (durationNext && fields.has(DURATION_FIELD, v) ? 'duration' : '') ||
          fields.withNumber(v, ratio);
        return { token, field: field || creditOfContext(o, tokens, i) };
      }
      case 'frequency':
      case 'time':
        return {
          token,
          field: o.timing.known
            ? 'timing'
            : afterMax(tokens, i) && o.prnMax
              ? 'maximum'
              : fields.withWord(token.text),
        };
      case 'prn':
        // A form's field answered no ('PRN: N') is dropped before the line is read (lexicon rule
        // 'prn-yes-no-field'), so a when-required word left here that the order did not take is unread.
        // '... regular for 5 days then PRN': the word is the last step's.
        return {
          token,
          field: o.prn || o.steps.some((s) => s.text === PRN_LATER_STEP) ? 'when required' : '',
        };
      case 'unit':
      case 'dose-unit':
      case 'form':
        // A unit says what the number before it counts: it goes where that number went.
        return { token, field: tokens[i - 1]?.kind === 'number' ? 'of-number' : 'form' };

      default:
        break;
    }
    return { token, field: '-' };
  });
  for (let i = 1; i < uses.length; i++)
    if (uses[i]!.field === 'of-number') uses[i]!.field = uses[i - 1]!.field;
  // The other end of a range or combination takes the credit of its first end ('days 1 to 5', '16mg/4mg').
  for (let i = 2; i < uses.length; i++) {
    const [u, join, first] = [uses[i]!, uses[i - 1]!.token.text, uses[i - 2]!];
    if (u.field !== '' || u.token.kind !== 'number') continue;
    // A range ('1-2', 'days 1 to 5') goes with its first end; '16mg/4mg' only when the first is a strength.
    const range = ['-', '–', 'to', 'or'].includes(join.toLowerCase());
    if (
      first.field &&
      first.field !== '-' &&
      (range || (join === '/' && first.field === 'strength'))
    )
      u.field = first.field;
  }
  return uses;
}

/** True when a maximum word comes earlier in the same clause ('max 8 caps per day'). */
function afterMax(tokens: Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && i - j <= 5; j--) {
    if (tokens[j]!.kind === 'max') return true;
    if (BREAK.has(tokens[j]!.text)) return false;
  }
  return false;
}

/** The value of 'a/b' when the token is one side of such a pair. */
function slashPartner(tokens: Token[], i: number): number | undefined {
  const t = tokens[i]!;
  const next = tokens[i + 1]?.text === '/' ? tokens[i + 2] : undefined;
  const prev = tokens[i - 1]?.text === '/' ? tokens[i - 2] : undefined;
  if (next?.kind === 'number' && t.value && next.value) return t.value / next.value;
  if (prev?.kind === 'number' && t.value && prev.value) return prev.value / t.value;
  return undefined;
}

const BREAK = new Set([',', ';', '(', ')', '[', ']', '-', '–']);

/**
 * The parts of the line no field consumed: each unconsumed token with the words after it up to the
 * next number or break ('2 nocte'), adjacent parts joined.
 */
export function notUnderstood(o: ParsedOrder, uses = accountTokens(o)): string[] {
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < uses.length; i++) {
    if (uses[i]!.field !== '') continue;
    let end = i;
    // The words after it that say what it was: unread words, or the unit or time straight after a number.
    const joins = (u: TokenUse, j: number) =>
      u.field === '' ||
      u.field === '-' ||
      (j === i + 1 && uses[i]!.token.kind === 'number' && u.token.kind !== 'prn');
    while (
      end + 1 < uses.length &&
      end - i < 3 &&
      uses[end + 1]!.token.kind !== 'number' &&
      !BREAK.has(uses[end + 1]!.token.text) &&
      joins(uses[end + 1]!, end + 1)
    )
      end++;
    const [start, stop] = [uses[i]!.token.start, uses[end]!.token.end];
    const last = spans[spans.length - 1];
    if (last && start - last[1] <= 1) last[1] = stop;
    else spans.push([start, stop]);
    i = end;
  }
  return spans.map(([a, b]) => o.text.slice(a, b));
}

/** The row warnings for the parts of the order's line the readers did not understand. */
export function accountingWarnings(o: ParsedOrder): string[] {
  return notUnderstood(o).map(
    (part) => `Part of line ${o.line} not understood: "${part}" (${o.list} list)`,
  );
}

const DOSE_MASS = new Set(['mg', 'microgram', 'g', 'units']);

/**
 * True when a line reads like an order whatever its name ('Zyxamol CR 15 mg tablet 2 tablets every 12
 * hours'): an amount (a mass, units or a count of dose units) and how often (frequency, time,
 * interval or when required). The last check counts such a line even when a note rule claimed it.
 */
export function looksLikeOrder(text: string): boolean {
  const tokens = tokenize(text);
  let amount = false;
  let often = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.kind === 'number' && next) {
      if (next.kind === 'dose-unit') amount = true;
      if (next.kind === 'unit' && DOSE_MASS.has(UNIT_CANONICAL.get(next.text.toLowerCase()) ?? ''))
        amount = true;
    }
    if (t.kind === 'frequency' || t.kind === 'time' || t.kind === 'prn') often = true;
    if (t.kind === 'interval' && t.value !== undefined) often = true;
    if (t.kind === 'interval' && tokens[i + 1]?.kind === 'number') often = true;
  }
  return amount && often;
}
