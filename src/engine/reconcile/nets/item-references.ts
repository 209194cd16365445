/**
 * A discharge list that points at the admission list by its numbering instead of naming the medicines
 * ('Items 2 and 4: continue', 'No. 5 (metformin): stop'): the engine pairs orders by name, so a medicine
 * referred to only by its number is found in no discharge order and would be ceased (or its change lost)
 * without a word. Every row and ceased entry of a referred admission item, or read from a referring line, is
 * flagged, and the response names the medicines, so that none of them is paired or ceased silently, also when
 * parse/item-references.ts resolved and read every number.
 */
import type { Net } from './types';
import type { ParsedOrder } from '../../parse/types';
import { flag } from './flag';
import { mentionsIn } from './mentions';
import {
  admissionItems,
  NUMBERED,
  numbersItsOwnLines,
  referredNumbers as numbersIn,
  withoutOwnNumber,
} from '../../parse/item-references';

export const itemReferences: Net = ({ rows, ceased, lists }) => {
  const out: string[] = [];
  const [adm, dis] = lists;
  // Most lists refer to no item number at all: nothing to read the admission numbering for.
  if (!dis.lines.some((l) => numbersIn(l.raw).length)) return out;
  // A list that numbers its own lines may still refer to admission items after its number
  // ('No. 2 Items 3, 4 and 5: continue').
  // A number the admission list does not have ('Item 7' of six): nothing to pair it with, said by name.
  const unmarked = (raw: string) =>
    raw.replace(/^\s*(?:[-*•·▪◦●–]|(?:#|no\.|item)?\s?\(?\d{1,2}[.):]?)\s*/iu, '');
  const known = admissionItems(adm.lines.map((l) => ({ ...l, text: unmarked(l.raw) }))).items;
  const own = numbersItsOwnLines(dis.lines, known);
  const referredNumbers = (raw: string) => numbersIn(own ? withoutOwnNumber(raw) : raw);
  // A line that names as many medicines as it refers to by number ('Item 2 (candesartan): continue') was read
  // by its names; one that names fewer ('Items 3, 4 and 5: continue') leaves the rest to the numbers.
  // A line parse/item-references.ts read as the orders of its numbers (as many orders as numbers) is read.
  // A line parse/item-references.ts read as the orders of its numbers is still flagged: a number resolved
  // against the wrong numbering (the list's own, a second list's) moves a stop without a word.
  // Names are looked for only on a line that refers to a number: most refer to none (0 > any count).
  const referring = dis.lines.filter((l) => {
    const numbers = new Set(referredNumbers(l.raw)).size;
    return numbers > 0 && numbers > mentionsIn(l.raw).length;
  });
  if (!referring.length) return out;
  // The admission list's numbering: item number -> its order.
  const items = new Map<number, ParsedOrder>();
  for (const l of adm.lines) {
    const m = NUMBERED.exec(l.raw);
    const o = m && adm.orders.find((x) => x.lines.includes(l.line));
    if (m && o) items.set(Number(m[1]), o);
  }
  for (const l of referring) {
    const missing = [...new Set(referredNumbers(l.raw))].filter(
      (n) => !items.has(n) && !known.has(n),
    );
    if (missing.length)
      out.push(
        `Discharge line ${l.line} ("${l.raw.trim()}") refers to admission item${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which the admission list does not number: check which medicine${missing.length > 1 ? 's' : ''} it means`,
      );
  }
  if (!items.size) return out;
  const referred = new Set<ParsedOrder>();
  for (const l of referring)
    for (const n of referredNumbers(l.raw)) {
      const o = items.get(n);
      if (o) referred.add(o);
    }
  // Once the list points by number, every line that does is read against that numbering ('Item 6: now
  // pantoprazole 20 mg' changes item 6; 'Item 2: stop - doxazosin ...' was read as a stop heading over the
  // lines below): their orders are flagged too, though they name their medicine.
  const at = new Set(dis.lines.filter((l) => referredNumbers(l.raw).length).map((l) => l.line));
  const lineList = `${at.size > 1 ? 'lines' : 'line'} ${[...at].join(', ')}`;
  const doubt = (name: string) =>
    `${name}: discharge ${lineList} refer${at.size > 1 ? '' : 's'} to admission items by number, not by name: check its status and dose against the numbered admission list`;
  const names: string[] = [];
  for (const r of rows)
    if ((r.adm && referred.has(r.adm)) || r.dis.lines.some((n) => at.has(n))) {
      flag(r.row, doubt(r.row.name), out);
      names.push(r.row.name);
    }
  for (const c of ceased)
    if ((c.adm && referred.has(c.adm)) || c.dis?.lines.some((n) => at.has(n))) {
      flag(c.entry, doubt(c.entry.name), out);
      names.push(c.entry.name);
    }
  if (names.length)
    out.push(
      `Discharge ${lineList} refer${at.size > 1 ? '' : 's'} to admission items by number, not by name: check ${names.join(', ')} by hand`,
    );
  return out;
};
