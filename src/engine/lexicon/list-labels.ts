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
