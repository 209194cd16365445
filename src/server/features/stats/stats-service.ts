import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, reconciliationEvents } from '../../db/schema';

export interface LandingStats {
  lists_generated: number;
  hospitals: number;
  hours_saved: number;
}

/** Each reconciliation saves about 15 minutes of documentation time (spec, section 9). */
export const MINUTES_SAVED_PER_LIST = 15;

export const hoursSaved = (lists: number) => Math.round((lists * MINUTES_SAVED_PER_LIST) / 60);

export async function readLandingStats(db: Db): Promise<LandingStats> {
  const [[lists], [orgs]] = await Promise.all([
    db.select({ n: count() }).from(reconciliationEvents),
    db.select({ n: count() }).from(organisations),
  ]);
  const listsGenerated = lists?.n ?? 0;
  return {
    lists_generated: listsGenerated,
    hospitals: orgs?.n ?? 0,
    hours_saved: hoursSaved(listsGenerated),
  };
}
