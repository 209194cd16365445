import { MarkChecked } from './check-control';
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
          <li key={`${i}-${w.text}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className={w.checked ? 'text-slate-600' : ''}>
              {w.checked && <span aria-hidden="true">✓ </span>}
              {w.text}
            </span>
            <MarkChecked
              checked={w.checked}
              name={w.text}
              onChange={(checked) => onCheck(i, checked)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
