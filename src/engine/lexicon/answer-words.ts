/**
 * A form's answer that denies ('Warfarin - no', 'Insulin? N', 'Aspirin: nil', 'not taking'): the patient
 * does not take the medicine the question names (parse/negative-answer.ts).
 */
export const NEGATIVE_ANSWERS: readonly string[] = [
  'no',
  'n',
  'nil',
  'none',
  'never',
  'not taking',
  'not on',
  'not taken',
  'does not take',
  "doesn't take",
  '✗',
  '✘',
];
