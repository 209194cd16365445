/**
 * What a dispensing or prescribing document writes before its orders and headings, respelled as a list
 * writes them: an electronic prescription's item number ('Rx 1  COLCHICINE 500 microgram tablet  Qty 30
 * Rpt 0  Sig: ...', 'Item 2: ...'), a stop heading said as what was not prescribed ('Not prescribed –
 * withheld:', 'Not supplied (ceased):') and a problem-oriented letter's condition before its medicine
 * ('Hypertension – irbesartan 300 mg mane' is irbesartan, for hypertension). Words are only dropped or
 * moved, never a number added.
 */
import { looksLikeCondition } from './conditions';
import { readName } from './name';

// 'Rx 1', 'Rx#2', 'Item 3:', 'Script 4 -': the item number of a prescription, not a dose.
const ITEM_NUMBER = /^(?:rx|℞|item|script)\s*#?\s*\d{1,2}\b\s*[.:)\-–]?\s+(?=[a-z])/i;
// 'Not prescribed – withheld:', 'Not supplied (ceased):', 'Not for discharge - stopped:'.
const NOT_PRESCRIBED =
  /^not\s+(?:prescribed|supplied|dispensed|charted|for discharge)(?:\s+on\s+discharge)?\s*(?:[-–—:,]\s*|\(\s*)(withheld|ceased|stopped|on hold|suspended)\s*\)?\s*:?\s*$/i;

// 'The following are withheld until her GP confirms ...:', 'These have been stopped:': a stop heading in a sentence.
const FOLLOWING_STOPPED =
  /^(?:the following|these|the medicines below|the following (?:medicines|medications|tablets))\s+(?:are|were|have been|will be|should be|are to be)\s+(?:temporarily\s+)?(withheld|ceased|stopped|on hold|suspended|discontinued)\b(.*?):?\s*$/i;

// 'Persistent AF (CHA2DS2-VASc 4) – apixaban 5 mg bd': the condition, then a dash or colon, then the order.
const CONDITION_FIRST = /^([A-Za-z][^–—:;]{2,60}?)\s+[–—-]\s+|^([A-Za-z][^–—:;-]{2,60}?):\s+/;

const LIST_WORDS = /\b(?:medications?|medicines?|meds|drugs|discharge|admission|list|plan)\b/i;
const depth = (t: string): number => (t.match(/\(/g)?.length ?? 0) - (t.match(/\)/g)?.length ?? 0);

/** 'Hypertension – irbesartan 300 mg mane' -> 'irbesartan 300 mg mane, for Hypertension', else null. */
function conditionFirst(text: string): string | null {
  const m = CONDITION_FIRST.exec(text);
  if (!m) return null;
  const condition = (m[1] ?? m[2])!;
  // 'Discharge medications (pancytopenia - methotrexate taken daily in error)': a title, and a dash inside a bracket.
  if (LIST_WORDS.test(condition) || depth(condition) !== 0) return null;
  const order = text.slice(m[0].length);
  // The condition without its scores and measures ('(HbA1c 7.4%)', 'Type 2').
  const words = condition
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:type|stage|grade|class)\s+\d\w*/gi, ' ');
  // Several medicines after the condition are a series, read with the condition as its label.
  if (
    order.includes(';') ||
    !/\d/.test(order) ||
    !looksLikeCondition(words) ||
    readName(condition)?.medicine
  )
    return null;
  const name = readName(order);
  if (!name?.medicine || name.lookup?.matchedBy === 'fuzzy') return null;
  if (!name.nameText.toLowerCase().startsWith(order.split(/\s+/)[0]!.toLowerCase())) return null;
  return `${order.replace(/[.;]\s*$/, '')}, for ${condition.trim()}`;
}

/** The line respelled when it opens with a prescription's item number or is a 'not prescribed' heading, else null. */
export function readDocumentLead(text: string): string | null {
  const c = text.charCodeAt(0) | 32;
  const following = c === 116 && text.endsWith(':') ? FOLLOWING_STOPPED.exec(text) : null;
  if (following)
    return `${following[1]!.charAt(0).toUpperCase()}${following[1]!.slice(1).toLowerCase()}${following[2]}:`;
  // Cheap first-letter gate: r, ℞, i, s, n; else a condition before its medicine.
  if (c !== 114 && c !== 105 && c !== 115 && c !== 110 && !text.startsWith('℞'))
    return conditionFirst(text);
  const item = ITEM_NUMBER.exec(text);
  if (item) return text.slice(item[0].length);
  const stop = NOT_PRESCRIBED.exec(text);
  if (stop) return `${stop[1]!.charAt(0).toUpperCase()}${stop[1]!.slice(1).toLowerCase()}:`;
  return conditionFirst(text);
}
