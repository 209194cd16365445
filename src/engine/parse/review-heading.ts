/**
 * A transfer-of-care heading that says who acts next on the medicines under it ('For GP review:', 'GP to
 * review:', 'For review by the renal team:', 'Please action:'): a heading, never the use of the order
 * above it, and never an order. It sets no section: the lines under it say themselves whether they go on,
 * change or stop.
 */
import { namesMedicine } from './non-order';
import { heading, type LineRule } from './line-rule-kit';

// What the reader is asked to do.
const ACTION_WORDS = new Set(
  'review reviews reviewing action actioned attention follow followup up consider consideration discuss discussion check monitor decide decision'.split(
    ' ',
  ),
);
// Who is asked, and the small words around it.
const AUDIENCE_WORDS = new Set(
  `for by to the your his her please gp gps doctor doctors dr team clinic specialist specialists consultant
  pharmacist pharmacy nurse community outpatient outpatients renal cardiology medical surgical
  medications medication medicines medicine meds and with at next visit`.split(/\s+/),
);

/** True when the line is only a who-acts-next label ending in a colon. */
export function isReviewHeading(text: string): boolean {
  const t = text.trim();
  if (!/:\s*$/.test(t) || /\d/.test(t)) return false;
  const words = t
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.length > 8 || !words.some((w) => ACTION_WORDS.has(w))) return false;
  if (!words.every((w) => ACTION_WORDS.has(w) || AUDIENCE_WORDS.has(w))) return false;
  return !namesMedicine(t);
}

export const reviewHeadingRule: LineRule = {
  id: 'review-heading',
  examples: ['For GP review:', 'GP to review:', 'For review by the renal team:'],
  apply: (c) => {
    if (!isReviewHeading(c.l.text)) return false;
    Object.assign(c.s, {
      allergies: false,
      section: null,
      sectionReason: '',
      atTime: null,
      directions: null,
    });
    return heading(c, 'review heading');
  },
};
