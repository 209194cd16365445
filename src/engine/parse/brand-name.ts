/**
 * Brand and name details around the medicine name of an order: names whose ingredient depends on the
 * route ('Vitamin B12'), a bracket that says which ingredient is meant, names that go on past a number
 * ('Humalog Mix 25'), a brand's product number ('Estradot 50 patch') and the device a brand names.
 */
import { getMedicineById, routeDependent, startsLongerName, type LookupResult } from '../kb/index';
import { keyOf, lookup } from './lookup';
import type { NameRead } from './name';

const INJECTED =
  /\b(?:inj(?:ection)?s?|im|imi|ivi|i\.m|iv|i\.v|sc|s\/c|subcut|intramuscular(?:ly)?|subcutaneous(?:ly)?|intravenous(?:ly)?|ampoules?|amps?|vials?)\b/i;

// Only injections are given this rarely ('Vitamin B12 1000 microgram every 3 months').
const INJECTION_INTERVAL =
  /\b(?:monthly|quarterly|(?:1|2|3|one|two|three)[- ]monthly|every\s+(?:\d+|one|two|three)\s+(?:months?|weeks?))\b/i;

/** The order is given by injection: a route or form word, or an interval only injections are given at. */
export const injectedLine = (line: string): boolean =>
  INJECTED.test(line) || INJECTION_INTERVAL.test(line);

/** 'Vitamin B12 1000 microgram IM': a name that means another ingredient when injected. */
export function byRoute(found: LookupResult | null, line: string): LookupResult | null {
  const ids = found ? routeDependent(found.matchedText) : undefined;
  const injected = ids && injectedLine(line) ? getMedicineById(ids[1]) : undefined;
  if (!found || !injected) return found;
  return { ...found, medicine: injected, indication: injected.indication };
}

/** 'Vitamin B12 (hydroxocobalamin)': the bracket says which ingredient a route-dependent name means; `name` takes it. */
export function bracketPicks(name: Omit<NameRead, 'rest'>, found: LookupResult): boolean {
  const ids = name.lookup ? routeDependent(name.lookup.matchedText) : undefined;
  if (!ids?.includes(found.medicine.id)) return false;
  name.lookup = {
    ...name.lookup!,
    medicine: found.medicine,
    indication: found.medicine.indication,
  };
  name.medicine = found.medicine;
  name.key = keyOf(found.medicine);
  return true;
}

// Devices named inside a brand ('Onbrez Breezhaler', 'Nitroderm TTS'), and the dose form each is.
const DEVICE_IN_BRAND =
  /\b(accuhaler|turbuhaler|ellipta|respimat|breezhaler|genuair|handihaler|rapihaler|spiromax|zonda|mdi|autohaler|evohaler|pumpspray|tts|udv|nebules|respules)\b/i;
const DEVICE_FORM: Record<string, string> = {
  pumpspray: 'spray',
  tts: 'patch',
  udv: 'nebule',
  nebules: 'nebule',
  respules: 'nebule',
};

/** The dose form the brand's own name gives, used when the order writes none. */
export function brandDevice(found: LookupResult): string | undefined {
  const brand = found.brand ?? (found.matchedBy === 'brand' ? found.matchedText : '');
  const m = DEVICE_IN_BRAND.exec(brand);
  return m ? (DEVICE_FORM[m[1]!.toLowerCase()] ?? 'inhaler') : undefined;
}

// Singular form words only: 'Panafcort 5 tabs' is five tablets, 'Panafcort 5 tab' the 5 mg tablet.
const NUMBER_BEFORE_FORM =
  /^(\d+(?:\.\d+)?)\s+(?=(?:transdermal\s+)?(patch|tab|tablet|cap|capsule)\b)/i;

/**
 * 'Estradot 50 patch', 'Transiderm-Nitro 5 patch', 'Lasix 40 tab': a number after a brand, before a
 * singular form word, that cannot be a count (more than 2 patches or 4 tablets at once) is the brand's product
 * number, so it is kept with the brand rather than read as '50 patches'.
 */
export function brandNumber(
  found: LookupResult,
  rest: string,
): { found: LookupResult; rest: string } | null {
  const brand = found.brand ?? (found.matchedBy === 'brand' ? found.matchedText : undefined);
  const m = brand ? NUMBER_BEFORE_FORM.exec(rest) : null;
  if (!m) return null;
  const n = Number(m[1]);
  if (n <= (/^patch/i.test(m[2]!) ? 2 : 4)) return null;
  return { found: { ...found, brand: `${brand} ${m[1]}` }, rest: rest.slice(m[0].length) };
}

// Words after a name that may still be part of it: 'PEG 3350', 'Humalog Mix 25', 'Movicol Half', 'Microgynon 30'.
const NAME_CONTINUES = /^(?:\d+(?:\/\d+)?|half|mix)$/i;
// What split(/\s+/)[0] gives: everything before the first whitespace.
const FIRST_WORD = /^\S*/;

/** Extend the name over such words when the KB knows the longer name exactly. */
export function longerName(split: { region: string; rest: string }): {
  region: string;
  rest: string;
} {
  // Test the first word before splitting: most names are followed by a dose, not by more of the name.
  if (
    !split.region ||
    !NAME_CONTINUES.test(FIRST_WORD.exec(split.rest)![0]) ||
    !startsLongerName(split.region)
  )
    return split;
  const after = split.rest.split(/\s+/);
  for (let n = Math.min(3, after.length); n >= 1; n--) {
    if (!after.slice(0, n).every((w) => NAME_CONTINUES.test(w))) continue;
    const region = `${split.region} ${after.slice(0, n).join(' ')}`;
    const found = lookup(region);
    if (found && !found.rest && found.matchedBy !== 'fuzzy')
      return { region, rest: after.slice(n).join(' ') };
  }
  return split;
}
