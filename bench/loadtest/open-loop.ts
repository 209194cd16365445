import { RawHttpSender } from './raw-http';
import type { Target } from './targets';

export interface LatencySummary {
  sent: number;
  ok: number;
  failed: number;
  /** Failed answers by HTTP status (0: no answer within the timeout, or a socket error). */
  failures?: Record<string, number>;
  /** Completed answers per second over the run. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A request unanswered this long counts as failed, so an overloaded run still ends. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Open loop: request i is due at start + i / rate whatever happened to the earlier ones, and its
 * latency runs from that scheduled time to the end of its answer. A closed-loop tool (autocannon)
 * waits for an answer before sending the next request on a connection, so when the server stalls
 * it sends less and the stall hides from the figures (coordinated omission); a clinician's browser
 * does not wait for someone else's request.
 */
export async function constantRate(
  url: string,
  target: Target,
  rate: number,
  durationS: number,
): Promise<LatencySummary> {
  const base = new URL(url);
  // A socket per request in flight (as many as it takes), so a slow server, not this client,
  // decides how long requests wait.
  const sender = new RawHttpSender(base.hostname, Number(base.port), target, REQUEST_TIMEOUT_MS);
  const total = Math.round(rate * durationS);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let next = 0;

  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Catch up with every request already due (timers fire late on a busy machine).
      while (next < total && start + next * interval <= now) {
        const scheduled = start + next * interval;
        next += 1;
        pending.push(
          sender.send().then((status) => {
            latencies.push(performance.now() - scheduled);
            if (status >= 200 && status < 400) ok += 1;
            else {
              failed += 1;
              failures[status] = (failures[status] ?? 0) + 1;
            }
          }),
        );
      }
      if (next >= total) return done();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedS = (performance.now() - start) / 1000;
  sender.close();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    ok,
    failed,
    failures,
    rps: ok / elapsedS,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
  };
}
