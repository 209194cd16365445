import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { counters } from './schema';

/**
 * Adds `amount` to a fixed-window counter unless that would take it over `limit`, in one atomic
 * statement (instances share the row, so two at once can never both pass the last place). A
 * window that has ended starts again. Returns null when counted, else the seconds until the
 * window ends.
 */
export async function countWithinLimit(
  db: Db,
  key: string,
  amount: number,
  opts: { limit: number; windowMs: number; now?: Date },
): Promise<number | null> {
  const now = opts.now ?? new Date();
  const windowOver = sql`${counters.windowStart} <= ${new Date(now.getTime() - opts.windowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const counted = await db
    .insert(counters)
    .values({ key, count: amount, windowStart: now })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN ${amount} ELSE ${counters.count} + ${amount} END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN ${nowSql} ELSE ${counters.windowStart} END`,
      },
      setWhere: sql`${windowOver} OR ${counters.count} + ${amount} <= ${opts.limit}`,
    })
    .returning({ count: counters.count });
  if (counted.length > 0) return null;
  const [row] = await db
    .select({ windowStart: counters.windowStart })
    .from(counters)
    .where(eq(counters.key, key));
  const ends = (row?.windowStart.getTime() ?? now.getTime()) + opts.windowMs;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/** Adds one to a running total (no window). */
export async function increment(db: Db, key: string): Promise<void> {
  await db
    .insert(counters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { count: sql`${counters.count} + 1` } });
}

export async function readCounter(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ n: counters.count }).from(counters).where(eq(counters.key, key));
  return row?.n ?? 0;
}
