import { TIME_SLOTS, type Schedule } from '../../../../shared/reconcile';

/** A step marker: 'then', a semicolon, or a line break in the slot text. */
const STEPS = /\bthen\b|;|\n/i;
/** Longer than this, a slot's text would stand in a narrow time column one word per line. */
const LONG_SLOT = 36;

/**
 * True for a taper or other multi-step regimen ('25 mg for 3 days, then 20 mg ...') or a slot
 * text too long for its time column: the PDF then writes the schedule as lines across the four
 * time columns instead of squeezing it into one.
 */
export function needsRegimenLines(schedule: Schedule): boolean {
  return TIME_SLOTS.some((s) => {
    const t = schedule[s].trim();
    return STEPS.test(t) || t.length > LONG_SLOT;
  });
}

/** Drops one bracket the step split left open at the start and closed at the end. */
function unwrap(steps: string[]): string[] {
  const first = steps[0] ?? '';
  const last = steps.at(-1) ?? '';
  const opens = (s: string) => (s.match(/\(/g)?.length ?? 0) - (s.match(/\)/g)?.length ?? 0);
  if (steps.length < 2 || opens(first) !== 1 || opens(last) !== -1) return steps;
  const out = [...steps];
  out[0] = first
    .replace(/\s*\((?!.*\()/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  out[out.length - 1] = last.replace(/\)(?!.*\))/, '').trim();
  return out;
}

/** One slot's text as steps: '25 mg (for 3 days, then 20 mg ..., then stop)' to three lines. */
export function regimenSteps(text: string): string[] {
  const parts = text
    .split(/\s*(?:\n|;)\s*/)
    .flatMap((p) => p.split(/\s*,?\s*\b(?=then\b)/i))
    .map((p) => p.trim().replace(/[,;]$/, ''))
    .filter(Boolean);
  return unwrap(parts);
}

/**
 * The schedule as lines for a merged time cell: each slot that has text, under its time and
 * meal ('0800 Breakfast: 25 mg for 3 days'), and each later step on its own line ('then 20 mg').
 */
export function regimenLines(schedule: Schedule, slotLabel: (slot: string) => string): string[] {
  return TIME_SLOTS.flatMap((slot) => {
    const text = schedule[slot].trim();
    if (!text) return [];
    const [first = '', ...rest] = regimenSteps(text);
    return [`${slotLabel(slot)}: ${first}`, ...rest];
  });
}
