import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerState } from '../app-types';
import { closeConnectionsWhenDraining, shutDownGracefully } from './graceful-shutdown';

const log = pino({ level: 'silent' });

/** A server whose /slow requests wait until the test lets them go. */
function slowServer() {
  const state: ServerState = { draining: false };
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  let started = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/slow') {
      started += 1;
      void released.then(() => res.end('done'));
    } else res.end('quick');
  });
  const closeRunningConnections = closeConnectionsWhenDraining(server, state);
  return { server, state, release, started: () => started, closeRunningConnections };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** One GET; resolves with status, body and Connection header, or the socket error's code. */
function get(port: number, path: string, agent: Agent | false = false) {
  return new Promise<{ status?: number; body?: string; connection?: string; error?: string }>(
    (resolve) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode, body, connection: res.headers.connection }),
        );
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code }));
      req.end();
    },
  );
}

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

describe('graceful shutdown', () => {
  it('finishes requests in flight, refuses new connections, then closes resources in order', async () => {
    const { server, state, release, started, closeRunningConnections } = slowServer();
    servers.push(server);
    const port = await listen(server);
    // A proxy keeps its connections open: without the header they would carry more requests.
    const keepAlive = new Agent({ keepAlive: true });
    const before = await get(port, '/quick', keepAlive);
    expect(before.connection).toBe('keep-alive');
    const inFlight = [get(port, '/slow', keepAlive), get(port, '/slow', keepAlive)];
    await expect.poll(started).toBe(2);

    const closedSteps: string[] = [];
    const stopping = shutDownGracefully({
      server,
      state,
      log,
      timeoutMs: 10_000,
      closeRunningConnections,
      steps: [
        { name: 'redis', close: async () => void closedSteps.push('redis') },
        { name: 'database', close: async () => void closedSteps.push('database') },
      ],
    });
    expect(state.draining).toBe(true);
    expect(await get(port, '/quick')).toEqual({ error: 'ECONNREFUSED' });
    expect(closedSteps).toEqual([]); // nothing is closed under a running request

    release();
    const answers = await Promise.all(inFlight);
    for (const a of answers) expect(a).toEqual({ status: 200, body: 'done', connection: 'close' });
    expect(await stopping).toEqual({ forced: false });
    expect(closedSteps).toEqual(['redis', 'database']);
    keepAlive.destroy();
  });

  it('cuts requests still running at the limit, and still closes everything', async () => {
    const { server, state, started } = slowServer();
    servers.push(server);
    const port = await listen(server);
    const stuck = get(port, '/slow');
    await expect.poll(started).toBe(1);
    const closedSteps: string[] = [];
    const result = await shutDownGracefully({
      server,
      state,
      log,
      timeoutMs: 200,
      steps: [{ name: 'database', close: async () => void closedSteps.push('database') }],
    });
    expect(result).toEqual({ forced: true });
    expect(await stuck).toEqual({ error: 'ECONNRESET' });
    expect(closedSteps).toEqual(['database']);
  });

  it('keeps serving, not ready, for the drain delay before it stops accepting', async () => {
    const { server, state } = slowServer();
    servers.push(server);
    const port = await listen(server);
    const stopping = shutDownGracefully({
      server,
      state,
      log,
      drainDelayMs: 300,
      timeoutMs: 1000,
      steps: [],
    });
    expect(state.draining).toBe(true);
    // Still accepted (the load balancer has not noticed yet), and the connection ends with it.
    expect(await get(port, '/quick', new Agent({ keepAlive: true }))).toEqual({
      status: 200,
      body: 'quick',
      connection: 'close',
    });
    expect(await stopping).toEqual({ forced: false });
    expect(await get(port, '/quick')).toEqual({ error: 'ECONNREFUSED' });
  });
});
