import type { CeasedMedication, CeasedStatus } from '../../../../shared/reconcile';

// 'Withheld: low BP', 'Held until review', 'On hold', 'Suspended while on antibiotics'.
const WITHHELD_START =
  /^(?:withheld|withhold|held|on hold|suspended|paused|temporarily (?:stopped|ceased))\b/i;
const CEASED_START = /^(?:ceased?|stopped|discontinued|d\/c)\b/i;
const WITHHELD_ANYWHERE = /\b(?:withheld|withhold|on hold|suspended)\b/i;
/** A reason that starts with the status itself: 'Ceased: GI bleed', 'Withheld - low BP'. */
const STATUS_LABEL = /^(ceased|withheld)\s*[:\-–]\s*/i;

/**
 * The engine's status when it gives one; until every engine does, the status its reason text
 * states ('Withheld: ...' is how the built-in engine writes a held medicine). Anything else is
 * Ceased, the spec's default for a medicine that is not continued.
 */
export function ceasedStatusOf(item: Pick<CeasedMedication, 'status' | 'reason'>): CeasedStatus {
  if (item.status) return item.status;
  const reason = item.reason.trim();
  if (WITHHELD_START.test(reason)) return 'Withheld';
  if (CEASED_START.test(reason)) return 'Ceased';
  return WITHHELD_ANYWHERE.test(reason) ? 'Withheld' : 'Ceased';
}

/** Switches the status, rewriting a reason that names the old one ('Ceased: x' to 'Withheld: x'). */
export function withStatus<T extends CeasedMedication>(item: T, status: CeasedStatus): T {
  const m = STATUS_LABEL.exec(item.reason);
  const reason = m ? `${status}: ${item.reason.slice(m[0].length)}` : item.reason;
  return { ...item, status, reason };
}

/** The reason without a leading 'Ceased:' or 'Withheld:', which the PDF prints as the status. */
export const reasonWithoutStatus = (reason: string) => reason.trim().replace(STATUS_LABEL, '');
