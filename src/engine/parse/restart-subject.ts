/**
 * What a restart word in a stop's reason says restarted. 'withheld in hospital, restarted today' restarts the
 * order itself (no words of its own before the restart word); 'Neupro patch - ceased, oral PD meds resumed' or
 * 'stopped as oral intake restarted' restarts another thing, and the order stays stopped (read as going on, the
 * stopped patch had been listed unchanged).
 */
import { RESTART_CLAUSE_LEADS, RESTART_SUBJECT_FILLERS } from '../lexicon/restart-subject-words';
import { alternation } from '../lexicon/words';

const FILLERS = new Set(RESTART_SUBJECT_FILLERS);
const CLAUSE_MARK = /[,;:()[\]]|\s[-–—]\s/;
const CLAUSE_LEAD = new RegExp(String.raw`\b(?:${alternation(RESTART_CLAUSE_LEADS)})\b`, 'gi');

/** The words before a restart word, in its own clause, that are its subject; '' when none. */
export function restartSubject(before: string): string {
  const clause = before.split(CLAUSE_MARK).at(-1)!;
  const leads = [...clause.matchAll(CLAUSE_LEAD)];
  const last = leads.at(-1);
  const own = last ? clause.slice(last.index + last[0].length) : clause;
  const words = own.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  return words.filter((w) => !FILLERS.has(w)).join(' ');
}
