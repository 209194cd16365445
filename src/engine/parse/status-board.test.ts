/**
 * A discharge list pasted as a board with a column per status, each column read downwards: every cell is an
 * order with its column's status, whatever the column headings say and however many columns there are.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = [
  'Irbesartan 150 mg mane',
  'Sertraline 50 mg daily',
  'Rosuvastatin 10 mg nocte',
  'Gliclazide MR 60 mg with breakfast',
].join('\n');

const byName = (r: ReturnType<typeof reconcileChecked>, n: string) =>
  r.medications.find((m) => m.name.toLowerCase().startsWith(n));

describe.each([
  ['Continue', 'Changed', 'Ceased', 'Started'],
  ['UNCHANGED', 'DOSE ADJUSTED', 'DISCONTINUED', 'NEW MEDICINES'],
  ['Keep taking', 'Amended', 'Stop', 'Commenced'],
])('a board headed %s | %s | %s | %s', (keep, change, stop, start) => {
  const discharge = [
    'Ward 7 - discharge medicines',
    [keep, change, stop, start].join('\t'),
    [
      'Irbesartan 150 mg mane',
      'Gliclazide MR 30 mg with breakfast (hypos)',
      'Rosuvastatin 10 mg nocte (LFTs raised)',
      'Dapagliflozin 10 mg mane',
    ].join('\t'),
    ['Sertraline 50 mg daily', '', '', 'Pantoprazole 40 mg daily (GI protection)'].join('\t'),
  ].join('\n');
  const r = reconcileChecked(ADMISSION, discharge);

  it('reads each cell with its column status', () => {
    expect(byName(r, 'irbesartan')?.changeType).toBe('unchanged');
    expect(byName(r, 'sertraline')?.changeType).toBe('unchanged');
    expect(byName(r, 'gliclazide')?.changeType).toBe('changed');
    expect(byName(r, 'dapagliflozin')?.changeType).toBe('new');
    expect(byName(r, 'pantoprazole')?.changeType).toBe('new');
    expect(byName(r, 'rosuvastatin')).toBeUndefined();
    const c = r.ceasedMedications.find((x) => x.name.startsWith('Rosuvastatin'));
    expect(c?.reason).toMatch(/LFT/i);
  });

  it('reads the board by column, so the board net has nothing to doubt', () => {
    expect((r.warnings ?? []).join('\n')).not.toMatch(/read by line, not by column/);
  });
});

describe('a board the reader cannot read whole', () => {
  it('leaves a cell that opens with no medicine to the status-board net', () => {
    const discharge = [
      ['Continue', 'Stopped'].join('\t'),
      ['Irbesartan 150 mg mane', 'Rosuvastatin 10 mg nocte'].join('\t'),
      ['Sertraline 50 mg daily', 'see GP letter re statin'].join('\t'),
    ].join('\n');
    const r = reconcileChecked(ADMISSION, discharge);
    expect((r.warnings ?? []).join('\n')).toMatch(/read by line, not by column/);
  });
});
