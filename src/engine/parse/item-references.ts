/**
 * A discharge list that refers to the admission list's items by number instead of naming the medicines
 * ('Items 3, 4 and 5: continue unchanged', '#6 - cease (constipation)', 'Nos 2-4: continue', 'Continue
 * items 1 to 3', 'see item 2 - stop'). Each number is resolved against the admission list's numbering
 * ('3.', '3)', '(3)', '#3', 'No. 3', 'Item 3'), or, when the admission list numbers nothing, its bulleted lines
 * counted in order (with a warning: a bullet's count is not written). The line is rewritten as the orders it
 * stands for: an instruction with no dose of its own goes on each item's admission order ('metformin 1 g
 * twice a day - continue unchanged'); one with a dose ('increase to 10 mg daily') on the item's medicine, and
 * only for a single item. Anything else (a number the list does not have, a dose over several items, a line
 * that also names a medicine) is left as written, and the item-references net says so.
 */
import { splitLines } from './lines';
import { readName } from './name';
import { mentionsIn } from '../reconcile/nets/mentions';
import type { InputLine } from './lines';

// 'Items 3, 4 and 5', 'item 2', 'Nos 1-3', 'No. 2', 'numbers 4 & 5', '#2 & #6', '#3'. Only opening its line
// (leadingReference), so 'no 2' inside an order is never a reference.
const REFERENCE =
  /(?:\b(?:items?|numbers?|nos?\.?)\s*#?|(?<![\w#])#)\s*(\d{1,2}(?:\s*(?:,|&|and|to|[-–])\s*#?\s*\d{1,2})*)\b/i;
// 'see', 'as per', 'per' before the reference, and the label's colon, dash or full stop after it.
const LEAD = /^(?:see|as per|per|re|refer(?:s)? to)\s+$/i;

/**
 * The reference opening a line: after a list mark, 'see' / 'as per', or a verb ('Continue items 1 to 3'), never
 * after a dose ('inhaler # 1-2 BD').
 */
function leadingReference(raw: string): RegExpExecArray | null {
  const m = REFERENCE.exec(raw);
  if (!m) return null;
  const before = raw.slice(0, m.index).replace(/^[\s\-*•·>]+/u, '');
  return !before.trim() || LEAD.test(before) || /^[a-z]+(?: [a-z]+)? $/i.test(before) ? m : null;
}

/** The item numbers a line refers to ('3, 4 and 5' -> 3, 4, 5; '2-4' -> 2, 3, 4), or none. */
export function referredNumbers(raw: string): number[] {
  const m = leadingReference(raw);
  if (!m) return [];
  const out: number[] = [];
  for (const part of m[1]!.split(/\s*(?:,|&|and)\s*/i)) {
    const [a, b] = part.split(/\s*(?:to|[-–])\s*/i).map((n) => Number(n.replace('#', '').trim()));
    if (a === undefined || Number.isNaN(a)) continue;
    if (b !== undefined && !Number.isNaN(b) && b >= a && b - a < 20)
      for (let n = a; n <= b; n++) out.push(n);
    else out.push(a);
  }
  return out;
}

/**
 * The discharge list numbers its own lines ('No. 1 Discharge medicines', 'No. 2 START taking ...', 'No. 3
 * amoxicillin ...'): numbers opening nearly every line and counting up by one, line after line, are the
 * list's numbering, not references to the admission items.
 */
export function ownNumbering(lines: ReadonlyArray<{ raw: string }>): boolean {
  const written = lines.filter((l) => l.raw.trim());
  const numbered = written.map((l) => referredNumbers(l.raw)).filter((refs) => refs.length);
  // Its own numbering runs down (nearly) every line; references sit among lines of their own
  // ('Items 5-6: continue' ... 'New:' ... named orders).
  if (numbered.length < 0.8 * written.length) return false;
  const seq = numbered.filter((refs) => refs.length === 1).map((refs) => refs[0]!);
  if (seq.length < 3) return false;
  let steps = 0;
  for (let i = 1; i < seq.length; i++) if (seq[i] === seq[i - 1]! + 1) steps++;
  return steps >= 0.8 * (seq.length - 1);
}

/** The line without the list's own number before it ('No. 2 Items 3 and 4: continue' -> 'Items 3 and 4: ...'). */
export function withoutOwnNumber(raw: string): string {
  const m = leadingReference(raw);
  return m ? raw.slice(m.index + m[0].length).replace(/^\s*[:.)-]?\s*/, '') : raw;
}

