/**
 * The key of a dose aid's profile or a clinic sheet ('Dosing key: Breakfast - Lunch - Dinner - Bed', 'Key:
 * AM / Noon / PM / Night', 'Key: doses written morning/evening; - = no dose'): it names the times the
 * positions of a pattern such as '1 - 0 - 1 - 0' or a slashed dose such as '4mg/3.5mg' stand for. It is
 * never a medicine. The readers place the positions in the day's order (morning, midday, evening, night);
 * a key that lists its times in another order is reported, so no dose is placed silently in the wrong slot.
 */
import type { TimeSlot } from '../../shared/reconcile';
import { readTimeHeading } from './time-headings';
import { scanTiming } from './timing';
import { namesKnownMedicine } from './lookup';
import { matchesOf } from './text';

const LEGEND =
  /^(?:(?:dos(?:e|ing)|pack|dose aid|administration|pattern|profile|time)\s+)?(?:key|legend)\s*[:=-]\s*(\S.*)$/i;
const SLOT_ORDER: readonly TimeSlot[] = ['0800', '1200', '1800', '2200'];
// 'doses written morning/evening; - = no dose': the slashed times inside a key's words.
const SLASHED = /(?<![\w/])([a-z]+(?:\s*\/\s*[a-z]+){1,3})(?![\w/])/gi;
const DOSE_WORD = /\bdos(?:e|es|ing)\b/i;

export interface Legend {
  /** True when the times run in the day's order, as the pattern reader places them. */
  dayOrder: boolean;
  /** The slot of each position, in the key's order. */
  slots: TimeSlot[];
}

/** The slot one time word names ('AM', 'Noon', 'Bed', 'evening'), or null. */
function slotOf(word: string): TimeSlot | null {
  // 'Bed' alone is no heading, but is bedtime in a key of times.
  const words = [readTimeHeading(word)?.timing, word, `at ${word}`, `${word}time`];
  return (
    words
      .map((w) => (w ? scanTiming(w.toLowerCase()).timing.slots : []))
      .find((s) => s.length === 1)?.[0] ?? null
  );
}

function legendOf(parts: string[]): Legend | null {
  if (parts.length < 2 || parts.length > 4) return null;
  const slots: TimeSlot[] = [];
  for (const p of parts) {
    const slot = slotOf(p);
    if (!slot) return null;
    slots.push(slot);
  }
  const at = slots.map((s) => SLOT_ORDER.indexOf(s));
  return { dayOrder: at.every((s, i) => i === 0 || s > at[i - 1]!), slots };
}

/**
 * A dose pattern's key line, or null. Either every part of the key is a time of day, or (a key line or a
 * heading that names doses, with no figures) its words hold slashed times ('doses written morning/evening').
 */
export function readLegend(text: string): Legend | null {
  const t = text.trim();
  const m = LEGEND.exec(t);
  const whole = m ? legendOf(m[1]!.split(/\s*[-–/|,]\s*/).filter(Boolean)) : null;
  if (whole || /\d/.test(t) || (!m && !DOSE_WORD.test(t))) return whole;
  // 'Novorapid dose mane/nocte per sliding scale' is an order without figures, never a key.
  if (namesKnownMedicine(t)) return null;
  for (const s of matchesOf(t, SLASHED)) {
    const legend = legendOf(s[1]!.split(/\s*\/\s*/));
    if (legend) return legend;
  }
  return null;
}
