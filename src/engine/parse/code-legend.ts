/**
 * A list whose lines open with a short code its legend defines ('Code: NA = nurse-administered, IP = in
 * possession', then 'NA  Olanzapine 10mg nocte'; 'Key: W = Webster-pak, B = bottle'). The code says who
 * gives or holds the medicine, never part of its name: once the legend is read, a code that opens a line
 * and is followed by a medicine the knowledge base knows is dropped. A code is only dropped after its
 * legend, so an unknown word in front of a name is still reported as one.
 */
import { isCapitalCode, keyEntries, keyLineBody } from './key-line';
import { readName } from './name';

/** The codes a legend line defines ('NA = nurse-administered', 'IP: in possession'), or null when none. */
export function readCodeLegend(text: string): string[] | null {
  const body = keyLineBody(text);
  if (body === null) return null;
  // A code set apart from a meaning in words; 'T tablet' with no mark is a label's directions key.
  const codes = keyEntries(body)
    .filter((e) => e.marked && isCapitalCode(e.code) && /^[A-Za-z]/.test(e.meaning))
    .map((e) => e.code);
  return codes.length ? codes : null;
}

/** The line without a legend's code in front of a known medicine ('NA  Olanzapine 10mg' -> 'Olanzapine 10mg'). */
export function dropLineCode(text: string, codes: ReadonlySet<string>): string {
  const m = /^([A-Z][A-Z0-9]{0,3})(?:\s*[:|-]\s*|\s+)(?=[A-Za-z])/.exec(text);
  if (!m || !codes.has(m[1]!)) return text;
  const rest = text.slice(m[0].length);
  return readName(rest)?.medicine ? rest : text;
}
