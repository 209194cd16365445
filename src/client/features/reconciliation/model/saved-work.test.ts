import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTabWork } from '../../../lib/tab-work';
import { emptySchedule } from '../../../../shared/reconcile';
import { initialState, reconciliationReducer as reduce } from './reconciliation-state';
import { restoreWork, saveWork } from './saved-work';

/** sessionStorage as the browser has it, for the node test environment. */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
}

const worked = () => {
  let s = reduce(initialState(), { type: 'set-text', list: 'admission', value: 'Lipitor 20mg' });
  s = reduce(s, {
    type: 'succeeded',
    response: {
      medications: [
        {
          name: 'Atorvastatin',
          form: '40 mg',
          schedule: { ...emptySchedule(), '2200': '40 mg' },
          indication: 'High cholesterol',
          comment: '',
          changeType: 'changed',
          warnings: ['check'],
        },
      ],
      ceasedMedications: [{ name: 'Aspirin', form: '', reason: 'Withheld: bleeding' }],
    },
  });
  const id = s.results!.rows[0]!.id;
  s = reduce(s, { type: 'set-checked', kind: 'row', id, checked: true });
  return reduce(s, { type: 'set-time-header', slot: '0800', value: '0700' });
};

describe('work kept in the tab', () => {
  beforeEach(() => {
    globalThis.sessionStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  });

  it('comes back after a reload for the same person, with every edit and check', () => {
    const s = worked();
    saveWork('user-1', s);
    const back = restoreWork('user-1');
    expect(back.results).toEqual(s.results);
    expect(back.admission).toBe('Lipitor 20mg');
    expect(back.timeHeaders['0800']).toBe('0700');
    expect(back.nextId).toBe(s.nextId);
    expect(back.processing).toBe(false);
  });

  it('is not given to someone else, and is gone after sign-out or Start New', () => {
    saveWork('user-1', worked());
    expect(restoreWork('user-2')).toEqual(initialState());
    clearTabWork();
    expect(restoreWork('user-1')).toEqual(initialState());
    saveWork('user-1', worked());
    saveWork('user-1', initialState());
    expect(sessionStorage.length).toBe(0);
  });

  it('starts afresh when what is stored is unreadable', () => {
    sessionStorage.setItem('medrecon.work.reconciliation', '{"v":1,"userId":"user-1"');
    expect(restoreWork('user-1')).toEqual(initialState());
    sessionStorage.setItem(
      'medrecon.work.reconciliation',
      JSON.stringify({ v: 1, userId: 'user-1' }),
    );
    expect(restoreWork('user-1')).toEqual(initialState());
  });
});
