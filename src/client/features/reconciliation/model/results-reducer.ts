import type { CeasedStatus } from '../../../../shared/reconcile';
import { withStatus } from './ceased-status';
import { ceasedWarnings, rowWarnings } from './checks';
import {
  editCeased,
  editRow,
  newCeased,
  newRow,
  sectionMoveNotice,
  setRowPrn,
  type CeasedField,
  type CeasedItem,
  type ListWarning,
  type RowField,
  type TableRow,
} from './table-model';

export interface Results {
  rows: TableRow[];
  ceased: CeasedItem[];
  warnings: ListWarning[];
}

/** What the notice's Undo button puts back: a deleted row or entry, or a row as it was before an edit moved it. */
export type Undo =
  | { kind: 'row'; item: TableRow; index: number }
  | { kind: 'ceased'; item: CeasedItem; index: number }
  | { kind: 'move'; item: TableRow };

/** The part of the screen's state these actions change. */
export interface ResultsState {
  results: Results | null;
  notice: string | null;
  undo: Undo | null;
  /** The id of a row just added, whose name cell opens for typing. */
  openRow: string | null;
  nextId: number;
}

export type ResultsAction =
  | { type: 'edit-row'; id: string; field: RowField; value: string }
  | { type: 'set-prn'; id: string; prn: boolean }
  | { type: 'add-row'; prn: boolean }
  | { type: 'delete-row'; id: string }
  | { type: 'edit-ceased'; id: string; field: CeasedField; value: string }
  | { type: 'set-ceased-status'; id: string; status: CeasedStatus }
  | { type: 'add-ceased' }
  | { type: 'delete-ceased'; id: string }
  | { type: 'set-checked'; kind: 'row' | 'ceased'; id: string; checked: boolean }
  | { type: 'set-warning-checked'; index: number; checked: boolean }
  | { type: 'undo' };

const RESULTS_ACTIONS = new Set<string>([
  'edit-row',
  'set-prn',
  'add-row',
  'delete-row',
  'edit-ceased',
  'set-ceased-status',
  'add-ceased',
  'delete-ceased',
  'set-checked',
  'set-warning-checked',
  'undo',
]);
export const isResultsAction = (a: { type: string }): a is ResultsAction =>
  RESULTS_ACTIONS.has(a.type);

const replace = <T extends { id: string }>(list: T[], id: string, f: (x: T) => T) =>
  list.map((x) => (x.id === id ? f(x) : x));

/** An edit that changed something resolves the item's warnings: the clinician has looked at it. */
const resolvedBy = <T extends { checked?: boolean }>(before: T, after: T, warned: boolean): T =>
  after !== before && warned ? { ...after, checked: true } : after;

export function resultsReducer<S extends ResultsState>(state: S, action: ResultsAction): S {
  const r = state.results;
  if (!r) return state;
  const set = (results: Partial<Results>, extra: Partial<ResultsState> = {}): S => ({
    ...state,
    results: { ...r, ...results },
    ...extra,
  });
  switch (action.type) {
    case 'edit-row': {
      const before = r.rows.find((x) => x.id === action.id);
      if (!before) return state;
      const edited = editRow(before, action.field, action.value);
      const after = resolvedBy(before, edited, rowWarnings(before).length > 0);
      const moved = sectionMoveNotice(before, after);
      // An Undo for an earlier move of this row would now throw this edit away: drop it.
      const staleUndo = state.undo?.kind === 'move' && state.undo.item.id === action.id;
      return set(
        { rows: replace(r.rows, action.id, () => after) },
        {
          openRow: null,
          ...(moved
            ? { notice: moved, undo: { kind: 'move', item: before } }
            : staleUndo
              ? { undo: null }
              : {}),
        },
      );
    }
    case 'set-prn': {
      const row = r.rows.find((x) => x.id === action.id);
      if (!row) return state;
      const moved = setRowPrn(row, action.prn);
      const name = row.name || 'The medication';
      const notice =
        moved.blockedBy ??
        `${name} moved to ${action.prn ? 'When Required Medications (PRN)' : 'Regular Medications'}.`;
      return set({ rows: replace(r.rows, action.id, () => moved.row) }, { notice });
    }
    case 'add-row': {
      const row = newRow(`m${state.nextId}`, action.prn);
      const section = action.prn ? 'When Required Medications (PRN)' : 'Regular Medications';
      return set(
        { rows: [...r.rows, row] },
        { nextId: state.nextId + 1, openRow: row.id, notice: `Added a new row to ${section}.` },
      );
    }
    case 'delete-row': {
      const index = r.rows.findIndex((x) => x.id === action.id);
      const item = r.rows[index];
      if (!item) return state;
      return set(
        { rows: r.rows.filter((x) => x.id !== action.id) },
        { undo: { kind: 'row', item, index }, notice: `Deleted ${item.name || 'the row'}.` },
      );
    }
    case 'edit-ceased':
    case 'set-ceased-status': {
      const before = r.ceased.find((c) => c.id === action.id);
      if (!before) return state;
      const edited =
        action.type === 'edit-ceased'
          ? editCeased(before, action.field, action.value)
          : before.status === action.status
            ? before
            : withStatus(before, action.status);
      const after = resolvedBy(before, edited, ceasedWarnings(before).length > 0);
      return set({ ceased: replace(r.ceased, action.id, () => after) }, { openRow: null });
    }
    case 'add-ceased': {
      const item = newCeased(`c${state.nextId}`);
      return set(
        { ceased: [...r.ceased, item] },
        {
          nextId: state.nextId + 1,
          openRow: item.id,
          notice: 'Added a new ceased or withheld medication.',
        },
      );
    }
    case 'delete-ceased': {
      const index = r.ceased.findIndex((c) => c.id === action.id);
      const item = r.ceased[index];
      if (!item) return state;
      return set(
        { ceased: r.ceased.filter((x) => x.id !== action.id) },
        {
          undo: { kind: 'ceased', item, index },
          notice: `Deleted ${item.name || 'the item'} from the ceased list.`,
        },
      );
    }
    case 'set-checked':
      return action.kind === 'row'
        ? set({ rows: replace(r.rows, action.id, (x) => ({ ...x, checked: action.checked })) })
        : set({ ceased: replace(r.ceased, action.id, (x) => ({ ...x, checked: action.checked })) });
    case 'set-warning-checked':
      return set({
        warnings: r.warnings.map((w, i) =>
          i === action.index ? { ...w, checked: action.checked } : w,
        ),
      });
    case 'undo':
      return undo(state, r, set);
  }
}

function undo<S extends ResultsState>(
  state: S,
  r: Results,
  set: (results: Partial<Results>, extra?: Partial<ResultsState>) => S,
): S {
  const d = state.undo;
  if (!d) return state;
  const restore = <T>(list: T[], item: T, index: number) => [
    ...list.slice(0, index),
    item,
    ...list.slice(index),
  ];
  const name = d.item.name || 'the deleted item';
  if (d.kind === 'move') {
    if (!r.rows.some((x) => x.id === d.item.id)) return set({}, { undo: null });
    return set(
      { rows: replace(r.rows, d.item.id, () => d.item) },
      { undo: null, notice: `Undone: ${d.item.name || 'the row'} is back as it was.` },
    );
  }
  return set(
    d.kind === 'row'
      ? { rows: restore(r.rows, d.item, d.index) }
      : { ceased: restore(r.ceased, d.item, d.index) },
    { undo: null, notice: `Restored ${name}.` },
  );
}
