/**
 * A dose administration aid (a blister pack the pharmacy fills by the week) and the words a discharge's
 * packing instructions use to take a medicine out of it ('Remove oxybutynin from the pack', 'Take
 * frusemide out of the Webster-pak', 'Stop packing aspirin'). Taking a medicine out of the pack stops
 * it, unless the line says it goes on outside the pack ('loose', 'in its own bottle'). 'Remove' alone is
 * no stop word: 'remove patch at night' is how a patch is used.
 */
export const DOSE_AID_NOUNS = [
  'pack',
  'blister',
  'blister pack',
  'blister-pack',
  'blisters',
  'webster',
  'webster pack',
  'webster-pak',
  'webster pak',
  'websterpak',
  'webster-pack',
  'dose aid',
  'dose administration aid',
  'daa',
  'dosette',
  'dosette box',
  'pill box',
  'pillbox',
  'pill organiser',
  'sachet roll',
  'medication pack',
  'medicine pack',
];
/** Verbs before the medicine that take it out of the aid, with 'from'/'out of' the aid after it. */
export const DOSE_AID_REMOVE_VERBS = [
  'remove',
  'take',
  'delete',
  'omit',
  'leave',
  'drop',
  'withdraw',
];
/** Verbs before the medicine that stop packing it ('Stop packing aspirin', 'Do not pack aspirin'). */
export const DOSE_AID_STOP_PACKING = [
  'stop packing',
  'cease packing',
  'discontinue packing',
  'no longer packing',
  'no longer pack',
  'do not pack',
  "don't pack",
  'dont pack',
  'do not repack',
  'unpack',
];
/** Words that keep the medicine going outside the aid: taken out of the pack is then not a stop. */
export const OUTSIDE_AID_WORDS = [
  'loose',
  'separately',
  'separate',
  'own bottle',
  'original bottle',
  'original box',
  'original packaging',
  'outside the pack',
  'outside of the pack',
  'not in pack',
  'in a bottle',
  'from the box',
  'fridge',
];
