import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ORGANISATION_TYPE_LABELS } from '../../../shared/organisations';
import {
  OPERATOR_MESSAGES as M,
  type OperatorOrganisationDto,
  type OperatorOrganisationsResponse,
} from '../../../shared/operator';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../shared/subscriptions';
import { ErrorLine, ColumnHeads } from '../../components/page-parts';
import { apiFetch } from '../../lib/api';
import { formatDateAu } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GrantForms } from './grant-forms';

/** /admin/organisations: every organisation, searchable; trials extended and access granted here. */
export function OrganisationsPage() {
  useDocumentTitle('Organisations');
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<OperatorOrganisationDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // The search the list shows: kept after a change so the operator stays where they were.
  const [shown, setShown] = useState('');

  const load = useCallback(async (q: string) => {
    setError(null);
    setShown(q);
    try {
      const qs = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
      const res = await apiFetch<OperatorOrganisationsResponse>(
        `/api/admin/organisations${qs}`,
        {},
        () => M.fetchFailed,
      );
      setRows(res.organisations);
    } catch (e) {
      setError(e instanceof Error ? e.message : M.fetchFailed);
    }
  }, []);
  useEffect(() => void load(''), [load]);

  function search(e: FormEvent) {
    e.preventDefault();
    void load(query);
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Organisations</h1>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="org-search" className="field-label">
            Search by name
          </label>
          <input
            id="org-search"
            type="search"
            className="field-input"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <ErrorLine error={error} />
      <section className="card overflow-x-auto" aria-label="Organisations">
        <table className="w-full text-left text-sm">
          <ColumnHeads
            columns={[
              'Name',
              'Type',
              'Status',
              'Trial End / Next Billing',
              'Members',
              'Reconciliations',
              'Action',
            ]}
            pad="pr-3"
          />
          <tbody className="divide-y divide-slate-200">
            {rows?.map((o) => (
              <OrganisationRow
                key={o.id}
                org={o}
                open={open === o.id}
                onToggle={() => setOpen(open === o.id ? null : o.id)}
                onChanged={() => {
                  setOpen(null);
                  void load(shown);
                }}
              />
            ))}
          </tbody>
        </table>
        {rows && rows.length === 0 && <p className="mt-3">No organisations found.</p>}
      </section>
    </div>
  );
}

function OrganisationRow(props: {
  org: OperatorOrganisationDto;
  open: boolean;
  onToggle: () => void;
  onChanged: () => void;
}) {
  const o = props.org;
  const date = o.nextBillingDate
    ? `Next billing ${formatDateAu(o.nextBillingDate)}`
    : o.trialEndDate
      ? `Trial ends ${formatDateAu(o.trialEndDate)}`
      : '';
  return (
    <>
      <tr data-testid="organisation-row">
        <td className="py-2 pr-3 font-medium text-slate-900">{o.name}</td>
        <td className="py-2 pr-3">{ORGANISATION_TYPE_LABELS[o.type]}</td>
        <td className="py-2 pr-3">
          {SUBSCRIPTION_STATUS_LABELS[o.status] ?? o.status}
          {o.complimentaryUntil && (
            <span className="block text-xs text-slate-600">
              Complimentary until {formatDateAu(o.complimentaryUntil)}
            </span>
          )}
        </td>
        <td className="py-2 pr-3">{date}</td>
        <td className="py-2 pr-3">{o.memberCount}</td>
        <td className="py-2 pr-3">{o.reconciliationCount}</td>
        <td className="py-2">
          <button
            type="button"
            className="btn-secondary py-1"
            aria-expanded={props.open}
            aria-label={`Manage access for ${o.name}`}
            onClick={props.onToggle}
          >
            Manage Access
          </button>
        </td>
      </tr>
      {props.open && (
        <tr>
          <td colSpan={7} className="bg-slate-50 p-3">
            <GrantForms org={o} onChanged={props.onChanged} />
          </td>
        </tr>
      )}
    </>
  );
}
