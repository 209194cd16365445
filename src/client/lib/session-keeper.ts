/**
 * Keeps a signed-in session fresh while the tab is visible (spec section 4): a check every few
 * minutes and one as soon as the tab is shown again; nothing while it is hidden. A failure that
 * may pass (network, server error) is retried after 200 ms, doubling each time; a session the
 * server no longer knows is reported once and the keeper stops.
 */
export type RefreshResult = 'ok' | 'signed-out' | 'retry';

export interface SessionKeeperDeps {
  refresh(): Promise<RefreshResult>;
  onSignedOut(): void;
  isVisible(): boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  intervalMs?: number;
  maxRetries?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const REFRESH_INTERVAL_MS = 4 * 60 * 1000;
export const FIRST_RETRY_MS = 200;

export function startSessionKeeper(deps: SessionKeeperDeps): () => void {
  const interval = deps.intervalMs ?? REFRESH_INTERVAL_MS;
  const maxRetries = deps.maxRetries ?? 6;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let stopped = false;
  let running = false;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const schedule = (ms: number, attempt: number) => {
    cancel();
    if (!stopped && deps.isVisible()) timer = setTimer(() => void tick(attempt), ms);
  };

  async function tick(attempt: number) {
    timer = null;
    if (stopped || running || !deps.isVisible()) return;
    running = true;
    const result = await deps.refresh().catch((): RefreshResult => 'retry');
    running = false;
    if (stopped) return;
    if (result === 'signed-out') {
      stop();
      deps.onSignedOut();
    } else if (result === 'retry' && attempt < maxRetries) {
      schedule(FIRST_RETRY_MS * 2 ** attempt, attempt + 1);
    } else {
      schedule(interval, 0);
    }
  }

  const unsubscribe = deps.onVisibilityChange(() => {
    if (deps.isVisible()) void tick(0);
    else cancel();
  });
  schedule(interval, 0);

  function stop() {
    stopped = true;
    cancel();
    unsubscribe();
  }
  return stop;
}
