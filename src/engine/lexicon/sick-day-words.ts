/**
 * The episodes of a sick-day rule ('withhold when unwell', 'stop while vomiting or dehydrated', 'hold if
 * not eating'): a stop or hold that comes back with the episode is a direction for later, not a stop now.
 * A stop tied to a state the patient is in now ('cease while the graft heals', 'stop while on
 * clarithromycin') is a stop now.
 */
import { alternation } from './words';

export const SICK_DAY_WORDS: readonly string[] = [
  'unwell',
  'sick',
  'ill',
  'vomiting',
  'diarrhoea',
  'diarrhea',
  'dehydrated',
  'dehydration',
  'not eating',
  'not drinking',
  'fasting',
  'febrile',
];

/** One of the episodes, as a whole word ('unwell', 'not eating'). */
export const SICK_DAY = String.raw`\b${alternation(SICK_DAY_WORDS)}\b`;

/** 'while unwell', 'whilst you are vomiting': a stop that lasts an episode, which may come or not. */
export const WHILE_EPISODE = String.raw`(?:while|whilst)\s+(?:(?:you|he|she|they|the patient|patient|pt)\s+(?:is|are)\s+)?(?:${alternation(SICK_DAY_WORDS)})\b`;
