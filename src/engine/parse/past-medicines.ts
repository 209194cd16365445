/**
 * A referral's 'Past Medications:' (or 'Previous medicines:') block lists what the patient no longer takes
 * ('Sitagliptin 100mg  ceased 02/2025', a finished antibiotic course). Those lines are history, not
 * current orders: never a row and never a stop made at this admission. Each is reported so a pharmacist
 * sees it (nothing dropped silently). The block ends at a blank line, a heading or a line naming no medicine.
 */
import { namesMedicine } from './non-order';
import { blockField } from './block-fields';
import { ignored, type LineRule } from './line-rule-kit';
import { alternation } from '../lexicon/words';
import { DOSE_CHANGE_VERBS, STATUS_TAIL_WORDS } from '../lexicon/sentence-words';

// 'Past medications', 'Archived Medications' (a phone app's list of medicines no longer logged), 'Previously tried (not current)', 'Medicines tried before', 'No longer taking'.
const PAST_WORDS = String.raw`(?:(?:past|previous|prior|former|historical|old|archived|inactive)\s+(?:medications?|medicines?|meds|drugs|drug\s+history|treatments?|therapies)|previously\s+(?:tried|used|taken|trialled|trialed|prescribed)|(?:tried|trialled|trialed|used)\s+(?:before|previously|in\s+the\s+past)|(?:medications?|medicines?|meds|drugs|treatments?)\s+(?:tried|trialled|trialed)(?:\s+(?:before|previously))?|no\s+longer\s+tak(?:ing|en)|not\s+current(?:ly\s+tak(?:ing|en))?)(?:\s*\([^()]{0,40}\))?`;
const PAST_LABEL = new RegExp(String.raw`^${PAST_WORDS}\s*(?::|-)?\s*$`, 'i');
// The same label with the past medicines after it on its line: 'Previously tried (not current): propranolol
// (fatigue), pizotifen'. Read as orders they were a ceased row each (a stop nobody made at this admission).
const PAST_INLINE = new RegExp(String.raw`^${PAST_WORDS}\s*[:\u2013-]\s*(?=\S)`, 'i');

// A referral's dose history under the current list: 'Recent changes (last 3 months):', 'Medication changes in
// the past year', 'Dose history'. On the admission list its lines ('rosuvastatin increased from 10 mg on 15/12')
// say how the current doses came about; read as orders they made second orders at old doses, listed as stopped.
const CHANGES_LABEL =
  /^(?:(?:recent|previous|prior|past|earlier)\s+(?:medication\s+|medicine\s+|dose\s+|drug\s+)?changes?|(?:medication|medicine|dose|drug)\s+changes?\s+(?:in|over|during)\s+the\s+(?:past|last)\b[^:]*|(?:dose\s+(?:change\s+)?|(?:medication|medicine)\s+change\s+)history)\b[^:]{0,40}:?\s*$/i;
const CHANGE_VERB = new RegExp(
  String.raw`\b(?:${alternation([...STATUS_TAIL_WORDS, ...Object.keys(DOSE_CHANGE_VERBS), 'from', 'to'])})\b`,
  'i',
);

/** The admission list's dose-history block: its change lines are reported, never orders or stops. */
function recentChange(c: Parameters<LineRule['apply']>[0], text: string): boolean | null {
  if (c.s.list === 'admission' && CHANGES_LABEL.test(text)) {
    [c.s.changes, c.s.last] = [true, null];
    return ignored(c, 'recent changes heading');
  }
  if (!c.s.changes) return null;
  if (!text || c.cls()?.kind === 'heading' || !namesMedicine(text) || !CHANGE_VERB.test(text)) {
    c.s.changes = false;
    return null;
  }
  c.s.warnings.push(
    `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) is under a recent changes heading: how the dose came about, not an order - check by hand`,
  );
  c.s.last = null;
  return ignored(c, 'earlier change');
}

// A practice system's block of short courses issued before the admission ('Acute medication (last 3 months)',
// 'Acute issues', 'Short-term prescriptions'): a course issued then, perhaps finished long ago. On the
// admission list its lines are reported, never a row and never a stop made now (a finished 3-day course
// listed as ceased at discharge was a silent error).
const ACUTE_LABEL =
  /^(?:recent\s+)?(?:acute|short[- ]term|one[- ]off)\s+(?:medications?|medicines?|meds|drugs|issues?|prescriptions?|scripts?|courses?)\b(?:\s*\([^)]{0,40}\)|\s+(?:in|over|during|from)\s+the\s+(?:past|last)\b[^:]{0,30})?\s*:?\s*$/i;

function acuteIssue(c: Parameters<LineRule['apply']>[0], text: string): boolean | null {
  if (c.s.list === 'admission' && ACUTE_LABEL.test(text)) {
    [c.s.acute, c.s.last] = [true, null];
    return ignored(c, 'acute issues heading');
  }
  if (!c.s.acute) return null;
  if (!text || c.cls()?.kind === 'heading' || !namesMedicine(text)) {
    c.s.acute = false;
    return null;
  }
  c.s.warnings.push(
    `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) is under an acute (short course) heading: issued before this admission and perhaps finished, so not listed - check by hand`,
  );
  c.s.last = null;
  return ignored(c, 'acute issue');
}

export const pastMedicinesRule: LineRule = {
  id: 'past-medicines',
  examples: [
    'Past Medications:',
    'Previous medicines',
    'Previously tried: propranolol (fatigue)',
    'Recent changes (last 3 months):',
    'Acute medication (last 3 months)',
  ],
  apply: (c) => {
    const text = c.l.text.trim();
    const change = recentChange(c, text);
    if (change !== null) return change;
    const acute = acuteIssue(c, text);
    if (acute !== null) return acute;
    const inline = PAST_INLINE.exec(text);
    if (inline && namesMedicine(text.slice(inline[0].length))) {
      c.s.warnings.push(
        `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) names past medicines (no longer taken): not listed - check by hand`,
      );
      c.s.last = null;
      return ignored(c, 'past medicines line');
    }
    if (PAST_LABEL.test(text)) {
      c.s.past = true;
      c.s.last = null;
      return ignored(c, 'past medicines heading');
    }
    if (!c.s.past) return false;
    // An app's block under its archived medicine ('Metoprolol' / 'Tablet · 25 mg' / 'Every Day · 8 am'): the
    // field lines belong to the past medicine above, never an order of their own.
    if (text && blockField(text)) return ignored(c, 'past medicine field');
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
