/**
 * Words around a stated use that are not the use itself.
 *
 * - A field label that introduces the use ('Reason for prescribing: hypertension', 'Reason for use: AF'):
 *   the label is respelled to 'for', so the use readers take the words after it, never the label's own
 *   words ('Prescribing').
 * - A stated "use" made only of words that name no condition or purpose ('for symptoms', 'for symptom
 *   relief', 'for GP review', 'for review by the team'): the row keeps the medicine's usual use instead,
 *   since the order does not say what it is for.
 */
import type { NormaliseRule } from './normalise';
import { alternation } from './words';

// The words a field label puts after 'Reason for' ('Reason for prescribing:', 'Reason for use:').
const LABEL_WORDS = [
  'prescribing',
  'prescription',
  'prescribed',
  'use',
  'taking',
  'treatment',
  'medication',
  'medicine',
  'therapy',
];

const USE_LABEL = new RegExp(
  String.raw`\breasons?\s+for\s+${alternation(LABEL_WORDS)}\s*:\s*(?=\S)`,
  'gi',
);

export const USE_FIELD_RULES: readonly NormaliseRule[] = [
  {
    id: 'use-field-label',
    hint: /\breasons?\s+for\s/i,
    examples: [
      '1 daily   Reason for prescribing: hypertension',
      'Reason for use: atrial fibrillation',
      'REASON FOR TREATMENT: gout',
    ],
    re: USE_LABEL,
    to: 'for ',
  },
];

/**
 * How long or on what terms it is given ('short term', 'a short course', 'temporary', 'for the time being',
 * 'lifelong', 'trial'): a course, never what the medicine is for.
 */
export const COURSE_WORDS =
  `short long term terms course courses temporary temporarily interim trial
  trialled lifelong life indefinite indefinitely now only meantime time being brief limited period
  duration few day days week weeks month months stat once off standby`.split(/\s+/);

// Words that say neither a condition nor a purpose: how much it helps ('relief', 'symptoms'), who looks
// at it next ('GP review', 'team follow-up'), a form's own field words ('prescribing', 'indication') or
// the course it is given for (COURSE_WORDS).
const NO_USE_WORDS = new Set([
  ...`symptom symptoms symptomatic relief control management treatment therapy use usage prescribing
  prescription prescribed reason reasons indication indications review reviews reviewed reviewing
  follow followup up gp doctor dr team clinic specialist consultant pharmacist nurse appointment
  for by the a an of his her their your my with further ongoing`.split(/\s+/),
  ...COURSE_WORDS,
]);

// 'review by the renal team', 'cardiology follow-up in 6 weeks': who looks at it next, whoever they are.
const REVIEW_BY =
  /^(?:for\s+)?(?:[a-z]+\s+)?(?:review|follow[- ]?up)(?:\s+(?:by|with|in|at|from)\b.*)?$/i;

// 'station winter supplement', '(daily supplement)': what kind of product it is and when it is taken, not what it is
// for; the medicine's usual use ('Vitamin D supplement (bone health)') says more.
const KIND_ONLY = /^(?:for\s+)?(?:(?:a|an|the|my)\s+)?(?:[a-z]+\s+){0,3}supplement(?:s|ation)?$/i;

/** True when a stated use ('Symptoms', 'GP review', 'for prescribing') names no use at all. */
export function namesNoUse(text: string): boolean {
  if (REVIEW_BY.test(text.trim()) || KIND_ONLY.test(text.trim())) return true;
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => NO_USE_WORDS.has(w));
}

// 'relapse prevention', 'prophylaxis', 'maintenance': the aim of the treatment, with no condition named; the
// medicine's usual use names the condition ('Alcohol dependence (relapse prevention)').
const AIM_WORDS = ['relapse', 'secondary', 'primary', 'long-term', 'long term', 'ongoing'];
const AIM_ONLY = new RegExp(
  String.raw`^(?:${alternation(AIM_WORDS)}\s+)?(?:prevention|prophylaxis|maintenance)(?:\s+(?:therapy|treatment|of relapse))?$`,
  'i',
);

/** True when a stated use is only the treatment's aim ('Relapse prevention', 'prophylaxis'). */
export function namesOnlyAim(text: string): boolean {
  return AIM_ONLY.test(text.trim());
}
