/**
 * The words of a heading over doses already given in hospital ('Given in hospital (no further doses)',
 * 'Once-only doses given during admission', 'Administered on the ward - not to continue'), as data:
 * parse/given-heading.ts builds its pattern from these lists.
 */
import { MEDICINE_NOUNS } from './medicine-nouns';
import { SENTENCE_VERBS } from './sentence-words';

/** The verbs that say a dose went in. */
export const GIVEN_VERBS: readonly string[] = [...SENTENCE_VERBS.given, 'infused'];
/** What the doses were, written before the verb ('Stat doses given'). */
export const GIVEN_KINDS: readonly string[] = [
  ...MEDICINE_NOUNS,
  'doses',
  'dose',
  'stat',
  'once only',
  'once-only',
  'single',
  'one-off',
  'one off',
  'iv',
  'im',
  'inpatient',
  'infusions',
  'treatment',
];
/** Where or when, after the verb ('in hospital', 'during this admission', 'in ED'). */
export const GIVEN_PLACES: readonly string[] = [
  'hospital',
  'ward',
  'ed',
  'emergency',
  'emergency department',
  'icu',
  'theatre',
  'theatres',
  'recovery',
  'admission',
  'stay',
  'inpatient stay',
  'hospital stay',
];
/** A note that no more is given ('no further doses', 'not to continue', 'not for discharge'). */
export const GIVEN_NO_MORE: readonly string[] = [
  'no further doses',
  'no further dose',
  'no further doses needed',
  'no further treatment',
  'not to continue',
  'not to be continued',
  'do not continue',
  'none to continue',
  'not continued',
  'not for discharge',
  'not on discharge',
  'completed',
  'complete',
];

/** Where a dose went in before the patient reached the ward ('Rx en route:', 'Given by paramedics:'). */
export const GIVEN_EN_ROUTE: readonly string[] = [
  'en route',
  'enroute',
  'on scene',
  'in transit',
  'prior to arrival',
  'pre-arrival',
  'pre arrival',
  'by paramedics',
  'by paramedic',
  'by ambulance',
  'pre-hospital',
  'prehospital',
  // On the way from another place ('Treatment given before transfer:', 'Tx in flight:', 'Meds during retrieval:').
  'before transfer',
  'prior to transfer',
  'pre-transfer',
  'pre transfer',
  'during transfer',
  'before arrival',
  'before retrieval',
  'during retrieval',
  'in flight',
  'in-flight',
  'inflight',
  'in the field',
  'at referring hospital',
  'at referring facility',
  'at sending facility',
];
/**
 * The fields of a trauma or retrieval handover (MIST / ATMIST: Mechanism, Injuries, Signs, Treatment): a list
 * with two of these field lines reads its 'T:' line as the treatment already given.
 */
export const HANDOVER_FIELDS: readonly string[] = ['m', 'i', 's', 'mechanism', 'injuries', 'signs'];
/** The treatment field of such a handover ('T: ketamine 20 mg IV, ...'). */
export const HANDOVER_TREATMENT: readonly string[] = ['t', 'tx', 'rx', 'treatment'];
/** Who gave it before the ward ('Paramedic Rx:', 'Ambulance treatment:'). */
export const GIVEN_BY: readonly string[] = [
  'paramedic',
  'paramedics',
  'ambulance',
  'ambo',
  'pre-hospital',
  'prehospital',
  'retrieval',
];
/** What a label calls the doses it lists ('Rx', 'Tx', 'treatment'). */
export const TREATMENT_WORDS: readonly string[] = [
  'rx',
  'tx',
  'treatment',
  'treatments',
  'therapy',
  'interventions',
  'management',
  ...MEDICINE_NOUNS,
];

/**
 * A medication chart's section of one-off doses ('ONCE ONLY', 'Stat doses', 'Once-only / STAT orders'): each
 * order under it is a single dose given in hospital, never a medicine the patient goes on taking.
 */
export const ONE_OFF_KINDS: readonly string[] = [
  'once only',
  'once-only',
  'stat',
  'stat and once only',
  'single dose',
  'single-dose',
  'one-off',
  'one off',
];
/** What such a section calls its entries ('Stat orders', 'Once only medications'). */
export const ONE_OFF_NOUNS: readonly string[] = [
  'doses',
  'dose',
  'orders',
  'order',
  'medications',
  'medicines',
  'prescriptions',
  'drugs',
];

/**
 * A day's cell in a dose record that says the dose went in and who gave it ('self' on a directly-observed-
 * therapy card's weekend, 'S/A', 'taken'): a dose that day, as a tick is.
 */
export const DOSE_TAKEN_CELLS: readonly string[] = [
  'self',
  'self-admin',
  'self admin',
  'self-administered',
  'self administered',
  'self-given',
  's/a',
  'sa',
  'taken',
  'given',
  'observed',
];
