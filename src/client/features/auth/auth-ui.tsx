import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** The centred card every account page uses. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-700">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && (
        <div className="mt-6 flex flex-col items-center gap-2 text-sm text-slate-700">{footer}</div>
      )}
    </div>
  );
}

type FieldProps = { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>;

export function Field({ label, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input id={inputId} className="field-input" aria-describedby={hintId} {...input} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The danger box (backend and validation messages) and the success line, read out when they appear. */
export function ErrorBox({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert-error">
      <p>{message}</p>
      {children}
    </div>
  );
}

export function SuccessBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="status" className="alert-success">
      {message}
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  label,
  disabled,
}: {
  busy: boolean;
  busyLabel: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="btn-primary w-full"
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A text button that switches the auth view: looks like a link, is a button for keyboard and screen readers. */
export function ViewLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-medium text-brand-800 underline hover:text-brand-900"
    >
      {children}
    </button>
  );
}
