import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { firstIssue, signUpRequestSchema } from '../../../shared/auth';
import { hasPendingInvitation } from '../../lib/pending-invitation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authClient, errorMessage } from './auth-client';
import { AuthCard, ErrorBox, Field, SubmitButton } from './auth-ui';
import { CheckYourEmail } from './check-your-email';

/** /register: 'Create Account', then 'Check Your Email'. */
export function RegisterPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  useDocumentTitle(registered ? 'Check Your Email' : 'Create Account');
  const blank = !name || !email || !password;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = signUpRequestSchema.safeParse({ name, email, password });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      await authClient.signUp(parsed.data);
      setRegistered(parsed.data.email);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (registered) return <CheckYourEmail email={registered} />;
  return (
    <AuthCard
      title="Create Account"
      subtitle={
        hasPendingInvitation()
          ? 'Create your account to accept your invitation. You will return to it once your email is confirmed.'
          : 'Join MedRecon to create patient-friendly medication lists.'
      }
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-800 underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <ErrorBox message={error} />
        <Field
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint="At least 6 characters."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="alert-info" role="note">
          By creating an account, you confirm that you are a licensed healthcare professional in
          Australia, that you are 18 years of age or over, and that you agree to our{' '}
          <Link to="/terms-of-service" className="underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </div>
        <SubmitButton
          busy={busy}
          disabled={blank}
          label="Create Account"
          busyLabel="Creating Account..."
        />
      </form>
    </AuthCard>
  );
}
