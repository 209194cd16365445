/**
 * Letters tell what the patient takes in sentences: 'He should continue his Ventolin 100 microgram 2
 * puffs when needed', 'She is to complete ciprofloxacin 500 mg BD until 28/11', 'He currently takes
 * apixaban 5 mg BD, metoprolol ...', 'He was advised to stop the Nurofen because ...', 'Her insulin is
 * NovoMix 30, 28 units with breakfast', 'The lorazepam has been stopped as ...'. The subject and the
 * verb that only says the medicine goes on are not part of the order: the line is read from the
 * medicine (a stop verb is kept, so the stop is read).
 */
import { lookup } from './lookup';

const SUBJECT = String.raw`(?:he|she|they|the\s+patient|patient|pt|(?:mr|mrs|ms|miss)\.?\s+[a-z][\w'-]*)`;
const MODAL = String.raw`(?:(?:should|may|can|could|will|must|would|is|are|was|were|has|have|had|needs?)\s+(?:to\s+|be\s+|been\s+)?)?(?:(?:also|currently|now|still|then|therefore|just|already)\s+)?(?:(?:been\s+)?(?:advised|asked|told)\s+to\s+)?`;
// Verbs that only say the medicine is taken or goes on.
const GOES_ON = String.raw`(?:continues?|continuing|keeps?\s+(?:taking|using|on)|keep|stays?\s+on|remains?\s+on|go(?:es|ing)?\s+home\s+on|takes?|taking|uses?|using|completes?|finish(?:es)?|on|started|starts?|commenced|commences?|receives?)`;
const POSSESSIVE = String.raw`(?:(?:his|her|their|the|a|an)\s+)?(?:(?:usual|regular|current|own)\s+)?`;
const STOP_VERB = String.raw`(?:stop|cease|discontinue|withhold|hold)`;

const GOES_ON_RE = new RegExp(
  String.raw`^${SUBJECT}\s+${MODAL}${GOES_ON}\s+${POSSESSIVE}(?=[a-z])`,
  'i',
);
const STOP_RE = new RegExp(String.raw`^${SUBJECT}\s+${MODAL}(${STOP_VERB})\s+`, 'i');
// 'Her insulin is NovoMix 30 FlexPen ...': a kind of medicine, then the product.
const KIND_IS =
  /^(?:his|her|their)\s+(?:insulin|inhaler|puffer|pill|contraceptive|antibiotic|blood thinner|anticoagulant|statin|patch|eye drops?)\s+(?:is|are)\s+(?:now\s+)?(?=[a-z])/i;
const ARTICLE = /^(?:the|this)\s+([a-z][\w-]{3,})/i;
// 'Atorvastatin changed to rosuvastatin 10 mg nocte (myalgia)': another medicine replaces it (a list
// line; a sentence with a subject or possessive, 'His Spiolto has been changed to ...', is the sentence
// reader's).
const SWITCH =
  /^([a-z][\w-]+(?:\s+[a-z][\w-]*){0,3}?)\s+(?:(?:has\s+been|was|is\s+being|will\s+be)\s+)?(?:changed|switched|swapped|converted)\s+(?:over\s+)?to\s+(?=[a-z])/i;
// First letters of every lead above: most lines start with none of them.
const FIRST = /^[hsptmHSPTM]/;

/** The line read from the medicine when a sentence's subject and verb come first; the line as it was otherwise. */
export function stripNarrative(t: string): string {
  const sw = t.includes(' to ') ? SWITCH.exec(t) : null;
  if (sw && !/^(?:his|her|their|the|he|she|they|patient|pt)\b/i.test(t)) {
    const [from, rest] = [lookup(sw[1]!), t.slice(sw[0].length)];
    const to = lookup(rest);
    if (from && to && from.medicine.id !== to.medicine.id && startsWithMedicine(rest)) {
      // '... to rosuvastatin 10 mg nocte (myalgia)': a closing bracket says why it was switched.
      const body = rest.replace(/[.\s]+$/, '');
      const why = /\s*\(([^()]+)\)$/.exec(body);
      return why
        ? `${body.slice(0, why.index)} - new, replaces ${sw[1]} (${why[1]})`
        : `${body} - new, replaces ${sw[1]}`;
    }
  }
  if (!FIRST.test(t)) return t;
  const goes = GOES_ON_RE.exec(t) ?? KIND_IS.exec(t);
  if (goes) return startsWithMedicine(t.slice(goes[0].length)) ? t.slice(goes[0].length) : t;
  const stop = STOP_RE.exec(t);
  if (stop) {
    const rest = t.slice(stop[0].length).replace(/^(?:(?:his|her|their|the)\s+)/i, '');
    return startsWithMedicine(rest) ? `${stop[1]} ${rest}` : t;
  }
  // 'The lorazepam has been stopped ...': an article before a medicine's name.
  const art = ARTICLE.exec(t);
  return art && startsWithMedicine(art[1]!) ? t.slice(art[0].length - art[1]!.length) : t;
}

/** Only a sentence about a medicine the KB knows is rewritten; any other prose stays as written. */
function startsWithMedicine(text: string): boolean {
  const hit = lookup(text);
  return (
    !!hit &&
    hit.matchedBy !== 'fuzzy' &&
    text.toLowerCase().startsWith(hit.matchedText.toLowerCase().split(' ')[0]!)
  );
}
