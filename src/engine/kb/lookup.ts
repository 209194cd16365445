/**
 * lookupMedicine: which medicine the leading words of an order line name, and what text remains.
 * 'Metoprolol succinate CR (Toprol-XL) 95 mg mane' -> metoprolol, salt 'succinate', qualifier
 * 'modified release', brand 'Toprol-XL', rest '95 mg mane'.
 */
import { ingredientKeyOf, namePrefixes, type MatchedBy } from './name-index';
import { parseName, windows, type ParsedName, type Source } from './parse-name';
import { nameKey, tokenize, type Token } from './text';
import type { Medicine } from './types';
import { requestMemo } from '../request-memo';
import {
  MODIFIED_RELEASE,
  MODIFIER_PREFIXES,
  NAME_PREFIXES,
  RELEASE_WORDS,
  ROUTE_CUES,
  ROUTE_DEPENDENT_NAMES,
} from './vocab';
import { STOP_WORDS } from './stop-words';

export interface LookupResult {
  medicine: Medicine;
  matchedBy: MatchedBy;
  /** The name matched, as the KB spells it ('Panadol Osteo', 'frusemide', 'Perindopril + Indapamide'). */
  matchedText: string;
  /** The brand the order used, as the KB spells it, from the leading words or a bracket ('(Lantus)'). */
  brand?: string;
  /** Release forms stated or implied by the brand: 'modified release', 'enteric coated'. */
  qualifiers: string[];
  /** Salt words written after the name ('succinate', 'arginine'), joined by spaces. */
  salt?: string;
  /** Misspelling or other reading the user should check. */
  warning?: string;
  /** The line without the name, its salt and release words and brackets that only repeat the name; original case. */
  rest: string;
  /** Usual indication for this order: the brand's or the route's where they differ from the medicine's. */
  indication?: string;
}

// Both below run on every order's name: keep the keys of names already seen (bounded, like the parser's lookup memo).
// Texts that start a known name are kept between requests; any other text only for this request (it may be
// words a clinician pasted, a surname among them).
const KEY_MEMO_LIMIT = 2000;
const keyMemo = new Map<string, string>();
const requestKeys = requestMemo<string, string>();
function memoKey(text: string): string {
  let key = keyMemo.get(text) ?? requestKeys.get(text);
  if (key === undefined) {
    key = nameKey(text);
    const memo = namePrefixes.has(key) || ROUTE_DEPENDENT_NAMES.has(key) ? keyMemo : requestKeys;
    if (memo.size >= KEY_MEMO_LIMIT) memo.clear();
    memo.set(text, key);
  }
  return key;
}

/** The texts kept between requests (for the test that nothing else outlives a request). */
export const rememberedKeys = (): string[] => [...keyMemo.keys()];

/** True when some known name starts with these words ('Humalog' of 'Humalog Mix 25'): worth reading further. */
export function startsLongerName(text: string): boolean {
  return namePrefixes.has(memoKey(text));
}

/** The ids a route-dependent name ('Vitamin B12') may stand for, oral first; undefined for other names. */
export function routeDependent(matchedText: string): [string, string] | undefined {
  const r = ROUTE_DEPENDENT_NAMES.get(memoKey(matchedText));
  return r ? [r.oral, r.injection] : undefined;
}

const CLAUSE_BREAKS = new Set(['-', '–', '—', ';']);

function matchingClose(toks: Token[], open: number): number {
  let depth = 0;
  for (let k = open; k < toks.length; k++) {
    if (toks[k]!.kind === 'open') depth++;
    else if (toks[k]!.kind === 'close' && --depth === 0) return k;
  }
  return -1;
}

/** 'Xyzamol (Lipitor) 40 mg': unknown leading words, but the bracket names a medicine exactly. */
function bracketFallback(src: Source, start: number): ParsedName | null {
  const { toks } = src;
  let p = start;
  while (p < toks.length && toks[p]!.kind === 'word' && p - start < 3) {
    if (STOP_WORDS.has(toks[p]!.norm)) return null;
    p++;
  }
  if (p === start || toks[p]?.kind !== 'open') return null;
  const close = matchingClose(toks, p);
  const inner = close > 0 ? parseName(src, p + 1, false) : null;
  if (!inner || inner.end !== close) return null;
  const leading = src.text.slice(toks[start]!.start, toks[p - 1]!.end);
  const consumed: number[] = [];
  for (let k = start; k <= close; k++) consumed.push(k);
  const warning = `"${leading}" not recognised: read as ${inner.medicine.name} from the name in brackets (check)`;
  return { ...inner, end: close + 1, consumed, warnings: [...inner.warnings, warning] };
}

function usualIndication(m: Medicine, brand: string | undefined, toks: Token[]): string {
  if (brand && m.brandIndications && brand in m.brandIndications) return m.brandIndications[brand]!;
  if (m.routeIndications) {
    for (const t of toks) {
      const route = t.kind === 'word' ? ROUTE_CUES.get(t.norm) : undefined;
      if (route) return m.routeIndications[route] ?? m.indication;
    }
  }
  return m.indication;
}

