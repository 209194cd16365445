import { describe, expect, it } from 'vitest';
import { emptySchedule, type ReconcileResponse } from '../../../../shared/reconcile';
import { countEntered, EXAMPLE_ADMISSION, EXAMPLE_DISCHARGE } from './input-text';
import {
  initialState,
  reconciliationReducer as reduce,
  type ReconciliationAction,
  type ReconciliationState,
} from './reconciliation-state';
import { splitSections } from './table-model';

const response: ReconcileResponse = {
  medications: [
    {
      name: 'Atorvastatin',
      form: '40 mg tablet',
      schedule: { ...emptySchedule(), '2200': '1 tablet' },
      indication: 'High cholesterol',
      comment: 'Dose increased',
      changeType: 'changed',
      isPRN: false,
    },
    {
      name: 'Paracetamol',
      form: '500 mg tablet',
      schedule: { ...emptySchedule(), '0800': '2 tablets every 6 hours' },
      indication: 'Pain',
      comment: '',
      changeType: 'unchanged',
      isPRN: true,
    },
  ],
  ceasedMedications: [{ name: 'Aspirin', form: '100 mg tablet', reason: 'Ceased: GI bleed' }],
  warnings: ['Could not read line 7: "Nil"'],
};

const run = (actions: ReconciliationAction[], from: ReconciliationState = initialState()) =>
  actions.reduce(reduce, from);
const withResults = () =>
  run([{ type: 'load-example' }, { type: 'submit' }, { type: 'succeeded', response }]);

describe('the input step', () => {
  it('loads the example into both lists and counts non-blank lines', () => {
    const s = run([{ type: 'load-example' }]);
    expect(s.admission).toBe(EXAMPLE_ADMISSION);
    expect(s.discharge).toBe(EXAMPLE_DISCHARGE);
    expect(countEntered(s.admission)).toBe(7);
    expect(countEntered('a\n\n  \n b \r\nc')).toBe(3);
    expect(countEntered('')).toBe(0);
  });

  it('goes from processing to results, or back to the form with the error and the texts kept', () => {
    const processing = run([
      { type: 'set-text', list: 'admission', value: 'a' },
      { type: 'submit' },
    ]);
    expect(processing.processing).toBe(true);
    const failed = reduce(processing, { type: 'failed', message: 'Failed to process medications' });
    expect(failed).toMatchObject({
      processing: false,
      error: 'Failed to process medications',
      admission: 'a',
      results: null,
    });
    const typed = reduce(failed, { type: 'set-text', list: 'discharge', value: 'b' });
    expect(typed.error).toBeNull();
  });

  it('keeps the engine rows, ceased list and warnings, each with an id', () => {
    const s = withResults();
    expect(s.processing).toBe(false);
    expect(s.results?.rows.map((r) => r.name)).toEqual(['Atorvastatin', 'Paracetamol']);
    expect(new Set([...s.results!.rows, ...s.results!.ceased].map((r) => r.id)).size).toBe(3);
    expect(s.results?.warnings).toEqual([{ text: 'Could not read line 7: "Nil"', checked: false }]);
  });
});

describe('editing the results', () => {
  it('edits a cell and moves a row to PRN when the edit says so', () => {
    const s = withResults();
    const id = s.results!.rows[0]!.id;
    const e = run([{ type: 'edit-row', id, field: '2200', value: '1 tablet when required' }], s);
    expect(splitSections(e.results!.rows).prn.map((r) => r.name)).toEqual([
      'Atorvastatin',
      'Paracetamol',
    ]);
  });

  it('adds, deletes and restores rows and ceased items', () => {
    let s = withResults();
    s = run([{ type: 'add-row', prn: true }, { type: 'add-ceased' }], s);
    expect(s.results!.rows).toHaveLength(3);
    expect(s.results!.rows[2]).toMatchObject({ isPRN: true, changeType: 'new' });
    expect(s.results!.ceased).toHaveLength(2);
    const first = s.results!.rows[0]!;
    s = reduce(s, { type: 'delete-row', id: first.id });
    expect(s.results!.rows.map((r) => r.id)).not.toContain(first.id);
    expect(s.notice).toBe('Deleted Atorvastatin.');
    s = reduce(s, { type: 'undo' });
    expect(s.results!.rows[0]).toEqual(first);
    expect(s.undo).toBeNull();
    const aspirin = s.results!.ceased[0]!;
    s = run(
      [{ type: 'edit-ceased', id: aspirin.id, field: 'reason', value: 'Withheld: bleeding' }],
      s,
    );
    expect(s.results!.ceased[0]!.reason).toBe('Withheld: bleeding');
  });

  it('moves a row with the move action, and says why when its text keeps it under PRN', () => {
    let s = withResults();
    const [atorva, para] = s.results!.rows;
    s = reduce(s, { type: 'set-prn', id: atorva!.id, prn: true });
    expect(s.notice).toBe('Atorvastatin moved to When Required Medications (PRN).');
    s = reduce(s, { type: 'set-prn', id: para!.id, prn: false });
    expect(splitSections(s.results!.rows).regular.map((r) => r.name)).toEqual(['Paracetamol']);
  });

  it('edits time headers; a blank header goes back to its time', () => {
    let s = reduce(initialState(), { type: 'set-time-header', slot: '0800', value: ' 0700 ' });
    expect(s.timeHeaders['0800']).toBe('0700');
    s = reduce(s, { type: 'set-time-header', slot: '0800', value: '  ' });
    expect(s.timeHeaders['0800']).toBe('0800');
  });

  it('Start New Reconciliation clears results, texts, errors and headers but never reuses ids', () => {
    const s = run(
      [{ type: 'set-time-header', slot: '1200', value: '1300' }, { type: 'reset' }],
      withResults(),
    );
    expect(s).toEqual({ ...initialState(), nextId: 4 });
  });
});
