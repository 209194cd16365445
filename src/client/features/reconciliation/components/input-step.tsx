import type { Dispatch, FormEvent, KeyboardEvent } from 'react';
import { countEntered } from '../model/input-text';
import type { ReconciliationAction, ReconciliationState } from '../model/reconciliation-state';

const PLACEHOLDERS = {
  admission:
    'e.g.\nAtorvastatin 20mg PO nocte\nMetformin 500mg PO BD\nParacetamol 1g PO QID PRN pain',
  discharge:
    'e.g.\nAtorvastatin 40mg PO nocte - dose increased\nMetformin 500mg PO BD\nApixaban 5mg PO BD - new for AF',
};

function OrdersField({
  list,
  label,
  value,
  disabled,
  dispatch,
  onSubmitShortcut,
}: {
  list: 'admission' | 'discharge';
  label: string;
  value: string;
  disabled: boolean;
  dispatch: Dispatch<ReconciliationAction>;
  onSubmitShortcut(): void;
}) {
  const id = `${list}-orders`;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onSubmitShortcut();
    }
  };
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={8}
        value={value}
        readOnly={disabled}
        spellCheck={false}
        placeholder={PLACEHOLDERS[list]}
        aria-describedby={`${id}-count`}
        onChange={(e) => dispatch({ type: 'set-text', list, value: e.target.value })}
        onKeyDown={onKeyDown}
        className="field-input font-mono text-sm"
      />
      <p id={`${id}-count`} className="mt-1 text-sm text-slate-600" aria-live="polite">
        {countEntered(value)} medications entered
      </p>
    </div>
  );
}

/** The input step: two lists, the example, and 'Generate Reconciliation'. */
export function InputStep({
  state,
  dispatch,
  onGenerate,
  onLoadExample,
}: {
  state: ReconciliationState;
  dispatch: Dispatch<ReconciliationAction>;
  onGenerate(): void;
  /** Asks first when the lists hold text of the clinician's own. */
  onLoadExample(): void;
}) {
  const blank = !state.admission.trim() || !state.discharge.trim();
  const disabled = state.processing || blank;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!disabled) onGenerate();
  };
  return (
    <form onSubmit={submit} className="card flex flex-col gap-5" aria-labelledby="input-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="input-heading" className="text-xl font-semibold text-slate-900">
          Medication orders
        </h2>
        <button
          type="button"
          className="text-sm font-medium text-brand-800 underline hover:text-brand-900 disabled:opacity-60"
          disabled={state.processing}
          onClick={onLoadExample}
        >
          Load Example
        </button>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <OrdersField
          list="admission"
          label="Admission Medications"
          value={state.admission}
          disabled={state.processing}
          dispatch={dispatch}
          onSubmitShortcut={submit}
        />
        <OrdersField
          list="discharge"
          label="Discharge Medications"
          value={state.discharge}
          disabled={state.processing}
          dispatch={dispatch}
          onSubmitShortcut={submit}
        />
      </div>
      <p className="text-sm text-slate-600">
        Paste one order per line, as written on the chart or discharge summary. Headings such as
        “PRN:” or “Ceased:” are understood. Press Ctrl+Enter to generate.
      </p>
      {state.processing && (
        <div role="status" className="alert-info flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-sky-700 border-t-transparent"
          />
          AI is analyzing your medication orders and generating the reconciliation table...
        </div>
      )}
      {state.error && (
        <div role="alert" className="alert-error">
          {state.error}
        </div>
      )}
      <div>
        <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={disabled}>
          {state.processing ? 'Processing with AI...' : 'Generate Reconciliation'}
        </button>
      </div>
    </form>
  );
}
