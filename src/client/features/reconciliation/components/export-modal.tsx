import { useEffect, useRef, useState, type FormEvent } from 'react';
import { canExport, type ExportBlockers } from '../model/checks';
import { parseDateOfBirth } from '../model/date-of-birth';
import { DobField } from './dob-field';
import { ExportGate } from './export-gate';
import type { FocusTarget } from './focus-item';

/** The patient's details as typed; kept in the screen's memory only, never stored or sent. */
export interface PatientDetails {
  patientName: string;
  dateOfBirth: string;
}

export const DETAILS_REQUIRED = "Enter the patient's name and date of birth before exporting.";

/**
 * 'Patient Information for PDF Export'. The details go only into the PDF built in the browser.
 * Export waits for the patient's name and date of birth and for every open check (the gate).
 */
export function ExportModal({
  details,
  onDetailsChange,
  blockers,
  onGoTo,
  onExport,
  onClose,
}: {
  details: PatientDetails;
  onDetailsChange(details: PatientDetails): void;
  blockers: ExportBlockers;
  onGoTo(target: FocusTarget): void;
  /** Called with the date of birth as yyyy-mm-dd. */
  onExport(details: PatientDetails): Promise<void>;
  onClose(): void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = canExport(blockers);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const set = (change: Partial<PatientDetails>) => {
    setError(null);
    onDetailsChange({ ...details, ...change });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    setAttempted(true);
    const name = details.patientName.trim();
    if (!name || !details.dateOfBirth.trim()) {
      setError(DETAILS_REQUIRED);
      (name ? document.getElementById('export-dob') : nameRef.current)?.focus();
      return;
    }
    const dob = parseDateOfBirth(details.dateOfBirth, new Date());
    if (!dob.ok) {
      document.getElementById('export-dob')?.focus();
      return;
    }
    setExporting(true);
    setError(null);
    try {
      await onExport({ patientName: name, dateOfBirth: dob.iso });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to export PDF');
      setExporting(false);
    }
  }

  const missing = error === DETAILS_REQUIRED;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="export-heading"
      aria-describedby="export-privacy"
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(e) => {
        e.preventDefault(); // Escape: close through our state, and never mid-export
        if (!exporting) onClose();
      }}
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 p-6" autoComplete="off">
        <h2 id="export-heading" className="text-xl font-semibold text-slate-900">
          Patient Information for PDF Export
        </h2>
        <p id="export-privacy" className="alert-info">
          The patient’s name and date of birth are used only to create the PDF in your browser. They
          are not sent to our servers and are not stored.
        </p>
        <ExportGate blockers={blockers} onGoTo={onGoTo} />
        <div>
          <label htmlFor="export-patient-name" className="field-label">
            Patient Name
          </label>
          <input
            ref={nameRef}
            id="export-patient-name"
            type="text"
            className="field-input aria-invalid:border-red-700"
            value={details.patientName}
            onChange={(e) => set({ patientName: e.target.value })}
            disabled={exporting}
            autoComplete="off"
            maxLength={200}
            aria-invalid={missing && !details.patientName.trim()}
          />
        </div>
        <DobField
          value={details.dateOfBirth}
          onChange={(dateOfBirth) => set({ dateOfBirth })}
          disabled={exporting}
          showProblem={attempted}
          invalid={missing && !details.dateOfBirth.trim()}
        />
        {error && (
          <div role="alert" className="alert-error">
            {error}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" disabled={exporting} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn-primary"
            disabled={exporting || !ready}
            aria-describedby={ready ? undefined : 'export-gate'}
          >
            {exporting ? 'Exporting...' : 'Export PDF'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
