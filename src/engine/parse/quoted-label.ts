/**
 * What a container's label or the patient said, quoted after the container's label: 'Bottle 1: "METOPROLOL
 * 50 MG - TAKE ONE TABLET TWICE A DAY"', 'Box 3: label torn; patient says "my fluid tablet - frusemide 20,
 * one in the morning"'. The quotation is the order; words about it (the label torn, who said it) and the
 * patient's own name for it ('my fluid tablet') before a dash are not. The texts to try, in order: the
 * text without its quotation marks, then the quotation, then the quotation from after each dash.
 */

const QUOTE = /["“”„«»]/;
const WHOLLY_QUOTED = /^["“„«]([^"“”„«»]+)["”»]\s*[.;,]?$/;
const QUOTATION = /["“„«]([^"“”„«»]+)["”»]/;

/** The texts that may be the order, most likely first; just the text when it has no quotation. */
export function quotedOrderTexts(text: string): string[] {
  if (!QUOTE.test(text)) return [text];
  const whole = WHOLLY_QUOTED.exec(text.trim());
  if (whole) return [whole[1]!.trim()];
  const quote = QUOTATION.exec(text)?.[1]?.trim();
  if (!quote) return [text];
  const out = [text, quote];
  // 'my fluid tablet - frusemide 20, one in the morning': the medicine after the patient's name for it.
  const dashes = [...quote.matchAll(/\s[-–—]\s/g)];
  for (const d of dashes) out.push(quote.slice(d.index + d[0].length).trim());
  return out;
}
