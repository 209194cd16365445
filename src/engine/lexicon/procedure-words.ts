/**
 * A procedure a medicine is paused or given around ('omit morning of surgery', 'last dose 2 days pre-op',
 * 'take as usual incl. the day of the procedure'): the words that name it. A time word in such a clause is
 * the procedure day's, never a time the medicine is taken every day (parse/procedure-day.ts).
 */
import { alternation } from './words';

/** The procedure, named by itself ('surgery', 'the op', 'colonoscopy'). */
export const PROCEDURE_WORDS: readonly string[] = [
  'surgery',
  'procedure',
  'operation',
  'op',
  'theatre',
  'theater',
  'anaesthetic',
  'anesthetic',
  'general anaesthetic',
  'ga',
  'scope',
  'colonoscopy',
  'endoscopy',
  'gastroscopy',
  'bronchoscopy',
  'angiogram',
  'angiography',
  'biopsy',
  'cardioversion',
  'ecv',
  'ect',
  'extraction',
  'extractions',
];
/** The procedure named by when it is, before or after ('pre-op', 'periop', 'post-procedure'). */
export const PROCEDURE_WHEN: readonly string[] = [
  'pre-op',
  'preop',
  'pre op',
  'pre-operative',
  'pre-operatively',
  'preoperative',
  'preoperatively',
  'peri-op',
  'periop',
  'peri-operative',
  'perioperative',
  'pre-procedure',
  'pre procedure',
  'pre-procedural',
];

/** A clause that names a procedure ('morning of surgery', '2 days pre-op', 'day of the op'). */
export const PROCEDURE_CLAUSE = new RegExp(
  String.raw`(?<![\w-])(?:${alternation([...PROCEDURE_WHEN])}|(?:of|before|prior\s+to|for|until|after)\s+(?:the\s+|your\s+|his\s+|her\s+)?(?:${alternation([...PROCEDURE_WORDS])}))(?![\w-])`,
  'i',
);
