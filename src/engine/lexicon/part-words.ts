/**
 * Words for one part of a combination product ('the hydrochlorothiazide part', 'amlodipine component') and
 * the words that say such a part was taken out of it ('stopped', 'dropped', 'removed').
 */
import { STATUS_WORDS } from './words';

export const PART_WORDS: readonly string[] = [
  'part',
  'component',
  'element',
  'portion',
  'half',
  'ingredient',
];

export const PART_STOP_WORDS: readonly string[] = [
  ...STATUS_WORDS,
  'dropped',
  'removed',
  'omitted',
  'taken out',
  'taken off',
];
