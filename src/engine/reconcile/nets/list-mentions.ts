/**
 * The medicines each line of a list names, found once per reconciliation and shared by the nets; the
 * line's own orders' medicines are left out. Whether a mention reads as a medicine taken (`isTaken`)
 * is asked only of the few mentions a net cares about.
 */
import { tokenize } from '../../lexicon/tokens';
import type { ListName, ParsedLine } from '../../parse/types';
import { nameWords } from '../../kb/name-index';
import { mayName, mayStartName, mentionsIn, type Mention } from './mentions';
import type { NetContext } from './types';

export interface LineMention extends Mention {
  line: ParsedLine;
}

const CACHE = new WeakMap<NetContext, Map<ListName, Map<number, LineMention[]>>>();
const TAKEN = new WeakMap<LineMention, boolean>();

/** True when the mention reads as a medicine the patient takes or stops (computed once). */
export function isTaken(m: LineMention): boolean {
  let t = TAKEN.get(m);
  if (t === undefined) TAKEN.set(m, (t = taken(m.line, m)));
  return t;
}

export function listMentions(ctx: NetContext, list: ListName): Map<number, LineMention[]> {
  let byList = CACHE.get(ctx);
  if (!byList) CACHE.set(ctx, (byList = new Map()));
  let lines = byList.get(list);
  if (lines) return lines;
  lines = new Map();
  const parsed = ctx.lists.find((l) => l.list === list)!;
  for (const l of parsed.lines) {
    if (l.kind === 'blank' || SKIP_NOTES.has(l.note ?? '')) continue;
    const orders = l.orders ?? (l.order ? [l.order] : []);
    // Most order lines name only their own medicine: the words the accounting did not credit to the
    // name say whether another name may be there, so most lines are never read for names.
    // (An order rebuilt after reading, a joined regimen or a brand number, has no uses of its own.)
    const may =
      orders.length && orders.every((o) => ctx.uses(o).length)
        ? orders.some((o) =>
            ctx
              .uses(o)
              .some(
                (u) => u.token.kind === 'word' && u.field !== 'name' && mayStartName(u.token.text),
              ),
          )
        : mayName(l.raw);
    if (!may) continue;
    const own = orders.map((o) => o.medicine?.ingredients ?? []);
    const found: LineMention[] = [];
    for (const m of mentionsIn(l.raw))
      if (!own.some((ings) => ings.some((i) => m.medicine.ingredients.includes(i))))
        found.push({ ...m, line: l });
    if (found.length) lines.set(l.line, found);
  }
  byList.set(list, lines);
  return lines;
}

/** Notes that name medicines the patient does not take: allergies, results ('phosphate 0.6'). */
const SKIP_NOTES = new Set(['allergy', 'lab']);
/** Words before a name that say it is not taken: 'avoid', 'allergic to', 'do not buy', 'e.g.'. */
const NOT_TAKEN =
  /\b(?:avoid\w*|allerg\w*|intoleran\w*|reaction|contraindicat\w*|anaphylaxis|instead of|rather than|consider\w*|e\.g|do not|don't|not to|never)\b/i;
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
  // The order's own name ('Vitamin B12' read as hydroxocobalamin by its route).
  for (const o of l.orders ?? (l.order ? [l.order] : []))
    if (o.nameText.toLowerCase().includes(m.text.toLowerCase())) return false;
  const before = l.raw.slice(0, m.start);
  // In the same sentence or clause only ('Avoid NSAIDs. Metformin 500 mg BD').
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';')) + 1);
  if (NOT_TAKEN.test(clause)) return false;
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
