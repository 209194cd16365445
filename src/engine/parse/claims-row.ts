/**
 * A row of a PBS claims or pharmacy dispensing history ('04/11/2026  8215J  ATORVASTATIN (Lipitor)
 * tablet 40 mg  30  $31.60  pt confirms: 1 at night'): the supply date, the PBS item code, the quantity
 * and the price are the record of a supply, not the order; the medicine, its form and strength and what
 * the patient confirms taking are. Respelled as a list writes it; words are only dropped, never a number added.
 */

// Date of supply, an optional PBS item code ('8215J', '10210J'), the medicine with its form and strength,
// the quantity, the price (a '$' amount, which only a supply record writes), then any note.
const CLAIMS_ROW =
  /^\d{1,2}\/\d{1,2}\/\d{2,4}\s+(?:\d{3,5}[A-Z]\s+)?([A-Za-z].*?)\s+(\d{1,4})\s+\$\d+(?:\.\d{2})?\s*(.*)$/;
// 'pt confirms: 1 at night', 'patient says: 2 puffs when needed': who said it is not part of the order.
const SAYS = /^(?:pt|patient|client|resident)\s+(?:confirms|says|reports|states|takes)\s*:?\s*/i;

/** The row respelled as an order with its quantity, or null when the line is not a supply record. */
export function readClaimsRow(text: string): string | null {
  const c = text.charCodeAt(0);
  if (c < 48 || c > 57 || !text.includes('$')) return null;
  const m = CLAIMS_ROW.exec(text);
  if (!m) return null;
  const note = m[3]!.replace(SAYS, '').trim();
  return `${m[1]} qty ${m[2]}${note ? `, ${note}` : ''}`;
}

// A pharmacy receipt's item line ('Rx 118833  NATRILIX SR 1.5MG TAB 30  - 1 mane   PBS  $7.70'): the script
// number, the pack size, the funding flag and the price are the record of a sale; the medicine with its
// strength and the label's directions are the order. Only a line with a script number and a '$' price is one.
const RECEIPT_ROW =
  /^(?:rx|script|scr)\s*(?:no\.?|#)?\s*:?\s*\d{4,9}\s+([A-Za-z][^$]*?)\s+(\d{1,4})(?:\s+-\s+([^$]*?))?\s+(?:(?:r?pbs|non[- ]pbs|priv(?:ate)?|conc(?:ession)?|gen(?:eral)?|sn|safety\s+net)\s+)?\$\d+(?:\.\d{2})?\s*$/i;

/** A receipt's item line respelled as an order with its pack size, or null when the line is none. */
export function readReceiptRow(text: string): string | null {
  if (!text.includes('$') || !/^(?:rx|scr)/i.test(text)) return null;
  const m = RECEIPT_ROW.exec(text);
  if (!m) return null;
  const directions = m[3]?.trim();
  return `${m[1]} qty ${m[2]}${directions ? `, ${directions}` : ''}`;
}
