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
import { heldAmount } from '../../parse/held-amount';
import { massMg } from '../../parse/units';

const TO_MG: Record<string, number> = { g: 1000, mg: 1, microgram: 0.001, mcg: 0.001 };
const BRACKET = /\(([^()]*)\)/g;

// What a salt holds ('600 mg calcium', '65 mg elemental iron', '= 37 mg magnesium'), as
// parse/held-amount.ts reads it: only a bracket that says this and nothing else ('(was 20 mg)',
// '(max 15 mg/day)' are earlier or other doses, never what the product holds).
function bracketAmounts(o: ParsedOrder): Array<{ mg: number; text: string }> {
  const out: Array<{ mg: number; text: string }> = [];
  for (const b of (o.raw ?? o.text).matchAll(BRACKET)) {
    const held = heldAmount(b[1]!);
    const mg = held ? massMg(held.strength) : null;
    if (held && mg !== null) out.push({ mg, text: held.text });
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
