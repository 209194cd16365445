/**
 * An order its writer marked as not certain: a question mark on the dose or the name ('Warfarin ?3mg
 * daily', '? Digoxin 62.5 mcg', 'Sotalol 80mg (?) bd') or words that say so ('dose unsure', 'strength
 * TBC', 'per patient - uncertain'). The reader takes the dose as written, but the writer was not sure of
 * it: the row or ceased entry says so, never a silent reading. A question mark that ends a question ('Q:
 * Can I take my clopidogrel? A: Yes') or a suspected diagnosis ('for ?gout') doubts nothing of the order.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import type { ParsedOrder } from '../../parse/types';

const MARK = new RegExp(
  [
    // '?3mg', '? 25 mg', '(?)': a figure or nothing after the mark.
    String.raw`(?:^|[\s(])\?\s?\d[\d.]*\s*[a-z]*`,
    String.raw`\(\s*\?\s*\)`,
    // '?Digoxin' at the start of the line: the medicine itself is in doubt.
    String.raw`^\W*\?\s*[A-Za-z][a-z]+`,
    // 'unsure why started', 'not sure what it is for': the use is in doubt, not the order.
    String.raw`\b(?:unsure|uncertain|not sure|unclear)\b(?!\s+(?:why|what|of\s+(?:the\s+)?(?:reason|indication|why)))`,
    String.raw`\b(?:to be confirmed|tbc|unconfirmed|dose unknown|unknown dose|strength unknown|unknown strength)\b`,
  ].join('|'),
  'i',
);

function doubt(o: ParsedOrder | undefined): string | null {
  return o ? (MARK.exec(o.raw)?.[0].trim() ?? null) : null;
}

export const markedUnsure: Net = ({ rows, ceased }) => {
  const out: string[] = [];
  const say = (target: { warnings?: string[] }, name: string, o: ParsedOrder, mark: string) =>
    flag(target, `${name}: ${where(o)} is marked as not certain ("${mark}"): confirm it`, out);
  for (const { row, dis, adm } of rows) {
    for (const o of [adm, dis]) {
      const mark = doubt(o);
      if (mark) say(row, row.name, o!, mark);
    }
  }
  for (const { entry, adm, dis } of ceased) {
    for (const o of [adm, dis]) {
      const mark = doubt(o);
      if (mark) say(entry, entry.name, o!, mark);
    }
  }
  return out;
};
