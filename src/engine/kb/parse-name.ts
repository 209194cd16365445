/**
 * Reads the medicine name that starts at a token: the longest known name, then salt and release
 * words, then further ingredients joined by '/', '+', '&', 'and' or 'with' when together they make
 * a known combination ('perindopril arginine/indapamide', 'amoxicillin 875 mg/clavulanic acid').
 */
import { clippedMatch, shortClipMatch, shorthandMatch, SHORTENED } from './clipped';
import { clippedPair, pairCompleting } from './clipped-combination';
import { fuzzyMatch } from './fuzzy';
import {
  byIngredients,
  ingredientKeyOf,
  ingredientOnly,
  joinedHeadNames,
  joinedHeadPrefixes,
  namePrefixes,
  names,
  squashedNames,
  type MatchedBy,
  type NameEntry,
} from './name-index';
import { capitalise, type Token } from './text';
import type { Medicine } from './types';
import {
  INGREDIENT_VARIANTS,
  MODIFIER_PREFIXES,
  RELEASE_WORDS,
  SALTS,
  STRONG_CONNECTORS,
  WORD_CONNECTORS,
} from './vocab';

export interface ParsedName {
  medicine: Medicine;
  by: MatchedBy;
  text: string;
  brand?: string;
  /** Token index just after the name and its salt and release words. */
  end: number;
  /** Tokens that belong to the name (removed from the rest of the line). */
  consumed: number[];
  salts: string[];
  qualifiers: string[];
  warnings: string[];
}

interface Element {
  entry?: NameEntry;
  ingredients: string[];
  end: number;
  consumed: number[];
  warning?: string;
}

interface Mods {
  salts: string[];
  qualifiers: string[];
  consumed: number[];
}

interface Part {
  el: Element;
  mods: Mods;
  end: number;
  strong: boolean;
}

/** The text being read and its tokens. */
export interface Source {
  text: string;
  toks: Token[];
}

interface Window {
  key: string;
  end: number;
}

/**
 * Keys of the word runs starting at i, shortest first: 'panadol', 'panadol osteo', ... A run only
 * grows while it is the start of some known phrase, so ordinary words after a name cost one step.
 */
export function windows(toks: Token[], i: number, prefixes: ReadonlySet<string>): Window[] {
  const out: Window[] = [];
  let key = '';
  for (let k = i; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.kind === 'joiner') continue;
    if (t.kind !== 'word' && t.kind !== 'sep') break;
    key = key ? `${key} ${t.norm}` : t.norm;
    if (t.kind === 'word') out.push({ key, end: k + 1 });
    if (!prefixes.has(key)) break;
  }
  return out;
}

function range(from: number, to: number): number[] {
  const r: number[] = [];
  for (let k = from; k < to; k++) r.push(k);
  return r;
}

/** The longest exact name starting at token i ('Novo Rapid' and 'SlowK' too). */
export function exactName(
  toks: Token[],
  i: number,
  ws = windows(toks, i, namePrefixes),
): { entry: NameEntry; end: number } | null {
  for (let w = ws.length - 1; w >= 0; w--) {
    const entry = names.get(ws[w]!.key);
    if (entry) return { entry, end: ws[w]!.end };
  }
  const t = toks[i];
  if (t?.kind !== 'word') return null;
  // 'Ferrograd C': a longer name with its first words run together.
  if (joinedHeadPrefixes.has(t.norm)) {
    const js = windows(toks, i, joinedHeadPrefixes);
    for (let w = js.length - 1; w >= 1; w--) {
      const entry = joinedHeadNames.get(js[w]!.key);
      if (entry) return { entry, end: js[w]!.end };
    }
  }
  const next = toks[i + 1];
  const joined = next?.kind === 'word' ? names.get(t.norm + next.norm) : undefined;
  if (joined) return { entry: joined, end: i + 2 };
  const squashed = squashedNames.get(t.norm);
  return squashed ? { entry: squashed, end: i + 1 } : null;
}

function element(src: Source, i: number, fuzzy: boolean, ingredientFirst = true): Element | null {
  const { toks } = src;
  const ws = windows(toks, i, namePrefixes);
  const hit = exactName(toks, i, ws);
  // An ingredient-only name wins when longer ('insulin aspart protamine' over 'insulin aspart').
  for (let w = ws.length - 1; ingredientFirst && w >= 0 && (!hit || ws[w]!.end > hit.end); w--) {
    const ing = ingredientOnly.get(ws[w]!.key);
    if (ing) return { ingredients: [ing], end: ws[w]!.end, consumed: range(i, ws[w]!.end) };
  }
  if (hit)
    return {
      entry: hit.entry,
      ingredients: hit.entry.medicine.ingredients,
      end: hit.end,
      consumed: range(i, hit.end),
    };
  if (!fuzzy || toks[i]?.kind !== 'word') return null;
  const words = [toks[i]!.norm];
  if (toks[i + 1]?.kind === 'word') words.push(toks[i + 1]!.norm);
  const f = fuzzyMatch(words);
  if (!f) return clipped(src, i);
  const end = i + f.words;
  return {
    entry: f.entry,
    ingredients: f.entry.medicine.ingredients,
    end,
    consumed: range(i, end),
    warning: `"${written(src, i, end)}" read as ${capitalise(f.entry.text)} (check spelling)`,
  };
}

