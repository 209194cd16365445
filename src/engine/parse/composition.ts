/**
 * Combinations written with each ingredient's strength ('Paracetamol 500 mg + codeine 30 mg',
 * 'Calcium carbonate 600 mg + colecalciferol 500 IU'): the KB combination and one strength.
 */
import type { LookupResult } from '../kb/index';
import { SALTS } from '../kb/vocab';
import { keyOf, lookup, medicineWithIngredients } from './lookup';
import type { NameRead } from './name';
import { capitalise, matchesOf, NUM, squashSpaces } from './text';
import type { Strength } from './types';
import { canonicalUnit, displayUnit, massIn, partText, withParts } from './units';
import { HELD_SOURCE, heldAmount } from './held-amount';
import { alternation, spellings, UNIT_WORDS } from '../lexicon/words';

// The lexicon's units, in every spelling ('600 milligrams and vitamin D 400 units', a dictated or screen-read list),
// except the one-letter ones that are words too ('u', 'l').
const COMP_UNIT = `(?:${alternation(spellings(UNIT_WORDS).filter((u) => u !== 'u' && u !== 'l'))})`;
// A liquid's part written as a concentration ('THC 10 mg/mL : CBD 10 mg/mL oil', 'x 400 mg/5 mL + y 57 mg/5 mL').
const PER_VOLUME = String.raw`(?:\d+(?:\.\d+)?\s*)?ml\b`;
// An ingredient: a name never starting with a unit or a joining word ('with colecalciferol' names
// colecalciferol); a later word may be a vitamin's letter and number ('vitamin D3'), never a brand's
// product number ('Mix25', which the brand reader reads).
// A part's strength may be followed by what it holds ('calcium carbonate 1.5 g (600 mg calcium) + ...'),
// or by how many of its own tablets a dose takes ('nirmatrelvir 150 mg tablets x 2 + ritonavir 100 mg
// tablet x 1': a co-pack, whose parts are joined by ' + ' as co-pack.ts does).
const COMP_PART = String.raw`(\b(?!(?:ml|mg|g|mcg|micrograms?|units?|hours?|hrs?|day|dose|min|with|and)\b)[a-z][a-z'\-]{2,}(?:\s+(?:[a-z][a-z'\-]*|[a-z]\d{1,2})){0,3}?)\s+(${NUM})\s*(${COMP_UNIT})(?![a-z])(\s*\/\s*${PER_VOLUME})?(\s*\(\s*${HELD_SOURCE}\s*\))?(\s+(?:tablets?|tabs?|capsules?|caps?)\s*[x×]\s*\d+)?`;
const COMP_RE = new RegExp(
  String.raw`^\s*${COMP_PART}((?:\s*(?:\+|\/|&|,|:|\band\b|\bwith\b)\s*${COMP_PART})+)`,
  'i',
);
const COMP_PART_RE = new RegExp(COMP_PART, 'gi');
// Two numbers and a separator: the only texts worth the full expression.
const COMP_SEP = /[+/&,:]| and | with /i;
// A ratio's colon ('THC 10 mg/mL : CBD 10 mg/mL', how cannabis oils are labelled) joins a combination only when
// the medicines list has it: 'Atorvastatin 40 mg: cholesterol 5.2 mmol/L' is an order and a result.
const RATIO_JOIN = /\d[^:]*:\s*[a-z]/i;
const TWO_NUMBERS = /\d\D+\d/;
const HYDRATE =
  /\b(?:hemihydrate|monohydrate|dihydrate|trihydrate|sesquihydrate|anhydrous|hcl)\b/gi;
// Salt words after an ingredient ('codeine phosphate', 'perindopril arginine') name the same ingredient.
const SALT_TAIL =
  /\s+(?:phosphate|hydrochloride|sulfate|sulphate|maleate|mesylate|mesilate|besylate|besilate|tartrate|succinate|fumarate|citrate|bromide|arginine|erbumine|tosilate|acetate|sodium|potassium)$/i;

