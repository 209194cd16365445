/**
 * What a dispensing or prescribing document writes before its orders and headings, respelled as a list
 * writes them: an electronic prescription's item number ('Rx 1  COLCHICINE 500 microgram tablet  Qty 30
 * Rpt 0  Sig: ...', 'Item 2: ...') and a stop heading said as what was not prescribed ('Not prescribed –
 * withheld:', 'Not supplied (ceased):'). Words are only dropped, never a number added.
 */

// 'Rx 1', 'Rx#2', 'Item 3:', 'Script 4 -': the item number of a prescription, not a dose.
const ITEM_NUMBER = /^(?:rx|℞|item|script)\s*#?\s*\d{1,2}\b\s*[.:)\-–]?\s+(?=[a-z])/i;
// 'Not prescribed – withheld:', 'Not supplied (ceased):', 'Not for discharge - stopped:'.
const NOT_PRESCRIBED =
  /^not\s+(?:prescribed|supplied|dispensed|charted|for discharge)(?:\s+on\s+discharge)?\s*(?:[-–—:,]\s*|\(\s*)(withheld|ceased|stopped|on hold|suspended)\s*\)?\s*:?\s*$/i;

/** The line respelled when it opens with a prescription's item number or is a 'not prescribed' heading, else null. */
export function readDocumentLead(text: string): string | null {
  const c = text.charCodeAt(0) | 32;
  // Cheap first-letter gate: r, ℞, i, s, n.
  if (c !== 114 && c !== 105 && c !== 115 && c !== 110 && !text.startsWith('℞')) return null;
  const item = ITEM_NUMBER.exec(text);
  if (item) return text.slice(item[0].length);
  const stop = NOT_PRESCRIBED.exec(text);
  if (stop) return `${stop[1]!.charAt(0).toUpperCase()}${stop[1]!.slice(1).toLowerCase()}:`;
  return null;
}
