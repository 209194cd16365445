/**
 * A sentence that lists the home medicines one after another ('Meds (per pt's wallet list): amiodarone
 * 100mg daily; apixaban 5mg bd; ...', 'Meds: azathioprine 100mg daily, Mezavant 1.2g x4 mane, ...',
 * 'Prescribed: thiamine 100mg mane | esomeprazole 20mg mane'): an
 * ambulance handover, a triage note or a referral writes them so. Each part is its own order.
 */
import { LAB_RESULT_HEAD } from './lab-result';
import { readName, type NameRead } from './name';
import { isStopping, readStatusClause } from './status';
import { tokenize, type TokenKind } from '../lexicon/tokens';

// 'Meds (per pt's wallet list): ', 'Home medications - ': a short label before the series.
// A dose aid's pouch label in square brackets ('[27/11 08:00] Metformin 500mg x2 | Aspirin 100mg x1') is a lead too.
// Who the list came from may follow the label in brackets ('M: (from mum) Optisulin ...; NovoRapid ...').
const LEAD = /^(?:[a-z][^:;]{0,40}?(?::|\s[-–—])(?:\s*\([^()]{1,40}\))?|\[[^\]]{1,30}\])\s*/i;
// The date in a pouch label is when it was packed, not a time of day.
const LABEL_DATE = /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g;
// 'Given: aspirin 300mg PO, GTN 400mcg SL', 'Log: Exjade taken 7:05 AM; folic acid taken': doses given or
// taken are a record, not the orders a series lists.
// 'Self-administered:', 'Nurse administered:' say who gives them (a care plan's heading), not a record.
const RECORD =
  /(?<![\w-])(?:given|taken|skipped|(?<!(?:self|nurse|carer|staff|patient)[- ])administered|gave|received|omitted|missed)\b/i;
