import { useEffect, useRef, type Dispatch } from 'react';
import type { ReconciliationAction, ReconciliationState } from '../model/reconciliation-state';
import { splitSections } from '../model/table-model';
import { CeasedList } from './ceased-list';
import { PrnTable, RegularTable } from './medication-tables';
import { WarningsPanel } from './warnings-panel';

type Results = NonNullable<ReconciliationState['results']>;

const TABLE_TIP = 'Click on any cell to edit the content. Press Enter to save or Escape to cancel.';

/** The results step: warnings, the two sections, the ceased list and the two actions. */
export function ResultsStep({
  results,
  state,
  dispatch,
  onExport,
  onReset,
}: {
  results: Results;
  state: ReconciliationState;
  dispatch: Dispatch<ReconciliationAction>;
  onExport(): void;
  onReset(): void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Arriving from the input step, keyboard and screen-reader users land on the results.
  useEffect(() => headingRef.current?.focus(), []);
  // A deleted row takes the focused Delete button with it: offer Undo in its place.
  useEffect(() => {
    if (state.lastDeleted) undoRef.current?.focus();
  }, [state.lastDeleted]);
  const { regular, prn } = splitSections(results.rows);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="current-heading" className="card flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="current-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900"
          >
            Current Medications
          </h2>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-secondary" onClick={onReset}>
              Start New Reconciliation
            </button>
            <button id="export-pdf-button" type="button" className="btn-primary" onClick={onExport}>
              Export PDF
            </button>
          </div>
        </div>
        <WarningsPanel warnings={results.warnings} />
        <p className="text-sm text-slate-700">
          <strong>Tip:</strong> {TABLE_TIP} Tab or the arrow keys move between cells.
        </p>
        <div role="status" className="min-h-6 text-sm text-slate-800">
          {state.notice}
          {state.lastDeleted && (
            <button
              ref={undoRef}
              type="button"
              className="ml-2 font-medium text-brand-800 underline"
              onClick={() => dispatch({ type: 'undo-delete' })}
            >
              Undo
            </button>
          )}
        </div>
        <RegularTable rows={regular} timeHeaders={state.timeHeaders} dispatch={dispatch} />
        <PrnTable rows={prn} dispatch={dispatch} />
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <strong>PRN</strong> (Pro Re Nata) means “when required”: these medicines are taken only
          when needed, not at set times. A row moves between the sections as you edit it: it is when
          required if its text says PRN, as needed, when required, as required, if needed or pro re
          nata.
        </p>
      </section>
      <CeasedList items={results.ceased} dispatch={dispatch} />
    </div>
  );
}
