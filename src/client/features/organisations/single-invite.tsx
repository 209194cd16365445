import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  INVITATION_MESSAGES,
  inviteSchema,
  type InvitationCreated,
} from '../../../shared/invitations';
import { apiFetch } from '../../lib/api';
import { CopyButton } from './copy-button';
import { WhatHappensNext } from './what-happens-next';

/** Single Invitation mode: one address in, one link out. */
export function SingleInvite() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<InvitationCreated | null>(null);
  const hintId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = inviteSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INVITATION_MESSAGES.emailInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(
        await apiFetch<InvitationCreated>(
          '/api/invitations',
          { body: parsed.data },
          INVITATION_MESSAGES.sendFailed,
        ),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : INVITATION_MESSAGES.sendFailed(0));
    } finally {
      setBusy(false);
    }
  }

  if (result) {
    return (
      <SingleResult
        result={result}
        onAnother={() => {
          setResult(null);
          setEmail('');
        }}
      />
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      <div>
        <label htmlFor="invite-email" className="field-label">
          Email Address *
        </label>
        <input
          id="invite-email"
          type="email"
          className="field-input"
          value={email}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(e) => setEmail(e.target.value)}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Enter the email address of the healthcare professional you want to invite
        </p>
      </div>
      <WhatHappensNext bulk={false} />
      <button
        type="submit"
        className="btn-primary self-start"
        disabled={busy || email.trim() === ''}
      >
        {busy ? 'Creating Invitation...' : 'Create Invitation'}
      </button>
    </form>
  );
}

function SingleResult({ result, onAnother }: { result: InvitationCreated; onAnother: () => void }) {
  // Move focus to the outcome so keyboard and screen-reader users land on it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="single-result-heading" className="flex flex-col gap-4">
      <h2
        id="single-result-heading"
        className="text-xl font-semibold text-green-800"
        tabIndex={-1}
        ref={heading}
      >
        Invitation Created Successfully!
      </h2>
      <p className={result.emailSent ? 'text-slate-700' : 'alert-error'}>
        {result.emailSent
          ? `We have also emailed the invitation to ${result.email}.`
          : `The invitation email to ${result.email} could not be sent. Please share the link below yourself.`}
      </p>
      <div>
        <label htmlFor="invitation-url" className="field-label">
          Invitation URL
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="invitation-url"
            className="field-input font-mono text-sm"
            readOnly
            value={result.invitationUrl}
            onFocus={(e) => e.target.select()}
          />
          <CopyButton text={result.invitationUrl} label="Copy" />
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Next steps</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          <li>Copy the invitation URL above.</li>
          <li>Send it to {result.email} by email or secure messaging.</li>
          <li>They log in, or register with that email address, and accept the invitation.</li>
          <li>They have access to MedRecon as soon as they accept.</li>
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onAnother}>
          Send Another Invitation
        </button>
        <Link to="/dashboard" className="btn-secondary">
          Done
        </Link>
      </div>
    </section>
  );
}