/** 'Atorva 20mg nocte': a generic name cut short (clipped.ts), with a warning naming the word. */
function clipped(src: Source, i: number) {
  // Like a longer clip, a shorter one ('amlo') is trusted only before a dose (parse/name.ts clipTrusted).
  const word = src.toks[i]!.norm;
  const entry = clippedMatch(word) ?? shortClipMatch(word) ?? shorthandMatch(word);
  if (!entry) return null;
  return {
    entry,
    ingredients: entry.medicine.ingredients,
    end: i + 1,
    consumed: range(i, i + 1),
    warning: `"${written(src, i, i + 1)}" read as ${capitalise(entry.text)} ${SHORTENED}`,
  };
}

/** The text of tokens i..end-1 as the user wrote it, for warnings. */
function written(src: Source, i: number, end: number): string {
  return src.text.slice(src.toks[i]!.start, src.toks[end - 1]!.end);
}

/** Salt, release and (for insulins) 'insulin' words right after a name. */
function modifiers(toks: Token[], k: number, medicine: Medicine | undefined, out: Mods): number {
  for (;;) {
    const t = toks[k];
    if (!t || t.kind !== 'word') return k;
    if (t.norm === 'insulin' && medicine?.class === 'Insulin') {
      out.consumed.push(k++);
      continue;
    }
    if (!MODIFIER_PREFIXES.has(t.norm)) return k;
    const ws = windows(toks, k, MODIFIER_PREFIXES);
    const found = [...ws].reverse().find((w) => SALTS.has(w.key) || RELEASE_WORDS.has(w.key));
    if (!found) return k;
    if (SALTS.has(found.key)) out.salts.push(found.key);
    else out.qualifiers.push(RELEASE_WORDS.get(found.key)!);
    out.consumed.push(...range(k, found.end));
    k = found.end;
  }
}

const isNumberWord = (t: Token | undefined): boolean =>
  !!t && t.kind === 'word' && t.norm.charCodeAt(0) >= 48 && t.norm.charCodeAt(0) <= 57;
const isUnitWord = (t: Token | undefined): boolean =>
  !!t && t.kind === 'word' && /^(?:mg|g|mcg|microgram|micrograms|units?|ml|%)$/.test(t.norm);

/** Index of the connector after a name ('/', 'and'), skipping an interleaved strength ('875 mg/'). */
function connectorAt(
  toks: Token[],
  k: number,
): { at: number; strong: boolean; keep: boolean } | null {
  const t = toks[k];
  if (!t) return null;
  if (t.kind === 'joiner' || (t.kind === 'sep' && STRONG_CONNECTORS.has(t.norm)))
    return { at: k, strong: true, keep: false };
  if (t.kind === 'word' && WORD_CONNECTORS.has(t.norm))
    return { at: k, strong: false, keep: false };
  if (!isNumberWord(t)) return null;
  let j = k + 1;
  if (isUnitWord(toks[j])) j++;
  return toks[j]?.kind === 'sep' && toks[j]!.norm === '/'
    ? { at: j, strong: true, keep: true }
    : null;
}

function resolve(ingredients: string[]): Medicine | undefined {
  const exact = byIngredients.get(ingredientKeyOf(ingredients));
  if (exact) return exact;
  const swapped = ingredients.map((i) => INGREDIENT_VARIANTS[i] ?? i);
  return byIngredients.get(ingredientKeyOf(swapped));
}

/** A two-ingredient product read from its written parts, with the warning naming what was written. */
function pairName(src: Source, i: number, end: number, medicine: Medicine): ParsedName {
  return {
    medicine,
    by: 'combination',
    text: medicine.name,
    end,
    consumed: range(i, end),
    salts: [],
    qualifiers: [],
    warnings: [`"${written(src, i, end)}" read as ${medicine.name} ${SHORTENED_PAIR}`],
  };
}

const SHORTENED_PAIR = '(a shortened combination name: check)';

// The written separator of a pair: '/', '+', '&' or a hyphen between two words ('pip-taz').
const pairJoin = (t: Token | undefined): boolean =>
  !!t && (t.kind === 'joiner' || (t.kind === 'sep' && STRONG_CONNECTORS.has(t.norm)));

