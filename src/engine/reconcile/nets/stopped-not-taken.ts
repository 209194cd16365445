/**
 * A discharge line saying a treatment the admission list does not have was completed or given ('IVIG
 * 2 g/kg over 5 days - completed 18/11'): the ceased list is for medicines the patient was taking, so
 * this is most likely a course given in hospital, not a stop. The entry says so.
 */
import type { Net } from './types';
import { flag } from './flag';

/** Words that say a treatment ran its course in hospital rather than that the patient stops it. */
const DONE = /\b(?:complete[ds]?|completion|given|finished|administered|infused|course done)\b/i;

export const stoppedNotTaken: Net = ({ ceased }) => {
  const out: string[] = [];
  for (const { entry, adm, dis } of ceased) {
    if (adm || !dis?.medicine || !DONE.test(dis.text)) continue;
    flag(
      entry,
      `${entry.name} is written as completed or given on the discharge list (line ${dis.line}) and is not on the admission list: check whether it was only given in hospital (then it is not a stopped medicine)`,
      out,
    );
  }
  return out;
};
