import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  createFeedbackSchema,
  FEEDBACK_MESSAGES as M,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../../../shared/feedback';
import { apiFetch } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /feedback: type (default suggestion), subject and message; then the thank-you state. */
export function FeedbackPage() {
  useDocumentTitle('Feedback');
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createFeedbackSchema.safeParse({ type, subject, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.submitFailed);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/feedback', { body: parsed.data }, () => M.submitFailed);
      setSent(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : M.submitFailed);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <ThankYou
        onAnother={() => {
          setSent(false);
          setType('suggestion');
          setSubject('');
          setMessage('');
        }}
      />
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Feedback</h1>
        <p className="mt-2 text-slate-700">
          Tell us what would make MedRecon better, report a problem, or ask for help. Please do not
          include patient details.
        </p>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 flex flex-col gap-4">
          {error && (
            <p role="alert" className="alert-error">
              {error}
            </p>
          )}
          <div>
            <label htmlFor="feedback-type" className="field-label">
              Type
            </label>
            <select
              id="feedback-type"
              className="field-input"
              value={type}
              onChange={(e) => setType(e.target.value as FeedbackType)}
            >
              {FEEDBACK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {FEEDBACK_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="feedback-subject" className="field-label">
              Subject *
            </label>
            <input
              id="feedback-subject"
              className="field-input"
              value={subject}
              required
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="feedback-message" className="field-label">
              Message *
            </label>
            <textarea
              id="feedback-message"
              className="field-input"
              rows={6}
              value={message}
              required
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <button
            type="submit"
            className="btn-primary self-start"
            disabled={busy || !subject.trim() || !message.trim()}
          >
            {busy ? 'Submitting...' : 'Submit Feedback'}
          </button>
        </form>
      </div>
    </div>
  );
}

function ThankYou({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <section className="card" aria-labelledby="thanks-heading">
        <h1
          id="thanks-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-green-800"
        >
          Thank You for Your Feedback!
        </h1>
        <p className="mt-2 text-slate-700">
          We have received your feedback and will review it soon.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={onAnother}>
            Submit Another Feedback
          </button>
          <Link to="/dashboard" className="btn-secondary">
            Back to Dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}
