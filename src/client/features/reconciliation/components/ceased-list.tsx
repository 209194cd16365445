import type { Dispatch } from 'react';
import type { ReconciliationAction } from '../model/reconciliation-state';
import type { CeasedField, CeasedItem } from '../model/table-model';
import { ChangeTypeBadge } from './change-type';
import { EditableText } from './editable-text';

const FIELDS: { field: CeasedField; label: string; placeholder: string }[] = [
  { field: 'name', label: 'Name', placeholder: 'Medication name' },
  { field: 'form', label: 'Form', placeholder: 'Form and dose' },
  { field: 'reason', label: 'Reason', placeholder: 'Reason' },
];

/** 'Ceased/Withheld Medications': name, form and reason are click-to-edit like the table cells. */
export function CeasedList({
  items,
  dispatch,
}: {
  items: CeasedItem[];
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
                className="rounded-lg border border-red-200 border-l-4 border-l-red-700 bg-red-50 p-3"
              >
                <div className="flex flex-wrap items-start gap-3">
                  <ChangeTypeBadge changeType="ceased" />
                  <dl className="grid flex-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(10rem,1fr)_minmax(8rem,1fr)_minmax(12rem,2fr)]">
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
