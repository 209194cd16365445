/**
 * A card or letter that defines its own short names on a legend line ('Abbreviations: HU = hydroxyurea,
 * FA = folic acid') and then writes them ('HU 1500 mg daily'). Once the legend is read, a defined short name
 * that opens a line is read as the medicine it stands for. Only definitions that name a medicine the
 * knowledge base knows are kept, so a legend of other words ('SOB = short of breath') changes nothing.
 */
import { ignored, type LineRule } from './line-rule-kit';
import { keyEntries, keyLineBody } from './key-line';
import { readName } from './name';

/** The short names a legend line defines, each with the medicine name it stands for; null when none. */
export function readNameLegend(text: string): Map<string, string> | null {
  const body = keyLineBody(text);
  if (body === null) return null;
  const names = new Map<string, string>();
  // 'HU = hydroxyurea (hydroxycarbamide)', 'PenV: phenoxymethylpenicillin': a short name and its medicine.
  for (const e of keyEntries(body)) {
    const read = e.marked ? readName(e.meaning) : null;
    if (read?.medicine) names.set(e.code, read.nameText);
  }
  return names.size ? names : null;
}

/** The line with a defined short name at its start written out ('HU 1500 mg daily' -> 'hydroxyurea 1500 mg daily'). */
export function expandShortName(text: string, names: ReadonlyMap<string, string>): string {
  const m = /^(\s*)([A-Za-z][A-Za-z0-9]{0,5})(?=\s|$)/.exec(text);
  const name = m && names.get(m[2]!);
  return name ? `${m[1]}${name}${text.slice(m[0].length)}` : text;
}

/** The legend line itself names medicines only to define short names: no order, no stop. */
export const nameLegendRule: LineRule = {
  id: 'name-legend',
  examples: ['Abbreviations: HU = hydroxyurea, FA = folic acid'],
  apply: (c) => (readNameLegend(c.l.text) ? ignored(c, 'abbreviation legend') : false),
};
