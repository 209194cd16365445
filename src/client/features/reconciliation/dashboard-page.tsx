import { useEffect, useReducer, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExportModal, type PatientDetails } from './components/export-modal';
import { InputStep } from './components/input-step';
import { ResultsStep } from './components/results-step';
import { reconcileErrorMessage, requestReconciliation } from './model/reconcile-request';
import { initialState, reconciliationReducer } from './model/reconciliation-state';
import { exportMedicationPdf } from './pdf/export-pdf';

const EXPORT_SUCCESS = 'PDF exported successfully!';
const SUCCESS_BANNER_MS = 3000;

/** /dashboard: the reconciliation screen. State lives in a plain reducer; this only wires it up. */
export function DashboardPage() {
  useDocumentTitle('Medication Reconciliation');
  const session = useSession();
  const [state, dispatch] = useReducer(reconciliationReducer, undefined, initialState);
  const [exportOpen, setExportOpen] = useState(false);
  const [exported, setExported] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);
  useEffect(() => {
    if (!exported) return;
    const t = setTimeout(() => setExported(false), SUCCESS_BANNER_MS);
    return () => clearTimeout(t);
  }, [exported]);

  async function generate() {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    dispatch({ type: 'submit' });
    try {
      const response = await requestReconciliation(
        { admission: state.admission, discharge: state.discharge },
        controller.signal,
      );
      if (!controller.signal.aborted) dispatch({ type: 'succeeded', response });
    } catch (err) {
      if (controller.signal.aborted) return;
      // Only the message: the error never carries the pasted text, and neither does this log.
      console.error('Error in reconcileMedications', reconcileErrorMessage(err));
      dispatch({ type: 'failed', message: reconcileErrorMessage(err) });
    }
  }

  function reset() {
    pending.current?.abort();
    setExportOpen(false);
    setExported(false);
    dispatch({ type: 'reset' });
  }

  const closeExport = () => {
    setExportOpen(false);
    requestAnimationFrame(() => document.getElementById('export-pdf-button')?.focus());
  };

  async function exportPdf(details: PatientDetails) {
    if (!state.results) return;
    await exportMedicationPdf({
      ...details,
      rows: state.results.rows,
      ceased: state.results.ceased,
      timeHeaders: state.timeHeaders,
      verifiedBy: session.user?.name.trim() || session.user?.email || '',
      organisation: session.organisation?.name ?? null,
      now: new Date(),
    });
    closeExport();
    setExported(true);
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          Medication Reconciliation
        </h1>
        <p className="mt-2 text-slate-700">
          AI-powered reconciliation of admission and discharge medication orders into a
          patient-friendly medication list. Check every row against the orders before you export.
        </p>
      </header>
      {exported && (
        <div role="status" className="alert-success">
          {EXPORT_SUCCESS}
        </div>
      )}
      {state.results ? (
        <ResultsStep
          results={state.results}
          state={state}
          dispatch={dispatch}
          onExport={() => setExportOpen(true)}
          onReset={reset}
        />
      ) : (
        <InputStep state={state} dispatch={dispatch} onGenerate={() => void generate()} />
      )}
      {exportOpen && state.results && <ExportModal onExport={exportPdf} onClose={closeExport} />}
    </div>
  );
}
