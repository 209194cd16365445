import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, emailOnlySchema, firstIssue } from '../../../shared/auth';
import { authClient, errorMessage } from './auth-client';
import { ErrorBox, Field, SubmitButton, SuccessBox, ViewLink } from './auth-ui';
import type { ViewSwitch } from './auth-views';

interface EmailRequestProps {
  views: ViewSwitch;
  send(email: string): Promise<unknown>;
  label: string;
  busyLabel: string;
  confirmation: string;
}

/** A form that asks for an address and e-mails something to it (reset link, magic link). */
function EmailRequestForm({ views, send, label, busyLabel, confirmation }: EmailRequestProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      await send(parsed.data.email);
      setDone(confirmation);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <SuccessBox message={done} />
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
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
      <div className="text-center text-sm">
        <ViewLink onClick={() => views.go('sign_in')}>Already have an account? Sign in</ViewLink>
      </div>
    </form>
  );
}

export function ForgottenPasswordView({ views }: { views: ViewSwitch }) {
  return (
    <EmailRequestForm
      views={views}
      send={authClient.requestPasswordReset}
      label="Send Reset Password Instructions"
      busyLabel="Sending Reset Instructions..."
      confirmation={AUTH_MESSAGES.checkEmailReset}
    />
  );
}

export function MagicLinkView({ views }: { views: ViewSwitch }) {
  return (
    <EmailRequestForm
      views={views}
      send={authClient.sendMagicLink}
      label="Send Magic Link"
      busyLabel="Sending Magic Link..."
      confirmation={AUTH_MESSAGES.checkEmailMagicLink}
    />
  );
}
