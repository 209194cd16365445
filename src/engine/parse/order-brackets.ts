/**
 * A bracket after an order's name that names the same medicine: its brand or generic ('(Eliquis)', 'Zorvo
 * (rosuvastatin 10mg)'), a product written by its parts, a brand that ends in its number (order.ts reads the
 * rest of the order).
 */
import { isProductNumber } from './brand-number';
import type { LookupResult } from '../kb/index';
import { classifyClause } from './classify';
import { looksLikeCondition } from './conditions';
import { keyOf, lookup } from './lookup';
import { bracketDosing, bracketPicks, readComposition } from './name';
import { widerCombination } from './bracket-ingredients';
import { keepBracketSalt } from './bracket-salt';
import type { OrderParts } from './order-parts';
import { alternation, DOSE_UNIT_WORDS, FORM_WORDS, spellings } from '../lexicon/words';

// Bracket texts that start like a note are not looked up as a brand (a KB miss is a fuzzy search).
const NOT_A_NAME =
  /^(?:while|now|no|not|for|with|replaces?|replacing|use|see|gp|in|on|at|until|to|from|as|if|when|then|and|or|via|per|started|start|stop|restart|post|pre|after|before|last|next|due|dose|renal|step|taken|take|check|monitor|review|same|also|hold|held|unless|usual|current|regular|prn|max|day|days|week|total|each|both|right|left|time|sick|new|increased|reduced|ceased|stopped|changed|withheld|suspended)\b/i;
// The stop words read after some dosing; in the head also the imperatives ('do not take' after a clause's

export function brandOf(l: LookupResult | null): string | undefined {
  if (!l) return undefined;
  return l.brand ?? (l.matchedBy === 'brand' ? l.matchedText : undefined);
}

// A head that is only a dose form ('tablet', 'caps').
const FORM_ONLY = new RegExp(
  String.raw`^\s*(${alternation([...FORM_WORDS, ...spellings(DOSE_UNIT_WORDS)])})\s*$`,
  'i',
);

// 'TELMA 40 (telmisartan 40 mg)', 'Zorvo (rosuvastatin 10mg)': a generic name and its strength in a bracket.
const GENERIC_STRENGTH =
  /^([A-Za-z][A-Za-z -]*?)\s*(\d+(?:\.\d+)?\s*(?:mg|microgram|micrograms|mcg|g|units|unit|IU|%)(?![a-z]))$/i;

/**
 * A brand the medicines list does not know (a product from overseas), with the generic and its strength in
 * a bracket: the order is the generic's, the brand kept as written and the strength the bracket's, which
 * the brand's own number ('40') only repeats.
 */
function readGenericBracket(p: OrderParts, text: string): boolean {
  if (readGenericAfterStrength(p, text)) return true;
  const m = GENERIC_STRENGTH.exec(text.trim());
  const found = m ? lookup(m[1]!) : null;
  if (!found || found.rest.trim() || found.matchedBy === 'fuzzy') return false;
  if (p.pieces.length) return false;
  const head = p.steps[0]!.clauses;
  const num = /^\s*(\d+(?:\.\d+)?)?\s*$/.exec(head.join(' '));
  // 'Iron tablet (Maltofer 100mg)', 'Vitamin D capsule (Ostelin 25 microgram)': a lay name and a dose form,
  // the product and its strength in the bracket. The product is the order's medicine (its brand the
  // bracket's), the form stays after the strength.
  const form = num ? null : FORM_ONLY.exec(head.join(' '));
  if (!num && !form) return false;
  if (form) p.brand = brandOf(found);
  else
    p.brand = num![1]
      ? `${p.name.unknownName ?? p.name.nameText} ${num![1]}`
      : (p.name.unknownName ?? p.name.nameText);
  p.name = {
    nameText: m![1]!,
    lookup: found,
    medicine: found.medicine,
    key: keyOf(found.medicine),
  };
  head.splice(0, head.length, form ? `${m![2]!} ${form[1]!}` : m![2]!);
  return true;
}

// 'Aspocid 100 mg (aspirin)', 'Zorvo 10mg (rosuvastatin)': an overseas brand the KB does not list, its strength,
// then the generic in a bracket. The bracket names the medicine; the brand and the strength stay as written.
// Had been an unknown medicine 'Aspocid', unpaired with the discharge's aspirin (ceased + new).
const PLAIN_GENERIC = /^[A-Za-z][A-Za-z -]{2,40}$/;
const HEAD_STRENGTH =
  /^\s*\d+(?:\.\d+)?\s*(?:mg|microgram|micrograms|mcg|g|units|unit|IU|%)(?![a-z])\s*$/i;

function readGenericAfterStrength(p: OrderParts, text: string): boolean {
  const t = text.trim();
  if (p.pieces.length || !PLAIN_GENERIC.test(t)) return false;
  const head = p.steps[0]!.clauses;
  if (!HEAD_STRENGTH.test(head.join(' '))) return false;
  const found = lookup(t);
  if (!found || found.rest.trim() || found.matchedBy === 'fuzzy') return false;
  p.brand = p.name.unknownName ?? p.name.nameText;
  p.name = { nameText: t, lookup: found, medicine: found.medicine, key: keyOf(found.medicine) };
  return true;
}

/** A bracket naming the same medicine ('(Eliquis)', '(Panadol Osteo)') or its composition. */
const PER_PART_FIGURES = /(?:^|\s)\d+(?:\.\d+)?\/\d/;

