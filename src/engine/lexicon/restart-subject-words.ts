/**
 * Words that may stand before a restart word in a stop's reason and still leave the stopped order as what
 * restarted ('withheld, now restarted', 'held - dose resumed 14/05', 'ceased, since restarted'): pronouns,
 * helpers, adverbs and the order's own dose words. Any other word before it is the restart's own subject
 * ('ceased, oral PD meds resumed', 'stopped as oral intake restarted'): something else took up again.
 */
export const RESTART_SUBJECT_FILLERS: readonly string[] = [
  ...['it', 'this', 'that', 'they', 'them', 'which', 'and', 'but', 'so'],
  ...[
    'has',
    'have',
    'had',
    'is',
    'are',
    'was',
    'were',
    'be',
    'been',
    'being',
    'will',
    'to',
    'can',
    'may',
  ],
  ...[
    'now',
    'then',
    'since',
    'later',
    'already',
    'subsequently',
    'successfully',
    'today',
    'yesterday',
  ],
  ...['once', 'again', 'safely', 'back', 'the', 'its', 'same', 'usual', 'home'],
  // Only words that can mean nothing but this order: 'tablets resumed' under a patch is another product.
  ...['dose', 'doses', 'order', 'regimen'],
];

/** Words that open a clause of its own inside a reason ('ceased as oral intake restarted'). */
export const RESTART_CLAUSE_LEADS: readonly string[] = [
  'as',
  'because',
  'now that',
  'since',
  'once',
  'after',
  'when',
  'with',
];
