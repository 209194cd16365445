/**
 * A heading over doses already given in hospital ('Given in hospital (no further doses)', 'Stat doses given
 * during admission:', 'Administered in ED - not to continue'): the lines under it record what went in, not
 * an order that goes on and not a medicine stopped. Each line that names a medicine is reported, as a
 * dose given on a line of its own is (given-dose.ts), and is neither a row nor a ceased entry. The block
 * ends at a blank line, a heading, or a line naming no medicine. A heading of who gives a medicine
 * ('Nurse administered', 'Given by unit staff') names no place or end, so it is not this heading.
 */
import {
  GIVEN_BY,
  GIVEN_EN_ROUTE,
  GIVEN_KINDS,
  GIVEN_NO_MORE,
  GIVEN_PLACES,
  GIVEN_VERBS,
  HANDOVER_FIELDS,
  HANDOVER_TREATMENT,
  ONE_OFF_KINDS,
  ONE_OFF_NOUNS,
  TREATMENT_WORDS,
} from '../lexicon/given-words';
import { alternation } from '../lexicon/words';
import { namesMedicine } from './non-order';
import { isOrderLine } from './order-signal';
import { ignored, type LineRule } from './line-rule-kit';

const KINDS = `(?:(?:${alternation(GIVEN_KINDS)})\\s+)*`;
const VERB = `(?:${alternation(GIVEN_VERBS)})`;
const PLACE = String.raw`(?:\s+(?:in|on|at|during|while in)\s+(?:the\s+|this\s+)?(?:${alternation(GIVEN_PLACES)}))`;
const NO_MORE = String.raw`(?:\s*(?:[-–—,;(]\s*)?(?:${alternation(GIVEN_NO_MORE)})\s*\)?)`;
// A place, an end, or both: 'Given' alone may head a column of ticks.
const GIVEN_HEADING = new RegExp(
  String.raw`^${KINDS}${VERB}(?:${PLACE}${NO_MORE}?|${NO_MORE})\s*:?$`,
  'i',
);

// 'ONCE ONLY', 'Stat doses:', 'Once-only / STAT orders': a chart's section of single doses (one kind, or two
// joined by a slash or 'and'), each given once in hospital.
const ONE_OFF = alternation(ONE_OFF_KINDS);
const ONE_OFF_HEADING = new RegExp(
  String.raw`^${ONE_OFF}(?:\s*(?:/|&|and)\s*${ONE_OFF})?(?:\s+${alternation(ONE_OFF_NOUNS)})?\s*:?$`,
  'i',
);
// '14/03 11:00 Given (JB)', '22:00 not given - asleep': a chart's administration event under an order; it
// does not end a section of single doses.
const EVENT_LINE = new RegExp(
  String.raw`^(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\s+)?\d{1,2}:\d{2}\b.*\b${VERB}\b`,
  'i',
);

// A label before the doses on the same line: 'Rx en route: salbutamol 5 mg neb, hydrocortisone 200 mg IV',
// 'Paramedic treatment: GTN 400 mcg SL x2', 'Given by paramedics: aspirin 300 mg'. The label says who gave
// them or that they went in on the way, so what follows is a record of doses, not the patient's orders.
const TREAT = `(?:${alternation(TREATMENT_WORDS)})`;
const EN_ROUTE = `(?:${alternation(GIVEN_EN_ROUTE)})`;
const BY = `(?:${alternation(GIVEN_BY)})`;
const GIVEN_LABEL = new RegExp(
  String.raw`^(?:(?:${BY}\s+)?${TREAT}(?:\s+${VERB})?\s+${EN_ROUTE}|${BY}\s+${TREAT}(?:\s+${VERB})?|(?:${TREAT}\s+)?${VERB}(?:\s+${EN_ROUTE}|${PLACE}))\s*[:-]\s+(?=\S)`,
  'i',
);

// A retrieval handover's fields (MIST: 'M: rollover', 'I: rib fractures', 'S: HR 104', 'T: ketamine 20 mg IV'):
// under two earlier field lines, the 'T:' line is the treatment already given on the way.
const FIELD_LINE = new RegExp(String.raw`^\s*(${alternation(HANDOVER_FIELDS)})\s*:`, 'i');
const TREATMENT_FIELD = new RegExp(
  String.raw`^(?:${alternation(HANDOVER_TREATMENT)})\s*[:-]\s+(?=\S)`,
  'i',
);

function handoverTreatment(text: string, before: readonly { raw: string }[]): string | null {
  const m = TREATMENT_FIELD.exec(text);
  if (!m) return null;
  const fields = new Set(
    before.map((l) => FIELD_LINE.exec(l.raw)?.[1]?.[0]?.toLowerCase()).filter(Boolean),
  );
  return fields.size >= 2 ? `${m[0].replace(/[\s:-]+$/, '')} field of a handover` : null;
}

/** The label of a line of doses given before the ward, or null ('Rx en route: ...' -> 'Rx en route'). */
export function givenLabel(text: string, before: readonly { raw: string }[] = []): string | null {
  const m = GIVEN_LABEL.exec(text.trim());
  return m ? m[0].replace(/[\s:-]+$/, '') : handoverTreatment(text.trim(), before);
}

/** True for a heading over doses already given in hospital, or a chart's section of single doses. */
export const isGivenHeading = (text: string): boolean =>
  GIVEN_HEADING.test(text.trim()) || ONE_OFF_HEADING.test(text.trim());

export const givenHeadingRule: LineRule = {
  id: 'given-heading',
  examples: ['Given in hospital (no further doses)', 'Stat doses given during admission:'],
  apply: (c) => {
    const text = c.l.text.trim();
    const label = givenLabel(text, c.s.lines);
    const after = text.slice(
      (GIVEN_LABEL.exec(text) ?? TREATMENT_FIELD.exec(text))?.[0].length ?? 0,
    );
    if (label && namesMedicine(after)) {
      c.s.warnings.push(
        `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) records doses already given (${label}), not ongoing orders: not listed as medicines - check by hand`,
      );
      c.s.last = null;
      return ignored(c, 'dose given');
    }
    if (isGivenHeading(text)) {
      [c.s.given, c.s.last] = [true, null];
      return ignored(c, 'given in hospital heading');
    }
    if (!c.s.given) return false;
    if (EVENT_LINE.test(text)) return false;
    if (!text || c.cls()?.kind === 'heading' || !(namesMedicine(text) || isOrderLine(text))) {
      c.s.given = false;
      return false;
    }
    c.s.warnings.push(
      `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) is under a heading of doses given in hospital: a dose already given, not an ongoing order - not listed as a medicine, check by hand`,
    );
    c.s.last = null;
    return ignored(c, 'dose given');
  },
};
