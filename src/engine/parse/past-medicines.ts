/**
 * A referral's 'Past Medications:' (or 'Previous medicines:') block lists what the patient no longer takes
 * ('Sitagliptin 100mg  ceased 02/2025', a finished antibiotic course). Those lines are history, not
 * current orders: never a row and never a stop made at this admission. Each is reported so a pharmacist
 * sees it (nothing dropped silently). The block ends at a blank line, a heading or a line naming no medicine.
 */
import { namesMedicine } from './non-order';
import { ignored, type LineRule } from './line-rule-kit';

const PAST_LABEL =
  /^(?:past|previous|prior|former|historical|old)\s+(?:medications?|medicines?|meds|drugs|drug history)\s*(?::|-)?\s*$/i;

export const pastMedicinesRule: LineRule = {
  id: 'past-medicines',
  examples: ['Past Medications:', 'Previous medicines'],
  apply: (c) => {
    const text = c.l.text.trim();
    if (PAST_LABEL.test(text)) {
      c.s.past = true;
      c.s.last = null;
      return ignored(c, 'past medicines heading');
    }
    if (!c.s.past) return false;
    if (!text || c.cls()?.kind === 'heading' || !namesMedicine(text)) {
      c.s.past = false;
      return false;
    }
    c.s.warnings.push(
      `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) is under a past medicines heading: a medicine no longer taken, not listed - check by hand`,
    );
    c.s.last = null;
    return ignored(c, 'past medicine');
  },
};