// A part is an order when it starts with a name and writes a number (a strength, a count or a time).
// A count in words counts too ('Duodart one capsule daily').
const PART =
  /^[a-z][\w'’-]*.*(?:\d|\b(?:one|two|three|four|half)\s+(?:tab|cap|puff|drop|sachet|spray|patch|inhalation|lozenge|wafer)\w*)/i;

// 'glucose tolerance test at 6-12 weeks', 'lithium level in 5 days', 'digoxin levels weekly': a test of a
// medicine or a sugar, never an order of it.
const TEST_PART =
  /^[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?\s+(?:tolerance\s+)?(?:tests?|levels?|screen|assay|monitoring)\b/i;
// 'GTN spray prn', 'Ventolin when required', 'Movicol daily': a part may write no number when it names
// when it is taken; splitMedicineSeries then asks that it name a known medicine too.
const WORD_START = /^[a-z][\w'’-]*/i;
// 'Frusemide 20 mg mane; Perindopril - withheld (low BP)': a part that says its medicine stopped writes no
// number either (read as one order, the stop went to the first medicine).
const TIMING_KINDS: ReadonlySet<TokenKind> = new Set([
  'prn',
  'frequency',
  'time',
  'interval',
  'status',
]);
const timedWithoutNumber = (p: string): boolean =>
  WORD_START.test(p) && tokenize(p).some((t) => TIMING_KINDS.has(t.kind));
// 'Ibuprofen - avoid; use paracetamol 1 g QID PRN instead', 'Naproxen - no longer required, ...': a part that is a
// known medicine and a stop of it (any stop clause, not only a stop word the tokeniser knows) is a part too.
const stoppedWithoutNumber = (p: string): boolean => {
  const n = WORD_START.test(p) ? readName(p) : null;
  return !!n?.medicine && !!n.rest.trim() && isStopping(readStatusClause(n.rest) ?? undefined);
};
const isPart = (p: string): boolean =>
  (PART.test(p) || timedWithoutNumber(p) || stoppedWithoutNumber(p)) && !TEST_PART.test(p);
/**
 * What every part passes before isPart reads its tokens or its name (each of isPart's tests asks for a word
 * first): tested on all the parts first, so a prose line whose second part opens with a number or a mark is
 * turned away before its first part's name is looked up.
 */
const mayBePart = (p: string): boolean => WORD_START.test(p) && !TEST_PART.test(p);
/** A part without a number is a medicine's order only when the knowledge base knows its name. */
const namesItsMedicine = (p: string): boolean => PART.test(p) || !!readName(p)?.medicine;

// 'Current medicines: (1) tapentadol SR 150 mg twice daily; (2) pregabalin 75 mg ...': the item numbers of a
// series written in one sentence are its numbering, not part of each order.
const ITEM_NUMBER = /^(?:\(\d{1,2}\)|\d{1,2}[.)]|\([a-h]\)|[a-h]\))\s+(?=[a-z])/i;

// A label of one to three words and no number ('Glucose', 'Bone health').
const SHORT_LABEL = /^\s*[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,2}\s*$/i;

/** Split on the separator outside brackets. */
function partsOf(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === sep && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((p) => p.trim().replace(ITEM_NUMBER, '').replace(/[.]$/, '')).filter(Boolean);
}

// 'topiramate 25 mg bd / rizatriptan 10 mg prn / Yaz 1 daily': a slash between spaces separates medicines
// (a strength's slash, '5/1.25', has none).
const partsBy = (body: string, sep: string): string[] =>
  sep === ' / ' ? partsOf(body.replaceAll(sep, '\u0001'), '\u0001') : partsOf(body, sep);

/**
 * True when the body may split on '|', ';', ',' or ' / ' into two parts or more that each start with a word
 * and write a number: the parts before any 'and' split them again (andParts only splits a part with ' and ',
 * and each of its pieces passing PART makes the whole part pass), so false means no series.
 */
function splitsIntoParts(body: string): boolean {
  // The first part may be read from after a label's colon ('hi - his meds from our file: abilify 10 mane').
  const afterColon = (p: string) => (p.includes(':') ? p.slice(p.indexOf(':') + 1).trim() : p);
  for (const sep of ['|', ';', ',', ' / ']) {
    if (!body.includes(sep)) continue;
    const parts = partsBy(body, sep);
    if (
      (parts.length >= 2 || parts.some((p) => p.includes(' and '))) &&
      parts.every((p, i) => mayBePart(p) || (i === 0 && mayBePart(afterColon(p)))) &&
      parts.every((p, i) => isPart(p) || (i === 0 && isPart(afterColon(p))))
    )
      return true;
  }
  return false;
}

// A letter's series joins its last medicine with 'and' ('..., atorvastatin 40 mg at night and pantoprazole
// 40 mg daily') and goes on with 'and' or 'as does' ('..., as does paracetamol 1 g four times a day').
const JOIN_LEAD = /^(?:and|as does|as do|as well as|plus|also)\s+(?=[a-z])/i;
const AND = /\s+and\s+(?=[a-z])/gi;

/** A part of a series split again where 'and' starts another medicine with its dose. */
function andParts(part: string): string[] {
  const p = part.replace(JOIN_LEAD, '');
  if (!p.includes(' and ')) return [p];
  for (const m of p.matchAll(AND)) {
    const second = p.slice(m.index + m[0].length);
    if (!PART.test(second)) continue;
    const a = readName(p.slice(0, m.index));
    const b = readName(second);
    if (a?.medicine && b?.medicine && a.key !== b.key && /\d/.test(p.slice(0, m.index)))
      return [p.slice(0, m.index), second];
  }
  return [p];
}

/**
 * The orders of a series of medicines on one line and the label before them ('Meds', 'BREAKFAST (8am)'),
 * or null. Every part must start with a name and write
 * a number, and at least two parts (most of them) must name medicines the knowledge base knows, so a
 * single order whose clauses are separated by commas ('Metformin 500 mg, 2 tablets BD') stays one order.
 */
export function splitMedicineSeries(text: string): { parts: string[]; lead: string } | null {
  if (
    (!text.includes(';') && !text.includes(',') && !text.includes('|') && !text.includes(' / ')) ||
    RECORD.test(text)
  )
    return null;
  const lead = LEAD.exec(text);
  // The cheap test before reading any name: the body (after the label or not, whichever the name
  // decides) must split into parts that each start with a word and write a number.
  if (!splitsIntoParts(text) && !(lead && splitsIntoParts(text.slice(lead[0].length)))) return null;
  const led = !!lead && !readName(text)?.medicine;
  const body = led ? text.slice(lead[0].length) : text;
  // 'Prescribed:  thiamine 100mg mane  |  esomeprazole 20mg mane': a bar between orders (an intake form, a
  // dose aid's pouch label) separates them as a semicolon does; a table's bars never reach here (a row has cells).
  for (const sep of ['|', ';', ',', ' / ']) {
    if (!body.includes(sep)) continue;
    const parts = partsBy(body, sep).flatMap(andParts);
    // 'hi - his meds from our file: abilify 10 mane, ...': a label after a greeting ends at its colon.
    // 'Glucose: insulin glargine 10 units nocte (new); ...': a short label that is itself a medicine's name
    // (a problem list's 'Glucose', 'Iron') is a label too when a medicine with its dose follows the colon.
    const inner = parts[0]?.indexOf(':') ?? -1;
    const head = inner > 0 ? parts[0]!.slice(0, inner) : '';
    if (inner > 0 && (!readName(parts[0]!)?.medicine || SHORT_LABEL.test(head))) {
      const after = parts[0]!.slice(inner + 1).trim();
      if (readName(after)?.medicine && (!readName(parts[0]!)?.medicine || PART.test(after)))
        parts[0] = after;
    }
    if (
      parts.length < 2 ||
      !parts.every(mayBePart) ||
      !parts.every(isPart) ||
      !parts.every(namesItsMedicine)
    )
      continue;
    // At least two parts, and half of them, name known medicines: reading stops once too few are left.
    const need = Math.max(2, Math.ceil(parts.length / 2));
    const known: NameRead[] = [];
    for (let i = 0; i < parts.length && known.length + parts.length - i >= need; i++) {
      // 'withheld, Hct 0.58': a test's result is a reason, not a medicine named by its abbreviation (HCT).
      if (LAB_RESULT_HEAD.test(parts[i]!.trim())) continue;
      const n = readName(parts[i]!);
      if (n?.medicine) known.push(n);
    }
    if (known.length < need) continue;
    // One medicine's clauses split by commas name one medicine; a series names several.
    if (new Set(known.map((n) => n.key)).size < 2) continue;
    const label = led ? lead[0].replace(/[\s:–—-]+$/, '') : '';
    return {
      parts,
      lead: label.startsWith('[') ? label.slice(1, -1).replace(LABEL_DATE, '').trim() : label,
    };
  }
  return null;
}
