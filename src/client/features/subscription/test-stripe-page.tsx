import { useState } from 'react';
import {
  DIAGNOSTIC_STEPS,
  PAYMENT_MESSAGES as M,
  type DiagnosticResult,
  type DiagnosticStep,
} from '../../../shared/subscriptions';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const TITLES: Record<DiagnosticStep, string> = {
  config: 'Stripe key configured',
  api: 'Stripe reachable and prices found',
  webhook: 'Webhook endpoint answering',
  checkout: 'Test Checkout Session created',
};

type StepState =
  | { kind: 'waiting' }
  | { kind: 'running' }
  | { kind: 'skipped' }
  | { kind: 'done'; result: DiagnosticResult };

const initial = () =>
  Object.fromEntries(DIAGNOSTIC_STEPS.map((s) => [s, { kind: 'waiting' }])) as Record<
    DiagnosticStep,
    StepState
  >;

/** /test-stripe: the step-by-step payment diagnostic. Superusers run it; others are told why not. */
export function TestStripePage() {
  useDocumentTitle('Payment System Test');
  const { user } = useSession();
  const [steps, setSteps] = useState(initial);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setRunning(true);
    setError(null);
    setSteps(initial());
    let configured = true;
    for (const step of DIAGNOSTIC_STEPS) {
      if (!configured) {
        setSteps((s) => ({ ...s, [step]: { kind: 'skipped' } }));
        continue;
      }
      setSteps((s) => ({ ...s, [step]: { kind: 'running' } }));
      try {
        const result = await apiFetch<DiagnosticResult>(`/api/stripe/diagnostics/${step}`, {
          method: 'POST',
        });
        setSteps((s) => ({ ...s, [step]: { kind: 'done', result } }));
        // Without a key nothing else can be checked.
        if (step === 'config' && !result.ok) configured = false;
      } catch (err) {
        setError(err instanceof ApiRequestError ? err.message : M.generic);
        setSteps((s) => ({ ...s, [step]: { kind: 'waiting' } }));
        break;
      }
    }
    setRunning(false);
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Payment System Test</h1>
      <p className="mt-2 text-slate-700">
        Checks, step by step, that Stripe payments are set up on this server. Nothing is charged.
      </p>
      {!user?.isSuperuser ? (
        <p className="alert-info mt-6">{M.superuserOnly}</p>
      ) : (
        <>
          <button
            type="button"
            className="btn-primary mt-6"
            disabled={running}
            onClick={() => void run()}
          >
            {running ? 'Running Test...' : 'Run Payment Test'}
          </button>
          {error && (
            <p role="alert" className="alert-error mt-4">
              {error}
            </p>
          )}
          <ol className="mt-6 space-y-3" aria-live="polite">
            {DIAGNOSTIC_STEPS.map((step, i) => (
              <StepRow key={step} n={i + 1} title={TITLES[step]} state={steps[step]} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function StepRow({ n, title, state }: { n: number; title: string; state: StepState }) {
  const [mark, label, colour] =
    state.kind === 'done'
      ? state.result.ok
        ? ['✓', 'Passed', 'border-green-300 bg-green-50']
        : ['✗', 'Failed', 'border-red-300 bg-red-50']
      : state.kind === 'running'
        ? ['…', 'Running', 'border-sky-300 bg-sky-50']
        : state.kind === 'skipped'
          ? ['–', 'Skipped', 'border-slate-200 bg-slate-50']
          : ['○', 'Not run yet', 'border-slate-200 bg-white'];
  return (
    <li className={`rounded-lg border p-4 ${colour}`} data-testid={`step-${n}`}>
      <p className="flex flex-wrap items-baseline gap-2 font-semibold text-slate-900">
        <span aria-hidden="true">{mark}</span>
        {n}. {title}
        <span className="text-sm font-medium text-slate-700">({label})</span>
      </p>
      {state.kind === 'done' && (
        <p className="mt-1 text-sm text-slate-800">{state.result.detail}</p>
      )}
    </li>
  );
}
