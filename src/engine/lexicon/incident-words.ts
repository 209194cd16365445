/**
 * The field labels of an incident or adverse-event report that tell what was done when it happened
 * ('Immediate action: warfarin withheld, GP notified, family informed', 'Actions taken: ...'). What follows
 * is a record of events, never an order of the list the report was pasted in (parse/incident-action.ts).
 */
export const INCIDENT_ACTION_LABELS: readonly string[] = [
  'immediate action',
  'immediate actions',
  'immediate response',
  'action taken',
  'actions taken',
  'actions taken at the time',
  'action at the time',
  'immediate management',
];
