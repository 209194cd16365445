/**
 * The event words of an eMR's order audit trail ('22/11 14:05  ORDERED', '23/11 08:10  MODIFIED dose 25 mg ->
 * 12.5 mg', '26/11 10:15  ON DISCHARGE ...'), by what each does to the order. parse/audit-trail.ts reads an
 * order block's last event as the order's state at discharge.
 */
export type AuditEventKind = 'start' | 'change' | 'stop' | 'hold' | 'discharge';

export const AUDIT_EVENT_WORDS: Record<AuditEventKind, readonly string[]> = {
  discharge: [
    'on discharge',
    'continued on discharge',
    'for discharge',
    'discharge order',
    'discharge rx',
    'discharge script',
    'discharge prescription',
    'discharged on',
    'discharged',
    'discharge',
    'tto',
    'tta',
  ],
  stop: [
    // A reviewer's outcome ('Outcome: NOT VERIFIED - order cancelled'): the order does not go on.
    'not verified',
    'not approved',
    'rejected',
    'declined',
    'discontinued',
    'ceased',
    'stopped',
    'cancelled',
    'canceled',
    'expired',
    'completed',
    'deleted',
  ],
  hold: ['withheld', 'suspended', 'on hold', 'held', 'paused'],
  change: [
    'modified',
    'dose changed',
    'changed',
    'amended',
    'edited',
    'updated',
    'increased',
    'decreased',
    'reduced',
    'titrated',
    'adjusted',
    'rescheduled',
  ],
  start: [
    'ordered',
    're-ordered',
    'reordered',
    'prescribed',
    'created',
    'entered',
    'started',
    'commenced',
    'initiated',
    'verified',
    'reviewed',
    'authorised',
    'authorized',
    'approved',
    'resumed',
    'restarted',
    'recommenced',
    'renewed',
    'continued',
    'activated',
    'dispensed',
  ],
};

/**
 * The label of a cell that logs when a dose was taken or a bottle opened ('opens: 12/8 07:02 | 13/8 07:11',
 * 'taken: 14/8 08:01'): a smart cap's or an adherence app's record, never the order's times.
 */
export const TAKEN_LOG_LABELS: readonly string[] = [
  'opens',
  'opened',
  'cap opens',
  'cap opened',
  'bottle opens',
  'taken',
  'doses taken',
  'taken at',
  'last taken',
  'log',
  'dose log',
  'events',
];
