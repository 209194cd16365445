import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { activityLabel, type ActivityPageResponse } from '../../../shared/activity';
import { MEMBER_MESSAGES as M } from '../../../shared/members';
import { NotAllowedCard, ErrorLine, ColumnHeads } from '../../components/page-parts';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** /organisation/activity: every administrative act, newest first, paged, and as CSV. */
export function ActivityPage() {
  useDocumentTitle('Activity Log');
  const session = useSession();
  const isAdmin = session.organisation?.role === 'admin';
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ActivityPageResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isAdmin) return;
    apiFetch<ActivityPageResponse>(`/api/organisation/activity?page=${page}`)
      .then(setData)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Failed to load activity'));
  }, [isAdmin, page]);

  if (!isAdmin) return <NotAllowedCard title="Activity Log" message={M.notAdminActivity} />;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link to="/organisation/members" className="text-sm font-medium text-brand-800 underline">
            ← Back to Members
          </Link>
          <h1 className="mt-2 text-2xl font-bold text-slate-900">Activity Log</h1>
          <p className="mt-1 text-slate-700">
            Who did what, and when, in {session.organisation?.name}. Newest first.
          </p>
        </div>
        <a href="/api/organisation/activity.csv" className="btn-secondary" download>
          Download CSV
        </a>
      </div>
      <ErrorLine error={error} />
      <section className="card overflow-x-auto" aria-label="Activity">
        <table className="w-full text-left text-sm">
          <ColumnHeads columns={['When', 'Who', 'Action', 'Target', 'Details']} />
          <tbody className="divide-y divide-slate-200" data-testid="activity-rows">
            {data?.entries.map((e) => (
              <tr key={e.id}>
                <td className="py-2 pr-4 whitespace-nowrap">{when(e.createdAt)}</td>
                <td className="py-2 pr-4 break-words">{e.actor ?? 'System'}</td>
                <td className="py-2 pr-4 font-medium text-slate-900">{activityLabel(e.action)}</td>
                <td className="py-2 pr-4 break-words">{e.target}</td>
                <td className="py-2">{e.details}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.entries.length === 0 && <p className="mt-3">No activity yet.</p>}
      </section>
      <nav aria-label="Activity pages" className="flex items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
        >
          Newer
        </button>
        <span className="text-sm text-slate-700">
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="btn-secondary"
          disabled={page >= pages}
          onClick={() => setPage((p) => p + 1)}
        >
          Older
        </button>
      </nav>
    </div>
  );
}