// An admission line's own number: '3.', '3)', '(3)', '#3', 'No. 3', 'Item 3:'.
export const NUMBERED = /^\s*(?:#\s?|no\.\s?|item\s+)?\(?(\d{1,2})(?:[.):]|\s*-)?\s+(?=\S)/i;
const BULLETED = /^\s*[-*•·▪◦●–]\s+\S/u;

export interface AdmissionItem {
  /** The admission order as cleaned (no number), and its medicine's name as written. */
  text: string;
  name: string;
  line: number;
}

/**
 * Lines that count up like a list's own numbering are references all the same when one line names several
 * items ('Items 5-8: continue': no list numbers its own line so) or most name their item's medicine ('Item 1:
 * withhold - Perindopril 8 mg' where item 1 is perindopril). Read as the list's own numbering, 'Items 5-8'
 * was lost and those four medicines ceased, silently.
 */
function refersToItems(
  lines: ReadonlyArray<{ raw: string }>,
  items: ReadonlyMap<number, AdmissionItem>,
): boolean {
  let single = 0;
  let named = 0;
  for (const l of lines) {
    const refs = referredNumbers(l.raw);
    if (refs.length > 1) return true;
    const item = refs.length === 1 ? items.get(refs[0]!) : undefined;
    if (!item) continue;
    single++;
    if (l.raw.toLowerCase().includes(item.name.toLowerCase())) named++;
  }
  return single > 0 && named >= 0.6 * single;
}

/** The list numbers its own lines and does not refer to the admission items (reader and net decide alike). */
export const numbersItsOwnLines = (
  lines: ReadonlyArray<{ raw: string }>,
  items: ReadonlyMap<number, AdmissionItem>,
): boolean => ownNumbering(lines) && !refersToItems(lines, items);

/** The admission list's items by number, and whether they were counted from bullets. */
export function admissionItems(lines: ReadonlyArray<{ raw: string; text: string; line: number }>): {
  items: Map<number, AdmissionItem>;
  counted: boolean;
} {
  const items = new Map<number, AdmissionItem>();
  const add = (n: number, l: { text: string; line: number }) => {
    const name = readName(l.text);
    if (name?.medicine && !items.has(n))
      items.set(n, { text: l.text, name: name.nameText, line: l.line });
  };
  for (const l of lines) {
    const m = NUMBERED.exec(l.raw);
    if (m) add(Number(m[1]), l);
  }
  if (items.size) return { items, counted: false };
  let n = 0;
  for (const l of lines) if (BULLETED.test(l.raw)) add(++n, l);
  return { items, counted: true };
}

/** The line's instruction once its reference and the label marks around it are taken off. */
function instructionOf(text: string): string | null {
  const m = leadingReference(text);
  if (!m) return null;
  const before = text.slice(0, m.index).replace(/^[\s\-*•·>]+/u, '');
  const after = text
    .slice(m.index + m[0].length)
    .replace(/^\s*(?:\([^()]*\))?\s*[:.,–—-]?\s*/, '')
    .trim();
  // 'Continue items 1 to 3': the verb before the reference is the instruction.
  const lead = LEAD.test(before) ? '' : before.trim();
  const said = [lead, after].filter(Boolean).join(' ');
  return said || null;
}

/**
 * Rewrites each discharge line that refers to admission items by number into the orders it stands for.
 * Lines are rewritten only when every number resolves; the rest stay for the item-references net.
 */
export function readItemReferences(input: InputLine[], admissionText: string): void {
  if (!input.some((l) => REFERENCE.test(l.raw))) return;
  const { items, counted } = admissionItems(splitLines(admissionText));
  if (!items.size || numbersItsOwnLines(input, items)) return;
  for (const l of input) {
    const refs = [...new Set(referredNumbers(l.raw))];
    if (!refs.length) continue;
    const resolved = refs.map((n) => items.get(n));
    if (resolved.some((x) => !x)) continue;
    // A line read by its own names ('Item 2 (candesartan): continue') needs no number; a name that is not
    // the numbered item's medicine is a doubt.
    const gloss = [...l.raw.matchAll(/\(([^()]+)\)/g)]
      .map((b) => readName(b[1]!))
      .find((r) => r?.medicine);
    if (gloss) {
      const item = resolved[0]!;
      if (refs.length === 1 && readName(item.text)?.key !== gloss.key)
        l.doubt = `Discharge line ${l.line} names ${gloss.nameText} for admission item ${refs[0]}, which is ${item.name} (line ${item.line}): check which medicine it means`;
      continue;
    }
    const left = l.raw.replace(REFERENCE, ' ');
    if (readName(left.replace(/^[\s\W]*/, ''))?.medicine) continue;
    // '#3 OA knees - cease Voltaren (AKI)', '#4 HTN - continue Coversyl 10 mg mane': a problem-oriented plan
    // numbers its problems and names each medicine in its plan; a line naming as many medicines as numbers is
    // read by its names (as the item-references net counts it), never as the admission items of its numbers.
    if (mentionsIn(left).length >= refs.length) continue;
    // The raw line: the list reader took 'Item 4:' or '#4' off the text as numbering.
    const said = instructionOf(l.raw.replace(/\s+/g, ' ').trim());
    if (!said) continue;
    const dosed = /\d/.test(said);
    if (dosed && refs.length > 1) continue;
    const picked = resolved as AdmissionItem[];
    l.text = picked
      .map((it) => (dosed ? `${it.name} ${said}` : `${it.text} - ${said}`).replace(/;/g, ','))
      .join('; ');
    l.extras = undefined;
    if (counted)
      l.doubt = `Admission item${refs.length > 1 ? 's' : ''} ${refs.join(', ')} read as the admission list's bulleted line${refs.length > 1 ? 's' : ''} ${picked.map((it) => it.line).join(', ')} counted in order (that list numbers nothing): check`;
  }
}
