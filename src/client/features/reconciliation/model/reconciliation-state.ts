import type { ReconcileResponse, TimeSlot } from '../../../../shared/reconcile';
import { EXAMPLE_ADMISSION, EXAMPLE_DISCHARGE } from './input-text';
import {
  isResultsAction,
  resultsReducer,
  type Results,
  type ResultsAction,
  type ResultsState,
} from './results-reducer';
import { defaultTimeHeaders, tableFromResponse, type TimeHeaders } from './table-model';

export type { Results, Undo } from './results-reducer';

export interface ReconciliationState extends ResultsState {
  admission: string;
  discharge: string;
  processing: boolean;
  error: string | null;
  /** Null on the input step; the input form hides once results exist. */
  results: Results | null;
  timeHeaders: TimeHeaders;
  /** A short message for screen readers and sighted users after a row action (move, delete). */
  notice: string | null;
}

export type ReconciliationAction =
  | { type: 'set-text'; list: 'admission' | 'discharge'; value: string }
  | { type: 'load-example' }
  | { type: 'submit' }
  | { type: 'succeeded'; response: ReconcileResponse }
  | { type: 'failed'; message: string }
  | { type: 'set-time-header'; slot: TimeSlot; value: string }
  | { type: 'reset' }
  | ResultsAction;

export const initialState = (): ReconciliationState => ({
  admission: '',
  discharge: '',
  processing: false,
  error: null,
  results: null,
  timeHeaders: defaultTimeHeaders(),
  notice: null,
  undo: null,
  openRow: null,
  nextId: 1,
});

/** True when the input step holds text the example would replace (so the screen asks first). */
export const hasOwnText = (s: Pick<ReconciliationState, 'admission' | 'discharge'>) =>
  (!!s.admission.trim() || !!s.discharge.trim()) &&
  !(s.admission === EXAMPLE_ADMISSION && s.discharge === EXAMPLE_DISCHARGE);

export function reconciliationReducer(
  state: ReconciliationState,
  action: ReconciliationAction,
): ReconciliationState {
  if (isResultsAction(action)) return resultsReducer(state, action);
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
        undo: null,
        openRow: null,
      };
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
