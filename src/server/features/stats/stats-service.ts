import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readCounter, RECONCILIATIONS_COUNTER } from '../../db/counters';
import { organisations } from '../../db/schema';

/** How long an instance keeps its figures: the landing page needs no fresher ones. */
export const STATS_CACHE_MS = 60_000;

export interface LandingStats {
  lists_generated: number;
  hospitals: number;
  hours_saved: number;
}

/** Each reconciliation saves about 15 minutes of documentation time (spec, section 9). */
export const MINUTES_SAVED_PER_LIST = 15;

export const hoursSaved = (lists: number) => Math.round((lists * MINUTES_SAVED_PER_LIST) / 60);

/**
 * The figures from a counter row and the organisations (a few thousand rows at most), never a
 * count of the events table: that grows with every reconciliation, and counting millions of rows
 * per request slowed every route.
 */
export async function readLandingStats(db: Db): Promise<LandingStats> {
  const [listsGenerated, [orgs]] = await Promise.all([
    readCounter(db, RECONCILIATIONS_COUNTER),
    db.select({ n: count() }).from(organisations),
  ]);
  return {
    lists_generated: listsGenerated,
    hospitals: orgs?.n ?? 0,
    hours_saved: hoursSaved(listsGenerated),
  };
}

/** readLandingStats at most once per STATS_CACHE_MS per instance; callers at once share one read. */
export function cachedLandingStats(db: Db, now = () => Date.now()) {
  let cached: { at: number; value: Promise<LandingStats> } | null = null;
  return () => {
    if (!cached || now() - cached.at >= STATS_CACHE_MS) {
      const value = readLandingStats(db);
      cached = { at: now(), value };
      value.catch(() => (cached = null)); // a failed read is not kept
    }
    return cached.value;
  };
}
