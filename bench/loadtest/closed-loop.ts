import autocannon from 'autocannon';
import type { LatencySummary } from './open-loop';
import type { Target } from './targets';

/** Closed loop (autocannon): `connections` clients, each sending as soon as its last answer came. */
export async function closedLoop(
  url: string,
  target: Target,
  connections: number,
  durationS: number,
): Promise<LatencySummary> {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: durationS,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    sent: result.requests.sent,
    ok: result['2xx'] + result['3xx'],
    failed,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}
