/**
 * One medicine replaced by another, however it is written: 'Atorvastatin changed to rosuvastatin 10 mg
 * nocte (myalgia)', 'Simvastatin replaced with atorvastatin 40 mg nocte', 'Changed: simvastatin to
 * atorvastatin (potency)', 'Switch Spiolto to Trelegy 1 puff daily', 'Simvastatin 20 mg -> atorvastatin 40 mg
 * nocte'. Respelled as the stop-and-start the list splitter reads, so the old medicine stops with its reason
 * and the new one starts saying what it replaces. Read only when both names are medicines the KB knows and
 * differ; otherwise the line is left to the other readers (a dose change of one medicine is not a swap).
 */
import {
  REPLACE_WORDS,
  SENTENCE_HELPERS,
  SWAP_LEAD_VERBS,
  SWAP_VERBS,
} from '../lexicon/sentence-words';
import { alternation, STATUS_WORDS } from '../lexicon/words';
import { readName, type NameRead } from './name';
import { readStatusClause } from './status';
import { DOSE_AMOUNT } from './order-signal';

// 'X has been changed to Y', 'X switched over to Y', 'X swapped for Y', 'X replaced with Y'.
const SWAP_AFTER = new RegExp(
  String.raw`^([^\d]+?)(?<![-–:,])\s+(?:(?:${alternation(SENTENCE_HELPERS)}|being)\s+)*(?:${alternation(SWAP_VERBS)}\s+(?:over\s+)?(?:to|for)|${alternation(REPLACE_WORDS)})\s+`,
  'i',
);
// 'Amitriptyline ceased - replaced with pregabalin 25 mg nocte', 'X stopped, switched to Y', 'X discontinued and
// changed to Y': the stop written before the swap (the stop word and its mark are the stop, X the old name).
const CEASE_WORDS = STATUS_WORDS.filter((w) => !/hold|held|w\/h|suspend/.test(w));
const SWAP_AFTER_STOP = new RegExp(
  String.raw`^([^\d]+?)\s+(${alternation(CEASE_WORDS)})\s*[-–—:,;]?\s*(?:and\s+)?(?:(?:${alternation(SENTENCE_HELPERS)}|being)\s+)*(?:${alternation(SWAP_VERBS)}\s+(?:over\s+)?(?:to|for)|${alternation(REPLACE_WORDS)})\s+`,
  'i',
);
// 'Changed: X to Y', 'Switch X to Y', 'Swapped X for Y'.
const SWAP_LEAD = new RegExp(
  String.raw`^${alternation(SWAP_LEAD_VERBS)}\s*[:\-–]?\s+(?=[a-z])`,
  'i',
);
const LEAD_JOIN = /\s+(?:(?:over\s+)?to|for|with)\s+(?=[a-z])/i;
// 'Simvastatin 20 mg -> atorvastatin 40 mg nocte': an arrow between two medicines.
const ARROW_JOIN = /\s*(?:→|⇒|➔|➜|➝|➞|⟶|⇨|-+>|=+>)\s*(?=[a-z])/i;
/** The cheap test: most lines name no swap. */
export const SWAP_HINT = new RegExp(
  String.raw`\b(?:${alternation([...SWAP_LEAD_VERBS, 'replaced', 'substituted', 'exchanged'])})\b|→|⇒|➔|➜|➝|➞|⟶|⇨|->|=>`,
  'i',
);

/** The name that opens the text when it is a medicine the KB knows (not a guess from a misspelling). */
function medicineOpening(text: string): NameRead | null {
  const name = readName(text);
  if (!name?.medicine || name.lookup?.matchedBy === 'fuzzy') return null;
  const first = text.trim().split(/\s+/)[0]!.toLowerCase();
  return name.nameText.toLowerCase().startsWith(first) ? name : null;
}

/**
 * True when the text opens with a medicine the KB knows (not a guess from a misspelling), read by the full name
 * reader. For readers that rewrite a line around the name; lookup.ts startsWithMedicine also takes a near miss,
 * for deciding a line's kind (two tests on purpose: a guess may make a line an order, never rewrite it).
 */
export const startsWithMedicine = (text: string): boolean => !!medicineOpening(text);

// 'Seretide and Spiriva -> Trelegy', 'Coversyl, Norvasc -> Coveram': several medicines replaced by one ('+'
// joins a combination's ingredients, never two medicines).
const OLD_JOIN = /\s*(?:,|\band\b|&)\s*(?=[a-z])/gi;

/** The medicines `old` names: each part of a list when every part opens with one, else `old` whole. */
function oldOrders(old: string): Array<{ text: string; name: NameRead }> | null {
  const parts = old.split(OLD_JOIN);
  if (parts.length > 1) {
    const names = parts.map((p) => medicineOpening(p));
    const keys = new Set(names.map((n) => n?.key));
    if (names.every((n) => !!n) && keys.size === parts.length)
      return parts.map((text, i) => ({ text, name: names[i]! }));
  }
  const whole = medicineOpening(old);
  return whole ? [{ text: old, name: whole }] : null;
}

// Clauses after the name: a spaced dash or a comma.
const CLAUSED = /\s[-–—]\s|,\s/;

