/** Clock times ('0800', '8am', '20:00', '2 pm') as minutes past midnight, and the slot nearest to one. */
import { TIME_SLOTS, type TimeSlot } from '../../shared/reconcile';

const M: TimeSlot = '0800';

/** Minutes past midnight of a clock text; null when not a valid time. */
export function clockMinutes(t: string): number | null {
  const s = t
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/h(rs)?$/, '');
  const ampm = /(am|pm)$/.exec(s)?.[1];
  const core = s.replace(/(am|pm)$/, '');
  let h: number;
  let m = 0;
  if (/^\d{4}$/.test(core)) [h, m] = [Number(core.slice(0, 2)), Number(core.slice(2))];
  else if (/^\d{1,2}[:.]\d{2}$/.test(core))
    [h, m] = core.split(/[:.]/).map(Number) as [number, number];
  else if (/^\d{1,2}$/.test(core) && ampm) h = Number(core);
  else return null;
  if (ampm === 'pm' && h < 12) h += 12;
  if (ampm === 'am' && h === 12) h = 0;
  if (h > 23 || m > 59) return null;
  return h * 60 + m;
}

/** Nearest slot on a 24-hour clock; ties go to the earlier slot. */
export function nearestSlot(minutes: number): TimeSlot {
  let best: TimeSlot = M;
  let bestD = Infinity;
  for (const s of TIME_SLOTS) {
    const sm = Number(s.slice(0, 2)) * 60;
    const d = Math.min(Math.abs(minutes - sm), 1440 - Math.abs(minutes - sm));
    if (d < bestD) [best, bestD] = [s, d];
  }
  return best;
}
