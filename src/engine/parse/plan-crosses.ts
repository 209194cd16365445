/**
 * A ward round's plan in symbols ('Δ frusemide 40→20 mane', '+ mirabegron 25mg mane', '✗ donepezil - brady 44'):
 * where other lines of the list mark changes and additions with a symbol, a drawn cross before a medicine's name
 * with no status word is the plan's stop. Elsewhere a cross at a line's start is a checklist's tick
 * (parse/checkboxes.ts), so only a list that marks its plan so reads it as a stop, and the order says how it was read.
 */
import type { InputLine } from './lines';
import { readStatusClause } from './status';

// A change or an addition marked by a symbol before the name: 'Δ', '∆', '+', '↑', '↓'.
const PLAN_MARK = /^\s*[Δ∆+↑↓]\s*(?=\p{L})/u;
// The drawn crosses only: a letter 'x' or a times sign may be a count or a multiplication.
const DRAWN_CROSS = /^\s*[✗✘❌]\s*(?=\p{L})/u;
const STATUS_WORD =
  /\b(?:ceased?|stop(?:ped)?|discontinued|withh(?:o|e)ld|held|suspended|continued?|new|start(?:ed)?)\b/i;

export const PLAN_CROSS_DOUBT =
  'Read the cross before the name as stopped (the plan marks its other changes with symbols): check';

/** Each crossed line of a plan marked with symbols, read as 'Ceased: <the line>' with a doubt on its order. */
export function readPlanCrosses(input: InputLine[]): void {
  if (!input.some((l) => DRAWN_CROSS.test(l.raw))) return;
  if (!input.some((l) => PLAN_MARK.test(l.raw))) return;
  for (const l of input) {
    if (!DRAWN_CROSS.test(l.raw) || STATUS_WORD.test(l.text) || readStatusClause(l.text)) continue;
    l.text = `Ceased: ${l.text.replace(DRAWN_CROSS, '')}`;
    l.doubt = PLAN_CROSS_DOUBT;
  }
}