/** 'Paracetamol 500 mg + codeine phosphate hemihydrate 30 mg tablet': each ingredient with its strength. */
export function readComposition(text: string): NameRead | null {
  if (!COMP_SEP.test(text) || !TWO_NUMBERS.test(text)) return null;
  const m = COMP_RE.exec(text);
  if (!m) return null;
  const parts = matchesOf(m[0], COMP_PART_RE).map((p) => ({
    name: squashSpaces(p[1]!.replace(HYDRATE, ' ')).replace(SALT_TAIL, ''),
    value: Number(p[2]),
    unit: canonicalUnit(p[3]!),
    shown: displayUnit(p[3]!, canonicalUnit(p[3]!)),
    per: p[4] ? squashSpaces(p[4].replace(/^\s*\/\s*/, '')).replace(/ml$/i, 'mL') : undefined,
    held: p[5] ? heldAmount(p[5]) : null,
    count: p[6] ? /\d+\s*$/.exec(p[6])![0] : undefined,
  }));
  if (parts.length < 2) return null;
  // Concentrations join only concentrations per the same volume: '10 mg/mL + 5 mg' is not one product.
  const per = parts[0]!.per;
  if (parts.some((p) => p.per !== per)) return null;
  // 'Alendronate 70 mg + colecalciferol 140 microgram': parts may write different mass units (values are
  // then kept in the first part's unit, the text shows each as written, as units.ts does for '70 mg/140
  // microgram'). 'Calcium carbonate 600 mg + colecalciferol 500 IU': a mineral with a vitamin dosed in
  // units is one product too; a part in units keeps its value as written ('600 mg/500 IU', as units.ts
  // reads it), so the same product written either way compares equal. Volumes, mmol and % do not mix.
  const unit = parts[0]!.unit;
  const mixed = parts.some((p) => p.unit !== unit);
  const mixable = (u: string) => u === 'units' || massIn(1, u, u) !== null;
  const oneKind = parts.every((p) => massIn(p.value, p.unit, unit) !== null);
  if (mixed && !oneKind && !parts.every((p) => mixable(p.unit))) return null;
  // 'SERETIDE fluticasone propionate 250 microgram + salmeterol 25 microgram': a pack's brand before its first
  // ingredient was read as that part's name, and the combination's ingredients were counted twice. The part
  // is the ingredient after the brand; the brand is kept when it names this same combination.
  let brand: string | undefined;
  const singles = parts.map((p) => {
    const found = lookup(p.name);
    const after = found && found.medicine.ingredients.length > 1 ? found.rest.trim() : '';
    const inner = after ? lookup(after) : null;
    if (!inner || inner.medicine.ingredients.length !== 1 || inner.rest.trim()) return found;
    brand ??= found!.brand ?? found!.matchedText;
    p.name = after;
    return inner;
  });
  let ingredients = singles.map((s, i) =>
    s && s.medicine.ingredients.length === 1
      ? s.medicine.ingredients[0]!
      : parts[i]!.name.toLowerCase(),
  );
  let medicine = medicineWithIngredients(ingredients) ?? null;
  // 'Insulin aspart 30% + insulin aspart protamine 70%': a part the KB reads as a shorter medicine with words
  // left over ('protamine') may be an ingredient only a combination lists, under its whole name.
  if (!medicine && singles.some((s) => s?.rest.trim())) {
    const whole = ingredients.map((ing, i) =>
      singles[i]?.rest.trim() ? parts[i]!.name.toLowerCase() : ing,
    );
    medicine = medicineWithIngredients(whole) ?? null;
    if (medicine) ingredients = whole;
  }
  const order = medicine
    ? medicine.ingredients.map((ing) => ingredients.indexOf(ing))
    : parts.map((_, i) => i);
  if (order.some((i) => i < 0)) return null;
  const values = order.map((i) => massIn(parts[i]!.value, parts[i]!.unit, unit) ?? parts[i]!.value);
  // Each part wrote its own unit, so each keeps it (units.ts, partText).
  const coPack = parts.every((p) => p.count);
  const shown = order.map((i) => {
    const { value, shown: unitShown, held, count } = parts[i]!;
    return `${partText(value, unitShown)}${held ? ` (${held.text})` : ''}${coPack ? ` x ${count}` : ''}`;
  });
  const strength: Strength = coPack
    ? { values, unit, text: shown.join(' + ') }
    : withParts(values, unit, shown, per);
  const nameText = parts.map((p) => p.name).join(' + ');
  const rest = text.slice(m[0].length).trim();
  if (medicine) {
    // 'Calcium carbonate 1.5 g + colecalciferol ...': a mineral's written salt is shown (kb/shown-name.ts).
    const salt = singles.find((s) => s?.salt && SALTS.has(s.medicine.id))?.salt;
    const branded = brand && lookup(brand)?.medicine.id === medicine.id ? brand : undefined;
    const found: LookupResult = {
      medicine,
      matchedBy: 'combination',
      matchedText: nameText,
      qualifiers: [],
      rest: '',
      ...(salt ? { salt } : {}),
      ...(branded ? { brand: branded } : {}),
    };
    return { nameText, lookup: found, medicine, key: keyOf(medicine), rest, strength };
  }
  if (RATIO_JOIN.test(m[0])) return null;
  const display = order
    .map((i) => capitalise(singles[i]?.medicine.name ?? parts[i]!.name.toLowerCase()))
    .join(' + ');
  return {
    nameText,
    lookup: null,
    medicine: null,
    key: `unknown:${[...ingredients].sort().join('+')}`,
    unknownName: display,
    rest,
    strength,
  };
}

// What ends a combination's first part before a ratio's colon: a strength, maybe per a volume ('10 mg/mL').
const STRENGTH_END = /\d\s*(?:[a-z]+|%)(?:\s*\/\s*(?:\d+\s*)?ml)?\s*$/i;

/**
 * Whether the colon at `colon` of `text` (a clause starting at `start`) joins the parts of a combination the
 * medicines list has ('THC 10 mg/mL : CBD 10 mg/mL oil'), so the clause splitter keeps it in the head.
 */
export function joinsCombination(text: string, start: number, colon: number): boolean {
  if (!STRENGTH_END.test(text.slice(start, colon))) return false;
  const read = readComposition(text.slice(start));
  return !!read?.medicine && read.nameText.includes('+');
}
