import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiFetch } from './api';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isSuperuser: boolean;
}

export interface SessionOrganisation {
  id: string;
  name: string;
  type: 'hospital' | 'lhd';
  role: 'admin' | 'member';
  subscriptionStatus: string;
  trialEndDate: string | null;
  hasAccess: boolean;
}

export interface Me {
  user: SessionUser;
  organisation: SessionOrganisation | null;
}

export interface SessionState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  organisation: SessionOrganisation | null;
  /** Re-reads the session from the server (after sign-in, joining an organisation, a trial...). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<Me | null>(null);
  const [status, setStatus] = useState<SessionState['status']>('loading');

  const refresh = useCallback(async () => {
    try {
      const data = await apiFetch<Me>('/api/me');
      setMe(data);
      setStatus('signed-in');
    } catch {
      setMe(null);
      setStatus('signed-out');
    }
  }, []);

  const signOut = useCallback(async () => {
    await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    setMe(null);
    setStatus('signed-out');
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<SessionState>(
    () => ({ status, user: me?.user ?? null, organisation: me?.organisation ?? null, refresh, signOut }),
    [status, me, refresh, signOut],
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
