import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { firstIssue, oneTimeCodeSchema } from '../../../shared/auth';
import { authClient, errorMessage } from './auth-client';
import { ErrorBox, Field, SuccessBox } from './auth-ui';
import { PasswordConfirmForm } from './password-confirm-form';
import { QrCode } from './qr-code';

type Mode =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'confirm-on' }
  | { kind: 'setup'; totpURI: string; backupCodes: string[] }
  | { kind: 'on' }
  | { kind: 'confirm-off' }
  | { kind: 'confirm-codes' }
  | { kind: 'codes'; backupCodes: string[] };

/** The key an app asks for when the QR code cannot be scanned: the otpauth URI's secret. */
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/** Turns TOTP two-factor authentication on and off, and shows backup codes. */
export function TwoFactorSettings({ onChanged }: { onChanged(): void }) {
  const [mode, setMode] = useState<Mode>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const s = await authClient.session();
      setMode({ kind: s?.user.twoFactorEnabled ? 'on' : 'off' });
    } catch (e) {
      setLoadError(errorMessage(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const start = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };
  const status =
    mode.kind === 'on' ||
    mode.kind === 'confirm-off' ||
    mode.kind === 'confirm-codes' ||
    mode.kind === 'codes';

  return (
    <section aria-labelledby="two-factor-heading" className="card">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
        Two-Factor Authentication
      </h2>
      <p className="mt-2 text-slate-700">
        Ask for a 6-digit code from an authenticator app (such as Microsoft Authenticator or Google
        Authenticator) each time you sign in with your password. Email sign-in links and codes are
        turned off while this is on.
      </p>
      <ErrorBox message={loadError} />
      {mode.kind !== 'loading' && (
        <p className="mt-3 font-medium text-slate-900">
          Status:{' '}
          <span className={status ? 'text-green-800' : 'text-slate-700'}>
            {status ? 'On' : 'Off'}
          </span>
        </p>
      )}
      <div className="mt-3">
        <SuccessBox message={notice} />
      </div>

      {mode.kind === 'off' && (
        <button
          type="button"
          className="btn-primary mt-4"
          onClick={() => start({ kind: 'confirm-on' })}
        >
          Turn On Two-Factor Authentication
        </button>
      )}
      {mode.kind === 'confirm-on' && (
        <PasswordConfirmForm
          purpose="Enter your password to set up two-factor authentication."
          submitLabel="Continue"
          onCancel={() => setMode({ kind: 'off' })}
          onConfirm={async (password) => {
            const { totpURI, backupCodes } = await authClient.enableTotp(password);
            setMode({ kind: 'setup', totpURI, backupCodes });
          }}
        />
      )}
      {mode.kind === 'setup' && (
        <TotpSetup
          totpURI={mode.totpURI}
          backupCodes={mode.backupCodes}
          onVerified={() => {
            setNotice('Two-factor authentication is on.');
            setMode({ kind: 'on' });
            onChanged();
          }}
          onCancel={() => setMode({ kind: 'off' })}
        />
      )}
      {mode.kind === 'on' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => start({ kind: 'confirm-codes' })}
          >
            Generate New Backup Codes
          </button>
          <button
            type="button"
            className="btn-danger"
            onClick={() => start({ kind: 'confirm-off' })}
          >
            Turn Off Two-Factor Authentication
          </button>
        </div>
      )}
      {mode.kind === 'confirm-codes' && (
        <PasswordConfirmForm
          purpose="Enter your password to replace your backup codes. The old ones stop working."
          submitLabel="Generate New Backup Codes"
          onCancel={() => setMode({ kind: 'on' })}
          onConfirm={async (password) => {
            const { backupCodes } = await authClient.newBackupCodes(password);
            setMode({ kind: 'codes', backupCodes });
          }}
        />
      )}
      {mode.kind === 'codes' && (
        <div className="mt-4">
          <BackupCodes codes={mode.backupCodes} />
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => setMode({ kind: 'on' })}
          >
            Done
          </button>
        </div>
      )}
      {mode.kind === 'confirm-off' && (
        <PasswordConfirmForm
          danger
          purpose="Enter your password to turn off two-factor authentication."
          submitLabel="Turn Off"
          onCancel={() => setMode({ kind: 'on' })}
          onConfirm={async (password) => {
            await authClient.disableTotp(password);
            setNotice('Two-factor authentication is off.');
            setMode({ kind: 'off' });
            onChanged();
          }}
        />
      )}
    </section>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">Backup codes</h3>
      <p className="mt-1 text-sm text-slate-700">
        Keep these somewhere safe. Each one signs you in once if you lose your authenticator app.
        They are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

function TotpSetup({
  totpURI,
  backupCodes,
  onVerified,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  onVerified(): void;
  onCancel(): void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = oneTimeCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      await authClient.verifyTotp(parsed.data.code);
      onVerified();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>Scan this QR code with your authenticator app, or enter the setup key by hand.</li>
        <li>Save your backup codes.</li>
        <li>Enter the 6-digit code your app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-3 sm:flex-row">
        <QrCode value={totpURI} label="QR code for your authenticator app" />
        <div className="min-w-0 text-sm">
          <p className="font-medium text-slate-900">Setup key</p>
          <p className="font-mono break-all text-slate-900" data-testid="totp-secret">
            {secretOf(totpURI)}
          </p>
          <p className="mt-2 font-medium text-slate-900">Setup link</p>
          <a href={totpURI} className="break-all text-brand-800 underline" data-testid="totp-uri">
            {totpURI}
          </a>
        </div>
      </div>
      <BackupCodes codes={backupCodes} />
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <ErrorBox message={error} />
        <Field
          label="Authentication Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify and Turn On'}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
