import type { Dispatch } from 'react';
import { CEASED_STATUSES, type CeasedStatus } from '../../../../shared/reconcile';
import { ceasedWarnings } from '../model/checks';
import type { ReconciliationAction } from '../model/reconciliation-state';
import type { CeasedField, CeasedItem } from '../model/table-model';
import { WarningChecks } from './check-control';
import { EditableText } from './editable-text';

const FIELDS: { field: CeasedField; label: string; placeholder: string }[] = [
  { field: 'name', label: 'Name', placeholder: 'Medication name' },
  { field: 'form', label: 'Form', placeholder: 'Form and dose' },
  { field: 'reason', label: 'Reason', placeholder: 'Reason' },
];

const STATUS_STYLE: Record<CeasedStatus, { card: string; on: string }> = {
  Ceased: {
    card: 'border-red-200 border-l-red-700 bg-red-50',
    on: 'border-red-700 bg-red-100 text-red-900',
  },
  Withheld: {
    card: 'border-amber-300 border-l-amber-600 bg-amber-50',
    on: 'border-amber-700 bg-amber-100 text-amber-950',
  },
};

/** Ceased or Withheld: the engine's reading, which the clinician can switch. */
function StatusSwitch({
  item,
  name,
  dispatch,
}: {
  item: CeasedItem;
  name: string;
  dispatch: Dispatch<ReconciliationAction>;
}) {
  return (
    <fieldset className="flex shrink-0 gap-1" data-status={item.status}>
      <legend className="sr-only">Status of {name}</legend>
      {CEASED_STATUSES.map((status) => (
        <label key={status} className="cursor-pointer">
          <input
            type="radio"
            name={`status-${item.id}`}
            value={status}
            checked={item.status === status}
            onChange={() => dispatch({ type: 'set-ceased-status', id: item.id, status })}
            className="peer sr-only"
          />
          <span
            className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
              item.status === status
                ? STATUS_STYLE[status].on
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
            }`}
          >
            {status}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** 'Ceased/Withheld Medications': name, form and reason are click-to-edit like the table cells. */
export function CeasedList({
  items,
  openRow,
  dispatch,
}: {
  items: CeasedItem[];
  /** A ceased entry just added: its name opens for typing. */
  openRow: string | null;
  dispatch: Dispatch<ReconciliationAction>;
}) {
  return (
    <section aria-labelledby="ceased-heading" className="card flex flex-col gap-4">
      <h2 id="ceased-heading" className="text-xl font-semibold text-slate-900">
        Ceased/Withheld Medications
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-600">No ceased or withheld medications.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const name = item.name.trim() || 'new ceased medication';
            return (
              <li
                key={item.id}
                data-ceased-id={item.id}
                className={`rounded-lg border border-l-4 p-3 ${STATUS_STYLE[item.status].card}`}
              >
                <div className="flex flex-wrap items-start gap-3">
                  <StatusSwitch item={item} name={name} dispatch={dispatch} />
                  <div className="min-w-0 flex-1 basis-64">
                    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(10rem,1fr)_minmax(8rem,1fr)_minmax(12rem,2fr)]">
                      {FIELDS.map(({ field, label, placeholder }) => (
                        <div key={field}>
                          <dt className="px-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                            {label}
                          </dt>
                          <dd>
                            <EditableText
                              value={item[field]}
                              label={`${label} of ceased medication ${name}`}
                              placeholder={placeholder}
                              autoOpen={field === 'name' && item.id === openRow}
                              className={
                                field === 'name' ? 'font-semibold text-slate-900' : 'text-slate-800'
                              }
                              onSave={(value) =>
                                dispatch({ type: 'edit-ceased', id: item.id, field, value })
                              }
                            />
                          </dd>
                        </div>
                      ))}
                    </dl>
                    <WarningChecks
                      id={item.id}
                      warnings={ceasedWarnings(item)}
                      checked={!!item.checked}
                      name={name}
                      onChange={(checked) =>
                        dispatch({ type: 'set-checked', kind: 'ceased', id: item.id, checked })
                      }
                    />
                  </div>
                  <button
                    type="button"
                    className="rounded px-2 py-1 text-sm text-red-800 underline hover:bg-red-100"
                    aria-label={`Delete ceased medication ${name}`}
                    onClick={() => dispatch({ type: 'delete-ceased', id: item.id })}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => dispatch({ type: 'add-ceased' })}
        >
          Add ceased medication
        </button>
      </div>
    </section>
  );
}
