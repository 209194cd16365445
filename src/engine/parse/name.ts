/**
 * The medicine name at the start of an order ('Metoprolol succinate CR', 'Coloxyl with Senna',
 * 'Glyceryl trinitrate spray'), its KB entry, and combinations written with per-ingredient
 * strengths ('Paracetamol 500 mg + codeine 30 mg', '(amoxicillin 875 mg/clavulanic acid 125 mg)').
 */
import type { LookupResult } from '../kb/index';
import { brandDevice, brandNumber, byRoute, longerName } from './brand-name';
export { bracketPicks } from './brand-name';
import { readComposition } from './composition';
export { readComposition } from './composition';
import type { Medicine } from '../kb/types';
import { SALTS } from '../kb/vocab';
import { keyOf, lookup, medicineWithIngredients } from './lookup';
import { capitalise, irregularSpace, joinWords, nameCase, squashSpaces } from './text';
import { strengthText, withParts } from './units';
import { clipTrusted } from '../kb/clipped';
import { scanTiming } from './timing';
import { isDayEvent, layDescription, withoutNameLead } from '../lexicon/name-lead-words';
import type { Strength } from './types';

const STOP_WORDS = new Set(
  `po p.o orally oral iv im sc s/c subcut sl pr pv inh inhaled topical top buccal neb nebs td ng peg intranasal transdermal
  mane nocte midi vespere vesp bd bid tds tid qid qds daily od once twice every each at in q4h q6h q8h q12h hourly weekly monthly
  morning night nightly evening prn when as if ceased stopped discontinued withheld held suspended increased reduced
  decreased changed cease stop withhold for x take give apply inhale instil insert use dose max via per then to on
  one two three four half until from by`.split(/\s+/),
);
// 'spiro 25 mane', 'temaz 10 nocte prn': ward shorthand writes a clipped name before a bare number and its
// times; the name is trusted there too (still with its warning), and the number is kept as written.
const BARE_NUMBER_NEXT = /^\s*\d+(?:\.\d+)?\s+(?=[a-z])/i;
function shorthandNext(rest: string): boolean {
  const m = BARE_NUMBER_NEXT.exec(rest);
  return !!m && scanTiming(rest.slice(m[0].length).toLowerCase()).timing.known;
}
// A letter to the patient says 'Keep taking your perindopril ...', 'Start taking colchicine ...'; a ward round's
// jobs say 'chart glucagon 1 mg IM prn', 'add ramipril 2.5 mg daily'.
const LEAD_VERB =
  /^(?:(?:keep|start|continue|begin|carry\s+on|go\s+on)\s+(?:taking|using)\s+(?:your\s+)?|(?:her|his|their|your)\s+(?=[a-z])|(?:take|give|apply|use|inhale|instil|insert|inject|commence|start|continue|cont\.?|resume|restart|recommence|complete|finish|chart(?:ed)?|add|prescribe|initiate|begin|rx:?|medication:?)\s+(?:(?:your|the)\s+)?(?:(?:course|rest)\s+of\s+(?:(?:your|the)\s+)?)?)/i;
const WITH_TIME =
  /^with\s+(?:breakfast|lunch|dinner|tea|meals?|food|evening|each|the\s+evening|milk|water)\b/i;
const FORM_WORD =
  /^(?:tab(?:let)?s?|caps?(?:ule)?s?|caplets?|patch(?:es)?|spray|inhaler|puffer|mdi|cream|ointment|gel|lotion|injection|inj|drops?|eye|ear|nasal|sachets?|powder|suppositor(?:y|ies)|pessar(?:y|ies)|wafers?|odt|liquid|mixture|syrup|solution|suspension|elixir|lozenges?|nebules?|infusion|pen|vial|ampoule|oral|disintegrating|chewable|soluble|dispersible|effervescent|film|coated)$/i;

const RELEASE_WORD = /^(?:mr|sr|cr|xr|er|xl|cd|la|ec|odt)$/i;

export interface NameRead {
  /** The name words as written ('Metoprolol succinate CR'). */
  nameText: string;
  lookup: LookupResult | null;
  medicine: Medicine | null;
  /** Matching key: the KB ingredient key, or 'unknown:<letters>'. */
  key: string;
  /** Display name for an unknown medicine, as written. */
  unknownName?: string;
  /** Text of the head after the name (dosing), including unmatched words such as a form. */
  rest: string;
  /** Strength read from a per-ingredient combination ('500 mg + 30 mg'), in KB ingredient order. */
  strength?: Strength;
  /** Dose form named by the brand itself ('Seretide Accuhaler' is an inhaler), for orders that write none. */
  deviceForm?: string;
}

