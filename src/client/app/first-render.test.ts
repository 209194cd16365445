import { describe, expect, it } from 'vitest';
import type { MeResult } from '../lib/session-api';
import { waitForFirstRender } from './first-render';

type Router = Parameters<typeof waitForFirstRender>[0];
type Listener = (state: { initialized: boolean }) => void;

/** The part of React Router's router the wait reads: its state and a subscription to it. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe: (l: Listener) => (listeners.add(l), () => listeners.delete(l)),
  };
  const initialize = () => {
    router.state.initialized = true;
    listeners.forEach((l) => l(router.state));
  };
  return { router: router as unknown as Router, initialize, listeners };
}

const signedOut: MeResult = { kind: 'signed-out' };

describe('the first render', () => {
  it('gets the session once it and the page code are both there', async () => {
    const { router, initialize, listeners } = fakeRouter(false);
    const waiting = waitForFirstRender(router, Promise.resolve(signedOut), 5_000);
    setTimeout(initialize, 10);
    expect(await waiting).toBe(signedOut);
    expect(listeners.size).toBe(0); // unsubscribed
  });

  it('does not wait past its limit for a slow session read or page code', async () => {
    const { router } = fakeRouter(false);
    const never = new Promise<MeResult>(() => {});
    const started = Date.now();
    expect(await waitForFirstRender(router, never, 30)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await waitForFirstRender(fakeRouter(true).router, never, 30)).toBeUndefined();
  });
});
