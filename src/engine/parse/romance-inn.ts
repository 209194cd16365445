/**
 * A generic name spelled the Spanish, Italian or Portuguese way ('Hidroclorotiazida', 'Idroclorotiazide',
 * 'Fenitoína', 'Clortalidona'), too far from the English for the KB's near-miss search: respelled by the
 * regular correspondences of those languages (hidro/idro -> hydro, tiazid -> thiazid, f -> ph at the start,
 * -ida/-ide -> -ide, -ina -> -ine, -ona -> -one) and accepted only when the result is a name the KB knows
 * exactly. The row says how the name was read, as a near miss does.
 */
import { names } from '../kb/name-index';

const RESPELL: ReadonlyArray<[RegExp, string]> = [
  [/^h?idro/, 'hydro'],
  [/tiazid/, 'thiazid'],
  [/(?<!h)clor/, 'chlor'],
  [/^f(?=en|os)/, 'ph'],
  [/í/g, 'i'],
  [/ó/g, 'o'],
  [/á/g, 'a'],
  [/é/g, 'e'],
  [/(?:ida|ide)$/, 'ide'],
  [/ina$/, 'ine'],
  [/ona$/, 'one'],
];
// The cheap first test: a long word with one of the spellings the table respells.
const HINT = /^(?:h?idro|f)|tiazid|clor|[íóáé]|(?:ida|ina|ona)$/;

/** The KB's English spelling of a Romance-language generic name (the first word), or null. */
export function englishInn(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 7 || !HINT.test(w)) return null;
  let out = w;
  for (const [re, to] of RESPELL) out = out.replace(re, to);
  return out !== w && names.has(out) ? out : null;
}
