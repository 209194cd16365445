import { useCallback, useEffect, useState } from 'react';
import {
  FEEDBACK_MESSAGES as M,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_LABELS,
  updateFeedbackStatusSchema,
  type FeedbackDto,
  type FeedbackListResponse,
  type FeedbackStatus,
} from '../../../shared/feedback';
import { apiFetch } from '../../lib/api';
import { formatDateAu } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /admin/feedback: the status filter and the list, newest first, each with its status select.
 * What is listed (all, the organisation's, or one's own) is decided by the server.
 */
export function FeedbackAdminPage() {
  useDocumentTitle('Feedback Management');
  const [filter, setFilter] = useState<FeedbackStatus | ''>('');
  const [data, setData] = useState<FeedbackListResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (status: FeedbackStatus | '') => {
    setError(null);
    try {
      const query = status ? `?status=${status}` : '';
      setData(
        await apiFetch<FeedbackListResponse>(`/api/feedback${query}`, {}, () => M.fetchFailed),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : M.fetchFailed);
    }
  }, []);
  useEffect(() => void load(filter), [filter, load]);

  async function changeStatus(item: FeedbackDto, status: FeedbackStatus) {
    setError(null);
    try {
      const body = updateFeedbackStatusSchema.parse({ status });
      await apiFetch(`/api/feedback/${item.id}`, { method: 'PATCH', body }, () => M.updateFailed);
      await load(filter);
    } catch (e) {
      setError(e instanceof Error ? e.message : M.updateFailed);
    }
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Feedback Management</h1>
        <div>
          <label htmlFor="status-filter" className="field-label">
            Filter by status
          </label>
          <select
            id="status-filter"
            className="field-input"
            value={filter}
            onChange={(e) => setFilter(e.target.value as FeedbackStatus | '')}
          >
            <option value="">All statuses</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {FEEDBACK_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data?.scope === 'all' && <p className="alert-info mt-4">{M.superuserNotice}</p>}
      {error && (
        <p role="alert" className="alert-error mt-4">
          {error}
        </p>
      )}
      {data && data.feedback.length === 0 && <p className="card mt-6 text-slate-700">{M.empty}</p>}
      <ul className="mt-6 flex flex-col gap-4">
        {data?.feedback.map((f) => (
          <li key={f.id} className="card" data-testid="feedback-item">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold break-words text-slate-900">{f.subject}</h2>
                <p className="text-sm text-slate-600">
                  {FEEDBACK_TYPE_LABELS[f.type]} · {f.email}
                  {f.organisationName ? ` · ${f.organisationName}` : ''} ·{' '}
                  {formatDateAu(f.createdAt)}
                </p>
              </div>
              {data.canManage ? (
                <div>
                  <label htmlFor={`status-${f.id}`} className="sr-only">
                    Status of “{f.subject}”
                  </label>
                  <select
                    id={`status-${f.id}`}
                    className="field-input"
                    value={f.status}
                    onChange={(e) => void changeStatus(f, e.target.value as FeedbackStatus)}
                  >
                    {FEEDBACK_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {FEEDBACK_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <span className="rounded-full border border-slate-300 px-3 py-0.5 text-sm">
                  {FEEDBACK_STATUS_LABELS[f.status]}
                </span>
              )}
            </div>
            <p className="mt-3 whitespace-pre-wrap text-slate-800">{f.message}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
