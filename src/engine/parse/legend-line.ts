/**
 * The key of a dose aid's profile ('Dosing key: Breakfast - Lunch - Dinner - Bed', 'Key: AM / Noon / PM /
 * Night'): it names the times the positions of a pattern such as '1 - 0 - 1 - 0' stand for. It is never a
 * medicine. The pattern reader places the positions in the day's order (morning, midday, evening, night);
 * a key that lists its times in another order is reported, so no pattern is placed silently in the wrong slot.
 */
import { readTimeHeading } from './time-headings';
import { scanTiming } from './timing';

const LEGEND =
  /^(?:(?:dos(?:e|ing)|pack|dose aid|administration|pattern|profile|time)\s+)?(?:key|legend)\s*[:=-]\s*(\S.*)$/i;
const SLOT_ORDER = ['0800', '1200', '1800', '2200'];

export interface Legend {
  /** True when the times run in the day's order, as the pattern reader places them. */
  dayOrder: boolean;
}

/** A dose pattern's key line, or null. Every part must be a time of day. */
export function readLegend(text: string): Legend | null {
  const m = LEGEND.exec(text.trim());
  if (!m) return null;
  const parts = m[1]!.split(/\s*[-–/|,]\s*/).filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return null;
  const slots: number[] = [];
  for (const p of parts) {
    // 'Bed' alone is no heading, but is bedtime in a key of times.
    const words = [readTimeHeading(p)?.timing, p, `at ${p}`, `${p}time`];
    const slot = words
      .map((w) => (w ? scanTiming(w.toLowerCase()).timing.slots : []))
      .find((s) => s.length === 1)?.[0];
    if (!slot) return null;
    slots.push(SLOT_ORDER.indexOf(slot));
  }
  return { dayOrder: slots.every((s, i) => i === 0 || s > slots[i - 1]!) };
}