/** The stop-and-start of `old` replaced by `next`, or null when they are not known medicines that differ. */
function swapped(old: string, next: string, stopWord = 'stopped'): string | null {
  const body = next.replace(/[.\s]+$/, '');
  // Why (a closing bracket) goes with the stop; the new order keeps its dosing.
  const why = /\s*\(([^()]+)\)$/.exec(body);
  const started = why ? body.slice(0, why.index) : body;
  // Each name is read once: the opening check returns the name it read.
  const olds = oldOrders(old);
  const b = olds && medicineOpening(started);
  if (!olds || !b || olds.some((o) => o.name.key === b.key)) return null;
  const reason = why ? `, ${why[1]}` : '';
  // 'Trelegy Ellipta (fluticasone furoate 100 microgram + ...': the name before its bracket of ingredients.
  const newName = b.nameText.split('(', 1)[0]!.trim();
  // The old order as written stops ('Atenolol (Noten) - ceased: sinus pauses; changed to bisoprolol' keeps
  // its own reason); the new one says which medicine(s) it replaces.
  // A cell that already says why after the name ('Sofradex ear drops (R ear) - aminoglycoside, ototoxic'): the stop
  // is a clause of its own, or it ran on into the last reason ('... ototoxic stopped') and no reader saw it.
  const stops = olds.map((o) => {
    const t = o.text.trim().replace(/\s*[;,]$/, '');
    const cut = CLAUSED.exec(t);
    const said = cut ? t.slice(cut.index + cut[0].length) : '';
    // A cell with its own status ('- ceased: sinus pauses') keeps it, and its reason, as written.
    if (!cut || readStatusClause(said))
      return `${o.text.trim().replace(/\s*[;,]$/, ' -')} ${stopWord} (changed to ${newName}${reason})`;
    return `${t.slice(0, cut.index)} - ${stopWord} (${said}; changed to ${newName}${reason})`;
  });
  const oldNames = olds.map((o) => o.name.nameText.split(CLAUSED, 1)[0]!);
  const replaces = [oldNames.slice(0, -1).join(', '), oldNames.at(-1)]
    .filter(Boolean)
    .join(' and ');
  return `${stops.join('; ')}; start ${started} - new, replaces ${replaces}`;
}

// 'Oxybutynin 5 mg BD -> switched to solifenacin 10 mg mane', 'Simvastatin 40 mg nocte; changed to rosuvastatin
// 10 mg', 'Ranitidine 150 mg bd - replaced by pantoprazole 40 mg daily': the old order written WITH its dose, a
// separator or none, then the swap verb. Found unanchored; what stands before it is trimmed below, step by step.
const SWAP_PHRASE = new RegExp(
  String.raw`\b(?:(?:${alternation(SWAP_VERBS)})\s+(?:over\s+)?(?:to|for)|${alternation(REPLACE_WORDS)})\s+(?=[a-z])`,
  'i',
);
// One mark or helper word at the end of the old order's text ('... BD ->', '... nocte; now', '... was').
const TRAILING_JOIN = new RegExp(
  String.raw`(?:->|=>|[→⇒➔➜➝➞⟶⇨:;,\-–—]|\b(?:and|now|then|${alternation(SENTENCE_HELPERS)}|being))$`,
  'i',
);
function oldOrderBefore(text: string): string {
  let t = text.trimEnd();
  for (let i = 0; i < 6; i++) {
    const m = TRAILING_JOIN.exec(t);
    if (!m) break;
    t = t.slice(0, m.index).trimEnd();
  }
  return t;
}
function dosedOldSwap(text: string): string | null {
  const m = SWAP_PHRASE.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index);
  const next = text.slice(m.index + m[0].length);
  // Inside a bracket ('Metoprolol 25 mg (changed to ... by GP)') the swap is a note of the order, not the order.
  const open = (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);
  const old = oldOrderBefore(before);
  // Both with an amount ('5 mg', '2 puffs'): a code's digits ('SLCO1B1') or a bracket's ('(36-hour washout)') are
  // no dose, and a swap to a medicine with no dose of its own is left to the stop readers.
  const dosed = (t: string) => DOSE_AMOUNT.test(t.replace(/\s*\([^()]*\)[.\s]*$/, ''));
  if (open || !dosed(old) || !dosed(next)) return null;
  return swapped(old, next);
}

/** The swap the text writes, respelled, or null. */
export function readSwap(text: string): string | null {
  if (!SWAP_HINT.test(text)) return null;
  // Only with the new medicine's dose: 'Ramipril - ceased, changed to Entresto' (its order on a line of its
  // own) stays a stop with its reason.
  const stop = SWAP_AFTER_STOP.exec(text);
  const next = stop ? text.slice(stop[0].length) : '';
  // A closing bracket is the stop's reason ('(eGFR 25)'), no dose of the new medicine.
  const dosed = /\d/.test(next.replace(/\s*\([^()]*\)[.\s]*$/, ''));
  const stopSwap = stop && dosed ? swapped(stop[1]!, next, stop[2]!) : null;
  if (stopSwap) return stopSwap;
  const after = SWAP_AFTER.exec(text);
  if (after) return swapped(after[1]!, text.slice(after[0].length));
  const lead = SWAP_LEAD.exec(text);
  if (lead) {
    const body = text.slice(lead[0].length);
    const join = LEAD_JOIN.exec(body);
    if (join) return swapped(body.slice(0, join.index), body.slice(join.index + join[0].length));
  }
  // 'SWAP Seretide and Spiriva → Trelegy': a lead verb before an arrow.
  const from = lead ? text.slice(lead[0].length) : text;
  const arrow = ARROW_JOIN.exec(from);
  const arrowed = arrow
    ? swapped(from.slice(0, arrow.index), from.slice(arrow.index + arrow[0].length))
    : null;
  return arrowed ?? dosedOldSwap(text);
}
