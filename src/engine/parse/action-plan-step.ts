/**
 * A written action plan's step for a state the patient is not in now ('WHEN NOT WELL: keep taking preventer ...',
 * 'IF SEVERE: call 000 and give 4 separate puffs of reliever every 4 minutes'): no order for now. Had been
 * unreadable, its words quoted in a warning as if an order had been lost. A step that names no medicine (only
 * 'preventer', 'reliever') is said in a warning by its label; one that names a medicine is read as before.
 */
import { alternation } from '../lexicon/words';
import { PLAN_STATE_LABELS } from '../lexicon/action-plan-words';
import { namesMedicine } from './non-order';
import { ignored, type LineRule } from './line-rule-kit';

const STEP_RE = new RegExp(
  String.raw`^(${alternation(PLAN_STATE_LABELS)})\s*(?:[:\-–—]|\s-\s)\s*\S`,
  'i',
);

export const actionPlanStepRule: LineRule = {
  id: 'action-plan-step',
  examples: [
    'WHEN NOT WELL: keep taking preventer; use reliever every 3-4 hours',
    'If symptoms get worse - 6 puffs of reliever every 20 minutes',
  ],
  apply: (c) => {
    const m = STEP_RE.exec(c.l.text);
    if (!m) return false;
    // A step that names a medicine ('Emergency: EpiPen 300 microgram IM') is left to the order rules as before.
    if (namesMedicine(c.l.text)) return false;
    c.s.warnings.push(
      `Line ${c.l.line} is an action plan's step for "${m[1]}", not read as an order (${c.s.list} list)`,
    );
    c.s.last = null;
    return ignored(c, 'action plan step');
  },
};
