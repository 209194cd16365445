/**
 * The verbs directions open with ('Take one tablet at night', 'Inhale 2 puffs', 'Instil 1 drop'), as data:
 * quoted label directions, arrows to new directions and directions written before the medicine's name
 * build their patterns from this one list.
 */
export const DIRECTION_VERBS: readonly string[] = [
  'take',
  'give',
  'apply',
  'inhale',
  'use',
  'insert',
  'instil',
  'chew',
  'dissolve',
  'inject',
  'place',
  'spray',
  'swallow',
];
