/**
 * blind-35 classes (hx-b35b): a labelled block naming the old and the new medicine, a chart's empty time cells,
 * the old order with its dose then a swap to another medicine, a key's status letters in brackets, a restart
 * with a subject of its own, a history field then the order, a measure that bore the dose, a summary of changes
 * before the list, a 'Target' column and '12 md'. Wordings are our own, not the set's.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

type Result = ReturnType<typeof reconcileChecked>;
const row = (r: Result, name: string) => r.medications.find((m) => m.name.startsWith(name));
const stopped = (r: Result, name: string) =>
  r.ceasedMedications.find((c) => c.name.startsWith(name));
const slots = (m: Result['medications'][number]) =>
  Object.entries(m.schedule)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('a labelled block: the old medicine stopped, the new one named under it', () => {
  it.each([
    ['  Old drug: Dabigatran - STOPPED (renal function)', '  New drug: Rivaroxaban (Xarelto)'],
    ['  Previous therapy: Dabigatran - ceased, eGFR 28', '  New therapy: Rivaroxaban'],
    ['\tPrior agent: Dabigatran - discontinued', '\tNew agent: Rivaroxaban'],
  ])('%s / %s', (oldLine, newLine) => {
    const r = reconcileChecked(
      'Dabigatran 110 mg bd\nAtenolol 50 mg mane',
      `Anticoagulant change\n${oldLine}\n${newLine}\n  Dose: 15 mg once daily with the evening meal\nAtenolol 50 mg mane`,
    );
    const m = row(r, 'Rivaroxaban')!;
    expect(m.changeType).toBe('new');
    expect(m.schedule['1800']).toContain('15 mg');
    expect(stopped(r, 'Dabigatran')).toBeDefined();
  });

  it('a status indented under the order, naming no other medicine, stays its status', () => {
    const r = reconcileChecked(
      'Dabigatran 110 mg bd',
      'Dabigatran 110 mg bd\n   - STOPPED (bleeding)',
    );
    expect(stopped(r, 'Dabigatran')?.reason).toMatch(/bleeding/);
    expect(row(r, 'Dabigatran')).toBeUndefined();
  });
});

describe('a chart with a column per time of day keeps its empty cells', () => {
  const admission = 'Loratadine 10 mg nocte\nMagnesium 400 mg bd\nPregabalin 75 mg tds';
  it.each([
    'Drug | AM | Lunch | Tea | Bed | Notes\nLoratadine 10 mg | | | | 1 | new brand - same dose\nMagnesium 400 mg | 1 | | 1 | | unchanged\nPregabalin 75 mg | 1 | 1 | 1 | | started - nerve pain',
    'Medicine | Morning | Midday | Evening | Night | Comment\nLoratadine 10 mg |  |  |  | 1 | night-time - drowsy\nMagnesium 400 mg | 1 |  | 1 |  |\nPregabalin 75 mg | 1 | 1 | 1 |  | continue - nerve pain',
  ])('%s', (discharge) => {
    const r = reconcileChecked(admission, discharge);
    expect(slots(row(r, 'Loratadine')!)).toEqual(['2200']);
    expect(slots(row(r, 'Magnesium')!)).toEqual(['0800', '1800']);
    expect(slots(row(r, 'Pregabalin')!)).toEqual(['0800', '1200', '1800']);
  });

  it('a hyphen in the name keeps the empty cells too', () => {
    const r = reconcileChecked(
      'Perindopril-amlodipine 5/5 mg nocte',
      'Medicine | Morning | Noon | Evening | Bedtime\nPerindopril-amlodipine 5/5 mg | | | | 1',
    );
    expect(slots(row(r, 'Perindopril')!)).toEqual(['2200']);
  });

  it('a time field written with a dash for its dose is still no dose at that time', () => {
    const r = reconcileChecked(
      'Levetiracetam 500 mg bd',
      'Levetiracetam 500mg tab | Morning 500 mg | Evening -',
    );
    expect(slots(row(r, 'Levetiracetam')!)).toEqual(['0800']);
  });
});

describe('the old order with its dose, then a swap to another medicine with its dose', () => {
  it.each([
    'Tolterodine 2 mg bd => changed to mirabegron 50 mg daily (constipation)',
    'Tolterodine 2 mg bd - switched over to Betmiga 50 mg daily',
    'Tolterodine 2 mg bd; replaced with mirabegron 50 mg mane',
    'Tolterodine 2 mg twice a day, now changed to mirabegron 50 mg once daily',
  ])('%s', (line) => {
    const r = reconcileChecked(
      'Tolterodine 2 mg bd\nAspirin 100 mg mane',
      `Aspirin 100 mg mane\n${line}`,
    );
    expect(row(r, 'Mirabegron')?.changeType).toBe('new');
    expect(row(r, 'Tolterodine')).toBeUndefined();
    expect(stopped(r, 'Tolterodine')?.reason).toMatch(/mirabegron|betmiga/i);
  });

  it.each([
    // A note in a bracket, a change of dose, a swap with no dose: left to the other readers, each warned or read.
    'Tolterodine 2 mg bd (changed to mirabegron 50 mg by urologist)',
    'Tolterodine 2 mg bd - switched to mirabegron',
  ])('%s is no swap read silently', (line) => {
    const r = reconcileChecked('Tolterodine 2 mg bd', line);
    const t = row(r, 'Tolterodine');
    expect(!t || t.changeType !== 'unchanged' || (t.warnings ?? []).length > 0).toBe(true);
  });
});

describe("a key's status letters written in brackets on the lines", () => {
  it.each([
    ['Codes: K = keep  M = modified  S = stopped  H = on hold', '[S]', '[H]', '[K]'],
    ['Key: C = continue, S = stop, W = withhold', '(S)', '(W)', '(C)'],
  ])('%s', (key, stop, hold, keep) => {
    const r = reconcileChecked(
      'Meloxicam 15 mg daily\nRamipril 5 mg daily\nAtorvastatin 20 mg nocte',
      `${key}\n${stop} Meloxicam - kidney function\n${hold} Ramipril - low BP; GP to restart when BP settles\n${keep} Atorvastatin 20 mg nocte`,
    );
    expect(stopped(r, 'Meloxicam')).toBeDefined();
    expect(stopped(r, 'Ramipril')?.reason).toMatch(/low/i);
    expect(row(r, 'Atorvastatin')?.changeType).toBe('unchanged');
    expect(r.warnings?.some((w) => w.includes('Could not read line 1'))).toBe(false);
  });
});

describe('a restart with a subject of its own leaves the stop', () => {
  it.each([
    'Glyceryl trinitrate patch 5 mg - stopped, oral nitrates resumed',
    'Glyceryl trinitrate patch 5 mg ceased as usual tablets restarted',
    'Glyceryl trinitrate patch 5 mg - ceased; isosorbide recommenced',
  ])('%s', (line) => {
    const r = reconcileChecked('Glyceryl trinitrate patch 5 mg daily', line);
    expect(stopped(r, 'Glyceryl')).toBeDefined();
    expect(row(r, 'Glyceryl')).toBeUndefined();
  });

  it.each([
    'Ramipril 5 mg daily - withheld (AKI), restarted today',
    'Ramipril 5 mg daily - held, now resumed',
    'Ramipril 5 mg daily - withheld, ramipril restarted on discharge',
  ])('%s: the order itself restarted', (line) => {
    const r = reconcileChecked('Ramipril 5 mg daily', line);
    expect(row(r, 'Ramipril')).toBeDefined();
  });
});

describe('a history field, then the medicine now used for it', () => {
  it.each([
    'Smoking: gave up 3 months ago - nicotine patch 14 mg/24 hours daily',
    'Tobacco: ex-smoker since June; Nicabate patch 14 mg/24 hours once a day',
  ])('%s', (line) => {
    const r = reconcileChecked(
      `Metformin 1 g bd\n${line}`,
      'Metformin 1 g bd\nNicotine patch 14 mg/24 hours daily',
    );
    expect(row(r, 'Nicotine')?.changeType).toBe('unchanged');
  });

  it('a history that says a dose or a stop of its own is left as a note (reported)', () => {
    const r = reconcileChecked(
      'Metformin 1 g bd\nSmoking: stopped 2 weeks ago - nicotine gum 2 mg prn',
      'Metformin 1 g bd',
    );
    expect(r.warnings?.some((w) => /line 2/.test(w))).toBe(true);
  });
});

describe('how a measure bore the dose is no use', () => {
  it.each(['(BP tolerating)', '(HR and BP tolerated)', '- renal function ok', '(K+ acceptable)'])(
    'Candesartan 16 mg daily %s',
    (tail) => {
      const r = reconcileChecked('Candesartan 8 mg daily', `Candesartan 16 mg daily ${tail}`);
      expect(row(r, 'Candesartan')!.indication).not.toMatch(/tolerat|ok\b|acceptable/i);
    },
  );
});

describe('a summary of changes before the list that restates its orders', () => {
  it('is one row per medicine, the list line the order', () => {
    const r = reconcileChecked(
      'Carvedilol 3.125 mg bd\nSpironolactone 12.5 mg daily',
      'Changes this admission: carvedilol increased to 6.25 mg; spironolactone unchanged.\nDischarge list:\nCarvedilol 6.25 mg bd\nSpironolactone 12.5 mg mane',
    );
    const rows = r.medications.filter((m) => m.name.startsWith('Carvedilol'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changeType).toBe('changed');
    expect(slots(rows[0]!)).toEqual(['0800', '1800']);
    expect(r.warnings?.some((w) => /Carvedilol.*more than once/.test(w))).toBe(true);
  });
});

describe("a plan's Target column is the use when it names one", () => {
  it('Agent / Dose / Target / Review', () => {
    const r = reconcileChecked(
      'Agent          Dose             Target          Review\nQuetiapine     25 mg nocte      insomnia        2 weeks\nSertraline     50 mg mane       low mood        4 weeks',
      'Quetiapine 25 mg nocte\nSertraline 100 mg mane',
    );
    expect(row(r, 'Quetiapine')!.indication).toMatch(/insomnia|sleep/i);
    expect(row(r, 'Sertraline')!.indication).toMatch(/mood/i);
  });

  it('a measured goal in the column is a note, never the use', () => {
    const r = reconcileChecked(
      'Agent          Dose             Target          Review\nMetoprolol     25 mg bd         HR < 70         1 week\nWarfarin       3 mg daily       INR 2-3         weekly',
      'Metoprolol 25 mg bd',
    );
    expect(row(r, 'Metoprolol')!.indication).not.toMatch(/70|HR/);
  });
});

describe("'12 md' is noon", () => {
  it.each(['Methadone 20 mg mane, 10 mg at 12 md', 'Methadone 20 mg mane + 10 mg 12MD'])(
    '%s',
    (line) => {
      const r = reconcileChecked('Methadone 20 mg mane', line);
      const m = row(r, 'Methadone')!;
      expect(slots(m)).toEqual(['0800', '1200']);
      expect(m.schedule['1200']).toContain('10 mg');
    },
  );
});

describe('a when-required limit an hour', () => {
  it.each(['max 2 sprays/hr', 'max 2 sprays per hour', 'max 2 sprays/h'])(
    '%s keeps its hour',
    (max) => {
      const r = reconcileChecked(
        'Aspirin 100 mg mane',
        `Aspirin 100 mg mane\nNicotine mouth spray 1 mg/spray 1 spray prn cravings, ${max}`,
      );
      expect(row(r, 'Nicotine')!.schedule['0800']).toMatch(/max 2 sprays an hour/);
    },
  );
});
