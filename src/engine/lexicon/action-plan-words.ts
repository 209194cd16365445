/**
 * The blocks of a written action plan (asthma, COPD, anaphylaxis, sick day) for a state the patient is not in now:
 * 'WHEN NOT WELL: keep taking preventer; use reliever every 3-4 hours', 'IF SEVERE: call 000 and give 4 separate
 * puffs of reliever every 4 minutes'. What to do then is no order for now: the line is read as the plan's step
 * (parse/action-plan-step.ts). 'WHEN WELL' is left out: its block holds the orders taken every day.
 */
export const PLAN_STATE_LABELS: readonly string[] = [
  'when not well',
  'if not well',
  'when unwell',
  'if unwell',
  'when worse',
  'if worse',
  'if getting worse',
  'when symptoms get worse',
  'if symptoms get worse',
  'if symptoms are getting worse',
  'if severe',
  'when severe',
  'if symptoms are severe',
  'severe attack',
  'if severe attack',
  'danger signs',
  'in an emergency',
  'emergency',
  'asthma emergency',
  'if breathing is hard',
  'flare-up',
  'during a flare-up',
];
