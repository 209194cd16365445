import { useEffect, useReducer, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConfirmDialog } from './components/confirm-dialog';
import { ExportModal, type PatientDetails } from './components/export-modal';
import { InputStep } from './components/input-step';
import { ResultsStep, type ResultsView } from './components/results-step';
import { exportBlockers } from './model/checks';
import { reconcileErrorMessage, requestReconciliation } from './model/reconcile-request';
import { hasOwnText, reconciliationReducer } from './model/reconciliation-state';
import { restoreWork, saveWork } from './model/saved-work';
import { exportMedicationPdf } from './pdf/export-pdf';
import { focusItem, type FocusTarget } from './components/focus-item';

const EXPORT_SUCCESS = 'PDF exported successfully!';
const SUCCESS_BANNER_MS = 3000;
const NO_DETAILS: PatientDetails = { patientName: '', dateOfBirth: '' };

type Confirm = 'reset' | 'example' | null;

/** /dashboard: the reconciliation screen. State lives in a plain reducer; this only wires it up. */
export function DashboardPage() {
  useDocumentTitle('Medication Reconciliation');
  const session = useSession();
  const userId = session.user?.id ?? '';
  // The work in progress of this tab comes back after a reload or a visit to another page.
  const [state, dispatch] = useReducer(reconciliationReducer, userId, restoreWork);
  const [exportOpen, setExportOpen] = useState(false);
  const [exported, setExported] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [view, setView] = useState<ResultsView>('table');
  // In memory only, so a trip from the dialog to a row and back keeps what was typed.
  const [details, setDetails] = useState<PatientDetails>(NO_DETAILS);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);
  useEffect(() => {
    if (userId) saveWork(userId, state);
  }, [userId, state]);
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
    setConfirm(null);
    setExportOpen(false);
    setExported(false);
    setDetails(NO_DETAILS);
    setView('table');
    dispatch({ type: 'reset' });
  }

  const closeExport = () => {
    setExportOpen(false);
    requestAnimationFrame(() => document.getElementById('export-pdf-button')?.focus());
  };

  /** From a link in the export dialog to the row, entry or warning that needs the clinician. */
  const goTo = (target: FocusTarget) => {
    setExportOpen(false);
    setView('table');
    requestAnimationFrame(() => focusItem(target));
  };

  async function exportPdf(patient: PatientDetails) {
    if (!state.results) return;
    await exportMedicationPdf({
      ...patient,
      rows: state.results.rows,
      ceased: state.results.ceased,
      timeHeaders: state.timeHeaders,
      verifiedBy: session.user?.name.trim() || session.user?.email || '',
      organisation: session.organisation?.name ?? null,
      now: new Date(),
    });
    setDetails(NO_DETAILS);
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
          view={view}
          onView={setView}
          onShowInTable={(item) => goTo({ kind: item.kind, id: item.id, part: 'name' })}
          onExport={() => setExportOpen(true)}
          onReset={() => setConfirm('reset')}
        />
      ) : (
        <InputStep
          state={state}
          dispatch={dispatch}
          onGenerate={() => void generate()}
          onLoadExample={() =>
            hasOwnText(state) ? setConfirm('example') : dispatch({ type: 'load-example' })
          }
        />
      )}
      {exportOpen && state.results && (
        <ExportModal
          details={details}
          onDetailsChange={setDetails}
          blockers={exportBlockers(state.results)}
          onGoTo={goTo}
          onExport={exportPdf}
          onClose={closeExport}
        />
      )}
      {confirm === 'reset' && (
        <ConfirmDialog
          title="Start a new reconciliation?"
          body="This clears both pasted lists, the reconciliation and every edit you made. It cannot be undone."
          confirmLabel="Clear and start new"
          onConfirm={reset}
          onCancel={() => setConfirm(null)}
        />
      )}
      {confirm === 'example' && (
        <ConfirmDialog
          title="Replace your lists with the example?"
          body="The text in Admission Medications and Discharge Medications will be replaced by the example orders."
          confirmLabel="Replace with example"
          onConfirm={() => {
            setConfirm(null);
            dispatch({ type: 'load-example' });
          }}
          onCancel={() => setConfirm(null)}
        />
      )}
    </div>
  );
}
