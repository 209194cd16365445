/**
 * The label a note writes before the list of the patient's medicines when the list runs on inside a
 * sentence ('... CKD3b. Home meds: Entresto 49/51 BD, bisoprolol 5 mane, ...', '... lives alone; usual
 * medications: ...'). Whose or which medicines, then the word for them.
 */
import { MEDICINE_NOUNS } from './medicine-nouns';
export const LIST_LABEL_LEADS = [
  'home',
  'usual',
  'regular',
  'current',
  'pre-admission',
  'preadmission',
  'admission',
  'outpatient',
  'community',
  'his',
  'her',
  'their',
];
export const LIST_LABEL_WORDS = [...MEDICINE_NOUNS, 'medication list', 'medication history', 'rx'];

/**
 * Stems of the words that say what happened to the medicines under a label ('Stopped meds:', 'Given in ED:',
 * 'Not taking:', 'Allergies:'): such a label is a stop, a record or an allergy list, read by its own rules.
 * Matched as a word's start ('ceas' for ceased, ceasing).
 */
export const LIST_LABEL_STATUS_STEMS = [
  ...['stop', 'ceas', 'withh', 'held', 'hold', 'discontinu', 'suspend', 'cease'],
  ...['given', 'complet', 'not', 'no longer', 'avoid', 'allerg', 'past', 'previous', 'former'],
];

/**
 * Words that name where a list came from after its title ('Usual meds per Webster-pak (Tumut Pharmacy):',
 * 'Medications as per GP list:', 'Regular medicines from the pharmacy printout:'): the title is the heading.
 */
export const LIST_SOURCE_LEADS = ['per', 'as per', 'from', 'according to', 'via'];

/**
 * What a review's status label counts from ('Stopped since last plan:', 'Changed since the last review (01/25):',
 * 'Ceased at last visit -'): when the status happened, never part of the medicine's name or its reason.
 */
export const SINCE_LAST_WORDS = ['since', 'at', 'after'];
export const LAST_WORDS = ['last', 'previous', 'the last', 'the previous', 'prior'];
export const REVIEW_EVENT_WORDS = [
  'plan',
  'care plan',
  'review',
  'visit',
  'appointment',
  'appt',
  'consult',
  'consultation',
  'clinic',
  'admission',
  'discharge',
  'letter',
  'check',
  'medication review',
];
