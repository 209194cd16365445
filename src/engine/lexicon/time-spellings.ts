/**
 * Times of day written in ways the timing readers do not know, respelled in ones they do:
 * - 'at nite', 'every nite', 'nitely', 'tonite': the everyday spelling of night (2200). Unread, the evening
 *   dose of '2 in morning and 2 at nite' was lost and the row read as a change of times.
 * - 'Times: 08 18', 'Admin times: 08, 14, 20': a chart's administration times as two-digit hours of the
 *   24-hour clock after a times label (an NIMC transfer copy), each hour
 *   apart from the next ('0800' is a clock time already, never '08' and '00'). Unread, '08' became a dose of 8 tablets and
 *   '18' a part of the line not understood. Only two-digit hours (00-23) right after the label: a bare
 *   number elsewhere stays a count.
 */
import type { NormaliseRule } from './normalise';

const HOUR = String.raw`(?:[01]\d|2[0-3])`;
const TIMES_LABEL = String.raw`\b(?:admin(?:istration)?\s+)?times?(?:\s+due)?\s*:\s*`;
const HOUR_LIST = new RegExp(
  String.raw`(${TIMES_LABEL})(${HOUR}(?:(?:\s*[,/&]\s*|\s+)${HOUR})*)(?![\d:.h])`,
  'gi',
);

export const TIME_SPELLING_HINT = /nite|times?(?:\s+due)?\s*:\s*\d\d/i;

export const TIME_SPELLING_RULES: readonly NormaliseRule[] = [
  {
    id: 'nite-night',
    hint: /nite/i,
    examples: ['2 in the morning and 2 at nite', '1 every nite', 'one nitely', 'half tonite'],
    re: /\b(to)?nite(ly|s)?\b/gi,
    to: (_m: string, to?: string, end?: string) => `${to ?? ''}night${end ?? ''}`,
  },
  {
    id: 'labelled-hours',
    hint: /times?(?:\s+due)?\s*:\s*\d\d/i,
    examples: ['Frequency: BD  Times: 08 18', 'Admin times: 08, 14, 20', 'Time: 22'],
    re: HOUR_LIST,
    to: (_m: string, label: string, hours: string) =>
      label + (hours.match(/\d\d/g) ?? []).map((h) => `${h}00`).join(' '),
  },
];
