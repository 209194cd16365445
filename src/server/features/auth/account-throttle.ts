import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Per-account limits, on top of better-auth's per-IP ones: an attacker spreading password guesses
 * over many addresses, or filling one person's inbox with sign-up e-mails, is stopped here. Kept in
 * better-auth's rate_limits table under 'account|' keys, so one table holds every limit.
 * better-auth prunes rows older than its longest window, which auth.ts sets to this one.
 */
export const ACCOUNT_THROTTLE_WINDOW_S = 15 * 60;

export const ACCOUNT_LIMITS = {
  /**
   * Failed password sign-ins per account and client address per window: that address is then
   * refused for the account. Never per account alone, or anyone could lock its owner out.
   */
  signInFailures: 10,
  /** Failed password sign-ins per account from all addresses: past it, each try is slowed. */
  accountFailures: 10,
  /** E-mailed codes and links (sign-up, confirmation, reset, magic link, code) per address. */
  emails: 5,
} as const;

type Counter = keyof typeof ACCOUNT_LIMITS;

export interface AccountThrottle {
  /** Seconds to wait when the account's limit is reached, else null. Does not count. */
  blockedFor(counter: Counter, email: string, now?: number): Promise<number | null>;
  /** Counts one event; returns seconds to wait when this one went over the limit, else null. */
  hit(counter: Counter, email: string, now?: number): Promise<number | null>;
  clear(counter: Counter, email: string): Promise<void>;
}

const keyFor = (counter: Counter, email: string) =>
  `account|${counter}|${email.trim().toLowerCase()}`;

export function createAccountThrottle(db: Db): AccountThrottle {
  const windowMs = ACCOUNT_THROTTLE_WINDOW_S * 1000;
  const retryAfter = (windowStart: number, now: number) =>
    Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));

  return {
    async blockedFor(counter, email, now = Date.now()) {
      const [row] = await db
        .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, keyFor(counter, email)));
      if (!row || now - row.lastRequest >= windowMs || row.count < ACCOUNT_LIMITS[counter])
        return null;
      return retryAfter(row.lastRequest, now);
    },

    async hit(counter, email, now = Date.now()) {
      // One atomic upsert: a window that has passed starts again at 1. last_request holds the
      // window's start, so the window is fixed and cannot be kept open by steady attempts.
      const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key: keyFor(counter, email), count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.lastRequest} END`,
          },
        })
        .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
      if (!row || row.count <= ACCOUNT_LIMITS[counter]) return null;
      return retryAfter(Number(row.lastRequest), now);
    },

    async clear(counter, email) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(counter, email)));
    },
  };
}
