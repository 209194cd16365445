/**
 * A status board pasted as a bar table (a column per status, each read downwards), and the two ways its
 * rows were lost: a board whose rows fill one column each, and a cell with a full stop inside it. Also the
 * series a board row becomes: a medicine with its dose, then another that only says it stopped.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = [
  'Candesartan 16 mg daily',
  'Rosuvastatin 20 mg at night',
  'Gliclazide MR 60 mg mane',
  'Esomeprazole 20 mg daily',
].join('\n');

const rowOf = (r: ReturnType<typeof reconcileChecked>, name: string) =>
  r.medications.find((m) => m.name.startsWith(name));

describe('a status board written with bars', () => {
  it('whose every row fills one column is read by column (all go on)', () => {
    const r = reconcileChecked(
      ADMISSION,
      [
        '| Keep taking | Dose changed | Started | Stopped |',
        '|:--|:--|:--|:--|',
        '| Candesartan 16 mg daily | | | |',
        '| Rosuvastatin 20 mg at night | | | |',
        '| Gliclazide MR 60 mg mane | | | |',
        '| Esomeprazole 20 mg daily | | | |',
      ].join('\n'),
    );
    expect(r.ceasedMedications).toEqual([]);
    for (const name of ['Candesartan', 'Rosuvastatin', 'Gliclazide', 'Esomeprazole'])
      expect(rowOf(r, name)?.changeType).toBe('unchanged');
  });

  it('keeps a row whole when a cell holds full stops', () => {
    const r = reconcileChecked(
      ADMISSION,
      [
        '| Keep taking | Dose changed | Started | Stopped |',
        '|---|---|---|---|',
        '| Candesartan 16 mg daily | Gliclazide MR 30 mg mane. Lower dose. Check sugars | Metformin 500 mg BD with meals | Esomeprazole - stopped, no longer needed |',
        '| Rosuvastatin 20 mg at night | | | |',
      ].join('\n'),
    );
    expect(rowOf(r, 'Gliclazide')?.changeType).toBe('changed');
    expect(rowOf(r, 'Metformin')?.changeType).toBe('new');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Esomeprazole']);
    expect(rowOf(r, 'Candesartan')?.changeType).toBe('unchanged');
  });

  it('a board the reader cannot read whole is flagged, never read silently', () => {
    const r = reconcileChecked(
      ADMISSION,
      [
        '| Keep taking | Stopped |',
        '|---|---|',
        '| Candesartan 16 mg daily | see pharmacist note re statin |',
        '| Gliclazide MR 60 mg mane | |',
      ].join('\n'),
    );
    const all = JSON.stringify(r);
    expect(all).toMatch(/column per status/);
  });
});

describe('a medicine with its dose, then one that only says it stopped', () => {
  it.each([
    ['Candesartan 8 mg daily; Rosuvastatin - withheld (myalgia)', 'Rosuvastatin', /myalgia/i],
    ['Esomeprazole 20 mg daily; Gliclazide ceased (hypos)', 'Gliclazide', /hypo/i],
  ])('%s: the first goes on, the second stops', (line, stopped, why) => {
    const r = reconcileChecked(ADMISSION, line);
    const entry = r.ceasedMedications.find((c) => c.name.startsWith(stopped));
    expect(entry?.reason).toMatch(why);
    const first = line.split(' ')[0]!;
    expect(rowOf(r, first)).toBeDefined();
    expect(r.ceasedMedications.find((c) => c.name.startsWith(first))?.sources?.length ?? 1).toBe(1);
  });

  it('a problem label that is also a medicine name is a label', () => {
    const r = reconcileChecked(
      'Metformin 1 g BD',
      'Iron: ferrous sulfate 325 mg daily (new); metformin withheld (contrast scan)',
    );
    expect(r.medications.map((m) => m.name)).toContain('Ferrous sulfate');
    expect(r.ceasedMedications.map((c) => c.name)).toContain('Metformin');
  });
});
