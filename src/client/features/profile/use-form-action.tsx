import { useState, type FormEvent } from 'react';

export interface FormResult {
  ok: boolean;
  text: string;
}

/**
 * The submit scaffolding the profile forms share: a busy flag while the call runs and one result
 * line (success or error), so each form keeps only what it checks and what it calls.
 * `action` returns the message to show, or throws; `onError` turns the thrown error into a message.
 */
export function useFormAction(onError: (err: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);

  async function run(e: FormEvent, action: () => Promise<FormResult | string | null>) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const outcome = await action();
      if (outcome !== null)
        setResult(typeof outcome === 'string' ? { ok: true, text: outcome } : outcome);
    } catch (err) {
      setResult({ ok: false, text: onError(err) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, run };
}

/** The result line: a status when it worked, an alert when it did not. */
export function FormResultLine({ result }: { result: FormResult | null }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={result.ok ? 'alert-success' : 'alert-error'}
    >
      {result.text}
    </p>
  );
}
