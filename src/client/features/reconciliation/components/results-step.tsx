import { useEffect, useRef, type Dispatch } from 'react';
import type {
  ReconciliationAction,
  ReconciliationState,
  Results,
} from '../model/reconciliation-state';
import { splitSections } from '../model/table-model';
import type { CompareItem } from '../model/compare-model';
import { CeasedList } from './ceased-list';
import { CompareView } from './compare-view';
import { PrnTable, RegularTable } from './medication-tables';
import { WarningsPanel } from './warnings-panel';

export type ResultsView = 'table' | 'compare';

const TABLE_TIP = 'Click on any cell to edit the content. Press Enter to save or Escape to cancel.';

function ViewSwitch({ view, onView }: { view: ResultsView; onView(v: ResultsView): void }) {
  const options: [ResultsView, string][] = [
    ['table', 'Table'],
    ['compare', 'Compare with pasted lists'],
  ];
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex w-fit rounded-lg border border-slate-300 p-0.5"
    >
      {options.map(([v, label]) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onView(v)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
            view === v ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The results step: warnings, the two sections (or the side-by-side view), the ceased list, the actions. */
export function ResultsStep({
  results,
  state,
  dispatch,
  view,
  onView,
  onShowInTable,
  onExport,
  onReset,
}: {
  results: Results;
  state: ReconciliationState;
  dispatch: Dispatch<ReconciliationAction>;
  view: ResultsView;
  onView(v: ResultsView): void;
  onShowInTable(item: CompareItem): void;
  onExport(): void;
  onReset(): void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Arriving from the input step, keyboard and screen-reader users land on the results.
  useEffect(() => headingRef.current?.focus(), []);
  // A deleted row takes the focused Delete button with it, and a row an edit moved takes the
  // cell: offer Undo in their place.
  useEffect(() => {
    if (state.undo) undoRef.current?.focus();
  }, [state.undo]);
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
        <ViewSwitch view={view} onView={onView} />
        <WarningsPanel
          warnings={results.warnings}
          onCheck={(index, checked) => dispatch({ type: 'set-warning-checked', index, checked })}
        />
        {view === 'compare' ? (
          <CompareView
            results={results}
            admission={state.admission}
            discharge={state.discharge}
            onShowInTable={onShowInTable}
          />
        ) : (
          <>
            <p className="text-sm text-slate-700">
              <strong>Tip:</strong> {TABLE_TIP} Tab or the arrow keys move between cells.
            </p>
            <div
              role="status"
              className={`min-h-6 text-sm ${
                !state.notice
                  ? ''
                  : state.undo?.kind === 'move'
                    ? 'rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950'
                    : 'rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800'
              }`}
            >
              {state.undo?.kind === 'move' && <span aria-hidden="true">⚠ </span>}
              {state.notice}
              {state.undo && (
                <button
                  ref={undoRef}
                  type="button"
                  className="ml-2 font-medium text-brand-800 underline"
                  onClick={() => dispatch({ type: 'undo' })}
                >
                  Undo
                </button>
              )}
            </div>
            <RegularTable
              rows={regular}
              timeHeaders={state.timeHeaders}
              openRow={state.openRow}
              dispatch={dispatch}
            />
            <PrnTable rows={prn} openRow={state.openRow} dispatch={dispatch} />
            <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
              <strong>PRN</strong> (Pro Re Nata) means “when required”: these medicines are taken
              only when needed, not at set times. A row moves between the sections as you edit it:
              it is when required if its text says PRN, as needed, when required, as required, if
              needed or pro re nata.
            </p>
          </>
        )}
      </section>
      {view === 'table' && (
        <CeasedList items={results.ceased} openRow={state.openRow} dispatch={dispatch} />
      )}
    </div>
  );
}
