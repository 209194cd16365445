/**
 * 'Keep taking your usual dose at 5 pm (3 mg Mon-Fri, 4 mg Sat/Sun)', 'keep on taking the same dose in the
 * morning': a patient's letter says 'no change' in words, then the times and amounts. Respelled as the status
 * the readers know ('continue - at 5 pm ...'), so the words after it are read as the order's times, not advice.
 */
import type { NormaliseRule } from './normalise';

export const USUAL_DOSE_HINT = /\bkeep\b/i;

export const USUAL_DOSE_RULES: readonly NormaliseRule[] = [
  {
    id: 'keep-taking-usual-dose',
    hint: USUAL_DOSE_HINT,
    examples: [
      'Warfarin: keep taking your usual dose at 5 pm',
      'keep on taking the same dose each morning',
    ],
    re: /\bkeep\s+(?:on\s+)?(?:taking|using|having)\s+(?:your|the|his|her|their)?\s*(?:usual|same|current|regular)\s+(?:dose|doses|amount)\b\s*(?=\S)/gi,
    to: 'continue - ',
  },
];
