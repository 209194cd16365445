import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { formatDateAu } from '../../lib/format';
import { authClient, errorMessage } from './auth-client';
import { ErrorBox } from './auth-ui';

interface DeviceSession {
  id: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  updatedAt: string;
}

/** A short, readable name for a browser from its user agent. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Android/.test(ua)
          ? 'Android'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

/** Where the account is signed in, and sign-out of this device or of every device. */
export function SessionSettings() {
  const session = useSession();
  const navigate = useNavigate();
  const [devices, setDevices] = useState<DeviceSession[] | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void Promise.all([authClient.listSessions(), authClient.session()])
      .then(([list, current]) => {
        setDevices(list);
        setCurrentId(current?.session.id ?? null);
      })
      .catch((e: unknown) => setError(errorMessage(e)));
  }, []);

  async function signOut(everywhere: boolean) {
    setBusy(true);
    setError(null);
    try {
      await session.signOut({ everywhere });
      void navigate('/login', { replace: true });
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sessions-heading" className="card">
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        Where You Are Signed In
      </h2>
      <ErrorBox message={error} />
      {devices && (
        <ul className="mt-3 divide-y divide-slate-200">
          {devices.map((d) => (
            <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">
                {describeDevice(d.userAgent)}
                {d.id === currentId && (
                  <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                    This device
                  </span>
                )}
              </span>
              <span className="text-slate-600">Last active {formatDateAu(d.updatedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => void signOut(false)}
        >
          Sign Out of This Device
        </button>
        <button
          type="button"
          className="btn-danger"
          disabled={busy}
          onClick={() => void signOut(true)}
        >
          Sign Out of All Devices
        </button>
      </div>
    </section>
  );
}
