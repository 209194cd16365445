/**
 * A list typed by the patient or a relative, in their own words: time headings said in the first person
 * ('Every morning I take:', 'At night she has:', 'Only when I need it:') and a count of tablets before the
 * brand off the box ('one Cartia (100mg aspirin)', 'half a Stilnox (10mg) to help me sleep', 'two Panadol
 * Osteo'). The heading is respelled as the time or when-required heading a chart writes ('Morning:',
 * 'When needed:'), and the count goes after the name, where a list writes the dose ('Stilnox (10mg), half').
 * Words are only dropped or moved, never a number added.
 */
import { alternation, NUMBER_WORDS } from '../lexicon/words';
import { readName } from './name';

const PEOPLE = [
  'i',
  'he',
  'she',
  'we',
  'they',
  'mum',
  'mom',
  'dad',
  'nana',
  'nan',
  'grandma',
  'pop',
];
const TAKING = ['take', 'takes', 'use', 'uses', 'have', 'has', 'get', 'gets', 'need', 'needs'];
const WHO_TAKES = new RegExp(
  String.raw`\s+${alternation(PEOPLE)}\s+(?:(?:also|usually|always|normally)\s+)?${alternation(TAKING)}(?:\s+(?:it|them|one|these))?\s*(?=:?\s*$)`,
  'i',
);
// 'Every morning', 'each night': the heading a chart writes says 'Morning', 'Night'.
const EVERY = /^(?:every|each)\s+(?=[a-z])/i;
// 'Only when I need it', 'if she needs them', 'when he needs one': when required, in the speaker's words.
const WHEN_NEEDED = new RegExp(
  String.raw`^(?:only\s+)?(?:when|if)\s+${alternation(PEOPLE)}\s+(?:really\s+)?(?:need|needs)(?:\s+(?:it|them|one|to))?\s*:\s*$`,
  'i',
);

const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w]! <= 4);
const COUNT_FIRST = new RegExp(
  String.raw`^(${alternation(COUNT_WORDS)}|[1-4]|½)(?:\s+(?:an?|of)\b)?\s+(?=[A-Za-z])`,
  'i',
);
const BRACKET_AFTER = /^\s*\([^()]*\)/;

/** The line respelled when it is a heading or a count before a brand in a patient's own words, else null. */
export function readOwnWords(text: string): string | null {
  if (text.endsWith(':')) {
    if (WHEN_NEEDED.test(text)) return 'When needed:';
    const who = WHO_TAKES.exec(text);
    if (who) return `${text.slice(0, who.index).replace(EVERY, '')}:`.replace(/::$/, ':');
    return null;
  }
  const count = COUNT_FIRST.exec(text);
  if (!count) return null;
  const rest = text.slice(count[0].length);
  const name = readName(rest);
  if (!name?.medicine || name.lookup?.matchedBy === 'fuzzy') return null;
  const first = rest.split(/\s+/)[0]!.toLowerCase();
  const nameText = name.nameText;
  if (!nameText.toLowerCase().startsWith(first) || !rest.startsWith(nameText)) return null;
  const after = rest.slice(nameText.length);
  const bracket = BRACKET_AFTER.exec(after)?.[0] ?? '';
  // 'half' before other words reads as their start ('half to help me sleep'): the dose is written as a list writes it.
  const n = /^half$/i.test(count[1]!) ? '½' : count[1]!;
  return `${nameText}${bracket}, ${n}${after.slice(bracket.length)}`;
}
