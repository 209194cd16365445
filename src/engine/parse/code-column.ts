/**
 * A column of short codes before the medicine, with no legend to say what they mean: a fax's line-number
 * gutter ('L03  Ertapenem 1 g IV daily'), a supply scheme ('PBS | Simvastatin 20 mg | 1 nocte',
 * 'OTC | Caltrate'), an HL7 v2 segment with its set id ('RXO|1|Amlodipine 10 mg tablet|1|TAB|MANE').
 * The code says where the line came from, never which medicine: when two lines or more of a list open
 * with codes of one shape and one separator, each followed by a medicine the knowledge base knows, the
 * code is dropped from every line of that shape. Pipe-separated fields after the code are read as
 * clauses ('Amlodipine 10 mg tablet - 1 TAB - MANE'). A lexicon word ('PRN', 'NEW', 'IV') is never such
 * a code: other readers take it. An HL7 segment that is no order ('MSH|...', 'PID|...') is left as
 * written, and reported unread like any other line.
 */
import { readName } from './name';
import { readCodeLegend } from './code-legend';
import { readStatusCell } from './status';
import { tokenize } from '../lexicon/tokens';
import type { InputLine } from './lines';

// 'RXO|1|', 'PBS | ', 'L03  ': a code of one to four capitals and digits, then its separator.
const LEAD = /^([A-Z][A-Z0-9]{0,3})(\|\d{1,3}\||\s*\|\s*|\s+)(?=[A-Za-z])/;

interface Lead {
  shape: string;
  rest: string;
  /** The line's fields are separated by pipes too: read as clauses. */
  fields: boolean;
}

function leadOf(text: string): Lead | null {
  const m = LEAD.exec(text);
  if (!m) return null;
  const code = m[1]!;
  // A dosing or status word of the lexicon ('PRN', 'NEW', 'IV', 'BD') is read by the line's own readers.
  // A status code ('NEW', 'HOLD', 'D/C') is the order's status: never dropped.
  if (readStatusCell(code)) return null;
  const tokens = tokenize(code);
  if (tokens.length === 1 && tokens[0]!.kind !== 'word' && tokens[0]!.text === code) return null;
  const sep = m[2]!;
  const kind = /^\|\d/.test(sep) ? 'segment' : sep.includes('|') ? 'pipe' : 'space';
  // Set off by spaces only, a code has a digit ('L03', 'N12'): a word alone there is a verb or a label
  // ('KEEP amlodipine', 'SWAP Seretide ...') that other readers take.
  if (kind === 'space' && !/\d/.test(code)) return null;
  const shape = `${code.replace(/[A-Z]+/g, 'A').replace(/\d+/g, '9')}${kind}`;
  return { shape, rest: text.slice(m[0].length), fields: kind === 'segment' || kind === 'pipe' };
}

/** A known medicine opens the text after the code, and the code is not part of its name ('MST Continus'). */
function medicineAfter(text: string, lead: Lead): boolean {
  const after = readName(lead.rest);
  // The name opens the text after the code ('Q: Can I take my clopidogrel?' names it later: no code column).
  if (!after?.medicine || !lead.rest.toLowerCase().startsWith(after.nameText.toLowerCase()))
    return false;
  const whole = readName(text);
  return (
    !whole?.medicine || whole.medicine.id !== after.medicine.id || whole.nameText === after.nameText
  );
}

/** Pipe-separated fields after the code as clauses; an amount alone joins its unit ('2|TAB' -> '2 TAB'). */
function pipeFields(rest: string): string {
  const out: string[] = [];
  for (const f of rest.split('|').map((x) => x.trim())) {
    if (!f) continue;
    if (out.length && /^\d+(?:\.\d+)?$/.test(out.at(-1)!)) out[out.length - 1] += ` ${f}`;
    else out.push(f);
  }
  return out.join(' - ');
}

/** Drop a code column's codes from the lines of a list (in place); returns the line numbers changed. */
export function dropCodeColumn(lines: InputLine[]): number[] {
  // A legend says what the codes mean ('Key: N = new, S = stopped'): code-legend.ts reads them.
  if (lines.some((l) => readCodeLegend(l.text))) return [];
  const leads = lines.map((l) => (l.extras || l.tableHeader ? null : leadOf(l.text)));
  const votes = new Map<string, number>();
  leads.forEach((lead, i) => {
    if (lead && medicineAfter(lines[i]!.text, lead))
      votes.set(lead.shape, (votes.get(lead.shape) ?? 0) + 1);
  });
  const changed: number[] = [];
  leads.forEach((lead, i) => {
    if (!lead || (votes.get(lead.shape) ?? 0) < 2) return;
    const l = lines[i]!;
    l.text = lead.fields ? pipeFields(lead.rest) : lead.rest;
    changed.push(l.line);
  });
  return changed;
}
