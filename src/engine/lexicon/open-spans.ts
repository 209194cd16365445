/**
 * How long, with no set end, after 'for' ('for now', 'for the time being', 'for a while'): a note on the
 * order, never what it is for ('for now' is no use like 'for pain') and never a course with an end.
 * Words as data; parse/clause.ts and parse/order-rules.ts build their patterns from them.
 */
import { alternation } from './words';

export const OPEN_SPANS: readonly string[] = [
  'now',
  'the time being',
  'the moment',
  'the present',
  'a while',
  'a little while',
  'a short while',
  'a short time',
  'a bit',
  'the short term',
  'the long term',
  'the foreseeable future',
  'today',
  'tonight',
  'this week',
  'this month',
  'the weekend',
  'the rest of the course',
  'the rest of the week',
  'a few days',
  'a few weeks',
  'a couple of days',
  'a couple of weeks',
  'a few more days',
  'good',
  'ever',
];

/** 'for now', 'for the time being' (the open span after 'for', ending at a word boundary). */
export const OPEN_SPAN = alternation(OPEN_SPANS);

/** A clause that is nothing but such a span: 'for now', 'just for the time being'. */
export const OPEN_SPAN_CLAUSE = new RegExp(
  String.raw`^(?:just\s+|only\s+)?for\s+${OPEN_SPAN}(?:\s+only)?\.?$`,
  'i',
);