/** 'pip-taz', 'tic/clav': both parts cut short, read only as one known two-ingredient product. */
function clippedPairAt(src: Source, i: number): ParsedName | null {
  const [a, join, b] = [src.toks[i], src.toks[i + 1], src.toks[i + 2]];
  if (a?.kind !== 'word' || !pairJoin(join) || b?.kind !== 'word') return null;
  const medicine = clippedPair(a.norm, b.norm);
  return medicine ? pairName(src, i, i + 3, medicine) : null;
}

/** 'amoxicillin/clav': a one-ingredient name, a strong connector, then a part that completes a known pair. */
function clippedTail(src: Source, i: number, first: Element, k: number): ParsedName | null {
  const [join, b] = [src.toks[k], src.toks[k + 1]];
  if (first.ingredients.length !== 1 || !pairJoin(join) || b?.kind !== 'word') return null;
  // A longer name ('amoxicillin/clavulanic acid') was read by the combination reader already.
  if (src.toks[k + 2]?.kind === 'word' && names.has(`${b.norm} ${src.toks[k + 2]!.norm}`))
    return null;
  const medicine = pairCompleting(first.ingredients[0]!, b.norm);
  return medicine ? pairName(src, i, k + 2, medicine) : null;
}

export function parseName(
  src: Source,
  i: number,
  fuzzy: boolean,
  ingredientFirst = true,
): ParsedName | null {
  const { toks } = src;
  const first = element(src, i, fuzzy, ingredientFirst);
  if (!first) return clippedPairAt(src, i);
  const parts: Part[] = [];
  let mods: Mods = { salts: [], qualifiers: [], consumed: [] };
  let k = modifiers(toks, first.end, first.entry?.medicine, mods);
  parts.push({ el: first, mods, end: k, strong: true });
  for (;;) {
    const conn = connectorAt(toks, k);
    if (!conn) break;
    const next = element(src, conn.at + 1, fuzzy && conn.strong);
    if (!next) break;
    mods = { salts: [], qualifiers: [], consumed: conn.keep ? [] : range(k, conn.at + 1) };
    k = modifiers(toks, next.end, next.entry?.medicine, mods);
    parts.push({ el: next, mods, end: k, strong: conn.strong });
  }
  if (parts.length === 1) {
    // 'amoxicillin/clav': a strong connector, then the second ingredient cut short (clipped-combination.ts).
    const pair = clippedTail(src, i, first, k);
    if (pair) return pair;
    // The usual case, without the combination bookkeeping below.
    if (!first.entry) return ingredientFirst ? parseName(src, i, fuzzy, false) : null;
    return {
      medicine: first.entry.medicine,
      by: first.warning ? 'fuzzy' : first.entry.by,
      text: first.entry.text,
      brand: first.entry.brand,
      end: k,
      consumed: first.consumed.concat(mods.consumed),
      salts: mods.salts,
      qualifiers: first.entry.qualifier
        ? [first.entry.qualifier, ...mods.qualifiers]
        : mods.qualifiers,
      warnings: first.warning ? [first.warning] : [],
    };
  }
  let n = parts.length;
  let medicine = first.entry?.medicine;
  for (; n > 1; n--) {
    const found = resolve([...new Set(parts.slice(0, n).flatMap((p) => p.el.ingredients))]);
    if (found) {
      medicine = found;
      break;
    }
  }
  // 'Calcium carbonate 600 mg': not the start of a combination after all, so read the medicine name
  if (!first.entry && n === 1) return ingredientFirst ? parseName(src, i, fuzzy, false) : null;
  if (!medicine) return null;
  // 'Warfarin/aspirin': a combination the KB does not know is not any one of its parts. The caller
  // sees null and can key the parts itself rather than silently lose an ingredient.
  if (n === 1 && parts.length > 1 && parts[1]!.strong) return null;
  const used = parts.slice(0, n);
  const warnings = used.map((p) => p.el.warning).filter((w): w is string => !!w);
  const single = n === 1;
  return {
    medicine,
    by: single ? (first.warning ? 'fuzzy' : first.entry!.by) : 'combination',
    text: single
      ? first.entry!.text
      : used.map((p) => capitalise(p.el.entry?.text ?? p.el.ingredients[0]!)).join(' + '),
    brand: single ? first.entry!.brand : undefined,
    end: used[n - 1]!.end,
    consumed: used.flatMap((p) => [...p.mods.consumed, ...p.el.consumed]),
    salts: used.flatMap((p) => p.mods.salts),
    qualifiers: [
      ...(single && first.entry!.qualifier ? [first.entry!.qualifier] : []),
      ...used.flatMap((p) => p.mods.qualifiers),
    ],
    warnings,
  };
}
