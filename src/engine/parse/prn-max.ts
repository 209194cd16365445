/**
 * The maximum of a when-required order ('max 8 tabs in 24 hours', 'max 4g/day', 'max 6 doses/24h'),
 * tidied for display and made comparable: 8 tablets of 500 mg a day equals 4 g a day.
 */
import { massMg, QUANTITY_RE, readQuantity } from './units';
import { squashSpaces } from './text';
import { MAX_LEAD } from './clause';
import type { Amount, PrnMax, Strength } from './types';

const PERIOD_RE =
  /^\s*(?:\/\s*|in\s+|per\s+|an?\s+|each\s+|every\s+)?(24\s*h(?:ours?|rs?)?|day|d\b|24\/24|week|wk|night|hours?|hrs?)\b/i;
const TABLETISH = new Set([
  'tablet',
  'capsule',
  'sachet',
  'suppository',
  'patch',
  'wafer',
  'lozenge',
]);

// Built once: compiling this large pattern on every call cost more than reading the text.
const MAX_QUANTITY_RE = new RegExp(QUANTITY_RE.source, 'gi');

export function readPrnMax(raw: string, strength: Strength | undefined, amount: Amount): PrnMax {
  const text = squashSpaces(
    raw
      .replace(MAX_LEAD, '')
      // 'at most once a day.': a sentence's full stop is not part of the maximum.
      .replace(/(?<![.\d])\.\s*$/, '')
      .replace(/\s*\/\s*(?:24\s*h(?:ours?|rs?)?|24\/24)(?![a-z])/gi, ' in 24 hours')
      .replace(/\s*\/\s*(?:day|d)\b/gi, ' a day')
      .replace(/\s*\/\s*(?:week|wk)\b/gi, ' a week')
      // 'max 4 sprays/hr' (a mouth spray's limit an hour): read as a rate, the '/hr' had been dropped silently.
      .replace(/\s*\/\s*(?:hours?|hrs?|h)\b/gi, ' an hour'),
  );
  MAX_QUANTITY_RE.lastIndex = 0;
  const m = MAX_QUANTITY_RE.exec(text);
  if (!m || m.index > 3) return { text: `max ${text}` };
  const q = readQuantity(m);
  const after = text.slice(q.end);
  const period = PERIOD_RE.exec(after);
  const hourly = !!period && /^h/i.test(period[1]!);
  const days = period ? (/^w/i.test(period[1]!) ? 7 : hourly ? 1 / 24 : 1) : undefined;
  let qtyText = text.slice(0, q.end);
  let perDay: PrnMax['perDay'];
  if (q.kind === 'strength') {
    qtyText = q.strength.text;
    const mg = massMg(q.strength);
    if (mg !== null && days) perDay = { value: mg / days, unit: 'mg' };
  } else if (q.kind === 'count') {
    qtyText = q.count.text;
    const c = q.count.max ?? q.count.value;
    const each =
      q.count.unit === 'dose'
        ? doseMg(amount, strength)
        : TABLETISH.has(q.count.unit)
          ? massMg(strength)
          : null;
    if (days)
      perDay =
        each !== null
          ? { value: (c * each) / days, unit: 'mg' }
          : { value: c / days, unit: q.count.unit };
  }
  const periodText = period
    ? hourly
      ? 'an hour'
      : days === 7
        ? 'a week'
        : /24/.test(period[1]!)
          ? 'in 24 hours'
          : /night/i.test(period[1]!)
            ? 'a night'
            : 'a day'
    : '';
  const restText = period ? after.slice(period[0].length) : after;
  return { text: squashSpaces(`max ${qtyText} ${periodText} ${restText}`), perDay };
}

/** Milligrams in one dose: '2 x 500 mg', '1 g', or count x product strength. */
function doseMg(a: Amount, s: Strength | undefined): number | null {
  if (a.measure) return massMg(a.measure);
  const each = massMg(s);
  if (each === null) return null;
  if (!a.count) return each;
  return (a.count.max ?? a.count.value) * each;
}
