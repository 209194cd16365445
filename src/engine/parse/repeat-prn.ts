/**
 * Orders for a dose given when a need arises and repeated if it persists are when-required (contract):
 * 'may repeat once after 2 hours', 'repeat every 2-3 minutes if needed', take-home naloxone 'for
 * suspected opioid overdose'. Only an order with no regular times: 'metoclopramide 10 mg TDS, may
 * repeat once if vomited within 30 minutes' stays regular.
 */
import { alternation, PRN_CANONICAL, PRN_WORDS } from '../lexicon/words';
import type { Timing } from './types';

// What is repeated when it is not the dose: a test, a script ('repeat bloods if needed', 'repeat INR').
const NOT_THE_DOSE = String.raw`(?!\s+(?:the\s+)?(?:bloods?|tests?|inr|ecg|ekg|scans?|x-?rays?|levels?|u&es?|uec|fbc|lfts?|scripts?|prescriptions?|cultures?|swabs?|urine|echo|ct|mri|bsl|bgl|review|referral|course)\b)`;
// 'may repeat', 'can be repeated', 'repeat ... if needed', 'repeat ... if no response'.
const REPEAT = new RegExp(
  [
    String.raw`\b(?:may|can|could)\s+(?:be\s+)?repeat(?:ed)?\b${NOT_THE_DOSE}`,
    String.raw`\brepeat(?:ed)?\b${NOT_THE_DOSE}[^,;()]*?\b(?:${alternation([...PRN_WORDS, PRN_CANONICAL])}|(?:if|when)\s+(?:no|not|still|symptoms|pain|seizure|still)\b)`,
  ].join('|'),
  'i',
);
// Take-home naloxone: kept for an overdose that may never happen.
const EMERGENCY =
  /\btake[- ]home\b|\bTHN\b|\b(?:for|in case of|if)\s+(?:suspected\s+|an?\s+)?(?:opioid\s+)?overdose\b/i;

/** True when an order with these times is when-required because it is repeated only when needed. */
export function repeatsWhenNeeded(text: string, timing: Timing): boolean {
  if (timing.slots.length && timing.timeOfDay) return false;
  if (timing.perDay !== undefined || timing.nonDaily) return false;
  // An interval of hours or days is a regular rhythm ('every 12 hours'); one of minutes is the repeat.
  if (timing.interval && timing.interval.min >= 1) return false;
  return REPEAT.test(text) || EMERGENCY.test(text);
}
