/**
 * The line kinds, in the order they are tried: each non-blank line of a pasted list is decided by the
 * first rule that applies (a heading, a note, a status list, a dose already given, a continuation,
 * an order...). A line records the id of its rule (`ParsedLine.rule`) and its orders start their
 * `trace` with it. A new kind of line goes in the file of its kind (notes, headings, orders, continuation),
 * then here, in its place in the list, with examples.
 */
import {
  adviceRule,
  allergyRule,
  blankRule,
  clinicalNoteRule,
  dateLabelRule,
  doseGivenRule,
  signatureRule,
  tableHeaderRule,
} from './line-rules-notes';
import {
  givenThenOrderRule,
  medicineSeriesRule,
  seriesInSentenceRule,
  orderRule,
  statusListRule,
  twoOrdersRule,
} from './line-rules-orders';
import { infusionMixRule } from './infusion-mix';
import { alertStopRule } from './alert-stop';
import { incidentActionRule } from './incident-action';
import {
  classHeadingRule,
  directionsHeadingRule,
  headingRule,
  patternKeyRule,
  stopHeadingRule,
  timeHeadingRule,
  rhythmHeadingRule,
  titleRule,
} from './line-rules-headings';
import { continuationRule, pronounStopRule, statusUnderItemRule } from './line-rule-continuation';
import { otherPersonRule } from './other-person';
import { brandAliasRule } from './brand-alias-line';
import { pastMedicinesRule } from './past-medicines';
import { checkedEntryRule } from './checked-entry';
import { useHeadingRule } from './use-heading';
import { siteHeadingRule } from './site-heading';
import { givenHeadingRule } from './given-heading';
import { nameLegendRule } from './name-legend';
import { reviewHeadingRule } from './review-heading';
import { givenNoteRule } from './given-note';
import { earlierChangeRule } from './earlier-change';
import { pastTakingRule } from './past-taking';
import { notStartedRule } from './not-started';
import { stageDashRule } from './stage-dash';
import { actionPlanStepRule } from './action-plan-step';
import { negativeAnswerRule } from './negative-answer';
import type { LineRule } from './line-rule-kit';

export const LINE_RULES: readonly LineRule[] = [
  pastMedicinesRule, // 'Past Medications:' then lines no longer taken: reported, no row or stop
  checkedEntryRule, // 'Metformin 500 mg bd  [✘ Not correct] You typed: "now 1 g bd"': the patient's verdict on a record entry
  useHeadingRule, // 'For your blood pressure:' over the orders it is the use of
  siteHeadingRule, // 'RIGHT EYE:' over the eye orders it is the side of
  givenHeadingRule, // 'Given in hospital (no further doses)' then doses given: reported, no row or stop
  nameLegendRule, // 'Abbreviations: HU = hydroxyurea': defines short names, no order
  blankRule, // an empty line ends an allergy list
  negativeAnswerRule, // admission: 'Warfarin - no' on a history form: not taken, reported, no row
  tableHeaderRule, // 'Medication | Dose | Frequency | Status'
  stageDashRule, // 'Ondansetron | - | 4 mg IV stat | -' under '... | Going home': reported, no row
  brandAliasRule, // 'Commonly known as: Lipitor' under the atorvastatin order
  signatureRule, // 'Dr J Smith (RMO) 0412 345 678'
  dateLabelRule, // '12/03/2026:' (before headings: no empty heading)
  seriesInSentenceRule, // '... lives alone. Home meds: a 5 mane, b 10 daily': the series, the rest warned
  statusListRule, // 'Ceased (comfort care): a, b, c': one stop per medicine
  // Before advice and headings: 'IF SEVERE:' would open a heading, its step read as an order.
  actionPlanStepRule, // 'WHEN NOT WELL: keep taking preventer ...': an action plan's step for later, no order
  adviceRule, // 'Recommendations: ...': advice, reported when it names a medicine
  incidentActionRule, // admission: 'Immediate action: warfarin withheld, GP notified': events, reported
  rhythmHeadingRule, // 'ON DAYS 2 AND 3 OF EACH CYCLE'
  // Before headings: 'Anticoagulants - withheld' would be a title there, and its status lost.
  classHeadingRule, // 'C07 BETA BLOCKING AGENTS', 'M01 ANTI-INFLAMMATORY PRODUCTS (CEASED)'
  pronounStopRule, // 'STOP taking this.' under its medicine: that order's stop, not a heading
  statusUnderItemRule, // '   - WITHHOLD while on antibiotics' under its numbered item: that order's status
  // Before headings and titles: the alert word made the line an allergy's label, and the stop was lost.
  alertStopRule, // discharge: 'ALERT - do not take again: Trimethoprim (hyperkalaemia)'
  headingRule, // 'Regular medications:', 'PRN:', 'Ceased:'
  stopHeadingRule, // 'Withheld due to AKI:'
  givenNoteRule, // '    Note: given on ward 24/11' under its medicine: a dose given, reported
  // A bare time word ('BEDTIME', 'Night') reads as a label too: the time heading is tried first.
  timeHeadingRule, // 'Morning (8am):'
  titleRule, // 'Discharge medications', 'NKDA'
  patternKeyRule, // 'Dosing key: Breakfast - Lunch - Dinner - Bed'
  directionsHeadingRule, // 'CSCI via syringe driver over 24 hours:'
  // Before clinical notes, which take a line about a driver ('Syringe driver (CSCI ...): ...') as a note.
  infusionMixRule, // 'CSCI over 24 h: morphine 20 mg + midazolam 10 mg'
  reviewHeadingRule, // 'For GP review:': who acts next, no section
  allergyRule, // 'Penicillin - rash'
  clinicalNoteRule, // 'BP 120/80', 'Review in clinic 2 weeks'
  otherPersonRule, // 'Baby (given in hospital): Vitamin K 1 mg IM ...': another person's, reported, no row
  doseGivenRule, // 'Ferinject 1 g IV given 23/11': reported, no row
  earlierChangeRule, // 'Medication changes: ramipril increased from 5 mg': history, reported, no row
  pastTakingRule, // discharge: 'she had been taking methotrexate 15 mg every day': history, reported, no row
  notStartedRule, // 'New: apixaban was NOT started (falls risk)': nothing to take, reported, no row
  givenThenOrderRule, // 'Ferinject 1 g IV on 23/11 - received; iron polymaltose 100 mg daily'
  continuationRule, // 'then 5 mg daily', '(for pain)', 'Dose: 30 mg'
  medicineSeriesRule, // 'Meds: a 5mg mane; b 40mg nocte'
  twoOrdersRule, // 'Symbicort 200/6 2 puffs BD and 1 puff PRN'
  orderRule, // 'Atorvastatin 40 mg nocte'
];

export type { LineContext, ListState, LineRule } from './line-rule-kit';
export { noteOfLine } from './line-rules-notes';
export { ordersSomething } from './line-rules-orders';
export { classifyLine } from './headings';
