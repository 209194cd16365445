import type { ChangeType } from '../../../../shared/reconcile';

/** The spec's colours (new green, changed amber, unchanged grey, ceased red), always with a word. */
export const CHANGE_TYPE_STYLE: Record<ChangeType, { label: string; cell: string; badge: string }> =
  {
    new: {
      label: 'New',
      cell: 'bg-green-50',
      badge: 'border-green-700 bg-green-100 text-green-900',
    },
    changed: {
      label: 'Changed',
      cell: 'bg-amber-50',
      badge: 'border-amber-700 bg-amber-100 text-amber-950',
    },
    unchanged: {
      label: 'Unchanged',
      cell: 'bg-slate-50',
      badge: 'border-slate-500 bg-slate-100 text-slate-800',
    },
    ceased: { label: 'Ceased', cell: 'bg-red-50', badge: 'border-red-700 bg-red-100 text-red-900' },
  };

export function ChangeTypeBadge({ changeType }: { changeType: ChangeType }) {
  const s = CHANGE_TYPE_STYLE[changeType];
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${s.badge}`}
      data-change-type={changeType}
    >
      {s.label}
    </span>
  );
}
