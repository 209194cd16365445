/**
 * Change markup left in a pasted list (a web EMR's HTML, a word processor's tracked changes):
 * tags and entities are not words of the order, and a struck-through old value ('<s>2.5 mg</s> 5 mg',
 * '~~80 mg~~ 40 mg') is the previous regimen, not part of the new one. The old value is moved to the end
 * of the line as a '(was ...)' note, which the order reader keeps as the comment and never as a dose or time.
 * A struck-through span that starts the line holds the medicine's name: it is unwrapped and left to the
 * line's own status words (a struck order always carries one).
 */

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  ndash: '-',
  mdash: '-',
  micro: 'µ',
  mu: 'µ',
};
const ENTITY_RE = /&(#\d{1,5}|#x[0-9a-f]{1,4}|[a-z]{2,6});/gi;
/** An element whose content is struck through: HTML and Markdown/Word paste spellings. */
const STRUCK_RE = /<(s|del|strike)\b[^>]*>(.*?)<\/\1\s*>|~~(.+?)~~/gi;
const TAG_RE = /<\/?[a-z][a-z0-9]*\b[^<>]*\/?>/gi;

function decodeEntities(s: string): string {
  return s.replace(ENTITY_RE, (m, name: string) => {
    const key = name.toLowerCase();
    if (key in ENTITIES) return ENTITIES[key];
    if (key.startsWith('#x')) return String.fromCodePoint(parseInt(key.slice(2), 16));
    if (key.startsWith('#')) return String.fromCodePoint(parseInt(key.slice(1), 10));
    return m;
  });
}

/** True when the line carries markup worth reading (plain lines pay one test). */
const HAS_MARKUP = /<\/?[a-z]|&#?[a-z0-9]{2,6};|~~/i;

/** The line with markup read: struck old values moved to a '(was ...)' note, tags dropped, entities decoded. */
export function readMarkup(line: string): string {
  if (!HAS_MARKUP.test(line)) return line;
  const was: string[] = [];
  let t = line.replace(
    STRUCK_RE,
    (m, _tag: string, html: string | undefined, md: string | undefined, at: number) => {
      const inner = (html ?? md ?? '').trim();
      // Struck text at the start of the line is the order itself (its name): keep it, the status words decide.
      if (!line.slice(0, at).replace(TAG_RE, '').trim()) return inner;
      if (inner) was.push(inner.replace(TAG_RE, ''));
      return ' ';
    },
  );
  t = decodeEntities(t.replace(/<br\s*\/?>/gi, ' ').replace(TAG_RE, ' '));
  t = t.replace(/[ \t]{2,}/g, (s) => (s.includes('\t') ? s : ' ')).trim();
  return was.length ? `${t} (was ${decodeEntities(was.join('; '))})` : t;
}
