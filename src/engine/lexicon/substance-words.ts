/**
 * Substances a patient uses that are not prescribed medicines (an AOD intake's substance-use table:
 * 'Cannabis | smoked | 1 g/day', 'Methamphetamine - injected, last use Sunday'), and the words that say
 * the line tells of their use. A substance named with such a word is a lifestyle note, never an order; a
 * prescribed product ('Medicinal cannabis oil 1 mL nocte') writes no such word.
 */
export const RECREATIONAL_SUBSTANCES: readonly string[] = [
  'cannabis',
  'marijuana',
  'marihuana',
  'weed',
  'methamphetamine',
  'methamphetamines',
  'amphetamine',
  'amphetamines',
  'crystal meth',
  'cocaine',
  'heroin',
  'mdma',
  'ecstasy',
  'ghb',
];
/** How or how much it is used ('smoked', 'cones', 'joints', 'injected', 'snorted'). */
export const SUBSTANCE_USE_WORDS: readonly string[] = [
  'smoked',
  'smokes',
  'smoking',
  'smoke',
  'vaped',
  'injected',
  'injects',
  'ivdu',
  'snorted',
  'insufflated',
  'joints',
  'joint',
  'cones',
  'bongs',
  'bong',
  'recreational',
  'illicit',
  'last use',
  'last used',
];
