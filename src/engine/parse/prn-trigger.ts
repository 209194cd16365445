/**
 * The words after a when-required word that say when to take it ('prn before dressing changes',
 * 'as needed pre-training', 'prn pain prior to physio'): the event is the dose's condition, kept in the
 * directions, never the indication. A use written before the event ('pain before dressings') stays the use.
 */
import { PRE_EVENTS, TRIGGER_LEADS } from '../lexicon/trigger-words';
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
