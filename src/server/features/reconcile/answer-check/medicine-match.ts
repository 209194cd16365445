import { ingredientKey, lookupMedicine, type Medicine, type ParsedOrder } from '../../../../engine/index';

/** What a row or a line is about: a medicine of the knowledge base, or just its written name. */
export interface MedicineRef {
  medicine: Medicine | null;
  /** Lower-case, punctuation-free names any of which, found in a line, names this medicine. */
  names: string[];
  /** For combinations: every part must be named in a line (when no single name matches). */
  parts: string[][];
}

/** Lower case, punctuation to spaces, single spaces, padded: whole-word search with includes(). */
export const normalise = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9µ]+/g, ' ').trim()} `;

const outsideBrackets = (name: string) => name.replace(/\([^)]*\)/g, ' ');

function namesOf(m: Medicine): string[] {
  return [
    outsideBrackets(m.name),
    m.id,
    ...(m.brands ?? []),
    ...(m.formerNames ?? []),
    ...(m.internationalNames ?? []),
    ...(m.abbreviations ?? []),
  ].map(normalise);
}

/** The medicine a row names ('Paracetamol (Panadol Osteo)', 'Perindopril + Amlodipine', 'Frusemide'). */
export function identify(name: string): MedicineRef {
  const medicine = lookupMedicine(name)?.medicine ?? null;
  if (medicine) {
    const parts = medicine.ingredients.length > 1 ? medicine.ingredients.map((i) => [normalise(i)]) : [];
    return { medicine, names: namesOf(medicine), parts };
  }
  // Not in the knowledge base: the written name itself (each ' + ' part for combinations) must appear.
  const written = outsideBrackets(name).split(/\s+\+\s+/).map(normalise).filter((s) => s.trim());
  return { medicine: null, names: written.length === 1 ? written : [], parts: written.length > 1 ? written.map((w) => [w]) : [] };
}

const sameMedicine = (a: Medicine, b: Medicine) => a.id === b.id || ingredientKey(a) === ingredientKey(b);

// Bullets, numbering and table tabs at the start of a pasted line ('1.', '2)', '-', '•').
const stripLead = (text: string) => text.replace(/^\s*(?:[-*•·]+|\d{1,3}[.)])\s*/, '').trim();

/** The medicine an input line is about: the parser's reading when it has one, else a KB lookup. */
export function lineMedicine(text: string, order: ParsedOrder | undefined): Medicine | null {
  return order?.medicine ?? lookupMedicine(stripLead(text))?.medicine ?? null;
}

/** True when the line names the medicine: by the parser's or KB's reading, or by any of its names. */
export function lineNames(ref: MedicineRef, text: string, lineMed: Medicine | null): boolean {
  if (ref.medicine && lineMed && sameMedicine(ref.medicine, lineMed)) return true;
  const line = normalise(text);
  if (ref.names.some((n) => n.trim() && line.includes(n))) return true;
  return ref.parts.length > 0 && ref.parts.every((alts) => alts.some((n) => line.includes(n)));
}

/**
 * A bracketed brand in a row name that none of the row's lines uses ('Atorvastatin (Lipitor)' for an
 * order that said 'atorvastatin'): the contract allows a brand only when the order used it.
 */
export function inventedBrand(name: string, lines: string[]): string | null {
  const all = lines.map(normalise).join(' ');
  for (const m of name.matchAll(/\(([^)]*)\)/g)) {
    const inner = m[1]!.trim();
    const hit = lookupMedicine(inner);
    if (hit?.matchedBy === 'brand' && !all.includes(normalise(inner))) return inner;
  }
  return null;
}
