import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { openAuthChannel, type AuthChannel, type AuthEvent } from './auth-channel';
import {
  endSession,
  readMe,
  touchSession,
  type Me,
  type MeResult,
  type SessionOrganisation,
  type SessionUser,
} from './session-api';
import { FIRST_RETRY_MS, startSessionKeeper } from './session-keeper';
import { clearTabWork } from './tab-work';

export type { Me, SessionOrganisation, SessionUser };

export interface SessionState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  organisation: SessionOrganisation | null;
  /**
   * True when the person signed out themselves (here or in another tab): guards then send them to
   * /login without remembering the page, so the next person at a shared computer starts afresh.
   */
  endedByUser: boolean;
  /** Re-reads the session from the server (after joining an organisation, a trial...). */
  refresh(): Promise<void>;
  /**
   * After a sign-in (password, code, link, confirmation): marks the session as loading at once, so
   * route guards wait instead of bouncing, tells the other tabs, then reads the session.
   * Navigate to the next page right after calling it.
   */
  completeSignIn(): Promise<void>;
  /** Signs out this device (or every device), tells the other tabs; the caller navigates. */
  signOut(opts?: { everywhere?: boolean }): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);
const INITIAL_RETRIES = 4;

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
const onVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

export interface SessionProviderProps {
  children: ReactNode;
  /** The page's first read of /api/me, started before the first render (main.tsx). */
  first?: Promise<MeResult>;
  /** Its answer when it came before the first render: the page then renders signed in at once. */
  initial?: MeResult;
}

/** What the first render shows: the session when it is already known, else loading. */
const known = (initial?: MeResult) =>
  initial?.kind === 'ok' || initial?.kind === 'signed-out' ? initial : undefined;

export function SessionProvider({ children, first, initial }: SessionProviderProps) {
  const start = known(initial);
  const [me, setMe] = useState<Me | null>(start?.kind === 'ok' ? start.me : null);
  const [status, setStatus] = useState<SessionState['status']>(
    start ? (start.kind === 'ok' ? 'signed-in' : 'signed-out') : 'loading',
  );
  const [endedByUser, setEndedByUser] = useState(false);
  const channel = useRef<AuthChannel | null>(null);
  // Taken by the first load only (a later refresh, after a sign-in, must read afresh).
  const firstRead = useRef(start ? undefined : first);
  const startedKnown = useRef(start !== undefined);

  const markSignedOut = useCallback((byUser = false) => {
    // A sign-out (here or in another tab) ends the work in progress: the next person at a shared
    // computer must not find the last patient's lists. An expiry keeps it for the same person.
    if (byUser) clearTabWork();
    setMe(null);
    setStatus('signed-out');
    setEndedByUser(byUser);
  }, []);

  /** Reads /api/me; a failure that may pass is retried (200 ms, doubling) before giving up. */
  const load = useCallback(async (): Promise<'ok' | 'signed-out' | 'retry'> => {
    for (let attempt = 0; ; attempt++) {
      const pending = attempt === 0 ? firstRead.current : undefined;
      firstRead.current = undefined;
      const result = await (pending ?? readMe());
      if (result.kind === 'ok') {
        setMe(result.me);
        setStatus('signed-in');
        setEndedByUser(false);
        return 'ok';
      }
      if (result.kind === 'signed-out') {
        // Keeps endedByUser as it is: a read after the person's own sign-out must not undo it.
        setMe(null);
        setStatus('signed-out');
        return 'signed-out';
      }
      if (attempt >= INITIAL_RETRIES) return 'retry';
      await new Promise((r) => setTimeout(r, FIRST_RETRY_MS * 2 ** attempt));
    }
  }, []);

  const refresh = useCallback(async () => {
    const result = await load();
    // Still unreachable after the retries: show the signed-out screens rather than spin forever.
    if (result === 'retry') setStatus((s) => (s === 'loading' ? 'signed-out' : s));
  }, [load]);

  const completeSignIn = useCallback(async () => {
    flushSync(() => setStatus('loading'));
    channel.current?.post('SIGNED_IN');
    await refresh();
  }, [refresh]);

  const signOut = useCallback(
    async (opts: { everywhere?: boolean } = {}) => {
      await endSession(opts.everywhere);
      markSignedOut(true);
      channel.current?.post('SIGNED_OUT');
    },
    [markSignedOut],
  );

  useEffect(() => {
    const onEvent = (event: AuthEvent) => {
      if (event === 'SIGNED_OUT') markSignedOut(true);
      else void refresh();
    };
    channel.current = openAuthChannel(onEvent);
    // Already known from the first render (main.tsx): reading it again would only re-render.
    if (!startedKnown.current) void refresh();
    startedKnown.current = false;
    return () => {
      channel.current?.close();
      channel.current = null;
    };
  }, [refresh, markSignedOut]);

  useEffect(() => {
    if (status !== 'signed-in') return;
    return startSessionKeeper({
      refresh: async () => {
        const touched = await touchSession();
        return touched === 'ok' ? load() : touched;
      },
      // Expired or revoked elsewhere: the guards remember the page, to come back to after sign-in.
      // Other tabs find out on their own next check, so this is not broadcast as a sign-out.
      onSignedOut: () => markSignedOut(false),
      isVisible: visible,
      onVisibilityChange: onVisibility,
    });
  }, [status, load, markSignedOut]);

  const value = useMemo<SessionState>(
    () => ({
      status,
      user: me?.user ?? null,
      organisation: me?.organisation ?? null,
      endedByUser,
      refresh,
      completeSignIn,
      signOut,
    }),
    [status, me, endedByUser, refresh, completeSignIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}

export const isAdministrator = (s: Pick<SessionState, 'user' | 'organisation'>) =>
  !!s.user?.isSuperuser || s.organisation?.role === 'admin';
