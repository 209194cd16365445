/**
 * A discharge list that refers to the admission list's items by number: each number resolved against the
 * admission list's numbering (or its bullets counted in order, with a warning), whatever the wording of the
 * reference; a number that cannot be resolved is named, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const NUMBERED = [
  'Current medicines (GP summary):',
  '1) perindopril 4 mg mane',
  '2) sitagliptin 100 mg daily',
  '3) esomeprazole 20 mg daily',
  '4) tamsulosin 400 microgram nocte',
].join('\n');

const byName = (r: ReturnType<typeof reconcileChecked>, n: string) =>
  r.medications.find((m) => m.name.toLowerCase().startsWith(n));
const ceased = (r: ReturnType<typeof reconcileChecked>, n: string) =>
  r.ceasedMedications.find((m) => m.name.toLowerCase().startsWith(n));

describe.each([
  ['Items 2, 3 and 4: continue', 'Item 1: cease (dizzy, BP 95/60)'],
  ['Continue items 2 to 4', '#1 - stop (dizzy, BP 95/60)'],
  ['Nos. 2-4: no change', 'No. 1: withhold (dizzy, BP 95/60)'],
  ['See items 2 & 3 & 4 - continue as before.', 'Item 1 - ceased (dizzy, BP 95/60)'],
])('"%s" / "%s"', (goOn, stop) => {
  const r = reconcileChecked(NUMBERED, `${goOn}\n${stop}`);

  it('continues the referred items with their admission doses', () => {
    expect(byName(r, 'sitagliptin')?.changeType).toBe('unchanged');
    expect(byName(r, 'esomeprazole')?.changeType).toBe('unchanged');
    expect(byName(r, 'tamsulosin')?.schedule['2200']).toContain('400');
  });

  it('stops the referred item with its reason', () => {
    expect(byName(r, 'perindopril')).toBeUndefined();
    expect(ceased(r, 'perindopril')?.reason).toMatch(/dizzy/);
  });

  // Read, and still named for checking: a number resolved against the wrong numbering moves a stop.
  it('still asks for a check of what it read by number', () => {
    expect((r.warnings ?? []).join('\n')).toMatch(/by number, not by name/);
  });
});

describe('item references with a dose of their own', () => {
  it('reads a new dose for one item', () => {
    const r = reconcileChecked(NUMBERED, 'Items 1-3: continue\n#4: reduce to 200 microgram nocte');
    const t = byName(r, 'tamsulosin');
    expect(t?.changeType).toBe('changed');
    expect(t?.schedule['2200']).toContain('200');
  });

  it('does not spread one dose over several items: the net warns', () => {
    const r = reconcileChecked(NUMBERED, 'Items 1 and 2: 50 mg daily\nItems 3, 4: continue');
    expect((r.warnings ?? []).join('\n')).toMatch(/by number/);
  });
});

describe('item numbers that cannot be resolved', () => {
  it('names a number the admission list does not have', () => {
    const r = reconcileChecked(NUMBERED, 'Items 1-4: continue\nItem 9: stop');
    expect((r.warnings ?? []).join('\n')).toMatch(
      /item 9, which the admission list does not number/,
    );
  });

  it('warns when a gloss names another medicine than the numbered item', () => {
    const r = reconcileChecked(NUMBERED, 'Item 2 (esomeprazole): stop\nItems 1, 3, 4: continue');
    expect((r.warnings ?? []).join('\n')).toMatch(/check which medicine it means/);
  });

  it('counts bullets in order when the admission list numbers nothing, with a warning', () => {
    const bullets = NUMBERED.replace(/^\d\) /gm, '- ');
    const r = reconcileChecked(bullets, 'Items 1, 2, 4: continue\nitem 3 - stop (reflux settled)');
    expect(ceased(r, 'esomeprazole')?.reason).toMatch(/reflux/);
    expect((r.warnings ?? []).join('\n')).toMatch(/bulleted line/);
  });
});

describe("a discharge list that numbers its own lines ('No. 1', 'No. 2' ...)", () => {
  it('reads each line as written, not as the admission item of that number', () => {
    const r = reconcileChecked(
      'No. 1 Ramipril 5mg mane\nNo. 2 Atorvastatin 40mg nocte\nNo. 3 Metformin 500mg BD',
      'No. 1 Discharge medicines\nNo. 2 Atorvastatin 40 mg nocte\nNo. 3 Take 1 tablet at night.\nNo. 4 Metformin 500 mg BD\nNo. 5 Ramipril 5 mg mane',
    );
    expect(r.medications.map((m) => m.name).sort()).toEqual([
      'Atorvastatin',
      'Metformin',
      'Ramipril',
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('references that happen to count up line after line', () => {
  const ADMISSION = [
    '1) Lercanidipine 10 mg mane',
    '2) Spironolactone 25 mg mane',
    '3) Sitagliptin 100 mg daily',
    '4) Dapagliflozin 10 mg mane',
    '5) Pravastatin 40 mg nocte',
    '6) Mirtazapine 15 mg nocte',
  ].join('\n');

  it('a range line among them keeps the list read as references', () => {
    const r = reconcileChecked(
      ADMISSION,
      [
        'Nos 5-6: continue',
        'Item 1: withhold - Lercanidipine 10 mg - dizzy on standing',
        'Item 2: withhold - Spironolactone - potassium 5.9',
        'Item 3: now Sitagliptin 50 mg daily (renal dose)',
        'Item 4: cease - Dapagliflozin - recurrent thrush',
      ].join('\n'),
    );
    expect(byName(r, 'pravastatin')?.changeType).toBe('unchanged');
    expect(byName(r, 'mirtazapine')?.changeType).toBe('unchanged');
    expect(byName(r, 'sitagliptin')?.changeType).toBe('changed');
    expect(ceased(r, 'dapagliflozin')?.reason).toMatch(/thrush/);
    expect(ceased(r, 'pravastatin')).toBeUndefined();
  });
});
