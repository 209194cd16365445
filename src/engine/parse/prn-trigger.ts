/**
 * The words after a when-required word that say when to take it ('prn before dressing changes',
 * 'as needed pre-training', 'prn pain prior to physio'): the event is the dose's condition, kept in the
 * directions, never the indication. A use written before the event ('pain before dressings') stays the use.
 */
import { PRE_EVENTS, TIME_EVENTS, TRIGGER_LEADS } from '../lexicon/trigger-words';
import { alternation } from '../lexicon/words';

const TRIGGER = new RegExp(
  String.raw`(?:^|\s)((?:${alternation([...TRIGGER_LEADS])}|pre[- ]?(?=${alternation([...PRE_EVENTS])}(?![a-z])))\b.*)$`,
  'i',
);

/** The phrase split into its use (maybe empty) and the trigger; null when it names no trigger. */
export function splitTrigger(phrase: string): { use: string; trigger: string } | null {
  const m = TRIGGER.exec(phrase);
  if (!m) return null;
  // 'wheeze or before exercise': the use is 'wheeze', the event 'or before exercise'.
  const head = phrase.slice(0, m.index).trim();
  const or = /\s*\b(or|and|&)$/i.exec(head);
  const use = or ? head.slice(0, or.index).trim() : head;
  return { use, trigger: or && use ? `${or[1]} ${m[1]!.trim()}` : m[1]!.trim() };
}

// 'for dressing changes', 'for procedures', 'for the flight': an event named where the use would be.
const EVENT_ONLY = new RegExp(
  String.raw`^(?:for\s+)?(?:(?:the|a|an|each|every|any|all|her|his|their)\s+)?${alternation([...PRE_EVENTS])}(?:\s+changes?)?$`,
  'i',
);

/** Takes the uses that only name an event out of the list; returns them ('dressing changes'). */
export function takeEvents(uses: string[]): string[] {
  const events = uses.filter((u) => EVENT_ONLY.test(u.trim()));
  for (const e of events) uses.splice(uses.indexOf(e), 1);
  return events.map((e) => e.trim().replace(/^for\s+/i, ''));
}

// '5 mg before dressings when required', '1 hour prior to physio prn': an event before the when-required word (with
// how long before it), in one to five words with single spaces. One after 'or' is part of a use ('for wheeze or
// before sport'), split by the use reader (the words read before it are blanked to runs of spaces). Times of day stay for the timing reader.
const TRIGGER_SPAN = new RegExp(
  String.raw`(?<![a-z])(?<!\b(?:or|and)\s{1,3})(?:\d{1,3}\s*(?:minutes|minute|mins|min|hours|hour|hrs|hr|h)\s+)?(?:${alternation([...TRIGGER_LEADS])}\s+(?!${alternation([...TIME_EVENTS])}(?![a-z]))|pre[- ]?(?=${alternation([...PRE_EVENTS])}(?![a-z])))[a-z'-]+(?:\s[a-z'-]+){0,4}`,
  'i',
);

/** The first event phrase in a when-required clause, with where it starts; null when there is none. */
export function findTrigger(work: string): { text: string; at: number; length: number } | null {
  const m = TRIGGER_SPAN.exec(work);
  if (!m) return null;
  // 'before physio and as needed': both, so the event is 'also' a time to take it; the joining word is read.
  const joined = /\s+(?:and|or)$/i.exec(m[0]);
  if (!joined) return { text: m[0], at: m.index, length: m[0].length };
  return { text: `also ${m[0].slice(0, joined.index)}`, at: m.index, length: m[0].length };
}
