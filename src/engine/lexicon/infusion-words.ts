/**
 * Words of continuous infusions, for the two readers of a syringe driver's orders: a heading over the
 * orders ('CSCI via syringe driver over 24 hours:', parse/directions-headings.ts) and a one-line mix
 * ('CSCI over 24 h: morphine 20 mg + midazolam 10 mg', parse/infusion-mix.ts).
 */
import { alternation } from './words';

/** What opens a continuous infusion ('CSCI', 'syringe driver', 'continuous subcut infusion'). */
export const INFUSION_LEAD = String.raw`(?:csci|syringe[- ]drivers?|continuous\s+(?:subcut(?:aneous)?|sc|s\/c|iv|intravenous)\s+infusions?|(?:subcut(?:aneous)?|sc)\s+infusions?)`;
/**
 * Intravenous leads ('CVI', 'CIV') open a one-line mix but not a heading: under a heading the orders are
 * read as subcut driver orders.
 */
export const IV_INFUSION_LEAD = String.raw`(?:cvi|civ)`;

/** Syringe-driver pumps ('NIKI T34', 'BD BodyGuard'): which pump, never directions. */
export const PUMP_MAKES: readonly string[] = [
  'niki',
  'niki t34',
  't34',
  'graseby',
  'cme',
  'crono',
  'bodyguard',
  'bd bodyguard',
];
export const PUMP_MAKE = alternation(PUMP_MAKES);
/** The first words of the makes ('bd' only as the start of a bracket, where it is never twice daily). */
export const PUMP_MAKE_START = alternation(PUMP_MAKES.map((m) => m.split(' ')[0]!));
