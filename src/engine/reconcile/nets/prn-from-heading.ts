/**
 * A when-required row whose line writes no when-required word and gives a regular time of its own
 * ('Movicol 1 sachet daily', 'Melatonin 2 mg nocte'), read as PRN only because of a heading above it
 * ('Breakthrough:', 'PRN medications:'). A line typed after a heading's block, or under the wrong
 * heading, takes that heading's section whatever it says, so a regular medicine can silently become
 * 'as needed'. When the admission list had it regular (or not at all), the row says so.
 */
import type { Net } from './types';
import { flag, where } from './flag';

export const prnFromHeading: Net = ({ rows, uses }) => {
  const out: string[] = [];
  for (const { row, dis, adm } of rows) {
    if (!row.isPRN || !dis.prn || (adm && adm.prn)) continue;
    const t = dis.timing;
    // An interval or three or more doses a day ('qid', '4-hourly') is how a PRN is written too.
    if (!t.known || t.interval || t.nonDaily || (t.perDay ?? 1) > 2) continue;
    if (!t.slots.length || /once only|stat/i.test(t.label) || dis.prnMax || dis.prnCondition)
      continue;
    if (uses(dis).some((u) => u.token.kind === 'prn')) continue;
    flag(
      row,
      `${row.name}: ${where(dis)} gives a regular time (${t.label}) and no when-required word; it is read as when required only from the heading above it: check whether it is regular`,
      out,
    );
  }
  return out;
};
