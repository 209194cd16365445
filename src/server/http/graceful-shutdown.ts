import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ServerState } from '../app-types';
import type { Logger } from './logger';

/** Something to close once no request is running any more, in the order given. */
export interface ShutdownStep {
  name: string;
  close(): Promise<unknown>;
}

export interface ShutdownOptions {
  server: Server;
  state: ServerState;
  log: Logger;
  /**
   * How long to go on accepting requests, reported not-ready, before the listener closes
   * (SHUTDOWN_DRAIN_DELAY_MS): time for the load balancer's health check to take this instance out
   * of rotation, so that it stops choosing it rather than finding it gone.
   */
  drainDelayMs?: number;
  /** How long requests in flight may take to finish (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** What closeConnectionsWhenDraining returned for this server. */
  closeRunningConnections?: () => void;
  steps: ShutdownStep[];
}

/**
 * Keep-alive connections (a reverse proxy keeps several open) would otherwise go on carrying new
 * requests after the listener closes. Once draining, every response still to be written says
 * `Connection: close` (one already streaming has its connection ended when it finishes), so each
 * connection ends with the request it carried and the proxy sends its next one elsewhere.
 * Returns what shutDownGracefully calls when draining begins, for the responses already running.
 */
export function closeConnectionsWhenDraining(server: Server, state: ServerState): () => void {
  const running = new Set<ServerResponse>();
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else res.once('finish', () => res.socket?.end());
  };
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (state.draining) return lastOnItsConnection(res);
    running.add(res);
    res.once('close', () => running.delete(res));
  });
  return () => running.forEach(lastOnItsConnection);
}

/**
 * What an instance does on SIGTERM: report not-ready (for drainDelayMs, still serving), stop
 * accepting connections, let the requests
 * it has already accepted finish (up to the time limit, after which their connections are cut),
 * then close what they were using. Every request this instance answered has therefore been
 * carried out in full; a connection it never accepted is refused, and the proxy sends it on.
 */
export async function shutDownGracefully(opts: ShutdownOptions): Promise<{ forced: boolean }> {
  const { server, state, log, timeoutMs, steps } = opts;
  state.draining = true;
  opts.closeRunningConnections?.();
  if (opts.drainDelayMs) await new Promise((resolve) => setTimeout(resolve, opts.drainDelayMs));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections with no request running end now (Node does this in close() too, from v19).
  server.closeIdleConnections();

  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'limit'>((resolve) => {
    timer = setTimeout(() => resolve('limit'), timeoutMs);
  });
  const outcome = await Promise.race([closed.then(() => 'closed' as const), limit]);
  clearTimeout(timer);
  const forced = outcome === 'limit';
  if (forced) {
    log.warn(
      { timeoutMs },
      'requests still running at the shutdown limit: cutting their connections',
    );
    server.closeAllConnections();
    await closed;
  }

  for (const step of steps) {
    try {
      await step.close();
    } catch (err) {
      log.error({ err, step: step.name }, 'could not close cleanly during shutdown');
    }
  }
  return { forced };
}
