/**
 * The words of a table column that holds the order as it leaves hospital, in a plan with one column per stage of
 * the stay ('Home | In hospital | Going home', 'Pre-op | Day 1 | At discharge'): parse/table.ts builds its
 * pattern from these lists. Only that column is the order; the earlier stages are not.
 */
import { alternation } from './words';

/** The stage itself: 'discharge', 'going home', 'leaving hospital'. */
export const DISCHARGE_STAGE_WORDS: readonly string[] = [
  'discharge',
  'going home',
  'go home',
  'to go home',
  'take home',
  'taking home',
  'take-home',
  'leaving hospital',
  'leaving',
  'home-going',
];

/** Said before the stage: 'on discharge', 'at going home', 'for take home'. */
export const STAGE_LEADS: readonly string[] = ['on', 'at', 'for', 'after', 'when'];

/** The whole header cell (lower case, trimmed) of a discharge stage column. */
export const DISCHARGE_STAGE = new RegExp(
  String.raw`^(?:(?:${alternation([...STAGE_LEADS])})\s+)?(?:${alternation([...DISCHARGE_STAGE_WORDS])})$`,
);
