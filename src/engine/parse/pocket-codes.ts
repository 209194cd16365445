/**
 * A dose aid's pack map writes each medicine's pockets before its name, a time code and the count in
 * that pocket: '[B1 D1]  Metformin 850 mg tablet', '[M2 N1] Sertraline 50 mg', '[B1 SUNDAY only]
 * Alendronate 70 mg', with a key line over them ('Key: B = breakfast, L = lunch, D = dinner, N = night').
 * Once the key is read, the pockets become directions after the order, each count before the time its
 * code stands for ('Metformin 850 mg tablet 1 breakfast 1 dinner'), other words in the bracket after them
 * ('SUNDAY only'). Only codes the key gives a time of day are read; a bracket with any other code is left
 * as written, and no count is ever added (a code alone is a pocket whose count the line does not give).
 */
import { TIME_WORDS } from '../lexicon/words';

const TIMES = new Set(TIME_WORDS.map(([w]) => w.toLowerCase()));
// '[B1 D1]' or '[B2 L2 D2 N2]' opening the line, then the order.
const POCKETS = /^\s*\[([^\]]+)\]\s*(\S.*)$/;
const POCKET = /^([A-Za-z]{1,2})(\d+(?:\.5)?|½)?$/;

/** The key's codes that stand for a time of day ('B' -> 'breakfast'), or null when it names fewer than two. */
export function pocketTimes(key: ReadonlyMap<string, string> | null): Map<string, string> | null {
  if (!key) return null;
  const out = new Map<string, string>();
  for (const [code, words] of key) if (TIMES.has(words.toLowerCase())) out.set(code, words);
  return out.size >= 2 ? out : null;
}

/** The line with its opening pockets written as directions after the order, or as it was. */
export function expandPockets(text: string, times: ReadonlyMap<string, string>): string {
  const m = POCKETS.exec(text);
  if (!m) return text;
  const doses: string[] = [];
  const rest: string[] = [];
  for (const part of m[1]!.trim().split(/\s+/)) {
    const p = POCKET.exec(part);
    const time = p && times.get(p[1]!);
    if (time && p[2]) doses.push(`${p[2]} ${time}`);
    // A code alone, or a code the key gives no time: not a pocket this reader can place.
    else if (p && !time && part === part.toUpperCase() && part.length <= 2) return text;
    else if (time) return text;
    else rest.push(part);
  }
  if (!doses.length) return text;
  return [m[2]!.trim(), ...doses, ...rest].join(' ');
}
