/**
 * A letter or note that groups what is taken by time of day, one sentence a time ('In the morning he has one
 * Aricept 10mg, one Karvea 150 and his Somac 40.', 'At night she takes the Lipitor 40 and half a Stilnox 10',
 * 'With breakfast I have my metformin 500'): the time leads, then who takes it and the verb, then the medicines
 * joined by commas and 'and'. Each medicine is an order at that time, written as a list writes it ('Aricept
 * 10mg one in the morning'); a count before the name ('one', 'half a') goes after its strength, a possessive
 * ('his', 'the') is dropped. Words are only dropped or moved, never a number added. A sentence is read so only
 * when its lead is a time the timing reader knows and the first thing after the verb is a known medicine;
 * a list goes on only at a comma or 'and' followed by another known medicine ('for sleep and appetite' stays).
 */
import { alternation } from '../lexicon/words';
import {
  SENTENCE_SUBJECTS,
  TIME_GROUP_COUNTS,
  TIME_GROUP_DETERMINERS,
  TIME_GROUP_VERBS,
} from '../lexicon/sentence-words';
import { readName } from './name';
import { scanTiming } from './timing';

const LEAD = new RegExp(
  String.raw`^((?:in|at|with|before|after|every|each)\s+(?:the\s+)?[a-z]+(?:\s+time)?)\s*,?\s+(?:${alternation(SENTENCE_SUBJECTS)}\s+)?(?:${alternation(TIME_GROUP_VERBS)})\s+(?=[a-z])`,
  'i',
);
const COUNT = new RegExp(String.raw`^(${alternation(Object.keys(TIME_GROUP_COUNTS))})\s+`, 'i');
const DETERMINER = new RegExp(String.raw`^(?:${alternation(TIME_GROUP_DETERMINERS)})\s+`, 'i');
const JOIN = /,\s*(?:(?:and|plus)\s+)?|\s+(?:and|plus)\s+/gi;
// Where an item's name and strength end: a bracket, a use ('for sleep'), or a comma.
const TAIL = /\s*(?:\(|\bfor\s|,)/i;

interface Item {
  count: string | null;
  body: string;
}

/** The count and the medicine of one item, or null when it opens with no known medicine. */
function itemOf(text: string): Item | null {
  let rest = text.trim();
  let count: string | null = null;
  const c = COUNT.exec(rest);
  if (c) {
    count = TIME_GROUP_COUNTS[c[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? null;
    rest = rest.slice(c[0].length);
  }
  const d = DETERMINER.exec(rest);
  if (d) rest = rest.slice(d[0].length);
  // The name is read up to the next comma or 'and' ('Cartia 100mg, two Coversyl' is no combination product).
  const own = rest.split(/,|\s+(?:and|plus)\s+/i, 1)[0]!;
  const name = readName(own);
  if (!name?.medicine || !own.toLowerCase().startsWith(name.nameText.toLowerCase())) return null;
  return { count, body: rest };
}

/** One order a medicine, each at the sentence's time, or null when the line is no such sentence. */
export function splitTimeGroup(text: string): string[] | null {
  const m = LEAD.exec(text);
  if (!m) return null;
  const time = m[1]!.trim().toLowerCase();
  if (!scanTiming(time).timing.known) return null;
  const said = text.slice(m[0].length).replace(/\.\s*$/, '');
  const first = itemOf(said);
  if (!first) return null;
  const items: Item[] = [];
  let start = 0;
  let current = first;
  for (const j of said.matchAll(JOIN)) {
    const end = j.index + j[0].length;
    if (j.index <= start) continue;
    const next = itemOf(said.slice(end));
    if (!next) continue;
    items.push({ ...current, body: itemOf(said.slice(start, j.index))?.body ?? current.body });
    current = next;
    start = end;
  }
  const last = itemOf(said.slice(start));
  items.push(last ?? current);
  return items.map(({ count, body }) => {
    const cut = TAIL.exec(body);
    const head = (cut ? body.slice(0, cut.index) : body).trim();
    const tail = cut ? body.slice(cut.index).trim() : '';
    return [head, count, time, tail].filter(Boolean).join(' ');
  });
}
