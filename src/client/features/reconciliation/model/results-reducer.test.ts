import { describe, expect, it } from 'vitest';
import { emptySchedule, type ReconcileResponse } from '../../../../shared/reconcile';
import { exportBlockers, OMITTED_CHECK, ceasedWarnings, uncheckedMessage } from './checks';
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
      name: 'Apixaban',
      form: '5 mg tablet',
      schedule: { ...emptySchedule(), '0800': '5 mg', '1800': '5 mg' },
      indication: 'Atrial fibrillation',
      comment: 'New medication',
      changeType: 'new',
      isPRN: false,
    },
    {
      name: 'Pantoprazole',
      form: '',
      schedule: { ...emptySchedule(), '0800': 'Dose not stated' },
      indication: 'Reflux',
      comment: 'No change',
      changeType: 'unchanged',
      isPRN: false,
      warnings: ['No dose given: check the dose'],
    },
  ],
  ceasedMedications: [
    { name: 'Perindopril', form: '5 mg', reason: 'Withheld: low blood pressure' },
    { name: 'Temazepam', form: '10 mg', reason: 'Not on discharge list - confirm with prescriber' },
  ],
  warnings: [
    'Could not read line 3: "xyzzy" (admission list)',
    'Discharge line 2: No dose given: check the dose',
  ],
};

const run = (actions: ReconciliationAction[], from: ReconciliationState) =>
  actions.reduce(reduce, from);
const start = () => reduce(initialState(), { type: 'succeeded', response });
const byName = (s: ReconciliationState, name: string) =>
  s.results!.rows.find((r) => r.name === name)!;

describe('the engine answer on screen', () => {
  it('reads the status of each ceased entry and keeps each warning in one place', () => {
    const s = start();
    expect(s.results!.ceased.map((c) => c.status)).toEqual(['Withheld', 'Ceased']);
    // The list warning that repeats the row's own is shown on the row only.
    expect(s.results!.warnings).toEqual([
      { text: 'Could not read line 3: "xyzzy" (admission list)', checked: false },
    ]);
    expect(ceasedWarnings(s.results!.ceased[1]!)).toEqual([OMITTED_CHECK]);
  });
});

describe('the export gate', () => {
  it('counts open checks, nameless rows and list warnings', () => {
    let s = start();
    const b = exportBlockers(s.results!);
    expect(b.unchecked.map((x) => x.name)).toEqual(['Pantoprazole', 'Temazepam']);
    expect(b.listWarnings).toBe(1);
    expect(uncheckedMessage(b.unchecked.length)).toBe('2 rows still need checking');
    expect(uncheckedMessage(1)).toBe('1 row still needs checking');

    const panto = byName(s, 'Pantoprazole');
    const tem = s.results!.ceased[1]!;
    s = run(
      [
        { type: 'set-checked', kind: 'row', id: panto.id, checked: true },
        { type: 'edit-ceased', id: tem.id, field: 'reason', value: 'Ceased: no longer needed' },
        { type: 'set-warning-checked', index: 0, checked: true },
        { type: 'add-row', prn: false },
      ],
      s,
    );
    const after = exportBlockers(s.results!);
    expect(after.unchecked).toEqual([]); // a tick, and an edit, resolve a check
    expect(after.listWarnings).toBe(0);
    expect(after.blank).toMatchObject([{ kind: 'row', section: 'regular', position: 3 }]);
    expect(s.openRow).toBe(after.blank[0]!.id); // the new row's name opens for typing
    s = reduce(s, { type: 'set-checked', kind: 'row', id: panto.id, checked: false });
    expect(exportBlockers(s.results!).unchecked).toHaveLength(1);
  });

  it('an edit resolves a row only when it changes something', () => {
    let s = start();
    const panto = byName(s, 'Pantoprazole');
    s = reduce(s, { type: 'edit-row', id: panto.id, field: 'form', value: '' });
    expect(byName(s, 'Pantoprazole').checked).toBeUndefined();
    s = reduce(s, { type: 'edit-row', id: panto.id, field: 'form', value: '40 mg tablet' });
    expect(byName(s, 'Pantoprazole').checked).toBe(true);
  });
});

describe('a section move by an edit', () => {
  it('is announced with the word that moved it, and Undo restores the row as it was', () => {
    let s = start();
    const apix = byName(s, 'Apixaban');
    s = reduce(s, {
      type: 'edit-row',
      id: apix.id,
      field: 'comment',
      value: 'Withhold 2 days before surgery, even if needed for surgery',
    });
    expect(s.notice).toBe(
      'Apixaban moved to When Required Medications because the text says "if needed".',
    );
    expect(splitSections(s.results!.rows).prn.map((r) => r.name)).toEqual(['Apixaban']);
    expect(s.undo).toMatchObject({ kind: 'move' });
    s = reduce(s, { type: 'undo' });
    expect(byName(s, 'Apixaban')).toEqual(apix);
    expect(s.undo).toBeNull();
  });

  it('says so when the word is edited out, and a later edit of the row drops the Undo', () => {
    let s = start();
    const apix = byName(s, 'Apixaban');
    s = run(
      [
        { type: 'edit-row', id: apix.id, field: '0800', value: '5 mg PRN' },
        { type: 'undo' },
        { type: 'edit-row', id: apix.id, field: '0800', value: '5 mg PRN' },
        { type: 'edit-row', id: apix.id, field: '0800', value: '5 mg' },
      ],
      s,
    );
    expect(s.notice).toBe(
      'Apixaban moved to Regular Medications because the text no longer says "PRN".',
    );
    s = reduce(s, { type: 'edit-row', id: apix.id, field: 'indication', value: 'AF' });
    expect(s.undo).toBeNull();
    expect(s.notice).toContain('moved to Regular');
  });
});

describe('ceased entries', () => {
  it('switch between Ceased and Withheld, and a new one opens its name', () => {
    let s = start();
    const [per] = s.results!.ceased;
    s = reduce(s, { type: 'set-ceased-status', id: per!.id, status: 'Ceased' });
    expect(s.results!.ceased[0]).toMatchObject({
      status: 'Ceased',
      reason: 'Ceased: low blood pressure',
    });
    s = reduce(s, { type: 'add-ceased' });
    expect(s.openRow).toBe(s.results!.ceased[2]!.id);
    expect(s.results!.ceased[2]!.status).toBe('Ceased');
  });
});
