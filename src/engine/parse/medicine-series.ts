/**
 * A sentence that lists the home medicines one after another ('Meds (per pt's wallet list): amiodarone
 * 100mg daily; apixaban 5mg bd; ...', 'Meds: azathioprine 100mg daily, Mezavant 1.2g x4 mane, ...'): an
 * ambulance handover, a triage note or a referral writes them so. Each part is its own order.
 */
import { readName } from './name';

// 'Meds (per pt's wallet list): ', 'Home medications - ': a short label before the series.
const LEAD = /^[a-z][^:;]{0,40}?(?::|\s[-–—])\s*/i;
// 'Given: aspirin 300mg PO, GTN 400mcg SL', 'Log: Exjade taken 7:05 AM; folic acid taken': doses given or
// taken are a record, not the orders a series lists.
// 'Self-administered: ...' says who gives them, not that they were given.
const RECORD = /(?<![\w-])(?:given|taken|skipped|administered|gave|received|omitted|missed)\b/i;
// A part is an order when it starts with a name and writes a number (a strength, a count or a time).
const PART = /^[a-z][\w'’-]*.*\d/i;

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
  return out.map((p) => p.trim().replace(/[.]$/, '')).filter(Boolean);
}

// '..., atorvastatin 40 mg at night and pantoprazole 20 mg daily': the last two joined by 'and'.
const AND = /\s+and\s+(?=[a-z])/gi;

/** A part that is two orders joined by 'and', each with a number and the second naming a medicine. */
function lastAnd(part: string): string[] {
  for (const m of part.matchAll(AND)) {
    const [a, b] = [part.slice(0, m.index), part.slice(m.index + m[0].length)];
    if (/\d/.test(a) && PART.test(b) && readName(b)?.medicine) return [a, b];
  }
  return [part];
}

/**
 * The orders of a series of medicines on one line and the label before them ('Meds', 'BREAKFAST (8am)'),
 * or null. Every part must start with a name and write
 * a number, and at least two parts (most of them) must name medicines the knowledge base knows, so a
 * single order whose clauses are separated by commas ('Metformin 500 mg, 2 tablets BD') stays one order.
 */
export function splitMedicineSeries(text: string): { parts: string[]; lead: string } | null {
  const sepCount = (sep: string) => text.split(sep).length - 1;
  if ((sepCount(';') === 0 && sepCount(',') < 1 && sepCount(' / ') < 1) || RECORD.test(text))
    return null;
  const lead = LEAD.exec(text);
  const led = !!lead && !readName(text)?.medicine;
  const body = led ? text.slice(lead[0].length) : text;
  // 'topiramate 25 mg bd / rizatriptan 10 mg prn / Yaz 1 daily': a spaced slash between orders.
  for (const sep of [';', ',', ' / ']) {
    if (!body.includes(sep)) continue;
    const parts = partsOf(
      sep === ' / ' ? body.replaceAll(' / ', '\u0000') : body,
      sep === ' / ' ? '\u0000' : sep,
    ).flatMap(lastAnd);
    if (parts.length < 2 || !parts.every((p) => PART.test(p))) continue;
    const known = parts.map((p) => readName(p)).filter((n) => n?.medicine);
    if (known.length < 2 || known.length * 2 < parts.length) continue;
    // One medicine's clauses split by commas name one medicine; a series names several.
    if (new Set(known.map((n) => n!.key)).size < 2) continue;
    return { parts, lead: led ? lead[0].replace(/[\s:–—-]+$/, '') : '' };
  }
  return null;
}