// A brand followed by one of these is a different product ('Fosamax Plus', 'Avapro HCT').
const OTHER_PRODUCT = /^(?:plus|hct|co|combi|duo|comp)\b/i;

const OCR_M = /rn/g;

/**
 * Guard against a KB match that may be another medicine: a fuzzy match must keep the first two
 * letters ('Oxazepam' is not 'Diazepam'), and a brand followed by 'Plus' is a different product.
 */
function trusted(found: LookupResult | null, text: string): LookupResult | null {
  if (!found) return null;
  if (found.matchedBy === 'fuzzy') {
    // A scanned list's OCR reads 'm' as 'rn' ('Arnlodipine'): the letters as written before the
    // misreading are the ones the guard compares; the match still carries its spelling warning.
    const written = text.trim().toLowerCase().replace(OCR_M, 'm').slice(0, 2);
    const names = [found.medicine.name, ...(found.medicine.brands ?? []), found.matchedText].map(
      (n) => n.toLowerCase().slice(0, 2),
    );
    if (!names.includes(written)) return null;
  }
  if (OTHER_PRODUCT.test(found.rest)) return null;
  return found;
}

/** 'Irbesartan/hydrochlorothiazide' the KB lacks as a product: a key from each ingredient, so both lists meet. */
function readParts(region: string): Omit<NameRead, 'rest'> | null {
  const parts = region
    .split(/\s*(?:\/|\+|\band\b|&)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => !/^[a-z]/i.test(p))) return null;
  const singles = parts.map((p) => trusted(lookup(p), p));
  const ingredients = singles.map((s, i) =>
    s && s.medicine.ingredients.length === 1 ? s.medicine.ingredients[0]! : parts[i]!.toLowerCase(),
  );
  const medicine = medicineWithIngredients(ingredients) ?? null;
  if (medicine) {
    const found: LookupResult = {
      medicine,
      matchedBy: 'combination',
      matchedText: region,
      qualifiers: [],
      rest: '',
    };
    return { nameText: region, lookup: found, medicine, key: keyOf(medicine) };
  }
  const display = parts.map((p, i) => singles[i]?.medicine.name ?? partName(p)).join(' + ');
  return {
    nameText: region,
    lookup: null,
    medicine: null,
    key: `unknown:${[...ingredients].sort().join('+')}`,
    unknownName: display,
  };
}

/** An unknown ingredient as written: 'HCT' stays in capitals, 'hydrochlorothiazide' is capitalised. */
const partName = (p: string) => (/^[A-Z0-9]{2,5}$/.test(p) ? p : capitalise(p.toLowerCase()));

const END_PUNCT = /[,:;.]+$/;
const Q_TIME = /^q\d+(?:-\d+)?(?:h|hr|hrs|hourly|d|min|mins)$/i;

/** Split the head into the name region and the dosing text after it. */
export function splitName(head: string): { region: string; rest: string } {
  // 'oh and take your ...', 'B-0912  Apixaban': words before the name that are never part of it.
  const text = withoutNameLead(withoutNameLead(head).replace(LEAD_VERB, ''));
  if (irregularSpace(text)) return splitWords(text);
  // Single spaces only (nearly every head): walk the words in place and cut the text where the name
  // ends. The name is a word or three, and splitting a long head (a letter's sentence) into all its
  // words first was most of this function's time.
  let n = 0;
  let start = 0;
  let end = -1;
  for (;;) {
    const space = text.indexOf(' ', start);
    const stop = space < 0 ? text.length : space;
    const ends = nameEnds(text.slice(start, stop), n, text, start);
    if (ends === 'before') break;
    [n, end] = [n + 1, stop];
    if (ends === 'after' || space < 0) break;
    start = space + 1;
  }
  const named = n ? text.slice(0, end) : '';
  return {
    region: END_PUNCT.test(named) ? named.replace(END_PUNCT, '') : named,
    rest: end < text.length ? text.slice(end + 1) : '',
  };
}

/** splitName for a head with runs of spaces, tabs or line breaks: split on any whitespace. */
function splitWords(text: string): { region: string; rest: string } {
  const words = text.split(/\s+/);
  let n = 0;
  for (; n < words.length; n++) {
    const ends = nameEnds(words[n]!, n, words);
    if (ends === 'before') break;
    if (ends === 'after') {
      n++;
      break;
    }
  }
  const region = words
    .slice(0, n)
    .join(' ')
    .replace(/[,:;.]+$/, '');
  return { region, rest: words.slice(n).join(' ') };
}

/**
 * Whether the name ends before word `n` (`w`), after it, or goes on. `from` is the head's words, or
 * its text with word `n` starting at `at` (what follows 'with' decides whether it is a time).
 */
