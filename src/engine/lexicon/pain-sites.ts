/**
 * A patient's own words for taking a medicine when a part of the body hurts ('2 tablets when her head
 * hurts', 'if his back is sore', 'when my knees ache'): taken when required, for that pain. Had been read
 * as a regular order (no PRN word), so the discharge's 'when needed for headache' was a change.
 */
import type { NormaliseRule } from './normalise';
import { alternation, PRN_CANONICAL, PRN_EQUIVALENTS, PRN_WORDS } from './words';

/** The part of the body, with the pain a list names for it. */
export const PAIN_SITES: Readonly<Record<string, string>> = {
  head: 'headache',
  back: 'back pain',
  'lower back': 'back pain',
  neck: 'neck pain',
  knee: 'knee pain',
  knees: 'knee pain',
  hip: 'hip pain',
  hips: 'hip pain',
  joints: 'joint pain',
  joint: 'joint pain',
  shoulder: 'shoulder pain',
  shoulders: 'shoulder pain',
  legs: 'leg pain',
  leg: 'leg pain',
  feet: 'foot pain',
  foot: 'foot pain',
  hands: 'hand pain',
  tummy: 'abdominal pain',
  stomach: 'abdominal pain',
  belly: 'abdominal pain',
  tooth: 'toothache',
  teeth: 'toothache',
  ear: 'earache',
  ears: 'earache',
  arthritis: 'arthritis pain',
};
/** How the part is said to hurt. */
export const PAIN_VERBS = [
  'hurts',
  'hurt',
  'aches',
  'ache',
  'is aching',
  'are aching',
  'is sore',
  'are sore',
  'gets sore',
  'get sore',
  'is painful',
  'are painful',
  'plays up',
  'play up',
  'is playing up',
  'are playing up',
  'flares',
  'flares up',
  'flare up',
  'is bad',
  'are bad',
];
const WHOSE = ['my', 'his', 'her', 'their', 'your', 'the'];

const PRN_ANY = new RegExp(
  `(?<![\\w'])${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}(?![\\w'])`,
  'i',
);

export const PAIN_SITE_HINT = /\b(?:if|when)\b/i;

export const PAIN_SITE_RULES: readonly NormaliseRule[] = [
  {
    // Not after a stop or hold word: 'withhold if his stomach hurts' is a condition to stop.
    id: 'prn-when-part-hurts',
    hint: PAIN_SITE_HINT,
    examples: ['2 tablets when her head hurts', 'if his back is sore', 'when my knees ache'],
    re: new RegExp(
      String.raw`(?<!\b(?:withhold|hold|omit|cease|stop|skip|not|unless)\s+)\b(?:if|when)\s+(?:(?:${alternation(WHOSE)})\s+)?(${alternation(Object.keys(PAIN_SITES))})\s+(?:${alternation(PAIN_VERBS)})(?![\w'])`,
      'gi',
    ),
    to: (m: string, site: string, _at: string, whole: string) =>
      PRN_ANY.test(whole) ? m : `${PRN_CANONICAL} for ${PAIN_SITES[site.toLowerCase()] ?? 'pain'}`,
  },
];
