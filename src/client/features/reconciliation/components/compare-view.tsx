import { useState } from 'react';
import { ceasedNeedsCheck, rowNeedsCheck } from '../model/checks';
import {
  compareItems,
  compareLines,
  LINE_MARK_LABELS,
  type CompareItem,
  type CompareLine,
  type LineMark,
} from '../model/compare-model';
import type { Results } from '../model/reconciliation-state';

const MARK_STYLE: Record<LineMark, string> = {
  continued: 'border-slate-500 bg-slate-100 text-slate-800',
  changed: 'border-amber-700 bg-amber-100 text-amber-950',
  new: 'border-green-700 bg-green-100 text-green-900',
  ceased: 'border-red-700 bg-red-100 text-red-900',
  withheld: 'border-orange-700 bg-orange-100 text-orange-950',
  'not-understood': 'border-fuchsia-800 bg-fuchsia-50 text-fuchsia-950',
};

function Mark({ mark }: { mark: LineMark }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${MARK_STYLE[mark]}`}
    >
      {mark === 'not-understood' && <span aria-hidden="true">⚠ </span>}
      {LINE_MARK_LABELS[mark]}
    </span>
  );
}

const PICKED = 'bg-sky-100 ring-2 ring-sky-700';

function LineList({
  title,
  lines,
  highlighted,
  onSelect,
}: {
  title: string;
  lines: CompareLine[];
  highlighted: (l: CompareLine) => boolean;
  onSelect(l: CompareLine): void;
}) {
  const id = `compare-${lines[0]?.list ?? 'list'}`;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <ol className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-2">
        {lines.map((l) => {
          if (!l.text.trim()) return <li key={l.line} aria-hidden="true" className="h-3" />;
          const content = (
            <>
              <span className="w-6 shrink-0 text-right text-xs text-slate-600">{l.line}</span>
              <code className="min-w-0 flex-1 font-mono text-sm break-words whitespace-pre-wrap text-slate-900">
                {l.text}
              </code>
              <span className="flex shrink-0 flex-wrap gap-1">
                {l.marks.length ? (
                  l.marks.map((m) => <Mark key={m} mark={m} />)
                ) : (
                  <span className="text-xs text-slate-600 italic">Not used</span>
                )}
              </span>
            </>
          );
          const lit = highlighted(l);
          return (
            <li key={l.line} data-line={`${l.list}-${l.line}`} data-highlighted={lit || undefined}>
              {l.items.length ? (
                <button
                  type="button"
                  aria-pressed={lit}
                  onClick={() => onSelect(l)}
                  className={`flex w-full items-start gap-2 rounded px-2 py-1.5 text-left hover:bg-white ${lit ? PICKED : ''}`}
                >
                  <span className="sr-only">Line</span>
                  {content}
                </button>
              ) : (
                <div className="flex items-start gap-2 px-2 py-1.5">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * 'Compare with pasted lists': admission and discharge lists side by side with the reconciled
 * list between them, as Twinlist showed clinicians. Each line is marked by what became of it;
 * selecting a medication lights up its source lines, selecting a line selects its medication.
 */
export function CompareView({
  results,
  admission,
  discharge,
  onShowInTable,
}: {
  results: Results;
  admission: string;
  discharge: string;
  onShowInTable(item: CompareItem): void;
}) {
  const items = compareItems(results.rows, results.ceased);
  const [selected, setSelected] = useState<string | null>(null);
  const picked = items.find((i) => i.id === selected) ?? null;
  const lit = (l: CompareLine) =>
    !!picked?.sources.some((s) => s.list === l.list && s.line === l.line);
  const needsCheck = new Set([
    ...results.rows.filter(rowNeedsCheck).map((r) => r.id),
    ...results.ceased.filter(ceasedNeedsCheck).map((c) => c.id),
  ]);
  const groups: [string, CompareItem[]][] = [
    ['Current medications', items.filter((i) => i.kind === 'row')],
    ['Ceased or withheld', items.filter((i) => i.kind === 'ceased')],
  ];
  const item = (it: CompareItem) => (
    <li key={it.id} data-item={it.id} className="flex flex-col">
      <button
        type="button"
        aria-pressed={it.id === selected}
        onClick={() => setSelected(it.id === selected ? null : it.id)}
        className={`flex w-full flex-wrap items-center gap-x-2 gap-y-1 rounded px-2 py-1.5 text-left hover:bg-slate-50 ${it.id === selected ? PICKED : ''}`}
      >
        <span className="font-semibold text-slate-900">{it.name.trim() || '(no name)'}</span>
        <span className="text-sm text-slate-700">{it.form}</span>
        <Mark mark={it.mark} />
        {needsCheck.has(it.id) && (
          <span className="text-xs font-semibold text-amber-950">⚠ Check</span>
        )}
      </button>
      {it.id === selected && (
        <button
          type="button"
          className="self-start px-2 py-1 text-sm text-brand-800 underline"
          onClick={() => onShowInTable(it)}
        >
          Edit {it.name.trim() || 'this row'} in the table
        </button>
      )}
    </li>
  );
  const selectLine = (l: CompareLine) => {
    // A line that fed several medications: each click moves on to the next one.
    const at = selected ? l.items.indexOf(selected) : -1;
    const next = l.items[(at + 1) % l.items.length] ?? null;
    setSelected(next);
    requestAnimationFrame(() =>
      document.querySelector(`[data-item="${next}"]`)?.scrollIntoView({ block: 'nearest' }),
    );
  };
  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-3">
      <h3 id="compare-heading" className="sr-only">
        Compare with pasted lists
      </h3>
      <p className="text-sm text-slate-700">
        Select a medication to highlight the lines it came from; select a line to find its
        medication. Lines marked Not used produced no medication (headings, notes, allergies).
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(15rem,0.8fr)_minmax(0,1fr)]">
        <LineList
          title="Admission Medications"
          lines={compareLines('admission', admission, items, results.warnings)}
          highlighted={lit}
          onSelect={selectLine}
        />
        <section aria-labelledby="compare-result" className="flex min-w-0 flex-col gap-2">
          <h3 id="compare-result" className="text-lg font-semibold text-slate-900">
            Reconciled list
          </h3>
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-2">
            {groups.map(([title, list]) => (
              <div key={title}>
                <h4 className="px-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                  {title}
                </h4>
                <ul className="flex flex-col gap-1">{list.map(item)}</ul>
              </div>
            ))}
          </div>
        </section>
        <LineList
          title="Discharge Medications"
          lines={compareLines('discharge', discharge, items, results.warnings)}
          highlighted={lit}
          onSelect={selectLine}
        />
      </div>
    </section>
  );
}
