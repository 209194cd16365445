/**
 * A stop written once for several medicines named in brackets after a word that is not itself one
 * medicine ('Insulin (Protaphane and NovoRapid) - ceased after birth', 'Antihypertensives (amlodipine,
 * ramipril) - withheld, low BP'): each medicine in the brackets is stopped, for the stated reason. A
 * combination product whose ingredients follow it in brackets ('Panadeine Forte (paracetamol and codeine)')
 * has a known name before the brackets, so it stays one order.
 */
import { readName } from './name';
import { isStopping, readStatusClause } from './status';

const HEAD = /^([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?)\s*\(([^()]{3,80})\)\s*(\S.*)$/i;
const MEMBER_BREAK = /\s*(?:,|;|\/|&|\+|\band\b|\bplus\b)\s*/i;

/** The texts of one stop per bracketed medicine, or null when the line is not such a stop. */
export function splitBracketedMembers(text: string): string[] | null {
  const m = HEAD.exec(text.trim());
  if (!m) return null;
  const [, head, inner, rest] = m as unknown as [string, string, string, string];
  if (readName(head)?.medicine) return null;
  const members = inner.split(MEMBER_BREAK).filter(Boolean);
  if (
    members.length < 2 ||
    !members.every((n) => readName(n)?.medicine && readName(n)?.rest.trim() === '')
  )
    return null;
  const keys = new Set(members.map((n) => readName(n)!.key));
  if (keys.size < members.length) return null;
  const clause = rest.replace(/^[-–—:,;]\s*/, '');
  if (!isStopping(readStatusClause(clause) ?? undefined)) return null;
  return members.map((n) => `${n} - ${clause}`);
}
