import type { ReconcileResponse, TimeSlot } from '../../../../shared/reconcile';
import { EXAMPLE_ADMISSION, EXAMPLE_DISCHARGE } from './input-text';
import {
  defaultTimeHeaders,
  editCeased,
  editRow,
  newCeased,
  newRow,
  setRowPrn,
  tableFromResponse,
  type CeasedField,
  type CeasedItem,
  type RowField,
  type TableRow,
  type TimeHeaders,
} from './table-model';

/** A deleted row or ceased item, kept until the next delete so it can be put back. */
export type Deleted =
  | { kind: 'row'; item: TableRow; index: number }
  | { kind: 'ceased'; item: CeasedItem; index: number };

export interface ReconciliationState {
  admission: string;
  discharge: string;
  processing: boolean;
  error: string | null;
  /** Null on the input step; the input form hides once results exist. */
  results: { rows: TableRow[]; ceased: CeasedItem[]; warnings: string[] } | null;
  timeHeaders: TimeHeaders;
  /** A short message for screen readers and sighted users after a row action (move, delete). */
  notice: string | null;
  lastDeleted: Deleted | null;
  nextId: number;
}

export type ReconciliationAction =
  | { type: 'set-text'; list: 'admission' | 'discharge'; value: string }
  | { type: 'load-example' }
  | { type: 'submit' }
  | { type: 'succeeded'; response: ReconcileResponse }
  | { type: 'failed'; message: string }
  | { type: 'edit-row'; id: string; field: RowField; value: string }
  | { type: 'set-prn'; id: string; prn: boolean }
  | { type: 'add-row'; prn: boolean }
  | { type: 'delete-row'; id: string }
  | { type: 'edit-ceased'; id: string; field: CeasedField; value: string }
  | { type: 'add-ceased' }
  | { type: 'delete-ceased'; id: string }
  | { type: 'undo-delete' }
  | { type: 'set-time-header'; slot: TimeSlot; value: string }
  | { type: 'reset' };

export const initialState = (): ReconciliationState => ({
  admission: '',
  discharge: '',
  processing: false,
  error: null,
  results: null,
  timeHeaders: defaultTimeHeaders(),
  notice: null,
  lastDeleted: null,
  nextId: 1,
});

type Results = NonNullable<ReconciliationState['results']>;

function withResults(
  state: ReconciliationState,
  change: (r: Results) => Partial<Results>,
  extra: Partial<ReconciliationState> = {},
) {
  if (!state.results) return state;
  return { ...state, results: { ...state.results, ...change(state.results) }, ...extra };
}

const mapRow = (rows: TableRow[], id: string, f: (r: TableRow) => TableRow) =>
  rows.map((r) => (r.id === id ? f(r) : r));

export function reconciliationReducer(
  state: ReconciliationState,
  action: ReconciliationAction,
): ReconciliationState {
  switch (action.type) {
    case 'set-text':
      return { ...state, [action.list]: action.value, error: null };
    case 'load-example':
      return { ...state, admission: EXAMPLE_ADMISSION, discharge: EXAMPLE_DISCHARGE, error: null };
    case 'submit':
      return { ...state, processing: true, error: null };
    case 'failed':
      return { ...state, processing: false, error: action.message };
    case 'succeeded': {
      const t = tableFromResponse(action.response, state.nextId);
      return {
        ...state,
        processing: false,
        error: null,
        results: { rows: t.rows, ceased: t.ceased, warnings: t.warnings },
        nextId: t.nextId,
        notice: null,
        lastDeleted: null,
      };
    }
    case 'edit-row':
      return withResults(state, (r) => ({
        rows: mapRow(r.rows, action.id, (row) => editRow(row, action.field, action.value)),
      }));
    case 'set-prn': {
      const row = state.results?.rows.find((r) => r.id === action.id);
      if (!row) return state;
      const moved = setRowPrn(row, action.prn);
      const name = row.name || 'The medication';
      const notice =
        moved.blockedBy ??
        `${name} moved to ${action.prn ? 'When Required Medications (PRN)' : 'Regular Medications'}.`;
      return withResults(state, (r) => ({ rows: mapRow(r.rows, action.id, () => moved.row) }), {
        notice,
      });
    }
    case 'add-row': {
      const row = newRow(`m${state.nextId}`, action.prn);
      const section = action.prn ? 'When Required Medications (PRN)' : 'Regular Medications';
      return withResults(state, (r) => ({ rows: [...r.rows, row] }), {
        nextId: state.nextId + 1,
        notice: `Added a new row to ${section}.`,
      });
    }
    case 'delete-row': {
      const index = state.results?.rows.findIndex((r) => r.id === action.id) ?? -1;
      const item = state.results?.rows[index];
      if (!item) return state;
      return withResults(state, (r) => ({ rows: r.rows.filter((x) => x.id !== action.id) }), {
        lastDeleted: { kind: 'row', item, index },
        notice: `Deleted ${item.name || 'the row'}.`,
      });
    }
    case 'edit-ceased':
      return withResults(state, (r) => ({
        ceased: r.ceased.map((c) =>
          c.id === action.id ? editCeased(c, action.field, action.value) : c,
        ),
      }));
    case 'add-ceased':
      return withResults(state, (r) => ({ ceased: [...r.ceased, newCeased(`c${state.nextId}`)] }), {
        nextId: state.nextId + 1,
        notice: 'Added a new ceased or withheld medication.',
      });
    case 'delete-ceased': {
      const index = state.results?.ceased.findIndex((c) => c.id === action.id) ?? -1;
      const item = state.results?.ceased[index];
      if (!item) return state;
      return withResults(state, (r) => ({ ceased: r.ceased.filter((x) => x.id !== action.id) }), {
        lastDeleted: { kind: 'ceased', item, index },
        notice: `Deleted ${item.name || 'the item'} from the ceased list.`,
      });
    }
    case 'undo-delete': {
      const d = state.lastDeleted;
      if (!d) return state;
      const restore = <T>(list: T[], item: T) => [
        ...list.slice(0, d.index),
        item,
        ...list.slice(d.index),
      ];
      return withResults(
        state,
        (r) =>
          d.kind === 'row'
            ? { rows: restore(r.rows, d.item) }
            : { ceased: restore(r.ceased, d.item) },
        { lastDeleted: null, notice: `Restored ${d.item.name || 'the deleted item'}.` },
      );
    }
    case 'set-time-header':
      return {
        ...state,
        timeHeaders: { ...state.timeHeaders, [action.slot]: action.value.trim() || action.slot },
      };
    case 'reset':
      return { ...initialState(), nextId: state.nextId };
  }
}
