/**
 * An eye or ear list grouped by side: 'RIGHT EYE:', 'Left eye -', 'BOTH EARS:'. The heading is the site of the
 * eye or ear orders under it that name none of their own (until the next heading or an unreadable line). Read
 * as nothing, 'Lumigan 1 drop at night - continue' under 'LEFT EYE:' had compared as no change with the both-eyes
 * admission order, when the right eye had just been stopped.
 */
import { heading, type LineRule } from './line-rule-kit';
import type { ParsedOrder } from './types';
import { eyeOrEar } from './bare-side';

const SITE_HEADING = /^(right|left|both|each)\s+(eyes?|ears?)(?:\s+only)?\s*(?::|\s[-–—])?\s*$/i;

export const siteHeadingRule: LineRule = {
  id: 'site-heading',
  examples: ['RIGHT EYE:', 'Left eye -', 'BOTH EARS:'],
  apply: (c) => {
    const m = SITE_HEADING.exec(c.l.text.trim());
    if (!m) return false;
    heading(c, 'site heading');
    const side = m[1]!.toLowerCase();
    const organ = m[2]!.toLowerCase().replace(/s$/, '');
    c.s.siteHeading = side === 'both' || side === 'each' ? `both ${organ}s` : `${side} ${organ}`;
    return true;
  },
};

/** The order with the heading's site, when it is an order for that organ that names no site itself. */
export function withHeadingSite(o: ParsedOrder, site: string): ParsedOrder {
  if (o.routeSite) return o;
  const organ = /eye/.test(site) ? 'eye' : 'ear';
  // 'Lumigan 1 drop at night': drops of a medicine that comes as eye drops are for the eye.
  const forOrgan = eyeOrEar(o.route, o.form, o.medicine?.forms) === organ;
  return forOrgan ? { ...o, routeSite: site } : o;
}
