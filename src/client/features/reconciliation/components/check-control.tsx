/**
 * The warnings on a row or ceased entry, with 'Mark as checked' beside them. A checkbox, not a
 * one-way button: a mistaken tick is undone by another click. Editing the item also ticks it.
 * Its id lets the export dialog link straight to it.
 */
export function WarningChecks({
  id,
  warnings,
  checked,
  name,
  onChange,
}: {
  id: string;
  warnings: string[];
  checked: boolean;
  /** The item's name, for the control's accessible name. */
  name: string;
  onChange(checked: boolean): void;
}) {
  if (warnings.length === 0) return null;
  return (
    <div className="mt-1 flex flex-col gap-1 px-1.5 text-xs font-normal">
      {warnings.map((w) => (
        <p key={w} className={checked ? 'text-slate-600' : 'text-amber-950'}>
          <span aria-hidden="true">{checked ? '✓ ' : '⚠ '}</span>
          <span className="font-semibold">{checked ? 'Checked:' : 'Check:'}</span> {w}
        </p>
      ))}
      <MarkChecked id={`check-${id}`} checked={checked} name={name} onChange={onChange} />
    </div>
  );
}

/** 'Mark as checked', amber while open; its accessible name says what it checks. */
export function MarkChecked({
  id,
  checked,
  name,
  onChange,
}: {
  id?: string;
  checked: boolean;
  name: string;
  onChange(checked: boolean): void;
}) {
  return (
    <label
      className={`inline-flex w-fit cursor-pointer items-center gap-1.5 rounded border px-1.5 py-1 text-xs font-semibold ${
        checked
          ? 'border-slate-300 bg-white text-slate-700'
          : 'border-amber-600 bg-amber-50 text-amber-950'
      }`}
    >
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={`Mark as checked: ${name}`}
      />
      Mark as checked
    </label>
  );
}
