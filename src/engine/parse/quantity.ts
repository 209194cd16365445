/**
 * Quantities to dispense are never the dose: 'mitte 60', 'Qty 30 Rpt 5', '10 capsules supplied',
 * '[84 tabs]'. They are taken out of the clause before it is read for dosing and kept on the order
 * (`quantity`), so token accounting sees them consumed and the dose readers never see them.
 */
import {
  alternation,
  DOSE_UNIT_WORDS,
  LOADING_WORDS,
  PRN_WORDS,
  QUANTITY_WORDS,
  spellings,
  SUPPLIED_WORDS,
  UNIT_WORDS,
} from '../lexicon/words';
import { tokenize, type TokenKind } from '../lexicon/tokens';
import { TIMING_WORDS_ALT } from '../lexicon/change-from-to';

const UNITS = alternation(spellings(DOSE_UNIT_WORDS));
// A liquid, cream or powder is dispensed by volume or weight ('Qty 500 mL', 'mitte 30 g', 'supply 1 L'):
// the unit belongs to the quantity, never to the dose read after it.
const PACK_MEASURES = alternation(['mL', 'L', 'g'].flatMap((u) => UNIT_WORDS[u] ?? []));
const WORD_FIRST = String.raw`\b${alternation(QUANTITY_WORDS)}\.?\s*[:=]?\s*\d+(?:\s*(?:${UNITS}|${PACK_MEASURES})(?![a-z]))?`;
const COUNT_FIRST = String.raw`\b\d+\s*(?:${UNITS}\s+${alternation(SUPPLIED_WORDS)}|(?:repeats?|rpts?)(?![a-z]))`;
// '12 left', '30 tablets remaining': a count of what is left in the pack (a brown-bag review), never a dose;
// only where the clause ends ('1 drop left eye' is a dose and a side).
const COUNT_LEFT = String.raw`\b\d+\s*(?:${UNITS}\s+)?(?:left|remaining)(?=\s*(?:$|[-–—,;.)]))`;
const QUANTITY_RE = new RegExp(`(?:${WORD_FIRST}|${COUNT_FIRST}|${COUNT_LEFT})`, 'gi');
const QUICK = new RegExp(
  `${alternation([...QUANTITY_WORDS, ...SUPPLIED_WORDS, 'repeat', 'left', 'remaining'])}`,
  'i',
);
// A bracket holding only a count larger than any single dose ('[84 tabs]', '(28 tablets)').
const PACK_BRACKET = new RegExp(String.raw`^(\d+)\s*${UNITS}$`, 'i');

// '1 nocte x30', 'one bd x 100 tabs', 'mane ×28': a count after the times, where the regimen is already whole, is the
// pack dispensed (a pharmacy label's or a dispense history's), never a dose or a strength. More than 12 only: 'tds x5'
// may be days, and 'x2' after a strength is the dose ('Metformin 500mg x2').
const PACK_AFTER_TIMES = new RegExp(
  String.raw`(?<=\b(?:${TIMING_WORDS_ALT}|${alternation(PRN_WORDS)})\.?,?\s*)[x×]\s*(\d{2,4})(?:\s*(?:${UNITS})(?![a-z]))?(?=\s*(?:$|[,;)]))`,
  'i',
);

/** The clause without its quantities, and the quantities as written; null when it has none. */
export function takeQuantity(clause: string): { rest: string; quantities: string[] } | null {
  const pack = /[x×]\s*\d\d/i.test(clause) ? PACK_AFTER_TIMES.exec(clause) : null;
  if (pack && Number(pack[1]) > 12) {
    const rest = `${clause.slice(0, pack.index)}${clause.slice(pack.index + pack[0].length)}`;
    const more = takeQuantity(rest);
    return {
      rest: (more?.rest ?? rest).replace(/\s+/g, ' ').trim(),
      quantities: [pack[0].trim(), ...(more?.quantities ?? [])],
    };
  }
  if (!QUICK.test(clause)) return null;
  const quantities: string[] = [];
  const rest = clause.replace(QUANTITY_RE, (m) => {
    quantities.push(m.trim());
    return ' ';
  });
  return quantities.length ? { rest: rest.replace(/\s+/g, ' ').trim(), quantities } : null;
}

/** True when a bracket is a pack quantity, not a dose ('[84 tabs]'). */
export function isPackBracket(text: string): boolean {
  const m = PACK_BRACKET.exec(text.trim());
  return !!m && Number(m[1]) > 12;
}

// 'tablet, 30' / 'inhalation, 200 actuations' / 'injection, 100 mL vial': a dispensed pack size after the form.
const PACK_AFTER_FORM =
  /\b(tab(?:let)?s?|cap(?:sule)?s?|injection|inhalation|inhaler|patch(?:es)?|cream|ointment|drops|solution|suspension|sachets?|wafers?),\s*\d+(?:\s*x\s*\d+)?(?:\s*(?:tablets|capsules|actuations|doses|sachets|patches|ampoules|vials|pens|(?:ml|g)\s*(?:vial|bottle|tube|ampoule|pack)s?))?(?=[\s,;]|$)/gi;
// Tokens that go on with a dose: after one of them the number is the dose's count, not a pack size.
const TIMING_KINDS: ReadonlySet<TokenKind> = new Set<TokenKind>([
  'frequency',
  'time',
  'interval',
  'prn',
  'route',
  'max',
]);
// 'capsules, 2 stat then 1 bd': a first dose given at once.
const LOADING = new RegExp(`^${alternation(LOADING_WORDS)}$`, 'i');
const AMOUNT_KINDS: ReadonlySet<TokenKind> = new Set<TokenKind>(['unit', 'dose-unit']);

/**
 * True when the text after a count starts like more of its dose: its times ('bd', 'q4h', 'prn') or,
 * after a bare count, the rest of its amount ('1/2 tabs', 'tabs od'). After a pack ('200 actuations',
 * '100') a whole number starts the dose itself.
 */
function doseGoesOn(after: string, bare: boolean): boolean {
  // 'tablets, 2 tablets up to four times a day': a limit word before the times still leads to them.
  const clause = after.split(/[,;([]/, 1)[0]!.replace(/^\s*up\s*to\s+/i, '');
  const [first, second] = tokenize(clause);
  if (!first) return false;
  // 'q4h', 'q6-8h': an interval the lexicon writes as 'every'.
  if (/^q$/i.test(first.text) && second?.kind === 'number') return true;
  if (TIMING_KINDS.has(first.kind) || LOADING.test(first.text)) return true;
  if (!bare) return false;
  // '1 1/2 tabs', '1 ½ tabs': the rest of a mixed number; a whole number after a pack ('100 1 twice a day')
  // is the dose that follows it.
  const fraction = first.text === '½' || (first.kind === 'number' && second?.text === '/');
  return fraction || first.text === '/' || AMOUNT_KINDS.has(first.kind);
}

/**
 * The line without a pack size written after its form ('Atorvastatin 20 mg tablet, 30 Take one daily');
 * a count that more of the dose follows ('tab, 1 1/2 tabs od', 'tablets, 2 tablets q4h prn',
 * 'tablets, 1 twice daily') is the dose, and stays.
 */
export function dropPackAfterForm(text: string): string {
  return text.replace(PACK_AFTER_FORM, (m, form: string, at: number) =>
    doseGoesOn(text.slice(at + m.length), /\d$/.test(m)) ? m : form,
  );
}
