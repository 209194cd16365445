/**
 * A case's two lists read as the restructuring transforms need them (transforms-structure.ts): each item
 * tied to one medicine of the case's answer, and each discharge item's status (continue, changed, new,
 * stopped). Built from the text and the case's expected answer only, never from the engine. A case the
 * model cannot tie up exactly (a line naming no medicine of the answer, a medicine on two lines, a
 * heading it does not know) gives null, and the transforms decline it.
 */
import type { SharedCase } from '../helpers/shared-data';
import { allMedicines } from '../../src/engine/kb/index';
import type { Medicine } from '../../src/engine/kb/types';
import { headingWords, isHeading, splitText, withoutMark } from './line-shape';

export type Status = 'continue' | 'changed' | 'new' | 'stopped';

export interface Item {
  /** The line without its list mark; a PRN heading's meaning added when the line does not say it. */
  text: string;
  ingredient: string;
  /** For a stopped item: the verb its heading or line gives ('ceased', 'withheld'...). */
  stopVerb?: string;
  /** The stop came from a heading, not from the line. */
  stopFromHeading?: boolean;
  prn: boolean;
}

export interface CaseModel {
  /** The discharge list's lines that are neither an order nor a heading ('NKDA'), kept over any structure. */
  notes: string[];
  admNotes: string[];
  adm: Item[];
  dis: Array<Item & { status: Status }>;
}

const STOP_WORD = /\b(ceased?|stop(?:ped)?|withh[eo]ld|held|suspended|discontinued?|cease)\b/i;
const PRN_WORD = /\b(prn|p\.r\.n|as required|when required|as needed|if needed|when needed)\b/i;
// A heading whose words give its lines a time, route or regimen: the restructurings cannot carry it, so they
// decline the case. Any other heading (a list title, a class of medicine) says nothing the lines need.
const MEANING_HEADING =
  /morning|night|evening|noon|lunch|breakfast|dinner|bed|mane|nocte|eye|ear|nasal|inhal|topical|inject|patch|subcut|reduc|taper|course|week|daily|days?\b|stat\b|once|insulin|short|until|review|hospital only|not to|prior/i;
// A line with no dose, none of these words and no closing colon is a note ('NKDA', 'Discharge medications'), kept as it is.
const ORDER_WORD =
  /\b(?:mane|nocte|bd|tds|qid|daily|tablets?|caps?|capsules?|puffs?|drops?|units?|mg|mcg|inhal\w*|apply|take|inject\w*|prn|night|morning|weekly)\b/i;

const DOSE =
  /\d\s*(?:mg|mcg|g|units?|ml|microgram|tab|tabs|tablets?|caps?|puffs?|drops?|%)\b|^\s*\d/i;
const lower = (s: string) => s.toLowerCase();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The other names of an answer's key ('amoxicillin|amoxycillin', 'a+b'): the brands, former, international
 * and short names of the knowledge base's product with exactly its ingredients (a plain name list, not a
 * reading of the engine's).
 */
function namesOf(key: string): string[] {
  const parts = key.split('+').map((p) => p.split('|').map((a) => a.trim()));
  const fits = (m: Medicine) =>
    m.ingredients.length === parts.length &&
    parts.every((alts) => alts.some((a) => m.ingredients.includes(a)));
  return allMedicines()
    .filter(fits)
    .flatMap((m) => [
      m.name,
      ...(m.brands ?? []),
      ...(m.formerNames ?? []),
      ...(m.internationalNames ?? []),
      ...(m.abbreviations ?? []),
      ...(m.aliases ?? []),
    ]);
}

/** Where a line first names an answer's key, by its words or another name of it; -1 when it does not. */
function firstMention(line: string, ingredient: string): number {
  const l = lower(line);
  const other = namesOf(ingredient)
    .map((n) => l.search(new RegExp(`(?<![a-z])${escape(lower(n))}(?![a-z])`)))
    .filter((i) => i >= 0);
  const at = ingredient.split('+').map((part) => {
    const hits = part
      .split('|')
      .map((alt) => l.search(new RegExp(`\\b${alt.trim().replace(/\s+/g, '\\s+')}`, 'i')))
      .filter((i) => i >= 0);
    return hits.length ? Math.min(...hits) : -1;
  });
  const own = at.some((i) => i < 0) ? -1 : Math.min(...at);
  const all = [...other, ...(own >= 0 ? [own] : [])];
  return all.length ? Math.min(...all) : -1;
}

/** The one ingredient a line names first; null when it names none. */
function ingredientOf(line: string, keys: string[]): string | null {
  let best: string | null = null;
  let bestAt = Infinity;
  for (const k of keys) {
    const at = firstMention(line, k);
    if (at >= 0 && at < bestAt) [best, bestAt] = [k, at];
  }
  return best;
}

