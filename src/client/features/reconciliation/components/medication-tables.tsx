import { Fragment, useState, type Dispatch, type ReactNode } from 'react';
import { TIME_SLOTS, TIME_SLOT_LABELS } from '../../../../shared/reconcile';
import type { ReconciliationAction } from '../model/reconciliation-state';
import {
  directionsFor,
  timeHeaderLabel,
  type TableRow,
  type TimeHeaders,
} from '../model/table-model';
import { EditableText } from './editable-text';
import { ActionsCell, CommentCell, FieldCell, NameCell, SourcesRow } from './row-parts';

const TH =
  'border-b-2 border-slate-300 bg-slate-100 px-3 py-2 text-left align-bottom text-sm font-semibold text-slate-800';
const STICKY_TH = `${TH} sticky left-0 z-20 border-r`;
const EMPTY_TABLE = 'No medications to display';
/** Medication, Form/Dose, four times, Indication, Comment on Change, Actions. */
const REGULAR_COLUMNS = 9;
/** Medication, Form/Dose, Directions for Use, Indication, Comment on Change, Actions. */
const PRN_COLUMNS = 6;

function useOpenSources() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

function Section({
  id,
  title,
  headers,
  columns,
  rows,
  onAdd,
  addLabel,
  children,
}: {
  id: string;
  title: string;
  headers: ReactNode;
  columns: number;
  rows: number;
  onAdd(): void;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {/* Wide tables scroll sideways inside the card; the medication column stays in view.
          'relative' makes this the containing block of the screen-reader-only labels, which
          would otherwise sit outside the scroller and widen the whole page on phones. */}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full border-separate border-spacing-0 text-sm" aria-labelledby={id}>
          <thead>
            <tr>{headers}</tr>
          </thead>
          <tbody>
            {rows === 0 ? (
              <tr>
                <td colSpan={columns} className="px-3 py-6 text-center text-slate-600">
                  {EMPTY_TABLE}
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
      <div>
        <button type="button" className="btn-secondary" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
    </section>
  );
}

export function RegularTable({
  rows,
  timeHeaders,
  openRow,
  dispatch,
}: {
  rows: TableRow[];
  timeHeaders: TimeHeaders;
  openRow: string | null;
  dispatch: Dispatch<ReconciliationAction>;
}) {
  const sources = useOpenSources();
  const headers = (
    <>
      <th scope="col" className={STICKY_TH}>
        Medication
      </th>
      <th scope="col" className={TH}>
        Form/Dose
      </th>
      {TIME_SLOTS.map((slot) => (
        <th key={slot} scope="col" className={`${TH} min-w-24`}>
          <EditableText
            value={timeHeaders[slot]}
            label={`time heading for ${TIME_SLOT_LABELS[slot]}`}
            onSave={(v) => dispatch({ type: 'set-time-header', slot, value: v })}
            className="font-semibold"
          />
          <span className="block px-1.5 font-normal text-slate-700">{TIME_SLOT_LABELS[slot]}</span>
        </th>
      ))}
      <th scope="col" className={TH}>
        Indication
      </th>
      <th scope="col" className={TH}>
        Comment on Change
      </th>
      <th scope="col" className={TH}>
        Actions
      </th>
    </>
  );
  return (
    <Section
      id="regular-heading"
      title="Regular Medications"
      headers={headers}
      columns={REGULAR_COLUMNS}
      rows={rows.length}
      onAdd={() => dispatch({ type: 'add-row', prn: false })}
      addLabel="Add regular medication"
    >
      {rows.map((row) => (
        <Fragment key={row.id}>
          <tr data-row-id={row.id}>
            <NameCell row={row} dispatch={dispatch} autoOpen={row.id === openRow} />
            <FieldCell
              row={row}
              dispatch={dispatch}
              field="form"
              label="Form/Dose"
              value={row.form}
              className="min-w-28"
            />
            {TIME_SLOTS.map((slot) => (
              <FieldCell
                key={slot}
                row={row}
                dispatch={dispatch}
                field={slot}
                label={timeHeaderLabel(timeHeaders, slot)}
                value={row.schedule[slot]}
              />
            ))}
            <FieldCell
              row={row}
              dispatch={dispatch}
              field="indication"
              label="Indication"
              value={row.indication}
              className="min-w-32"
            />
            <CommentCell row={row} dispatch={dispatch} />
            <ActionsCell
              row={row}
              dispatch={dispatch}
              sourcesOpen={sources.isOpen(row.id)}
              onToggleSources={() => sources.toggle(row.id)}
            />
          </tr>
          {sources.isOpen(row.id) && <SourcesRow row={row} colSpan={REGULAR_COLUMNS} />}
        </Fragment>
      ))}
    </Section>
  );
}

export function PrnTable({
  rows,
  openRow,
  dispatch,
}: {
  rows: TableRow[];
  openRow: string | null;
  dispatch: Dispatch<ReconciliationAction>;
}) {
  const sources = useOpenSources();
  const headers = (
    <>
      <th scope="col" className={STICKY_TH}>
        Medication
      </th>
      <th scope="col" className={TH}>
        Form/Dose
      </th>
      <th scope="col" className={TH}>
        Directions for Use
      </th>
      <th scope="col" className={TH}>
        Indication
      </th>
      <th scope="col" className={TH}>
        Comment on Change
      </th>
      <th scope="col" className={TH}>
        Actions
      </th>
    </>
  );
  return (
    <Section
      id="prn-heading"
      title="When Required Medications (PRN)"
      headers={headers}
      columns={PRN_COLUMNS}
      rows={rows.length}
      onAdd={() => dispatch({ type: 'add-row', prn: true })}
      addLabel="Add when required medication"
    >
      {rows.map((row) => (
        <Fragment key={row.id}>
          <tr data-row-id={row.id}>
            <NameCell row={row} dispatch={dispatch} autoOpen={row.id === openRow} />
            <FieldCell
              row={row}
              dispatch={dispatch}
              field="form"
              label="Form/Dose"
              value={row.form}
              className="min-w-32"
            />
            <FieldCell
              row={row}
              dispatch={dispatch}
              field="directions"
              label="Directions for Use"
              value={directionsFor(row)}
              className="min-w-60"
            />
            <FieldCell
              row={row}
              dispatch={dispatch}
              field="indication"
              label="Indication"
              value={row.indication}
              className="min-w-36"
            />
            <CommentCell row={row} dispatch={dispatch} />
            <ActionsCell
              row={row}
              dispatch={dispatch}
              sourcesOpen={sources.isOpen(row.id)}
              onToggleSources={() => sources.toggle(row.id)}
            />
          </tr>
          {sources.isOpen(row.id) && <SourcesRow row={row} colSpan={PRN_COLUMNS} />}
        </Fragment>
      ))}
    </Section>
  );
}
