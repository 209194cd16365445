import { useEffect, useState } from 'react';
import { copyText } from './copy-text';

/** A copy button that says 'Copied!' for two seconds (announced to screen readers). */
export function CopyButton({
  text,
  label,
  describedBy,
}: {
  text: string;
  label: string;
  describedBy?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className="btn-secondary shrink-0"
      aria-describedby={describedBy}
      onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}
    >
      <span aria-live="polite">
        {state === 'copied'
          ? 'Copied!'
          : state === 'failed'
            ? 'Copy failed: select and copy'
            : label}
      </span>
    </button>
  );
}
