import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { afterSignInPath } from './after-sign-in';
import { AuthCard } from './auth-ui';
import { parseLoginView, type LoginView, type ViewSwitch } from './auth-views';
import { ForgottenPasswordView, MagicLinkView } from './email-link-views';
import { SignInView } from './sign-in-view';
import { VerifyOtpView } from './verify-otp-view';

const TITLES: Record<LoginView, [string, string]> = {
  sign_in: ['Welcome Back', 'Sign in to your MedRecon account.'],
  forgotten_password: ['Reset Your Password', 'We will email you a link to choose a new password.'],
  magic_link: [
    'Sign In with a Magic Link',
    'We will email you a link that signs you in. No password needed.',
  ],
  verify_otp: ['Sign In with a Code', 'We will email you a 6-digit code that signs you in.'],
};

/** /login: the sign-in form and the other auth views, chosen by ?view= so Back works between them. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const view = parseLoginView(params.get('view'));
  const method = params.get('method') === 'totp' ? 'totp' : 'email';
  const [title, subtitle] =
    view === 'verify_otp' && method === 'totp'
      ? ['Two-Factor Authentication', 'One more step to sign in.']
      : TITLES[view];
  useDocumentTitle(title);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;

  const views = useMemo<ViewSwitch>(
    () => ({
      go: (next, extra = {}) => setParams(next === 'sign_in' ? {} : { view: next, ...extra }),
      signedIn: async () => {
        const destination = afterSignInPath();
        const reading = session.completeSignIn();
        void navigate(destination, { replace: true });
        await reading;
      },
    }),
    [setParams, session, navigate],
  );

  return (
    <AuthCard title={title} subtitle={subtitle}>
      {view === 'sign_in' && <SignInView views={views} notice={notice} />}
      {view === 'forgotten_password' && <ForgottenPasswordView views={views} />}
      {view === 'magic_link' && <MagicLinkView views={views} />}
      {view === 'verify_otp' && <VerifyOtpView views={views} method={method} />}
    </AuthCard>
  );
}
