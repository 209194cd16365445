import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  changeRoleSchema,
  MEMBER_MESSAGES as M,
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  type MemberDto,
  type MemberRole,
  type MembersResponse,
} from '../../../shared/members';
import { NotAllowedCard, ErrorLine, ColumnHeads } from '../../components/page-parts';
import { apiFetch } from '../../lib/api';
import { formatDateAu } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PendingInvitations } from './pending-invitations';

/** /organisation/members: who is in the organisation, their roles, and pending invitations. */
export function MembersPage() {
  useDocumentTitle('Organisation Members');
  const session = useSession();
  const [members, setMembers] = useState<MemberDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = session.organisation?.role === 'admin';

  const call = useCallback(
    async (path: string, init: { method?: string; body?: unknown }, failed: string) => {
      setError(null);
      try {
        const res = await apiFetch<MembersResponse>(path, init, () => failed);
        setMembers(res.members);
        return true;
      } catch (e) {
        setError(e instanceof Error ? e.message : failed);
        return false;
      }
    },
    [],
  );
  useEffect(() => {
    if (isAdmin) void call('/api/organisation/members', {}, M.fetchFailed);
  }, [isAdmin, call]);

  if (!isAdmin) return <NotAllowedCard title="Organisation Members" message={M.notAdmin} />;

  async function changeRole(m: MemberDto, role: MemberRole) {
    setNotice(null);
    const body = changeRoleSchema.parse({ role });
    const ok = await call(
      `/api/organisation/members/${m.userId}`,
      { method: 'PATCH', body },
      M.updateFailed,
    );
    if (ok) {
      setNotice(`${m.name} is now ${MEMBER_ROLE_LABELS[role].toLowerCase()}.`);
      // The caller's own role may have changed: the header and this page follow the session.
      if (m.userId === session.user?.id) await session.refresh();
    }
  }

  async function remove(m: MemberDto) {
    if (!window.confirm(`Remove ${m.name} (${m.email}) from ${session.organisation?.name}?`))
      return;
    setNotice(null);
    const ok = await call(
      `/api/organisation/members/${m.userId}`,
      { method: 'DELETE' },
      M.removeFailed,
    );
    if (ok) setNotice(`${m.name} has been removed from the organisation.`);
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Organisation Members</h1>
          <p className="mt-1 text-slate-700">{session.organisation?.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/organisation/invite" className="btn-primary">
            Invite Users
          </Link>
          <Link to="/organisation/activity" className="btn-secondary">
            Activity Log
          </Link>
        </div>
      </div>
      <ErrorLine error={error} />
      {notice && (
        <p role="status" className="alert-success">
          {notice}
        </p>
      )}
      <section aria-labelledby="members-heading" className="card overflow-x-auto">
        <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
          Members
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <ColumnHeads columns={['Name', 'Email', 'Role', 'Joined', 'Action']} />
          <tbody className="divide-y divide-slate-200">
            {members?.map((m) => (
              <tr key={m.userId}>
                <td className="py-2 pr-4 font-medium text-slate-900">{m.name}</td>
                <td className="py-2 pr-4 break-words">{m.email}</td>
                <td className="py-2 pr-4">
                  <label htmlFor={`role-${m.userId}`} className="sr-only">
                    Role of {m.name}
                  </label>
                  <select
                    id={`role-${m.userId}`}
                    className="field-input py-1"
                    value={m.role}
                    onChange={(e) => void changeRole(m, e.target.value as MemberRole)}
                  >
                    {MEMBER_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {MEMBER_ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateAu(m.joinedAt)}</td>
                <td className="py-2">
                  <button
                    type="button"
                    className="btn-secondary py-1"
                    aria-label={`Remove ${m.name}`}
                    onClick={() => void remove(m)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <PendingInvitations />
    </div>
  );
}
