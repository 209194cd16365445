/**
 * A list whose lines open with a short code its legend defines ('Code: NA = nurse-administered, IP = in
 * possession', then 'NA  Olanzapine 10mg nocte'; 'Key: W = Webster-pak, B = bottle'). The code says who
 * gives or holds the medicine, never part of its name: once the legend is read, a code that opens a line
 * and is followed by a medicine the knowledge base knows is dropped. A code is only dropped after its
 * legend, so an unknown word in front of a name is still reported as one.
 */
import { readName } from './name';

const LEGEND = /^(?:supply\s+|admin(?:istration)?\s+)?(?:codes?|key|legend)\s*[:=-]\s*(\S.*)$/i;
// 'NA = nurse-administered dose', 'IP: in possession', 'W - Webster-pak'.
const PAIR = /^([A-Z][A-Z0-9]{0,3})\s*(?:=|:|-|–)\s*[A-Za-z]/;

/** The codes a legend line defines ('NA', 'IP'), or null when the line is no code legend. */
export function readCodeLegend(text: string): string[] | null {
  const m = LEGEND.exec(text.trim());
  if (!m) return null;
  const codes: string[] = [];
  for (const part of m[1]!.split(/\s*[,;]\s*|\s{2,}/)) {
    const p = PAIR.exec(part.trim());
    if (p) codes.push(p[1]!);
  }
  return codes.length ? codes : null;
}

/** The line without a legend's code in front of a known medicine ('NA  Olanzapine 10mg' -> 'Olanzapine 10mg'). */
export function dropLineCode(text: string, codes: ReadonlySet<string>): string {
  const m = /^([A-Z][A-Z0-9]{0,3})(?:\s*[:|-]\s*|\s+)(?=[A-Za-z])/.exec(text);
  if (!m || !codes.has(m[1]!)) return text;
  const rest = text.slice(m[0].length);
  return readName(rest)?.medicine ? rest : text;
}
