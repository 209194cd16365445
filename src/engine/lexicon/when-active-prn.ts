/**
 * 'if' or 'when', whose, something that comes and goes, then the verb that says it is active ('when her head
 * hurts', 'if his gout flares'): taken when required, for it. One builder for each such list (pain-sites.ts,
 * flare-conditions.ts), so their guards stay the same: never after a stop or hold word ('withhold if colitis
 * flares' is a condition to stop), and a line that already says when required is left as written.
 */
import type { NormaliseRule } from './normalise';
import { alternation, PRN_CANONICAL, PRN_EQUIVALENTS, PRN_WORDS } from './words';

const WHOSE = ['my', 'his', 'her', 'their', 'your', 'the'];

const PRN_ANY = new RegExp(
  `(?<![\\w'])${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}(?![\\w'])`,
  'i',
);

export const WHEN_ACTIVE_HINT = /\b(?:if|when)\b/i;

/** The rule for one list: `what` names each thing, `verbs` say it is active, `forWhat` words the reason. */
export function whenActiveRule(
  id: string,
  examples: string[],
  what: readonly string[],
  verbs: readonly string[],
  forWhat: (thing: string) => string,
): NormaliseRule {
  return {
    id,
    hint: WHEN_ACTIVE_HINT,
    examples,
    re: new RegExp(
      String.raw`(?<!\b(?:withhold|hold|omit|cease|stop|skip|not|unless)\s+)\b(?:if|when)\s+(?:(?:${alternation(WHOSE)})\s+)?(${alternation(what)})\s+(?:${alternation(verbs)})(?![\w'])`,
      'gi',
    ),
    to: (m: string, thing: string, _at: string, whole: string) =>
      PRN_ANY.test(whole) ? m : `${PRN_CANONICAL} for ${forWhat(thing)}`,
  };
}