/** A line's words without its list mark; any glyph bullet ('▪ ', '➢ ') goes too: a new layout sets its own. */
export const lineText = (raw: string): string =>
  withoutMark(raw.trim()).replace(/^[^\p{L}\p{N}(]+\s+/u, '');

export let why = '';
function readList(text: string, keys: string[], notes: string[]): Item[] | null {
  const out: Item[] = [];
  let stopVerb: string | undefined;
  let prn = false;
  for (const raw of splitText(text)) {
    if (!raw.trim()) continue;
    if (isHeading(raw)) {
      const w = headingWords(raw);
      const stop = STOP_WORD.exec(w);
      stopVerb = stop ? lower(stop[1]!) : undefined;
      prn = PRN_WORD.test(w);
      if (!stop && !prn && MEANING_HEADING.test(w)) return ((why = `heading: ${w}`), null);
      continue;
    }
    const line = lineText(raw);
    const ing = ingredientOf(line, keys);
    // A note is no order and sets no context: a line saying stop or when-required (an unmarked heading,
    // 'Stopped medications') is neither, and the case is declined.
    const context = STOP_WORD.test(line) || PRN_WORD.test(line) || /:$/.test(line);
    if (!ing && !DOSE.test(line) && !ORDER_WORD.test(line) && !context && !stopVerb) {
      notes.push(line);
      continue;
    }
    if (!ing || /\t|\|/.test(line)) return ((why = `line: ${line}`), null);
    const inline = STOP_WORD.exec(line);
    out.push({
      text: prn && !PRN_WORD.test(line) ? `${line} when required` : line,
      ingredient: ing,
      stopVerb: stopVerb ?? (inline ? lower(inline[1]!) : undefined),
      stopFromHeading: !!stopVerb,
      prn: prn || PRN_WORD.test(line),
    });
  }
  return out;
}

const once = (items: Item[]) => new Set(items.map((i) => i.ingredient)).size === items.length;

/** The case's lists tied to its answer; null when they cannot be tied exactly. */
export function caseModel(c: SharedCase): CaseModel | null {
  const meds = c.expected.medications;
  const ceased = c.expected.ceasedMedications ?? [];
  const keys = [...meds.map((m) => m.ingredient), ...ceased.map((m) => m.ingredient)];
  if (new Set(keys).size !== keys.length) return ((why = 'dupkey'), null);
  const notes: string[] = [];
  const admNotes: string[] = [];
  const adm = readList(c.admissionOrders, keys, admNotes);
  const dis = readList(c.dischargeOrders, keys, notes);
  if (!adm || !dis) return null;
  if (!once(adm) || !once(dis)) return ((why = 'twice'), null);
  // Stops belong on discharge only; an admission line that says stop is a history this model cannot carry.
  if (adm.some((i) => i.stopVerb)) return ((why = 'admstop'), null);
  const statusOf = new Map<string, Status>();
  for (const m of meds)
    statusOf.set(
      m.ingredient,
      m.changeType === 'unchanged' ? 'continue' : (m.changeType as Status),
    );
  for (const m of ceased) statusOf.set(m.ingredient, 'stopped');
  const disOut: CaseModel['dis'] = [];
  for (const d of dis) {
    const status = statusOf.get(d.ingredient)!;
    if ((status === 'stopped') !== !!d.stopVerb)
      return ((why = `stopmismatch: ${d.text} ${status}`), null);
    if (!['continue', 'changed', 'new', 'stopped'].includes(status)) return null;
    disOut.push({ ...d, status });
  }
  const onAdm = new Set(adm.map((i) => i.ingredient));
  for (const m of meds) {
    const wasOn = onAdm.has(m.ingredient);
    if (wasOn === (m.changeType === 'new')) return ((why = `newmismatch: ${m.ingredient}`), null);
    if (!dis.some((d) => d.ingredient === m.ingredient))
      return ((why = `nodis: ${m.ingredient}`), null);
  }
  return { notes, admNotes, adm, dis: disOut };
}

/** A stopped item's words with its stop said on the line (a heading's verb added when only it said so). */
export const stopText = (i: Item): string =>
  i.stopFromHeading ? `${i.text} (${i.stopVerb})` : i.text;

/** The admission items no discharge line names: not continued. */
export const notListed = (m: CaseModel): Item[] =>
  m.adm.filter((a) => !m.dis.some((d) => d.ingredient === a.ingredient));

export function declineReason(c: SharedCase): string | null {
  why = 'other';
  return caseModel(c) ? null : why;
}
