import {
  ingredientKey,
  lookupMedicine,
  type Medicine,
  type ParsedOrder,
} from '../../../../engine/index';

/** What a row or a line is about: a medicine of the knowledge base, or just its written name. */
export interface MedicineRef {
  medicine: Medicine | null;
  /** The knowledge base's ingredient key, null for a medicine it does not know. */
  key: string | null;
  /** Lower-case, punctuation-free names any of which, found in a line, names this medicine. */
  names: string[];
  /** For combinations: every part must be named in a line (when no single name matches). */
  parts: string[][];
}

/** Lower case, punctuation to spaces, single spaces, padded: whole-word search with includes(). */
export const normalise = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9µ]+/g, ' ')
    .trim()} `;

const outsideBrackets = (name: string) => name.replace(/\([^)]*\)/g, ' ');

function namesOf(m: Medicine): string[] {
  const all = [
    outsideBrackets(m.name),
    m.id,
    ...(m.brands ?? []),
    ...(m.formerNames ?? []),
    ...(m.internationalNames ?? []),
    ...(m.abbreviations ?? []),
  ];
  return [...new Set(all.map(normalise))].filter((n) => n.trim());
}

/** The medicine a row names ('Paracetamol (Panadol Osteo)', 'Perindopril + Amlodipine', 'Frusemide'). */
export function identify(name: string): MedicineRef {
  const medicine = lookupMedicine(name)?.medicine ?? null;
  if (medicine) {
    const parts =
      medicine.ingredients.length > 1 ? medicine.ingredients.map((i) => [normalise(i)]) : [];
    return { medicine, key: ingredientKey(medicine), names: namesOf(medicine), parts };
  }
  // Not in the knowledge base: the written name itself (each ' + ' part for combinations) must appear.
  const written = outsideBrackets(name)
    .split(/\s+\+\s+/)
    .map(normalise)
    .filter((s) => s.trim());
  return {
    medicine: null,
    key: null,
    names: written.length === 1 ? written : [],
    parts: written.length > 1 ? written.map((w) => [w]) : [],
  };
}

// Bullets, numbering and table tabs at the start of a pasted line ('1.', '2)', '-', '•').
const stripLead = (text: string) => text.replace(/^\s*(?:[-*•·]+|\d{1,3}[.)])\s*/, '').trim();

/** What matching needs of an input line, worked out once per line. */
export interface LineReading {
  /** The line's text, normalised. */
  norm: string;
  /** Ingredient keys of the medicines the line is about (the parser's reading, else a KB lookup). */
  medicineKeys: string[];
}

export function readLine(text: string, orders: ParsedOrder[]): LineReading {
  const read = orders.map((o) => o.medicine).filter((m): m is Medicine => !!m);
  const medicines =
    read.length > 0 || orders.length > 0
      ? read
      : [lookupMedicine(stripLead(text))?.medicine].filter((m): m is Medicine => !!m);
  return { norm: normalise(text), medicineKeys: medicines.map(ingredientKey) };
}

/**
 * True when the line names the medicine. When both the row and the line are read as medicines of
 * the knowledge base, their keys decide ('Amlodipine' is not the line 'Amlodipine/atorvastatin 5/40');
 * otherwise any of the medicine's names (or every part of a combination) must be in the line.
 */
export function lineNames(ref: MedicineRef, line: LineReading): boolean {
  if (ref.key && line.medicineKeys.length > 0) return line.medicineKeys.includes(ref.key);
  if (ref.names.some((n) => line.norm.includes(n))) return true;
  return ref.parts.length > 0 && ref.parts.every((alts) => alts.some((n) => line.norm.includes(n)));
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
