/**
 * Words before an order that are not the order: politeness ('Please start ...'), a group or time label
 * ('Eye drops: ...', 'Every day: ...', 'Rx: ...'), a mixing ratio ('50:50 white soft paraffin/liquid paraffin')
 * and an old dose before an arrow ('10 mg → 20 mg'). Cheap tests first: nearly every order has none.
 */
const DC_D = /\bd\/?c'd\b/gi;
const POLITE = /^(?:please|pls|kindly)\s+(?=[a-z])/i;
const DOSE_ARROW = /(\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|units|ml|tabs?|tablets?|caps?|capsules?|puffs?))\s*(?:→|-+>|=>)\s*(\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|units|ml|tabs?|tablets?|caps?|capsules?|puffs?))/i;
const RATIO_FIRST = /^(\d{1,3}\s*:\s*\d{1,3})\s+([a-z][a-z /]*?)(?=\s*(?:[-–—,(]|$))/i;
const GROUP_LABEL = /^(?:(?:iv|oral|po|topical|inhaled|new|regular|current|home)\s+)?(?:rx|℞|script|medication|medicine|drug|also takes|also taking|also on|also uses|takes|eye drops|ear drops|nasal sprays?|inhalers?|puffers|creams?|ointments?|topicals?|patch(?:es)?|injections?|insulins?|antibiotics?|analgesi(?:a|cs)|pain relief|supplements?|vitamins?|laxatives?)\s*:\s+(?=[a-z])/i;
const TIME_LABEL = /^(every day|daily|each day|mornings?|in the morning|each morning|nights?|at night|nightly|bedtime|at bedtime|evenings?|in the evening|midday|lunch(?:time)?|breakfast|dinner|with meals|when you have symptoms|when required|when needed|as needed|if needed|prn|regular(?:ly)?)\s*:\s+(?=[a-z])/i;

export interface Lead {
  body: string;
  /** 'Paraffin (50:50 white soft paraffin/liquid paraffin)': the ratio and the name as written, for the row. */
  ratioName?: string;
}

export function readLead(text: string): Lead {
  let body = text;
  const c = body.charCodeAt(0) | 32;
  // 'Please start Trelegy ...', 'Kindly cease aspirin': a letter's politeness is not part of the order.
  if ((c === 112 || c === 107) && POLITE.test(body)) body = body.replace(POLITE, '');
  // "Aspirin d/c'd (bleed)": discontinued, written so that 'c'd' must not read as a release form (CD).
  if (body.includes("'d")) body = body.replace(DC_D, 'ceased');
  // 'Prednisolone 10 mg → 20 mg mane': the dose after the arrow is the order's; the one before is what it was.
  if (body.includes('→') || body.includes('->')) body = body.replace(DOSE_ARROW, '$2 (was $1)');
  let ratioName: string | undefined;
  const ratio = c >= 48 && c <= 57 ? RATIO_FIRST.exec(body) : null;
  if (ratio) {
    body = body.slice(ratio[1]!.length).trimStart();
    ratioName = `${ratio[1]!.replace(/\s+/g, '')} ${ratio[2]!.trim()}`;
  }
  const colon = body.indexOf(':');
  if (colon > 0 && colon < 45) {
    // 'Eye drops: latanoprost 0.005% 1 drop nocte', 'Inhalers: Seretide ...': a group label before the order.
    if (GROUP_LABEL.test(body)) body = body.replace(GROUP_LABEL, '');
    // 'Every day: Seretide ...', 'Morning: Esomeprazole 20mg': a time label before the order is part of its directions.
    const timeLabel = TIME_LABEL.exec(body);
    if (timeLabel) body = `${body.slice(timeLabel[0].length)}, ${timeLabel[1]}`;
  }
  return { body, ratioName };
}
