import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, startSessionKeeper, type RefreshResult } from './session-keeper';

function harness(results: RefreshResult[]) {
  let shown = true;
  let listener: (() => void) | null = null;
  const refresh = vi.fn(async () => results.shift() ?? 'ok');
  const onSignedOut = vi.fn();
  const stop = startSessionKeeper({
    refresh,
    onSignedOut,
    isVisible: () => shown,
    onVisibilityChange: (l) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
    intervalMs: 60_000,
  });
  const setVisible = (v: boolean) => {
    shown = v;
    listener?.();
  };
  return { refresh, onSignedOut, stop, setVisible, hasListener: () => listener !== null };
}

describe('session keeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes on an interval while the tab is visible', async () => {
    const h = harness([]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(h.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.refresh).toHaveBeenCalledTimes(2);
    h.stop();
  });

  it('stops while hidden and refreshes as soon as the tab is shown again', async () => {
    const h = harness([]);
    h.setVisible(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.refresh).not.toHaveBeenCalled();
    h.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    h.stop();
  });

  it('retries a failure that may pass after 200 ms, doubling, then goes back to the interval', async () => {
    const h = harness(['retry', 'retry', 'retry', 'ok']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2);
    expect(h.refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 4);
    expect(h.refresh).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(h.refresh).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.refresh).toHaveBeenCalledTimes(5);
    h.stop();
  });

  it('drops the session when the server no longer knows it, and stops', async () => {
    const h = harness(['signed-out']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.onSignedOut).toHaveBeenCalledTimes(1);
    expect(h.hasListener()).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });
});
