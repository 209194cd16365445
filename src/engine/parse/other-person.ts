/**
 * A line labelled for another person ('Baby (given in hospital, for your records only): Vitamin K (Konakion)
 * 1 mg IM given 20/11; Hepatitis B vaccine ...'): on a mother's maternity discharge, the newborn's medicines.
 * Read before as an order of an unknown medicine 'Baby' (a row on the mother's list). The line is reported,
 * never a row or a stop: the clinician checks it. Only the label opening the line, with its colon, so a
 * medicine for a baby named in an order ('Aspirin ... until baby is born') is read as before.
 */
import { OTHER_PERSON_WORDS } from '../lexicon/other-person-words';
import { alternation } from '../lexicon/words';
import { ignored, type LineRule } from './line-rule-kit';

// The bracket holds no bracket, so the match is linear.
const OTHER_PERSON_LABEL = new RegExp(
  String.raw`^(?:for\s+(?:the\s+)?)?(?:${alternation(OTHER_PERSON_WORDS)})(?:\s+(?:medicines?|medications?|doses?|record))?\s*(?:\([^()]{0,120}\))?\s*[:\-–]\s*\S`,
  'i',
);

export const otherPersonRule: LineRule = {
  id: 'other-person',
  examples: [
    'Baby (given in hospital): Vitamin K 1 mg IM given 20/11',
    'Newborn: hepatitis B vaccine given',
  ],
  apply: (c) => {
    if (!OTHER_PERSON_LABEL.test(c.l.text.trim())) return false;
    ignored(c, 'another person');
    c.s.warnings.push(
      `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) is labelled for another person, not the patient: not listed as a medicine - check by hand`,
    );
    c.s.last = null;
    return true;
  },
};
