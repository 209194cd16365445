import type { Dispatch } from 'react';
import { isPrnRow } from '../../../../shared/reconcile';
import { rowWarnings } from '../model/checks';
import type { ReconciliationAction } from '../model/reconciliation-state';
import type { RowField, TableRow } from '../model/table-model';
import { CHANGE_TYPE_STYLE, ChangeTypeBadge } from './change-type';
import { WarningChecks } from './check-control';
import { EditableText } from './editable-text';

export interface RowProps {
  row: TableRow;
  dispatch: Dispatch<ReconciliationAction>;
  sourcesOpen: boolean;
  onToggleSources(): void;
}

export const rowLabel = (row: TableRow) => row.name.trim() || 'new medication';

/** One editable cell of a row. */
export function FieldCell({
  row,
  field,
  label,
  dispatch,
  value,
  className = '',
  placeholder,
}: {
  row: TableRow;
  field: RowField;
  label: string;
  value: string;
  dispatch: Dispatch<ReconciliationAction>;
  className?: string;
  placeholder?: string;
}) {
  return (
    <td className={`border-b border-slate-200 px-1.5 py-1 align-top ${className}`}>
      <EditableText
        value={value}
        label={`${label} for ${rowLabel(row)}`}
        placeholder={placeholder}
        onSave={(v) => dispatch({ type: 'edit-row', id: row.id, field, value: v })}
      />
    </td>
  );
}

/**
 * The sticky first column: the name, plus the warnings the engine raised about this row with
 * 'Mark as checked' beside them. A row just added opens its name for typing.
 */
export function NameCell({
  row,
  dispatch,
  autoOpen = false,
}: Pick<RowProps, 'row' | 'dispatch'> & { autoOpen?: boolean }) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 min-w-40 border-r border-b border-slate-200 bg-white px-1.5 py-1 text-left align-top font-semibold text-slate-900"
    >
      <EditableText
        value={row.name}
        label={`Medication for ${rowLabel(row)}`}
        placeholder="Medication name"
        autoOpen={autoOpen}
        onSave={(v) => dispatch({ type: 'edit-row', id: row.id, field: 'name', value: v })}
      />
      <WarningChecks
        id={row.id}
        warnings={rowWarnings(row)}
        checked={!!row.checked}
        name={rowLabel(row)}
        onChange={(checked) => dispatch({ type: 'set-checked', kind: 'row', id: row.id, checked })}
      />
    </th>
  );
}

/** 'Comment on Change', coloured by changeType and labelled with it in words. */
export function CommentCell({ row, dispatch }: Pick<RowProps, 'row' | 'dispatch'>) {
  const style = CHANGE_TYPE_STYLE[row.changeType];
  return (
    <td className={`min-w-48 border-b border-slate-200 px-1.5 py-1 align-top ${style.cell}`}>
      <div className="px-1.5 pt-1">
        <ChangeTypeBadge changeType={row.changeType} />
      </div>
      <EditableText
        value={row.comment}
        label={`Comment on Change for ${rowLabel(row)}`}
        onSave={(v) => dispatch({ type: 'edit-row', id: row.id, field: 'comment', value: v })}
      />
    </td>
  );
}

/** Sources, move between sections, delete. */
export function ActionsCell({ row, dispatch, sourcesOpen, onToggleSources }: RowProps) {
  const prn = isPrnRow(row);
  const name = rowLabel(row);
  const sources = row.sources?.length ?? 0;
  return (
    <td className="border-b border-slate-200 px-1.5 py-1 align-top">
      <div className="flex flex-col items-start gap-0.5 text-sm whitespace-nowrap">
        <button
          type="button"
          className="rounded px-1.5 py-0.5 text-brand-800 underline hover:bg-brand-50"
          aria-expanded={sourcesOpen}
          aria-controls={`sources-${row.id}`}
          aria-label={`Sources for ${name} (${sources})`}
          onClick={onToggleSources}
        >
          Sources ({sources})
        </button>
        <button
          type="button"
          className="rounded px-1.5 py-0.5 text-brand-800 underline hover:bg-brand-50"
          aria-label={`Move ${name} to ${prn ? 'Regular Medications' : 'When Required Medications (PRN)'}`}
          data-move=""
          onClick={() => {
            dispatch({ type: 'set-prn', id: row.id, prn: !prn });
            // The row re-renders in the other table: keep the keyboard user on it.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>(`[data-row-id="${row.id}"] [data-move]`)?.focus(),
            );
          }}
        >
          {prn ? 'Move to Regular' : 'Move to PRN'}
        </button>
        <button
          type="button"
          className="rounded px-1.5 py-0.5 text-red-800 underline hover:bg-red-50"
          aria-label={`Delete ${name}`}
          onClick={() => dispatch({ type: 'delete-row', id: row.id })}
        >
          Delete
        </button>
      </div>
    </td>
  );
}

/** The pasted lines a row came from, so the clinician can check it against the input. */
export function SourcesRow({ row, colSpan }: { row: TableRow; colSpan: number }) {
  const sources = row.sources ?? [];
  return (
    <tr id={`sources-${row.id}`} className="bg-slate-50">
      <td colSpan={colSpan} className="border-b border-slate-200 px-4 py-2 text-sm">
        {sources.length === 0 ? (
          <p className="text-slate-700">
            No source lines: this row was added or not traced by the engine.
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {sources.map((s) => (
              <li key={`${s.list}-${s.line}`}>
                <span className="font-semibold text-slate-800">
                  {s.list === 'admission' ? 'Admission' : 'Discharge'} line {s.line}:
                </span>{' '}
                <code className="rounded bg-white px-1 font-mono text-slate-900">{s.text}</code>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
