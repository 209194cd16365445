import type { ListWarning } from '../model/table-model';

/**
 * The engine's whole-answer warnings (unreadable lines, ambiguous matches), above the table. Each
 * is checked off on its own; the export waits for all of them, since an unread line may be a
 * medicine missing from the list.
 */
export function WarningsPanel({
  warnings,
  onCheck,
}: {
  warnings: ListWarning[];
  onCheck(index: number, checked: boolean): void;
}) {
  if (warnings.length === 0) return null;
  const open = warnings.filter((w) => !w.checked).length;
  return (
    <section
      id="list-warnings"
      tabIndex={-1}
      aria-labelledby="warnings-heading"
      className="rounded-lg border border-amber-300 border-l-4 border-l-amber-600 bg-amber-50 px-4 py-3"
    >
      <h3 id="warnings-heading" className="font-semibold text-amber-950">
        <span aria-hidden="true">⚠ </span>Check before exporting ({open} of {warnings.length} open)
      </h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-amber-950">
        {warnings.map((w, i) => (
          <li key={`${i}-${w.text}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className={w.checked ? 'text-slate-600' : ''}>
              {w.checked && <span aria-hidden="true">✓ </span>}
              {w.text}
            </span>
            <label className="inline-flex cursor-pointer items-center gap-1.5 text-xs font-semibold">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={w.checked}
                onChange={(e) => onCheck(i, e.target.checked)}
              />
              Mark as checked<span className="sr-only">: {w.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
