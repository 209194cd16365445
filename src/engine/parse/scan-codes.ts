/**
 * A barcode scanner's log of the patient's own medicines: '10:02:14  GTIN 09319021004411  ANORO ELLIPTA
 * ...'. The time stamp with seconds is when the pack was scanned, and the product code (GTIN, EAN, UPC,
 * an AUST R number, or a bare barcode of 12 to 14 digits) names the pack: neither is a dose or a time
 * the medicine is taken, and with them before the name the line was not read at all. Both are taken off;
 * a clock time without seconds ('08:00 metformin') is a dosing time and stays. A PBS item code and an
 * authority number are taken off the same way.
 */

// A time stamp with seconds at the start of the line.
const SCAN_TIME = /^\s*(?:[01]?\d|2[0-3]):[0-5]\d:[0-5]\d\s+/;
// A labelled product code, or a bare run of 12 to 14 digits (no strength or count is written so).
const PRODUCT_CODE =
  /(?:\b(?:GTIN|EAN|UPC|barcode|AUST\s?[RL])\s*(?:no\.?|number)?\s*[:#]?\s*\d{5,14}|(?<![\d.,/])\d{12,14}(?![\d.,/]))\s*/gi;
const ANY = /\d:[0-5]\d:[0-5]\d|\d{5}|\b(?:r?pbs|item|auth)/i;

// A prescription's or dispensing record's PBS item code and authority number ('PBS 10451T  Auth: 38817264
// APIXABAN (Eliquis) 5 mg tablet'): they name the subsidy and its approval, not a dose. Before the name they
// hid it (the row was named 'Pbs', its medicine read as a second mention). Only labelled and only before the
// name, so a number that may be a dose is never taken off, and a note's 'authority no. 8834512' stays.
const SUPPLY_CODE =
  /^\s*(?:(?:(?:r?pbs(?:\s+item)?|item)(?:\s+(?:code|no\.?|number))?\s*[:#]?\s*\d{4,5}[A-Z]|auth(?:ority)?(?:\s+(?:approval|code|no\.?|number))*\s*[:#]?\s*\d{4,10})\b\s*)+/i;

/** The line without a scanner's time stamp and product codes; other lines as written. */
export function withoutScanCodes(line: string): string {
  if (!ANY.test(line)) return line;
  const out = line.replace(SCAN_TIME, '').replace(PRODUCT_CODE, '').replace(SUPPLY_CODE, '');
  return out.trim() ? out : line;
}