function nameEnds(
  w: string,
  n: number,
  from: string | string[],
  at = 0,
): 'before' | 'after' | undefined {
  // A digit, '½' or '.' first ends the name (tested by code: this runs on every word of every order).
  const c0 = w.charCodeAt(0);
  if ((c0 >= 48 && c0 <= 57) || c0 === 0xbd || c0 === 46) return 'before';
  const lw = END_PUNCT.test(w) ? w.toLowerCase().replace(END_PUNCT, '') : w.toLowerCase();
  // 'q4h', 'q6-8h', 'q2hr' are times; 'Q10' of 'Coenzyme Q10' is part of the name.
  if ((c0 === 113 || c0 === 81) && Q_TIME.test(lw)) return 'before';
  if (n > 0 && STOP_WORDS.has(lw)) return 'before';
  if (n > 0 && lw === 'with') {
    const after = typeof from === 'string' ? from.slice(at) : from.slice(n).join(' ');
    if (WITH_TIME.test(after)) return 'before';
  }
  if (n > 0 && /[,:;]$/.test(w)) return 'after';
  return undefined;
}

// What may follow the name in a bracket that repeats it: strengths ('0.5%', '5mg/24h', '20/10 mg') and form words.
const STRENGTH_PART =
  /^(?:\d[\d.,]*(?:\s*(?:%|mg|g|mcg|micrograms?|µg|units?|iu|ml|mmol|nanograms?))?(?:\s*\/\s*\d*[\d.]*\s*(?:ml|h|hrs?|hours?|24h|dose|actuation|spray|puff|mg|g|mcg|microgram))*|\/)$/i;

const PER_PART = /^\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)+$/;

/**
 * '(chloramphenicol 0.5%)' after 'Chlorsig', '(GTN patch 5mg/24h)' after 'Nitroderm TTS': a bracket
 * naming the same medicine with its strength or form. Returns that strength and form text (the
 * product the brand stands for), or null when the bracket is anything else.
 */
export function bracketDosing(text: string, key: string): string | null {
  if (!/\d/.test(text) || !/^[a-z]/i.test(text.trim())) return null;
  const found = lookup(text);
  if (!found || keyOf(found.medicine) !== key || !found.rest) return null;
  const words = found.rest
    .replace(/(\d)\s+(?=%|mg|mcg|micro|units?\b|ml\b)/gi, '$1')
    .split(/\s+/)
    .filter(Boolean);
  // 'Symbicort 200/6', 'Seretide 250/25': a combination's strength per part with no unit, one number a part.
  const parts = found.medicine.ingredients.length;
  const perPart = (w: string) => parts > 1 && w.split('/').length === parts && PER_PART.test(w);
  return words.every(
    (w) =>
      STRENGTH_PART.test(w) ||
      perPart(w) ||
      FORM_WORD.test(w) ||
      /^(?:dry|transdermal|topical)$/i.test(w),
  )
    ? found.rest
    : null;
}

// 'Melatonin PR 2 mg': PR straight after the name of a medicine made for no rectal use is prolonged release,
// never 'per rectum' ('Diclofenac PR 100 mg', a medicine that has suppositories, stays as written).
const PR_AFTER_NAME = /^pr\b\s*/i;
const RECTAL_FORM = /suppositor|enema|rectal/i;

function prolongedRelease(split: { region: string; rest: string }): {
  region: string;
  rest: string;
} {
  if (!PR_AFTER_NAME.test(split.rest)) return split;
  const found = lookup(split.region);
  if (!found || found.rest.trim() || found.medicine.forms.some((f) => RECTAL_FORM.test(f)))
    return split;
  const released = lookup(`${split.region} prolonged release`);
  if (!released?.qualifiers.length) return split;
  return {
    region: `${split.region} prolonged release`,
    rest: split.rest.replace(PR_AFTER_NAME, ''),
  };
}

const unknownKey = (name: string) =>
  `unknown:${withoutSaltWords(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')}`;

/**
 * A name the medicines list does not know, without the salt or hydrate words after it ('Creatine monohydrate',
 * 'Zyxamol hydrochloride'): as for a known medicine, the salt does not make it another medicine, so one list's
 * 'Creatine monohydrate' and the other's 'Creatine' meet (they had been a silent stop beside a new stop).
 */
