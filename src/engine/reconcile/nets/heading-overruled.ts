/**
 * A line under a stop or hold heading that says on its own that it goes on ('continue', 'increased',
 * 'no change', 'reduced'; not 'changed to IV' or 'switched', which under a stop heading name what replaced it): the heading decided, but the heading may not be one (the tail of a wrapped line
 * that opens with 'WITHHELD', a remark in capitals), and then every order below it is stopped by mistake.
 * The entry says which word its line writes.
 */
import type { Net } from './types';
import { flag, where } from './flag';

const GOES_ON = new Set(['continued', 'increased', 'reduced']);

export const headingOverruled: Net = ({ ceased }) => {
  const out: string[] = [];
  for (const { entry, dis } of ceased) {
    const own = dis?.overruledStatus;
    if (!dis?.status || !own || !GOES_ON.has(own.kind)) continue;
    flag(
      entry,
      `${entry.name}: ${where(dis)} says "${own.word}", but the heading above it reads it as ${dis.status.kind}: check whether it goes on`,
      out,
    );
  }
  return out;
};
