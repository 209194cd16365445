import { useEffect, useRef, useState, type FormEvent } from 'react';
import { localIsoDate } from '../pdf/pdf-file-name';

export interface PatientDetails {
  patientName: string;
  dateOfBirth: string;
}

/**
 * 'Patient Information for PDF Export'. The details live only in this component's state: they go
 * into the PDF built in the browser and vanish when the dialog closes (it unmounts).
 */
export function ExportModal({
  onExport,
  onClose,
}: {
  onExport(details: PatientDetails): Promise<void>;
  onClose(): void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [patientName, setPatientName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setExporting(true);
    setError(null);
    try {
      await onExport({ patientName, dateOfBirth });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to export PDF');
      setExporting(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="export-heading"
      aria-describedby="export-privacy"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
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
        <div>
          <label htmlFor="export-patient-name" className="field-label">
            Patient Name
          </label>
          <input
            id="export-patient-name"
            type="text"
            className="field-input"
            value={patientName}
            onChange={(e) => setPatientName(e.target.value)}
            disabled={exporting}
            autoComplete="off"
            maxLength={200}
          />
        </div>
        <div>
          <label htmlFor="export-dob" className="field-label">
            Date of Birth
          </label>
          <input
            id="export-dob"
            type="date"
            className="field-input"
            value={dateOfBirth}
            onChange={(e) => setDateOfBirth(e.target.value)}
            disabled={exporting}
            autoComplete="off"
            max={localIsoDate(new Date())}
          />
        </div>
        {error && (
          <div role="alert" className="alert-error">
            {error}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" disabled={exporting} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export PDF'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
