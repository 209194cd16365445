/**
 * An admission line that says a dose was given ('cefazolin 2 g IV administered in the clinic at half
 * past ten') read as an order that the discharge list does not have: most likely a dose given before
 * transfer, not a medicine the patient was taking, so the ceased entry may be wrong. The entry says so.
 */
import type { Net } from './types';
import { flag } from './flag';
import { GIVEN_VERBS } from '../../lexicon/given-words';
import { alternation } from '../../lexicon/words';

/** A given word that is not a plan, a habit or who gives it ('to be given', 'given by the nurse
 *  weekly', 'self-administered'). */
const GIVEN = new RegExp(
  String.raw`(?<!\b(?:to be|not|if|when|be|been|being|last)\s)(?<!\bself[-\s])\b${alternation([...GIVEN_VERBS, 'gave', 'stat'])}\b(?!\s+(?:by|as|via|every|each|weekly|monthly)\b)`,
  'i',
);

export const givenOnAdmission: Net = ({ ceased }) => {
  const out: string[] = [];
  for (const { entry, adm, dis } of ceased) {
    if (!adm || dis || !GIVEN.test(adm.raw)) continue;
    flag(
      entry,
      `${entry.name}: admission line ${adm.line} says it was given: check whether it was a dose given (then it is not a stopped medicine)`,
      out,
    );
  }
  return out;
};
