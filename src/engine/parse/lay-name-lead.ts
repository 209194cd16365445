/**
 * The wording before the medicine's name on a line of a nursing note or a carer's account: a conjunction
 * that carries a run-on list over a wrapped line ('..., atorvastatin 40mg nocte,' / 'and frusemide 20mg
 * mane') and the patient's own name for the medicine in quotes, with the medicine it was found to be
 * ('"a water tablet" - identified as frusemide 20mg mane'). The order is the medicine's; the quoted name
 * goes after it in brackets, a note kept on the row. A lay name with the medicine in brackets after it ('my blue
 * puffer (ventolin) when I need it') is read the same way. Only when a medicine's name follows: otherwise the
 * line is left as it was (and reported when nothing reads it).
 */
import { IDENTIFIED_AS, SERIES_CONJUNCTIONS } from '../lexicon/identified-as';
import { alternation, FORM_WORDS } from '../lexicon/words';
import { startsWithMedicine } from './lookup';

const CONJUNCTION = new RegExp(String.raw`^${alternation(SERIES_CONJUNCTIONS)}\s+`, 'i');
// The quotation holds no quote mark, so the match is linear; the joiner is one dash, comma, colon or '='.
const LAY_NAME = new RegExp(
  String.raw`^["“„«]([^"“”„«»]{1,40})["”»]\s*(?:[-–—,:=]\s*)?(?:${alternation(IDENTIFIED_AS)}\s+)?`,
  'i',
);

// 'The pill - Levlen ED - one every day', 'my water tablet, Lasix 40 mane': a lay name with no quotes, a
// determiner and at most three words, then a dash, comma or colon; only when a medicine's name follows.
const UNQUOTED_LAY = /^((?:the|my|his|her|their|a|an)\s+[a-z]+(?:\s+[a-z]+){0,2})\s*[-–—,:]\s+/i;

// 'my blue puffer (ventolin) when I need it', 'the water tablet (Lasix) 40 mane': the same lay name with the
// medicine's name in brackets after it. The bracket holds no bracket, so the match is linear.
const LAY_FORM = new RegExp(String.raw`\b(?:${alternation(FORM_WORDS)})\b`, 'i');
const BRACKETED_LAY =
  /^((?:the|my|his|her|their|a|an)\s+[a-z]+(?:\s+[a-z]+){0,2})\s*\(([^()]{2,40})\)\s*/i;

/** The line with its medicine first, or null when the line opens with neither wording or no medicine follows. */
export function afterLayName(body: string): string | null {
  const conj = CONJUNCTION.exec(body);
  let rest = conj ? body.slice(conj[0].length) : body;
  const bracketed = BRACKETED_LAY.exec(rest);
  if (bracketed && startsWithMedicine(bracketed[2]!)) {
    const after = rest.slice(bracketed[0].length).replace(/[\s.]+$/, '');
    // The lay name's dose form ('puffer', 'patch') says what the medicine is: it goes after the name.
    const form = LAY_FORM.exec(bracketed[1]!)?.[0];
    return `${bracketed[2]!.trim()}${form ? ` ${form}` : ''}${after ? ` ${after}` : ''} ("${bracketed[1]!.trim()}")`;
  }
  const lay = LAY_NAME.exec(rest) ?? UNQUOTED_LAY.exec(rest);
  if (!conj && !lay) return null;
  if (lay) rest = rest.slice(lay[0].length);
  if (!rest || !startsWithMedicine(rest)) return null;
  return lay ? `${rest.replace(/[\s.]+$/, '')} ("${lay[1]!.trim()}")` : rest;
}

/**
 * True when a wrapped line is an order of its own after the wording: the patient's quoted name for it, or a
 * conjunction and a dose of its own ('and frusemide 20mg mane'). A bare name after a conjunction ('Stopped:
 * aspirin,' / 'and clopidogrel') still carries the line above on.
 */
export function ownOrderAfterLead(text: string): boolean {
  const rest = afterLayName(text);
  return !!rest && (LAY_NAME.test(text.replace(CONJUNCTION, '')) || /\d/.test(rest));
}
