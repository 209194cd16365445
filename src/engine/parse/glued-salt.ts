/**
 * A salt written onto the name as one word, as German and Dutch plans print it ('Metoprololsuccinat',
 * 'Amlodipinbesilat', 'Candesartancilexetil', 'Levothyroxin-Natrium'): the name is split before the salt
 * and the salt respelled in English ('metoprolol succinate'), so the KB finds the medicine and the salt
 * (a succinate is the modified-release metoprolol). Only when the part before the salt is a name the KB
 * knows exactly: any other word that happens to end like a salt stays as written.
 */
import { SALTS } from '../kb/vocab';
import { names, squashedNames } from '../kb/name-index';

// Each English salt with the other languages' spellings of it ('succinate' -> 'succinat', 'hydrochloride'
// -> 'hydrochlorid', 'sodium' -> 'natrium').
const OTHER_SPELLINGS: Readonly<Record<string, string>> = {
  natrium: 'sodium',
  kalium: 'potassium',
};
const SPELLINGS: ReadonlyMap<string, string> = new Map<string, string>([
  ...[...SALTS]
    .filter((s) => !s.includes(' ') && s.length >= 5)
    .flatMap(
      (s): Array<[string, string]> => [
        [s, s],
        ...(s.endsWith('ate') || s.endsWith('ide')
          ? [[s.slice(0, -1), s] as [string, string]]
          : []),
      ],
    ),
  ...Object.entries(OTHER_SPELLINGS),
]);
const SALT_END = new RegExp(
  String.raw`^([a-z]{4,}?)-?(${[...SPELLINGS.keys()].sort((a, b) => b.length - a.length).join('|')})$`,
  'i',
);
// The cheap first test: the first word is long enough to hold a name and a salt.
const LONG_FIRST = /^[A-Za-z][A-Za-z-]{8,}(?=\s|$)/;

/** The text with a salt glued to its first word split off and spelled in English; null when there is none. */
export function unglueSalt(text: string): string | null {
  const first = LONG_FIRST.exec(text)?.[0];
  if (!first) return null;
  const m = SALT_END.exec(first);
  if (!m) return null;
  // German drops an INN's last 'e' ('Amlodipinbesilat'): the name with it is the KB's.
  const known = [m[1]!, `${m[1]!}e`].find((n) => {
    const k = n.toLowerCase();
    return names.has(k) || squashedNames.has(k);
  });
  if (!known) return null;
  return `${known} ${SPELLINGS.get(m[2]!.toLowerCase())}${text.slice(first.length)}`;
}
