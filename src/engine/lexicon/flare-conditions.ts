/**
 * A condition that comes and goes, named as what the medicine is taken for when it is active ('1 tab BD when
 * gout flares', 'if her eczema flares up', 'when the hay fever is bad'): taken when required, for that flare.
 * Had been read as a regular order (no when-required word), so an unchanged colchicine kept for flares came out
 * regular with no warning. Only after 'if' or 'when' followed by a condition from this list and a flare verb:
 * 'when' as a time ('when waking', 'when in bed') names no condition and stays as written.
 */
import type { NormaliseRule } from './normalise';
import { whenActiveRule } from './when-active-prn';

/** Conditions a medicine is kept for and taken during a flare. */
export const FLARE_CONDITIONS: readonly string[] = [
  'gout',
  'eczema',
  'dermatitis',
  'psoriasis',
  'rosacea',
  'hay fever',
  'hayfever',
  'rhinitis',
  'sinusitis',
  'asthma',
  'copd',
  'reflux',
  'colitis',
  "crohn's",
  'crohns',
  'ibs',
  'haemorrhoids',
  'piles',
  'arthritis',
  'rheumatoid',
  'lupus',
  'migraines',
  'allergies',
  'cold sores',
  'thrush',
];
/** How the condition is said to be active. */
export const FLARE_VERBS: readonly string[] = [
  'flares',
  'flares up',
  'flare up',
  'flare',
  'is flaring',
  'is flaring up',
  'are flaring',
  'is bad',
  'are bad',
  'gets bad',
  'get bad',
  'is worse',
  'gets worse',
  'plays up',
  'play up',
  'is playing up',
  'is active',
  'comes back',
];
export const FLARE_RULES: readonly NormaliseRule[] = [
  whenActiveRule(
    'prn-when-condition-flares',
    [
      '1 tab twice a day when gout flares',
      'apply BD if her eczema flares up',
      'when the hay fever is bad',
    ],
    FLARE_CONDITIONS,
    FLARE_VERBS,
    (condition) => `${condition} flare`,
  ),
];
