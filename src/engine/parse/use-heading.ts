/**
 * A patient's list grouped under what the medicines are for: 'For your blood pressure:', 'For the pain
 * from your hip:', 'For his bones -'. The heading is the use of every order below it (until the next
 * heading or an unreadable line), never a medicine and never the line above's indication: read as the
 * previous order's trailing 'for ...' clause, each group's use moved up one order (amlodipine 'for mood').
 */
import { namesMedicine } from './non-order';
import { heading, type LineRule } from './line-rule-kit';

// 'For your blood pressure:', 'For the pain from your wrist fracture:', 'For bones -': 'for', the use,
// then a colon or a closing dash with nothing after it.
const USE_HEADING =
  /^for\s+(?:your|the|his|her|their|my|a|an)?\s*([a-z][a-z0-9 '’/&,()-]{1,60}?)\s*(?::|\s[-–—])\s*$/i;

// 'For the next 10 days:', 'For 2 weeks -', 'For a further week:': how long the orders below go on, no use.
const HOW_LONG =
  /^for\s+(?:the\s+)?(?:next\s+|another\s+|a\s+further\s+|at\s+least\s+|up\s+to\s+)?(?:\d|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|ten\b|a\s+(?:few\s+)?(?:days?|weeks?|months?|fortnight)\b|(?:days?|weeks?|months?|now|life|ever)\b)/i;

export const useHeadingRule: LineRule = {
  id: 'use-heading',
  examples: ['For your blood pressure:', 'For the pain from your wrist fracture:', 'For bones -'],
  apply: (c) => {
    const m = USE_HEADING.exec(c.l.text.trim());
    // A medicine named in it ('For your warfarin:') is no use; a heading is followed by an order.
    if (!m || namesMedicine(c.l.text) || HOW_LONG.test(c.l.text.trim())) return false;
    const next = c.next();
    if (!next || !namesMedicine(next)) return false;
    heading(c, 'use heading');
    c.s.useHeading = m[1]!.replace(/^(?:your|the|his|her|their|my)\s+/i, '').trim();
    return true;
  },
};
