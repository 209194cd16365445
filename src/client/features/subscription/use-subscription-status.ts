import { useCallback, useEffect, useState } from 'react';
import { STATUS_MESSAGES, type SubscriptionStatusResponse } from '../../../shared/subscriptions';
import { apiFetch, ApiRequestError } from '../../lib/api';

export type StatusLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; data: SubscriptionStatusResponse }
  /** status is the HTTP status, or 0 when the request never reached the server. */
  | { kind: 'failed'; status: number; message: string };

/** Reads GET /api/subscriptions/status, with a reload for the Refresh and Try Again buttons. */
export function useSubscriptionStatus(): {
  load: StatusLoad;
  reload: () => Promise<SubscriptionStatusResponse | null>;
} {
  const [load, setLoad] = useState<StatusLoad>({ kind: 'loading' });
  const reload = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      const data = await apiFetch<SubscriptionStatusResponse>(
        '/api/subscriptions/status',
        {},
        () => STATUS_MESSAGES.fetchFailed,
      );
      setLoad({ kind: 'loaded', data });
      return data;
    } catch (err) {
      setLoad(
        err instanceof ApiRequestError
          ? { kind: 'failed', status: err.status, message: err.message }
          : { kind: 'failed', status: 0, message: STATUS_MESSAGES.fetchFailed },
      );
      return null;
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
