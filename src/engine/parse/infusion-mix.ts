/**
 * One line for a syringe driver's whole mix: 'CSCI via NIKI T34 over 24 h: morphine 30 mg + haloperidol 1.5 mg +
 * midazolam 10 mg (water for injection to 15 mL)'. Each medicine in the driver is its own regular order, given
 * over the driver's running time, as under a syringe-driver heading (directions-headings.ts); the diluent is no
 * medicine. The whole line had been unreadable (reported, no rows).
 */
import { INFUSION_LEAD, IV_INFUSION_LEAD, PUMP_MAKE } from '../lexicon/infusion-words';
import { parseOrder } from './order';
import { underDirections } from './list-context';
import { startsWithMedicine } from './lookup';
import { inputOf, orderLine, type LineRule } from './line-rule-kit';
import type { ParsedOrder } from './types';

const LEAD = new RegExp(
  String.raw`^((?:${INFUSION_LEAD}|${IV_INFUSION_LEAD})\b[^:]{0,70}):\s*`,
  'i',
);
const DILUENT = String.raw`(?:water\s+for\s+injections?|wfi|sodium\s+chloride(?:\s+0\.9\s*%)?|(?:0\.9\s*%\s+)?normal\s+saline|n\/s)`;
// '(water for injection to 15 mL)', 'in WFI to 20 mL', ', diluted with sodium chloride 0.9%': the diluent.
const DILUENT_TAIL = new RegExp(
  String.raw`\s*(?:\((?:in\s+|with\s+|made up with\s+)?${DILUENT}[^()]*\)|,?\s+(?:in|with|made up (?:to \d+\s*ml )?with|diluted (?:in|with))\s+${DILUENT}.*)$`,
  'i',
);
const RUN_TIME = /\s*,?\s*(over\s+\d+(?:\.\d+)?\s*(?:h|hrs?|hours?))\s*$/i;
// Pump names ('NIKI T34', 'BD BodyGuard') say which pump; they are not directions.
const DEVICE = new RegExp(String.raw`\b${PUMP_MAKE}\b,?`, 'gi');

/** The parts of a driver's mix and the directions each is given with, or null when the line is none. */
export function readInfusionMix(text: string): { directions: string; parts: string[] } | null {
  const lead = LEAD.exec(text);
  if (!lead || !text.includes('+')) return null;
  let body = text.slice(lead[0].length).replace(DILUENT_TAIL, '');
  const run = RUN_TIME.exec(body);
  if (run) body = body.slice(0, run.index);
  const parts = body.split(/\s+\+\s+/).map((p) => p.trim());
  if (parts.length < 2 || !parts.every((p) => /\d/.test(p) && startsWithMedicine(p))) return null;
  // 'Syringe driver (CSCI over 24 hours)': the bracket's words are the directions too (read as a note, lost).
  const words = [lead[1]!.replace(DEVICE, '').replace(/[(),]/g, ' '), run?.[1] ?? ''].join(' ');
  return { directions: words.replace(/\s+/g, ' ').trim(), parts };
}

export const infusionMixRule: LineRule = {
  id: 'infusion-mix',
  examples: ['CSCI over 24 h: morphine 20 mg + midazolam 10 mg (water for injection to 20 mL)'],
  apply: (c) => {
    if (c.l.extras) return false;
    const mix = readInfusionMix(c.l.text);
    if (!mix) return false;
    const input = inputOf(c);
    const orders = mix.parts.map((text) =>
      underDirections(parseOrder({ ...input, text }), { ...input, text }, mix.directions),
    );
    if (orders.some((o) => !o)) return false;
    c.s.last = null;
    return orderLine(c, orders as ParsedOrder[]);
  },
};
