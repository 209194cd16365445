/**
 * A stated use that names a harm ('Blood in the urine', 'hyperkalaemia') the knowledge base does not give
 * as the medicine's use: most likely the reason the order was changed or held, written where a use would
 * be ('Warfarin 3 mg (haematuria)'). The row shows the medicine's usual use and says why, so the clinician
 * checks it; a medicine used for many conditions (usesVary) keeps the stated one, with the same warning.
 */
import { HARM_AFTER, HARM_BEFORE, HARM_STATES, type HarmState } from '../lexicon/harm-states';
import { alternation } from '../lexicon/words';
import type { ParsedOrder } from '../parse/types';

const wordsOf = (list: readonly string[]) =>
  new RegExp(String.raw`(?<![a-z])${alternation([...list])}(?![a-z])`, 'i');

// The whole stated use is the harm, with only the words around it a harm is told with, and a bracket
// ('Low blood sugar (hypos) on ward').
const onlyHarm = (list: readonly string[]) =>
  new RegExp(
    String.raw`^(?:${alternation([...HARM_BEFORE])}\s+)*${alternation([...list])}(?:\s*\([^()]*\))?(?:\s+${alternation([...HARM_AFTER])})?$`,
    'i',
  );

const HARMS: ReadonlyArray<{ harm: HarmState; stated: RegExp; treats: RegExp }> = HARM_STATES.map(
  (harm) => ({ harm, stated: onlyHarm(harm.stated), treats: wordsOf(harm.treats) }),
);

/** The harm a stated use names that the usual use does not, if any. */
export function harmNotUse(stated: string, plain: string, usual: string): HarmState | undefined {
  if (!usual) return undefined;
  return HARMS.find(
    (h) => (h.stated.test(stated.trim()) || h.stated.test(plain.trim())) && !h.treats.test(usual),
  )?.harm;
}

/**
 * The indication to show when the stated use names a harm, with the warning pushed; undefined when the
 * stated use stands.
 */
export function harmChecked(
  dis: ParsedOrder,
  stated: string,
  plain: string,
  usual: string,
  warnings?: string[],
): string | undefined {
  const harm = harmNotUse(stated, plain, usual);
  if (!harm) return undefined;
  const keep = !!dis.medicine?.usesVary;
  warnings?.push(
    `${dis.displayName}: "${stated}" is written as its use, but ${harm.name} is not what this medicine is usually for (perhaps why it was changed or held): ${keep ? 'kept as written' : 'its usual use shown'}, check the indication`,
  );
  return keep ? plain : usual;
}
