/**
 * Headings that give the directions of the orders under them: a syringe driver or other continuous
 * infusion ('CSCI via syringe driver over 24 hours (NIKI T34):', 'Continuous subcut infusion over
 * 24 h:') and a when-required route ('Breakthrough (PRN) subcut:'). They are not medicines. An order
 * under an infusion heading that gives no times of its own ('Morphine 20 mg') is read with the
 * heading's words, so its slot says 'over 24 hours' instead of looking like a single daily dose.
 */
import { INFUSION_LEAD, PUMP_MAKE_START } from '../lexicon/infusion-words';
import { namesMedicine } from './non-order';

export interface DirectionsHeading {
  /** Words added to an order under the heading that states no times ('CSCI via syringe driver over 24 hours'). */
  directions: string | null;
  /** 'Breakthrough (PRN) subcut:': the orders under it are when required. */
  prn: boolean;
}

const INFUSION =
  /\b(?:csci|cvi|civ|syringe[- ]driver|continuous(?:ly)?|infusions?|over\s+\d+(?:\.\d+)?\s*(?:h|hrs?|hours?))\b/i;
// 'CSCIs' as a heading's plural ('CSCIs over 24 h:').
const INFUSION_START = new RegExp(String.raw`^(?:cscis|${INFUSION_LEAD})\b`, 'i');
const RUN_TIME = /\bover\s+\d+\s*(?:h|hrs?|hours?)\b/i;
const PRN = /\b(?:prn|breakthrough|when required|as required|as needed)\b/i;
const ROUTE =
  /\b(?:subcut\w*|sc|s\/c|iv|intravenous\w*|im|intramuscular\w*|sl|sublingual\w*|oral(?:ly)?|po|buccal)\b/i;
// Device names in brackets ('(NIKI T34)', '(BD BodyGuard)') say which pump; they are not directions.
const DEVICE = new RegExp(String.raw`\s*\(${PUMP_MAKE_START}[^)]*\)`, 'gi');

/** A directions heading (it must end with ':' and name no medicine), or null. */
export function readDirectionsHeading(text: string): DirectionsHeading | null {
  const t = text.trim();
  // Without a colon only a line that starts as an infusion and says how long it runs is a heading
  // ('Syringe driver (NIKI T34) over 24 hrs'); a bare 'CSCI' could be the start of an order.
  const colon = t.endsWith(':');
  if (
    (!colon && !(INFUSION_START.test(t) && RUN_TIME.test(t))) ||
    t.length > 90 ||
    namesMedicine(t)
  )
    return null;
  const body = (colon ? t.slice(0, -1) : t).trim();
  if (INFUSION.test(body))
    return {
      directions: body.replace(DEVICE, '').replace(/\s+/g, ' ').trim(),
      prn: PRN.test(body),
    };
  if (PRN.test(body) && ROUTE.test(body) && body.split(/\s+/).length <= 5)
    return { directions: null, prn: true };
  return null;
}
