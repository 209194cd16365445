/**
 * Line rules for lines that are no order: blanks, table headers, signatures, dates, a review's advice,
 * allergies, clinical notes and doses already given. A note that names a medicine is reported, never dropped.
 */
import { titleAfterPlace } from './headings';
import { conditionLabel } from './condition-label';
import { isAllergyLine, isDateLabel, isNoResultRow, namesMedicine, noteKindOf } from './non-order';
import { hasSignalAnywhere, isOrderLine } from './order-signal';
import { givenRemark, isGivenDose } from './given-dose';
import {
  isAdvicePoint,
  isAvoidSentence,
  isIfThenStop,
  isNotTaken,
  isOrderingPoint,
  readAdviceLabel,
} from './advice';
import { startsWithMedicine } from './swap-sentence';
import { ignored, push, unreadable, type LineRule } from './line-rule-kit';
import { orderAfterHistory } from './history-then-order';

export const blankRule: LineRule = {
  id: 'blank',
  examples: [''],
  apply: (c) => {
    if (c.l.text) return false;
    c.s.allergies = false;
    push(c, { kind: 'blank' });
    return true;
  },
};

export const tableHeaderRule: LineRule = {
  id: 'table-header',
  examples: ['Medication | Dose | Frequency | Status'],
  apply: (c) => !!c.l.tableHeader && ignored(c, 'table header'),
};

export const signatureRule: LineRule = {
  id: 'signature',
  examples: ['Dr J Smith (RMO) 0412 345 678'],
  apply: (c) => c.note() === 'signature' && !namesMedicine(c.l.text) && ignored(c, 'signature'),
};

export const dateLabelRule: LineRule = {
  // Dates and page-break markers come before headings: '-- continued --' is no empty heading.
  id: 'date-label',
  examples: ['12/03/2026:'],
  apply: (c) => isDateLabel(c.l.text) && unreadable(c),
};

export const adviceRule: LineRule = {
  // A review's or letter's advice names medicines without ordering them: reported when it names one.
  id: 'advice',
  examples: [
    'Recommendations: consider reducing amlodipine to 5 mg',
    'Issue 1: Quetiapine for BPSD without documented behaviours',
    'Medicines to avoid: metoclopramide, haloperidol',
  ],
  apply: (c) => {
    const label = readAdviceLabel(c.l.text);
    if (label) c.s.advice = label.opensBlock;
    else if (isNotTaken(c.l.text) || isIfThenStop(c.l.text) || isAvoidSentence(c.l.text))
      return namesMedicine(c.l.text) ? unreadable(c) : ignored(c, 'note');
    else if (!c.s.advice) return false;
    else if (!isAdvicePoint(c.l.raw)) return (c.s.advice = false);
    // On the discharge list, a report's recommendations that order ('1. Resume metformin 500 mg BD') are the
    // discharge orders: left to the order rules. Advice that hedges ('consider ...') stays advice.
    else if (c.s.list === 'discharge' && isOrderingPoint(c.l.text, startsWithMedicine))
      return false;
    c.s.last = null;
    return namesMedicine(c.l.text) ? unreadable(c) : ignored(c, 'advice');
  },
};

export const allergyRule: LineRule = {
  id: 'allergy',
  examples: ['Penicillin - rash'],
  apply: (c) => isAllergyLine(c.l.text) && ignored(c, 'allergy'),
};

export const clinicalNoteRule: LineRule = {
  // A laboratory value names its medicine by design ('Magnesium 0.6 - replaced'), but one that also
  // gives a dose or route ('- replaced IV') is reported.
  id: 'clinical-note',
  examples: ['BP 120/80', 'Review in clinic 2 weeks', 'Smoking: quit 2010'],
  apply: (c) => {
    const note = c.note();
    if (!note) return false;
    // A level never measured ('Digoxin - - not requested') says nothing of whether it is taken: reported too.
    const reported = note !== 'lab' || hasSignalAnywhere(c.l.text) || isNoResultRow(c.l.text);
    if (reported && namesMedicine(c.l.text)) unreadable(c);
    else ignored(c, note);
    c.s.last = null;
    return true;
  },
};

export const doseGivenRule: LineRule = {
  id: 'dose-given',
  examples: ['Ferinject 1 g IV given 23/11 - no further doses needed'],
  apply: (c) => {
    if (c.s.section === 'ceased' || c.s.section === 'withheld') return false;
    if (!isGivenDose(c.l.text)) {
      // An ongoing order with a dose given told beside it: the order is read, the dose given said.
      const remark = givenRemark(c.l.text);
      if (remark)
        c.s.warnings.push(
          `Line ${c.l.line}: "${remark}" (${c.s.list} list) records a dose already given, not an ongoing order: check by hand`,
        );
      return false;
    }
    ignored(c, 'dose given');
    c.s.warnings.push(
      `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) records a dose already given, not an ongoing order: not listed as a medicine - check by hand`,
    );
    c.s.last = null;
    return true;
  },
};

/** The clinical-note kind of a line, unless a known medicine with a dose makes it an order. */
export function noteOfLine(text: string): string | null {
  const kind = noteKindOf(text);
  if (!kind || isOrderLine(text)) return null;
  // 'Cardiology - medications to stop:': a service before a section heading is where the list came from; read
  // as a note, the lines under it were read as going on (silent).
  const title = kind === 'service' ? titleAfterPlace(text) : null;
  if (title?.kind === 'heading' && title.section) return null;
  // 'Blood pressure: amlodipine 5 mg daily': a condition label over an order, not an observation.
  const cond = conditionLabel(text);
  if (cond && isOrderLine(cond.rest)) return null;
  // 'Bowels: Movicol 1 sachet daily', 'Sleep: melatonin 2 mg nocte': a purpose label over an order.
  const label = PURPOSE_LABEL.exec(text);
  // 'Smoking: quit 6 weeks ago - nicotine patch 21 mg daily': the history, then the order (history-then-order.ts).
  return (label && isOrderLine(label[1]!)) || orderAfterHistory(text) ? null : kind;
}
const PURPOSE_LABEL = /^[A-Za-z][A-Za-z &/-]{1,30}:\s*(\S.*)$/;
