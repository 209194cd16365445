/**
 * A patient's own words for taking a medicine when a part of the body hurts ('2 tablets when her head
 * hurts', 'if his back is sore', 'when my knees ache'): taken when required, for that pain. Had been read
 * as a regular order (no PRN word), so the discharge's 'when needed for headache' was a change.
 */
import type { NormaliseRule } from './normalise';
import { whenActiveRule } from './when-active-prn';

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
/** The parts a patient says burn when the stomach's acid comes up (heartburn). */
const BURN_SITES: Readonly<Record<string, string>> = {
  stomach: 'heartburn',
  tummy: 'heartburn',
  chest: 'heartburn',
  throat: 'heartburn',
};
/** How the part is said to burn. */
const BURN_VERBS = ['burns', 'burn', 'is burning', 'are burning', 'feels burning', 'gets burning'];
export const PAIN_SITE_RULES: readonly NormaliseRule[] = [
  whenActiveRule(
    'prn-when-part-hurts',
    ['2 tablets when her head hurts', 'if his back is sore', 'when my knees ache'],
    Object.keys(PAIN_SITES),
    PAIN_VERBS,
    (site) => PAIN_SITES[site.toLowerCase()] ?? 'pain',
  ),
  // 'when stomach burns', 'if her chest is burning': how a patient tells of heartburn (reflux), taken when it comes.
  whenActiveRule(
    'prn-when-part-burns',
    ['omeprazole 20 mg when stomach burns', 'antacid if his chest is burning'],
    Object.keys(BURN_SITES),
    BURN_VERBS,
    () => 'heartburn',
  ),
  // 'Voltaren gel on his knees when they ache', 'the cream, when it hurts': the part named before, then a pronoun.
  // Only the words that say it hurts ('flares', 'is bad' could be a rash or a mood): taken when required for pain.
  whenActiveRule(
    'prn-when-it-hurts',
    ['gel to her knees when they ache', 'rub it on when it hurts'],
    ['it', 'they'],
    PAIN_VERBS.filter((v) => /hurt|ach|sore|painful/.test(v)),
    () => 'pain',
  ),
];
