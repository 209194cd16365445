/**
 * A problem-oriented plan with a note between the problem and its plan: '#1 Hyponatraemia (Na 121) - ?SIADH vs
 * esomeprazole - cease Nexium; start famotidine 20 mg BD', 'AKI - Cr 180 from 90 - withhold ramipril'. The
 * condition-label reader takes one field before the plan; with the note as a second field the line had no
 * reading at all (the famotidine it starts was missing). The note goes into a bracket after the plan's first
 * clause ('Hyponatraemia (Na 121) - cease Nexium (?SIADH vs esomeprazole); start ...'), so the line is the
 * one-label plan every reader knows and the note is the stop's reason (or the order's note). Words are only moved.
 */
import { SENTENCE_VERBS } from '../lexicon/sentence-words';
import { alternation } from '../lexicon/words';
import { readStatusPrefix } from './status';
import { startsWithMedicine } from './swap-sentence';

// A spaced dash between fields.
const FIELD_BREAK = /\s+[-–—]\s+/;
// The plan list's own numbering before the problem ('#1 ', '1) '), kept where it is.
const NUMBERING = /^(?:#\d{1,2}|\d{1,2}[.)])\s+/;

// The plan's verbs without a colon ('start colchicine ...', 'continue aspirin'): the status prefix reader wants a
// colon or dash after 'start' and 'continue' (so 'Change patch every 3 days' stays a direction).
const PLAN_VERB = new RegExp(
  String.raw`^(?:${alternation([...SENTENCE_VERBS.start, ...SENTENCE_VERBS.continue, ...SENTENCE_VERBS.stop, ...SENTENCE_VERBS.withhold])})\s+`,
  'i',
);

/** A field that opens with an action word and a medicine the KB knows ('cease Nexium; ...', 'start famotidine'). */
function isPlan(field: string): boolean {
  const s = readStatusPrefix(field);
  if (s) return startsWithMedicine(s.rest);
  const v = PLAN_VERB.exec(field.trim());
  return !!v && startsWithMedicine(field.trim().slice(v[0].length));
}

export function readProblemNote(text: string): string | null {
  const t = text.trim();
  const num = NUMBERING.exec(t)?.[0] ?? '';
  const fields = t.slice(num.length).split(FIELD_BREAK);
  if (fields.length < 3) return null;
  const at = fields.findIndex((f, i) => i >= 2 && isPlan(f));
  if (at < 0) return null;
  const notes = fields.slice(1, at);
  // Only notes: a field that opens with a medicine or a plan of its own is another order, left to other readers.
  if (notes.some((f) => startsWithMedicine(f) || isPlan(f) || /[()]/.test(f))) return null;
  if (!/[a-z]{3}/i.test(fields[0]!) || startsWithMedicine(fields[0]!)) return null;
  // The note goes in a bracket after the plan's first clause (before a ';' that starts another), where a
  // stop's reason or an order's note is read.
  const plan = fields.slice(at).join(' - ');
  const semi = plan.indexOf(';');
  const end = semi < 0 ? plan.length : semi;
  const note = notes.map((n) => n.trim()).join(', ');
  return `${num}${fields[0]!.trim()} - ${plan.slice(0, end).trimEnd()} (${note})${plan.slice(end)}`;
}
