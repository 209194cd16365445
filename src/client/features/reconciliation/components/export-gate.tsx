import { blockerLabel, uncheckedMessage, type Blocker, type ExportBlockers } from '../model/checks';

import type { FocusTarget } from './focus-item';

function BlockerLinks({
  items,
  part,
  onGoTo,
}: {
  items: Blocker[];
  /** Unchecked rows link to their 'Mark as checked', nameless ones to their name cell. */
  part: 'check' | 'name';
  onGoTo(t: FocusTarget): void;
}) {
  return (
    <ul className="mt-1 list-disc pl-6">
      {items.map((b) => (
        <li key={b.id}>
          <a
            href={`#row-${b.id}`}
            className="font-medium text-red-900 underline"
            onClick={(e) => {
              e.preventDefault();
              onGoTo({ kind: b.kind, id: b.id, part });
            }}
          >
            {blockerLabel(b)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Why the PDF cannot go yet: rows whose warnings nobody has resolved, rows without a name, and
 * unchecked warnings about the pasted lists. Each links back to the place to fix it.
 */
export function ExportGate({
  blockers,
  onGoTo,
}: {
  blockers: ExportBlockers;
  onGoTo(t: FocusTarget): void;
}) {
  const { unchecked, blank, listWarnings } = blockers;
  if (!unchecked.length && !blank.length && !listWarnings) return null;
  return (
    <div id="export-gate" className="alert-error flex flex-col gap-3">
      {unchecked.length > 0 && (
        <div>
          <p className="font-semibold">{uncheckedMessage(unchecked.length)}</p>
          <BlockerLinks items={unchecked} part="check" onGoTo={onGoTo} />
        </div>
      )}
      {blank.length > 0 && (
        <div>
          <p className="font-semibold">
            {blank.length === 1 ? 'A row has' : `${blank.length} rows have`} no medication name and
            cannot be exported. Name or delete:
          </p>
          <BlockerLinks items={blank} part="name" onGoTo={onGoTo} />
        </div>
      )}
      {listWarnings > 0 && (
        <p>
          <a
            href="#list-warnings"
            className="font-semibold text-red-900 underline"
            onClick={(e) => {
              e.preventDefault();
              onGoTo('list-warnings');
            }}
          >
            {listWarnings === 1
              ? '1 warning about the pasted lists still needs checking'
              : `${listWarnings} warnings about the pasted lists still need checking`}
          </a>
        </p>
      )}
    </div>
  );
}
