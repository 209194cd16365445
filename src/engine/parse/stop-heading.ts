/**
 * The reason a ceased or withheld heading states for the medicines under it
 * ('Withheld – AKI (creatinine 245), GP to check U&Es:', 'Ceased (angioedema):', 'Medications withheld
 * - low BP'), and headings that are a stop word and its reason with no list word
 * ('Withheld due to AKI:', 'Stopped until review by renal team:'). A bare status word or a list title
 * ('Withheld medications:', 'Ceased on admission') states no reason.
 */
import { FILLER, SECTION_MAP } from './headings';
import { namesMedicine } from './non-order';
import { DOSE_AMOUNT } from './order-signal';
import { cleanReason } from './status';
import { readNoLongerHeading } from './no-longer-heading';
import type { Section } from './types';

const STOP_SECTIONS = new Set<Section>(['ceased', 'withheld']);
const isTitleWord = (w: string) => FILLER.has(w) || SECTION_MAP.has(w);

/** The reason written in a stop heading, '' when it gives none. */
export function headingReason(text: string): string {
  let t = text.trim().replace(/[\s:.]+$/, '');
  // The title: its words (status, list and filler words) and the punctuation between them.
  const title = /^(?:[\s\-–—:,/&]*[a-z]+)+/i.exec(t)?.[0] ?? '';
  let cut = 0;
  for (const m of title.matchAll(/[a-z]+/gi)) {
    if (!isTitleWord(m[0].toLowerCase())) break;
    cut = m.index + m[0].length;
  }
  t = t.slice(cut).trim();
  // '(AKI)' alone: the brackets only frame the reason.
  if (/^\([^()]*\)$/.test(t)) t = t.slice(1, -1);
  const reason = cleanReason(t.replace(/^[\s\-–—:;,]+/, ''));
  const words = reason.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.every(isTitleWord) && !/\d/.test(reason) ? '' : reason;
}

// A stop word, then a word that starts its reason: 'Withheld due to AKI:', 'Held pending renal review:'.
const STOP_WORD = [...SECTION_MAP]
  .filter(([, s]) => STOP_SECTIONS.has(s))
  .map(([w]) => w)
  .sort((a, b) => b.length - a.length)
  .join('|');
const LIST_WORD = String.raw`(?:\s+(?:medications?|medicines?|meds|drugs|temporarily|on discharge|in hospital))*`;
const REASON_START = String.raw`(?:due to|because(?: of)?|owing to|secondary to|d\/t|as a result of|in view of|until|till|pending|for|following)\b`;
const STOP_REASON_HEADING = new RegExp(
  String.raw`^(?:on\s+)?(${STOP_WORD})${LIST_WORD}\s+${REASON_START}`,
  'i',
);

/** A heading made of a stop word and its reason; null when the line is not one. */
export function readStopHeading(text: string): { section: Section; reason: string } | null {
  const m = STOP_REASON_HEADING.exec(text.trim());
  if (!m)
    return readDoNotTakeHeading(text) ?? readNoLongerHeading(text) ?? readReasonFirstHeading(text);
  if (DOSE_AMOUNT.test(text)) return null;
  // Ending with a colon it heads the lines below, even when its reason names a medicine
  // ('Stopped due to interaction with clarithromycin:'); otherwise it must name none.
  if (!/:\s*$/.test(text) && namesMedicine(text)) return null;
  const section = SECTION_MAP.get(m[1]!.toLowerCase());
  if (!section || !STOP_SECTIONS.has(section)) return null;
  return { section, reason: headingReason(text) };
}

export const isStopSection = (s: Section | null | undefined): boolean =>
  !!s && STOP_SECTIONS.has(s);

// 'Kept by patient - DO NOT TAKE until GP review:', 'Keep at home, do not use:', 'Not to be taken until seen
// in clinic:': a heading that tells the patient not to take the medicines under it. Until a review or an
// event it is a withhold; without one, a stop. The heading ends with a colon and names no medicine or dose.
const DO_NOT_TAKE =
  /\b(?:do\s+not|don'?t|not\s+to\s+(?:be\s+)?|never)\s*(?:take|taken|use|used|give|given|restart|resume)\b(.*)$/i;
const TEMPORARY = /^\s*(?:until|till|pending|before|for now|for the moment)\b/i;

function readDoNotTakeHeading(text: string): { section: Section; reason: string } | null {
  const t = text.trim();
  if (
    !/:\s*$/.test(t) ||
    DOSE_AMOUNT.test(t) ||
    /\d\s*(?:mg|mcg|microgram|g|%|units?|ml)\b/i.test(t)
  )
    return null;
  const m = DO_NOT_TAKE.exec(t);
  if (!m || namesMedicine(t.replace(/:\s*$/, ''))) return null;
  const rest = m[1]!.replace(/[\s:.]+$/, '').trim();
  const section: Section = TEMPORARY.test(rest) ? 'withheld' : 'ceased';
  return { section, reason: cleanReason(t.slice(m.index).replace(/[\s:.]+$/, '')) };
}

// 'Intensive phase complete - stop:', 'Course finished, cease:', 'AKI - withhold:': the reason first, then
// after a dash or comma the stop word, the line ending with a colon over the medicines it stops. The reason
// names no medicine and no dose (then the line is that medicine's own stop).
const REASON_FIRST_HEADING = new RegExp(
  String.raw`^([a-z][^:]{1,60}?)\s*(?:[-–—,]\s*)(${STOP_WORD})${LIST_WORD}\s*:\s*$`,
  'i',
);

function readReasonFirstHeading(text: string): { section: Section; reason: string } | null {
  const t = text.trim();
  // The heading ends with its colon: on any other line (most) the pattern, which tries a stop word after each
  // of the first 60 characters, is not run.
  if (!t.endsWith(':')) return null;
  const m = REASON_FIRST_HEADING.exec(t);
  if (!m || DOSE_AMOUNT.test(text) || /\d/.test(m[1]!) || namesMedicine(m[1]!)) return null;
  const section = SECTION_MAP.get(m[2]!.toLowerCase());
  if (!section || !STOP_SECTIONS.has(section)) return null;
  return { section, reason: cleanReason(m[1]!.trim()) };
}
