/**
 * A medicine ended only because the discharge list leaves it off, while its admission line gives nothing to
 * take (no strength, dose, time or when-required word). An admission list writes a medicine bare like that
 * mostly to say something else about it: a level not measured in a results table ('Digoxin - - not
 * requested'), a medicine the patient stopped before this stay ('Frusemide - rider stopped it in August'),
 * a name in a history heard second-hand. Whether it was being taken is then a guess, so the entry and the
 * response say which line to check: never a silent stop.
 */
import type { Net } from './types';
import { flag, where } from './flag';
import { givesNothingToTake } from './nothing-to-take';
import { isStopping } from '../../parse/status';

export const bareAdmissionStop: Net = ({ ceased }) => {
  const out: string[] = [];
  for (const { entry, adm, dis } of ceased) {
    // 'warfarin withheld, GP notified': a stop the admission line states is no guess.
    if (!adm || dis || isStopping(adm.status) || !givesNothingToTake(adm)) continue;
    flag(
      entry,
      `${entry.name}: ${where(adm)} names it with no dose, strength or time and it is not on the discharge list: check whether the patient was taking it (a stop) or not (no entry)`,
      out,
    );
  }
  return out;
};
