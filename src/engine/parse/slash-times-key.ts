/**
 * Slashed doses read through a key of times (parse/legend-line.ts): a clinic sheet's 'Key: doses written
 * morning/evening; - = no dose', then 'Tacrolimus caps 4mg/3.5mg', 'Prednisolone 5mg/-', 'Bactrim 80/400mg
 * tab 1/-'. Without the key '4mg/3.5mg' reads as one strength and the times are lost; with it, each figure
 * is written out at its time ('4mg mane and 3.5mg in the evening') before the order readers see the line.
 *
 * Only a slashed group with as many parts as the key names times, each part a dose with its own unit, a
 * bare count or a dash, is read this way: a combination's strength ('80/400mg', one unit for both) is
 * never split. The last such group outside brackets is the doses (the strength comes first).
 */
import type { TimeSlot } from '../../shared/reconcile';
import { SLOT_READ_WORDS } from '../lexicon/words';

const UNIT = String.raw`(?:mg|mcg|micrograms?|g|ml|units?|iu|tabs?|tablets?|caps?|capsules?|puffs?|drops?)`;
const PART = String.raw`(?:\d+(?:\.\d+)?\s*${UNIT}|\d{1,2}(?:\.5)?|½|-|–)`;
const GROUP = new RegExp(String.raw`(?<![\w./])${PART}(?:\s*\/\s*${PART}){1,3}(?![\w./])`, 'gi');
const NONE = /^[-–0]$/;

/** The line with its slashed doses written out at the key's times, or as it was. */
export function expandSlashTimes(text: string, slots: readonly TimeSlot[]): string {
  const outside = text.replace(/\([^()]*\)/g, (b) => ' '.repeat(b.length));
  let last: RegExpMatchArray | undefined;
  for (const m of outside.matchAll(GROUP)) last = m;
  if (!last) return text;
  const parts = last[0].split('/').map((p) => p.trim());
  if (parts.length !== slots.length) return text;
  const withUnit = parts.filter((p) => /[a-z]/i.test(p)).length;
  const none = parts.filter((p) => NONE.test(p)).length;
  // Each figure with its own unit, or counts only: '80/400mg' (one unit for both) is a strength.
  if (withUnit ? withUnit + none !== parts.length : none === parts.length) return text;
  const doses = parts
    .map((p, i) => (NONE.test(p) ? '' : `${p} ${SLOT_READ_WORDS[slots[i]!]}`))
    .filter(Boolean);
  const at = last.index!;
  return `${text.slice(0, at)}${doses.join(' and ')}${text.slice(at + last[0].length)}`;
}
