/** The medicines each line of a list names, found once per reconciliation and shared by the nets. */
import { tokenize } from '../../lexicon/tokens';
import type { ListName, ParsedLine } from '../../parse/types';
import { nameWords } from '../../kb/name-index';
import { mentionsIn, type Mention } from './mentions';
import type { NetContext } from './types';

const CACHE = new WeakMap<NetContext, Map<ListName, Map<number, Mention[]>>>();

export function listMentions(ctx: NetContext, list: ListName): Map<number, Mention[]> {
  let byList = CACHE.get(ctx);
  if (!byList) CACHE.set(ctx, (byList = new Map()));
  let lines = byList.get(list);
  if (lines) return lines;
  lines = new Map();
  const parsed = ctx.lists.find((l) => l.list === list)!;
  for (const l of parsed.lines) {
    if (l.kind === 'blank' || SKIP_NOTES.has(l.note ?? '')) continue;
    const found = mentionsIn(l.raw).filter((m) => taken(l, m));
    if (found.length) lines.set(l.line, found);
  }
  byList.set(list, lines);
  return lines;
}

/** Notes that name medicines the patient does not take: allergies, results ('phosphate 0.6'). */
const SKIP_NOTES = new Set(['allergy', 'lab']);
/** Words before a name that say it is not taken: 'avoid', 'allergic to', 'do not buy', 'e.g.'. */
const NOT_TAKEN =
  /\b(?:avoid\w*|allerg\w*|intoleran\w*|reaction|contraindicat\w*|anaphylaxis|instead of|rather than|consider\w*|e\.g|do not|don't|not to|never)\b[^.;]*$/i;
/** A dose already given ('zoledronic acid 4mg IV given 21:30'): the given-dose reader's business. */
const GIVEN = /\b(?:given|administered|infused|received)\b/i;
/** A name's word just before ('codeine phosphate', 'atorvastatin calcium'): a salt, not a medicine. */
const NAME_BEFORE = /([a-z]+)\s+$/i;
/** Words some names contain ('Coloxyl with Senna') that join two medicines far more often. */
const JOINING = new Set(['and', 'with', 'plus', 'or', 'of', 'the', 'then', 'in', 'for']);
/** Units of a result, not a dose ('glucose 48 mmol/L'). */
const RESULT_UNITS = new Set(['mmol', 'mmol/l', 'micromol', 'umol']);

/**
 * A name read in its line as a medicine the patient takes or stops: not after 'avoid' or 'allergic
 * to'; and on a line that is no order (a sentence, a note), only with a dose, a time or a stop word
 * soon after it ('Ostelin 1000IU mane', 'her pill (Yaz) was stopped').
 */
function taken(l: ParsedLine, m: Mention): boolean {
  // The order's own name, or a brand naming a product with its ingredient ('Prednefrin Forte').
  for (const o of l.orders ?? (l.order ? [l.order] : [])) {
    if (o.nameText.toLowerCase().includes(m.text.toLowerCase())) return false;
    if (o.medicine?.ingredients.some((i) => m.medicine.ingredients.includes(i))) return false;
  }
  const before = l.raw.slice(0, m.start);
  if (NOT_TAKEN.test(before)) return false;
  const prev = NAME_BEFORE.exec(before)?.[1];
  if (prev && nameWords.has(prev.toLowerCase()) && !JOINING.has(prev.toLowerCase())) return false;
  const after = tokenize(l.raw.slice(m.end, m.end + 48)).slice(0, 8);
  const timed = after.some((t) => t.kind === 'frequency' || t.kind === 'time' || t.kind === 'prn');
  if (!timed && GIVEN.test(l.raw)) return false;
  return (
    timed ||
    after.some(
      (t, i) =>
        t.kind === 'status' ||
        (t.kind === 'number' &&
          (after[i + 1]?.kind === 'dose-unit' ||
            (after[i + 1]?.kind === 'unit' &&
              !RESULT_UNITS.has(after[i + 1]!.text.toLowerCase())))),
    )
  );
}