function restOf(text: string, toks: Token[], removed: Uint8Array): string {
  let out = '';
  let pos = 0;
  toks.forEach((t, k) => {
    if (!removed[k]) return;
    out += text.slice(pos, t.start);
    pos = t.end;
    // 'amoxicillin 875 mg/clavulanic acid 125 mg' keeps '875 mg/125 mg' together
    if (out.endsWith('/')) while (text[pos] === ' ') pos++;
  });
  out += text.slice(pos);
  if (out.includes('(')) out = out.replace(/\(\s*\)/g, ' ');
  if (out.includes('  ')) out = out.replace(/ {2,}/g, ' ');
  return out.replace(/^[\s,;:]+/, '').trim();
}

export function lookupMedicine(nameText: string): LookupResult | null {
  const src: Source = { text: nameText, toks: tokenize(nameText) };
  const { toks } = src;
  const start = toks.findIndex((t) => t.kind === 'word');
  if (start < 0) return null;
  let nameStart = start;
  let name = parseName(src, start, true);
  // 'Inh salbutamol': a route word that is also an abbreviation (INH, isoniazid) gives way to the name after it.
  if (name?.by === 'abbreviation' && NAME_PREFIXES.has(toks[start]!.norm)) {
    let next = start + 1;
    while (toks[next]?.kind === 'punct') next++;
    const after = toks[next]?.kind === 'word' ? parseName(src, next, false) : null;
    if (after) [name, nameStart] = [after, next];
  }
  if (!name && NAME_PREFIXES.has(toks[start]!.norm)) {
    nameStart = start + 1;
    while (toks[nameStart]?.kind === 'punct') nameStart++;
    name = parseName(src, nameStart, true);
  }
  if (!name) {
    nameStart = start;
    name = bracketFallback(src, start);
  }
  if (!name) return null;

  const removed = new Uint8Array(toks.length);
  // Leading bullets go; a word before the name ('Inj. enoxaparin', 'Ceased: aspirin') stays in the rest.
  const keptPrefix = nameStart !== start ? start : -1;
  for (let k = 0; k < nameStart; k++) if (k !== keptPrefix) removed[k] = 1;
  for (const k of name.consumed) removed[k] = 1;
  let { medicine, by, text: matchedText, brand } = name;
  const qualifiers = [...name.qualifiers];
  const salts = [...name.salts];
  const warnings = [...name.warnings];

  // Brackets that repeat the name ('(Eliquis)', '(Panadol Osteo)') anywhere after it.
  for (let k = name.end; k < toks.length; k++) {
    if (toks[k]!.kind !== 'open') continue;
    const close = matchingClose(toks, k);
    if (close < 0) break;
    const inner = parseName(src, k + 1, false);
    if (inner && inner.end === close) {
      const same =
        ingredientKeyOf(inner.medicine.ingredients) === ingredientKeyOf(medicine.ingredients);
      const widens =
        !same &&
        k === name.end &&
        inner.brand &&
        medicine.ingredients.every((i) => inner.medicine.ingredients.includes(i));
      if (same || widens) {
        for (let c = k; c <= close; c++) removed[c] = 1;
        brand ??= inner.brand;
        qualifiers.push(...inner.qualifiers);
        salts.push(...inner.salts);
        // 'Oxycodone (Targin)': the bracket names the whole product
        if (widens)
          ({
            medicine,
            by,
            text: matchedText,
          } = { medicine: inner.medicine, by: 'brand', text: inner.text });
      } else if (k === name.end && routeDependent(matchedText)?.includes(inner.medicine.id)) {
        // 'Vitamin B12 (hydroxocobalamin)': the bracket says which ingredient the name means.
        for (let c = k; c <= close; c++) removed[c] = 1;
        ({
          medicine,
          by,
          text: matchedText,
        } = { medicine: inner.medicine, by: inner.by, text: inner.text });
      } else if (k === name.end) {
        warnings.push(
          `"${nameText.slice(toks[k]!.start, toks[close]!.end)}" is ${inner.medicine.name}, not ${medicine.name} (check)`,
        );
      }
    }
    k = close;
  }

  // Release words later in the line ('oxycodone 10 mg CR BD'), outside brackets and before a clause break.
  let depth = 0;
  for (let k = name.end; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.kind === 'open') depth++;
    else if (t.kind === 'close') depth--;
    else if (depth === 0 && t.kind === 'punct' && CLAUSE_BREAKS.has(t.norm)) break;
    else if (depth === 0 && t.kind === 'word' && !removed[k] && MODIFIER_PREFIXES.has(t.norm)) {
      const hit = [...windows(toks, k, MODIFIER_PREFIXES)]
        .reverse()
        .find((w) => RELEASE_WORDS.has(w.key));
      if (!hit) continue;
      qualifiers.push(RELEASE_WORDS.get(hit.key)!);
      for (let c = k; c < hit.end; c++) removed[c] = 1;
      k = hit.end - 1;
    }
  }

  const uniqueQualifiers = [...new Set(qualifiers)].filter(
    (q) => !(q === MODIFIED_RELEASE && medicine.alwaysModifiedRelease),
  );
  return {
    medicine,
    matchedBy: by,
    matchedText,
    brand,
    qualifiers: uniqueQualifiers,
    salt: salts.length ? [...new Set(salts)].join(' ') : undefined,
    warning: warnings.length ? warnings.join('; ') : undefined,
    rest: restOf(nameText, toks, removed),
    indication: usualIndication(medicine, brand, toks),
  };
}
