import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteAccount } from './delete-account';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';

/** /settings/profile: the name, the e-mail address, and deleting the account. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Profile</h1>
        <p className="mt-1 text-slate-700">
          Signed in as <strong>{session.user?.email}</strong>.
        </p>
      </div>
      <NameForm />
      <EmailForm />
      <DeleteAccount />
    </div>
  );
}
