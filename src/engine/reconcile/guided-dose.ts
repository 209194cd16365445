/**
 * A dose handed to a guide after the one written ('4 mg at 5 pm, then as directed by INR', '450 mg bd,
 * then per levels'): the later doses follow a result or a clinic, and the order states no amount for
 * them. That is no regimen that changes over time ('2 tabs daily for 3 days then 1 daily' is). The row
 * keeps the words as written (row.ts shows every step); only the comparison reads them as a guide: the
 * same guide on both lists is the same plan, a guide on one list only is a change, and two guides of
 * different kinds are for the clinician to check. An order whose instruction is a guide ('4 mg daily
 * per INR') is guided as well, so it matches a then-step of the same kind.
 */
import {
  GUIDE_FILLERS,
  GUIDE_LEADS,
  GUIDE_VERBS,
  GUIDED_AFTER,
  GUIDES,
} from '../lexicon/guide-words';
import { alternation } from '../lexicon/words';
import type { ParsedOrder, RegimenStep } from '../parse/types';
import type { Difference } from './compare';

const KIND_OF = new Map<string, string>(
  Object.entries(GUIDES).flatMap(([kind, words]) => words.map((w) => [w, kind] as const)),
);

// Anchored at the start of the step; the fillers are a bounded run of single words, then at most one word
// more ('per vancomycin levels', tried last so that 'anticoagulation clinic' is read whole), so no nested quantifier.
const GUIDED = new RegExp(
  String.raw`^(?:then\s+)?(?:${alternation(GUIDE_VERBS)}\s+)?(${alternation(GUIDE_LEADS)}\s+(?:${alternation(GUIDE_FILLERS)}\s+){0,3}(?:[a-z]+\s+)??(${alternation(KIND_OF.keys())}))(?![\w-])`,
  'i',
);

// 'then INR-guided', 'then level adjusted': the guide first, then the word that hands it the dose.
const GUIDE_FIRST = new RegExp(
  String.raw`^(?:then\s+)?(?:(?:dose|dosing|doses)\s+)?((${alternation(KIND_OF.keys())})[-\s]${alternation(GUIDED_AFTER)})(?![\w-])`,
  'i',
);

export interface Guide {
  /** What the guide measures: 'inr', 'level', 'glucose', 'prescriber' (lexicon/guide-words.ts). */
  kind: string;
  /** The guide as written, from its lead on: 'as per daily INR'. */
  words: string;
  /** True when the guide is a later step of the order, not its instruction. */
  step: boolean;
  /** The step or instruction the guide was read from, as the order has it. */
  text: string;
}

// A time word in a guided step is the test's ('as per daily INR'), never a dose: only an amount makes a step.
const stepDoses = (st: RegimenStep): boolean => !!(st.amount.measure || st.amount.count);

function read(text: string, step: boolean): Guide | null {
  const m = GUIDED.exec(text.trim()) ?? GUIDE_FIRST.exec(text.trim());
  if (!m) return null;
  const kind = KIND_OF.get(m[2]!.toLowerCase().replace(/\s+/g, ' '));
  return kind ? { kind, words: m[1]!.replace(/\s+/g, ' '), step, text } : null;
}

/** A later step that states no dose and hands the dose to a guide. */
export const guidedStep = (st: RegimenStep): Guide | null =>
  stepDoses(st) ? null : read(st.text, true);

/** The guide of an order: a later step's, else its instruction's; null when the order has none. */
export function guideOf(o: ParsedOrder): Guide | null {
  for (const st of o.steps.slice(1)) {
    const g = guidedStep(st);
    if (g) return g;
  }
  return o.instruction ? read(o.instruction, false) : null;
}

/**
 * What the guides of the two orders say about a change. Only a then-step guide is compared: an
 * instruction on one list only ('per INR' after the dose) was never a change, and still is not.
 */
export function guidedDiffs(
  a: ParsedOrder,
  d: ParsedOrder,
  diffs: Difference[],
  warnings: string[],
): void {
  const ga = guideOf(a);
  const gd = guideOf(d);
  if (!ga?.step && !gd?.step) return;
  if (ga && gd) {
    if (ga.kind !== gd.kind)
      warnings.push(
        `Later doses follow "${ga.words}" on the admission list and "${gd.words}" on the discharge list: check it is the same plan`,
      );
    return;
  }
  diffs.push({
    aspect: 'regimen',
    text: gd
      ? `Now dosed ${gd.words} after the first dose (see schedule)`
      : `No longer dosed ${ga!.words} after the first dose`,
  });
}
