import { useState, type FormEvent } from 'react';
import {
  AUTH_MESSAGES,
  emailOnlySchema,
  firstIssue,
  oneTimeCodeSchema,
} from '../../../shared/auth';
import { authClient, errorMessage } from './auth-client';
import { ErrorBox, Field, SubmitButton, SuccessBox, ViewLink } from './auth-ui';
import type { ViewSwitch } from './auth-views';

/**
 * verify_otp: a one-time code. Either the second step of a password sign-in for an account with
 * two-factor authentication (authenticator code, or a backup code), or signing in with a code
 * e-mailed to the address.
 */
export function VerifyOtpView({ views, method }: { views: ViewSwitch; method: 'totp' | 'email' }) {
  return method === 'totp' ? <TotpChallenge views={views} /> : <EmailCodeSignIn views={views} />;
}

function TotpChallenge({ views }: { views: ViewSwitch }) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!useBackup) {
      const parsed = oneTimeCodeSchema.safeParse({ code });
      if (!parsed.success) return setError(firstIssue(parsed.error));
    } else if (!code.trim()) {
      return setError('Enter one of your backup codes');
    }
    setBusy(true);
    try {
      if (useBackup) await authClient.verifyBackupCode(code.trim());
      else await authClient.verifyTotp(code.trim(), trust);
      await views.signedIn();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">
        {useBackup
          ? 'Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code for MedRecon.'}
      </p>
      <ErrorBox message={error} />
      <Field
        key={useBackup ? 'backup' : 'totp'}
        label={useBackup ? 'Backup Code' : 'Authentication Code'}
        name="code"
        autoComplete="one-time-code"
        inputMode={useBackup ? 'text' : 'numeric'}
        required
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {!useBackup && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={trust}
            onChange={(e) => setTrust(e.target.checked)}
            className="size-4"
          />
          Trust this device for 30 days
        </label>
      )}
      <SubmitButton busy={busy} label="Verify Code" busyLabel="Signing In..." />
      <div className="flex flex-col items-center gap-2 text-sm">
        <ViewLink
          onClick={() => {
            setUseBackup((b) => !b);
            setCode('');
            setError(null);
          }}
        >
          {useBackup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
        </ViewLink>
        <ViewLink onClick={() => views.go('sign_in')}>Back to sign in</ViewLink>
      </div>
    </form>
  );
}

function EmailCodeSignIn({ views }: { views: ViewSwitch }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function sendCode(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      await authClient.sendSignInCode(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = oneTimeCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    if (!sentTo) return;
    setBusy(true);
    try {
      await authClient.signInWithCode(sentTo, parsed.data.code);
      await views.signedIn();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  if (!sentTo) {
    return (
      <form onSubmit={(e) => void sendCode(e)} noValidate className="flex flex-col gap-4">
        <ErrorBox message={error} />
        <Field
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton busy={busy} label="Send Code" busyLabel="Sending Code..." />
        <div className="text-center text-sm">
          <ViewLink onClick={() => views.go('sign_in')}>Already have an account? Sign in</ViewLink>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={(e) => void verify(e)} noValidate className="flex flex-col gap-4">
      <SuccessBox message={AUTH_MESSAGES.checkEmailCode} />
      <ErrorBox message={error} />
      <Field label="Email Address" type="email" name="email" readOnly value={sentTo} />
      <Field
        label="One-Time Code"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <SubmitButton busy={busy} label="Verify Code" busyLabel="Signing In..." />
      <div className="flex flex-col items-center gap-2 text-sm">
        <ViewLink onClick={() => setSentTo(null)}>Use a different email address</ViewLink>
        <ViewLink onClick={() => views.go('sign_in')}>Back to sign in</ViewLink>
      </div>
    </form>
  );
}
