/**
 * A pharmacy handover ends a medicine in the words of its supply, not a stop word: 'PLEASE CANCEL
 * REMAINING REPEATS / REMOVE FROM PROFILE:', 'Delete from dose aid:', 'Inactivate scripts:', 'Remove from
 * Webster-pak:'. The medicines under such a heading are not continued. It was read as no heading, so
 * they were continued; it is a ceased heading.
 */
import { namesMedicine } from './non-order';
import { DOSE_AMOUNT } from './order-signal';
import type { LineClass } from './headings';

// What ends the supply, then (after a few words) what it is taken off: the pharmacy's profile, the scripts
// and their repeats, the dose aid. Ends with a colon: a heading over the lines below.
const SUPPLY_STOP =
  /^(?:please\s+)?(?:cancel(?:led)?|remove|removed|delete|deleted|inactivate|inactivated|take off|taken off)\b[^:]{0,40}?\b(?:repeats?|scripts?|prescriptions?|profile|dose aid|webster(?:-?paks?)?|blister packs?|packing)\b[^:]{0,40}:\s*$/i;

/** A heading that stops the medicines under it by cancelling their supply; null when the line is not one. */
export function supplyStopHeading(text: string): LineClass | null {
  const t = text.trim();
  if (!SUPPLY_STOP.test(t) || DOSE_AMOUNT.test(t) || namesMedicine(t)) return null;
  return { kind: 'heading', section: 'ceased', note: 'heading' };
}