export function readAlias(p: OrderParts, text: string): boolean {
  // A triple inhaler's bracket, each ingredient with its strength, runs to about 90 letters.
  if (text.length > 120) return false;
  keepBracketSalt(p, text);
  const comp = readComposition(text);
  if (comp && (comp.key === p.name.key || !p.name.medicine)) {
    if (!p.name.medicine && comp.medicine) p.name = comp;
    p.compositionStrength ??= comp.strength;
    return true;
  }
  if (!p.name.medicine && readGenericBracket(p, text)) return true;
  if (productOfParts(p, text)) return true;
  // 'Caltrate Bone & Muscle (calcium 600mg + vit D3 1000IU)': the bracket names the brand's combination.
  const wider = p.name.medicine ? widerCombination(text, p.name.medicine) : null;
  if (wider) {
    p.brand ??= brandOf(p.name.lookup);
    p.name = { ...p.name, medicine: wider.medicine, key: keyOf(wider.medicine) };
    if (wider.strength) p.compositionStrength ??= wider.strength;
    return true;
  }
  const named = bracketDosing(text, p.name.key);
  // 'levodopa 200 mg + benserazide 50 mg tablet (Madopar 250)': the brand's product number, the order's own
  // strength added up, is part of the brand's name, never a second strength.
  if (named && isProductNumber(named, p.headStrength ?? p.compositionStrength)) {
    p.brand ??= `${brandOf(lookup(text))} ${named.trim()}`;
    return true;
  }
  if (named) {
    // 'Salmeterol + fluticasone (Seretide 125/25)': figures with no unit follow the brand's order of its
    // parts, not the order the line wrote the generic names in.
    if (PER_PART_FIGURES.test(named)) p.figuresName = text;
    const head = p.steps[0]!.clauses;
    // 'Nitroderm TTS 5 (GTN patch 5mg/24h)': the bare number after the brand is part of its name.
    const num = p.brand && head.length === 1 ? /^\s*(\d+(?:\.\d+)?)\s*$/.exec(head[0]!) : null;
    if (num) [p.brand, head[0]] = [`${p.brand} ${num[1]}`, ''];
    head.unshift(named);
    return true;
  }
  // 'Sodium chloride 7% (hypertonic saline)': the bracket is another name the KB lists for the same medicine,
  // even when its words look like a condition ('hypertonic'); never what the medicine is for.
  if (p.name.medicine && !/\d/.test(text) && looksLikeCondition(text)) {
    const same = lookup(text);
    if (same && !same.rest.trim() && keyOf(same.medicine) === p.name.key) {
      p.brand ??= brandOf(same);
      return true;
    }
  }
  if (
    (/\d/.test(text) && !numberedBrand(text)) ||
    text.split(/\s+/).length > 5 ||
    NOT_A_NAME.test(text) ||
    looksLikeCondition(text)
  )
    return false;
  const found = lookup(text.replace(/^(?:brand:?|=)\s*/i, ''));
  // 'Metformin (Apo) 500 mg': a maker's brand the KB does not list, kept as written.
  const straightAfterName = !p.pieces.length && !p.steps[0]!.clauses.join('').trim();
  if (
    !found &&
    p.name.medicine &&
    straightAfterName &&
    !p.brand &&
    /^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?$/.test(text) &&
    classifyClause(text, { bracket: true }).kind === 'note'
  ) {
    p.brand = text;
    return true;
  }
  if (!found || found.rest.split(/\s+/).filter(Boolean).length > 1) return false;
  if (p.name.medicine && keyOf(found.medicine) !== p.name.key && !bracketPicks(p.name, found))
    return false;
  // 'Ferro-Grad - IV iron (Ferinject) given': a medicine named later in the line is the reason, not the order's name.
  if (!p.name.medicine && !straightAfterName && !partsOfBrand(p.name, found.medicine)) return false;
  if (!p.name.medicine)
    p.name = {
      nameText: text,
      lookup: found,
      medicine: found.medicine,
      key: keyOf(found.medicine),
    };
  p.brand ??= brandOf(found);
  for (const q of found.qualifiers) if (!p.qualifiers.includes(q)) p.qualifiers.push(q);
  return true;
}

/**
 * 'Insulin aspart 30% / aspart protamine 70% (NovoMix 30)': a combination written by its parts, which
 * the KB does not know as written, named by the product in the bracket whose ingredients hold every part.
 */
function productOfParts(p: OrderParts, text: string): boolean {
  if (p.name.medicine || !p.name.key.startsWith('unknown:') || !p.name.key.includes('+'))
    return false;
  const found = lookup(text);
  if (!found || found.matchedBy === 'fuzzy' || found.rest.trim()) return false;
  const ingredients = found.medicine.ingredients;
  const parts = p.name.key.slice('unknown:'.length).split('+');
  if (!parts.every((part) => ingredients.some((i) => i.includes(part)))) return false;
  p.name = {
    nameText: p.name.nameText,
    lookup: found,
    medicine: found.medicine,
    key: keyOf(found.medicine),
  };
  p.brand ??= brandOf(found);
  return true;
}

/** 'NovoMix 30', 'Humalog Mix 25': a brand whose name ends in its number, the whole bracket. */
function numberedBrand(text: string): boolean {
  const found = /^[a-z][a-z -]+\d{1,3}$/i.test(text) ? lookup(text) : null;
  return !!found && !found.rest.trim() && found.matchedBy === 'brand';
}

/**
 * 'Insulin aspart 30% / aspart protamine 70% (NovoMix 30)': a combination written by parts the knowledge base
 * does not list as products is the brand in the bracket when the brand has as many ingredients and every word
 * of them is written.
 */
function partsOfBrand(name: OrderParts['name'], brand: LookupResult['medicine']): boolean {
  if (!name.key.startsWith('unknown:') || !name.key.includes('+')) return false;
  if (brand.ingredients.length !== name.key.split('+').length) return false;
  const written = new Set(name.nameText.toLowerCase().split(/[^a-z0-9]+/));
  return brand.ingredients.every((i) => i.split(/\s+/).every((w) => written.has(w)));
}
