/**
 * Words that flag a line for attention before what it says ('ALERT - do not take again: ...', 'WARNING: never
 * restart ...', 'IMPORTANT! ...'). Before an allergy they are an allergy's label; before a stop for good of a
 * medicine, on a discharge list, they are that stop's emphasis (parse/alert-stop.ts).
 */
export const ALERT_WORDS: readonly string[] = [
  'alert',
  'warning',
  'important',
  'caution',
  'attention',
  'nb',
  'n.b.',
  'please note',
];