function withoutSaltWords(name: string): string {
  const words = name.split(/\s+/);
  while (words.length > 1 && SALTS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words.join(' ');
}

/**
 * Read the medicine name at the start of an order's head. Null when the head has no name.
 * `line` is the whole order, for names whose ingredient depends on the route ('Vitamin B12').
 */
// A quoted name at the start, one to three words, then more words ('"Neurobion" vitamin B').
const QUOTED_LEAD = /^["“]([A-Za-z][\w-]*(?: [\w-]+){0,2})["”](?=\s|$)/;

export function readName(head: string, line = head): NameRead | null {
  const comp = readComposition(head);
  if (comp) return comp;
  const { region, rest } = prolongedRelease(longerName(splitName(head)));
  if (!/[a-z]{2,}|^[a-z]\d/i.test(region)) return null;
  const allWords = region.split(/\s+/);
  let words = allWords;
  let found = byRoute(trusted(lookup(region), region), line);
  if (found && !clipTrusted(found.warning, rest) && !shorthandNext(rest)) found = null;
  // 'Zyxamol tablets': retry without trailing form words before calling the medicine unknown.
  while (!found && words.length > 1 && FORM_WORD.test(words[words.length - 1]!)) {
    words = words.slice(0, -1);
    found = trusted(lookup(words.join(' ')), words.join(' '));
  }
  // 'breakfast Cardizem CD 180 mg' (a diary's activity cell run into its medicines cell): an everyday word
  // before a name the medicines list knows is not part of that name.
  if (!found && allWords.length > 1 && isDayEvent(allWords[0]!)) {
    const inner = readName(`${allWords.slice(1).join(' ')} ${rest}`.trim(), line);
    if (inner?.medicine) return inner;
  }
  // 'heart tablet Entresto 24/26', 'water pill Lasix 40': the patient's description before a known name.
  const lay = found ? null : layDescription(allWords);
  if (lay) {
    const kept = [...allWords.slice(0, lay[0]), ...allWords.slice(lay[1])];
    const inner = readName(`${kept.join(' ')} ${rest}`.trim(), line);
    if (inner?.medicine) return inner;
  }
  if (!found) {
    const parts = readParts(region);
    if (parts) return { ...parts, rest: squashSpaces(rest) };
  }
  const formWords = words.length === allWords.length ? '' : allWords.slice(words.length).join(' ');
  if (found) {
    const extra = joinWords(found.rest, formWords);
    const numbered = extra ? null : brandNumber(found, rest);
    const deviceForm = brandDevice(found);
    if (numbered)
      return {
        nameText: region,
        lookup: numbered.found,
        medicine: found.medicine,
        key: keyOf(found.medicine),
        rest: numbered.rest,
        deviceForm,
      };
    return {
      nameText: region,
      lookup: found,
      medicine: found.medicine,
      key: keyOf(found.medicine),
      rest: joinWords(extra, rest),
      deviceForm,
    };
  }
  while (words.length > 1 && RELEASE_WORD.test(words[words.length - 1]!))
    words = words.slice(0, -1);
  const name = words.join(' ');
  // '"Neurobion" vitamin B tablet', '“Amlodac” 10': a name the medicines list does not know, quoted as printed on
  // its box, then what it is: the quoted words are the product's name (the key another list's 'Neurobion' pairs
  // with); the quotation marks are no part of it.
  const quoted = QUOTED_LEAD.exec(name);
  return {
    nameText: region,
    lookup: null,
    medicine: null,
    key: unknownKey(quoted ? quoted[1]! : name),
    unknownName: nameCase(quoted ? name.replace(/["“”]/g, '') : name),
    rest: joinWords(formWords, rest),
  };
}

/**
 * Reorder strength values written in the name's ingredient order ('carbidopa/levodopa 25/100')
 * into the KB's ingredient order, so the same product compares equal however it is written.
 */
export function toKbOrder(region: string, medicine: Medicine, strength: Strength): Strength {
  if (medicine.ingredients.length < 2 || strength.values.length !== medicine.ingredients.length)
    return strength;
  let parts = region
    .toLowerCase()
    .split(/\s*(?:\/|\+|\band\b|&)\s*/)
    .filter(Boolean);
  // 'carbidopa-levodopa' (PowerChart names a combination with a hyphen).
  if (parts.length === 1)
    parts = parts[0]!
      .replace(/\s+(?:cr|mr|sr|xr|er)$/, '')
      .split('-')
      .filter(Boolean);
  if (parts.length !== medicine.ingredients.length) return strength;
  const ings = parts.map((p) => {
    const r = lookup(p);
    return r && r.medicine.ingredients.length === 1
      ? r.medicine.ingredients[0]!
      : p.replace(
          /\s+(?:arginine|erbumine|tartrate|succinate|sodium|potassium|hydrochloride)$/,
          '',
        );
  });
  const order = medicine.ingredients.map((ing) => ings.indexOf(ing));
  if (order.some((i) => i < 0) || order.every((v, i) => v === i)) return strength;
  const values = order.map((i) => strength.values[i]!);
  if (strength.parts?.length === values.length)
    return withParts(
      values,
      strength.unit,
      order.map((i) => strength.parts![i]!),
      strength.per,
    );
  return { ...strength, values, text: strengthText(values, strength.unit, strength.per) };
}
