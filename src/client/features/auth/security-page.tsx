import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SessionSettings } from './session-settings';
import { TwoFactorSettings } from './two-factor-settings';

/** /settings/security: two-factor authentication and signed-in devices. */
export function SecurityPage() {
  const session = useSession();
  useDocumentTitle('Account Security');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Account Security</h1>
        <p className="mt-1 text-slate-700">
          Signed in as <strong>{session.user?.email}</strong>.
        </p>
      </div>
      <TwoFactorSettings onChanged={() => void session.refresh()} />
      <SessionSettings />
    </div>
  );
}
