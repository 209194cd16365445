/**
 * A salt written with what it holds in brackets ('calcium carbonate 1.5 g (equivalent to 600 mg calcium)',
 * 'ferrous sulfate 325 mg (65 mg elemental iron)', 'magnesium aspartate 500 mg (= 37 mg magnesium)'), while
 * the other list writes the product by that held amount ('Caltrate 600 mg'): the numbers differ but the
 * dose may be the same. A row the comparison called changed on its dose says so when one
 * list's bracketed amount is the other list's strength.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import type { ParsedOrder } from '../../parse/types';

const TO_MG: Record<string, number> = { g: 1000, mg: 1, microgram: 0.001, mcg: 0.001 };
const BRACKET = /\(([^()]*)\)/g;
// What a salt holds: an element or the base ('600 mg calcium', '65 mg elemental iron', '= 37 mg magnesium',
// 'equivalent to 10 mg base'). Only a bracket that says this and nothing else: '(was 20 mg)', '(max 15 mg/day)'
// and '(reduced from 300 mg)' are earlier or other doses, never what the product holds.
const HELD =
  /^(?:(?:equivalent|equiv\.?)\s+to\s+|contains\s+|=\s*|≡\s*)?(\d+(?:\.\d+)?)\s*(g|mg|microgram|mcg)\s+(?:of\s+)?(?:elemental\s+)?(?:calcium|iron|magnesium|potassium|zinc|sodium|phosphorus|phosphate|fluoride|lithium|(?:free\s+)?base)(?:\s+elemental)?$/i;

function bracketAmounts(o: ParsedOrder): Array<{ mg: number; text: string }> {
  const out: Array<{ mg: number; text: string }> = [];
  for (const b of (o.raw ?? o.text).matchAll(BRACKET)) {
    const m = HELD.exec(b[1]!.trim());
    if (m) out.push({ mg: Number(m[1]) * TO_MG[m[2]!.toLowerCase()]!, text: b[1]!.trim() });
  }
  return out;
}

function strengthMg(o: ParsedOrder): number | undefined {
  const s = o.strength;
  if (!s?.unit || s.values.length !== 1) return undefined;
  const f = TO_MG[s.unit.toLowerCase()];
  return f === undefined ? undefined : s.values[0]! * f;
}

export const equivalentStrength: Net = ({ rows }) => {
  const out: string[] = [];
  for (const { row, dis, adm, aspects } of rows) {
    if (!adm || row.changeType !== 'changed') continue;
    if (!aspects.includes('dose')) continue;
    for (const [x, y] of [
      [dis, adm],
      [adm, dis],
    ] as const) {
      const mg = strengthMg(y);
      const held =
        mg === undefined ? undefined : bracketAmounts(x).find((b) => Math.abs(b.mg - mg) < 1e-9);
      if (!held || strengthMg(x) === mg) continue;
      flag(
        row,
        `${row.name}: ${where(x)} writes what the product holds (${held.text}), which is the strength of ${where(y)}: check whether the dose really changed`,
        out,
      );
      break;
    }
  }
  return out;
};
