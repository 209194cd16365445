/**
 * Classes of orders and notes found by the fourth hold-out set (tests/fixtures/regression/holdout-4),
 * each written here several ways so the rule is general, not fitted to one case.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;
const filled = (s: Record<string, string>) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v));

describe('a discharge line that only says to go on continues the admission order as written', () => {
  it.each([
    ['Aspirin 100mg mane', 'Aspirin - continue', { '0800': '100 mg' }],
    ['Irbesartan 150mg – 1 in the morning', 'Continue irbesartan', { '0800': '1 tablet' }],
    [
      'Metformin 500mg – 2 tablets with breakfast and 2 with dinner',
      'Resume metformin',
      { '0800': '2 tablets', '1800': '2 tablets' },
    ],
  ])('%j then %j', (admission, discharge, slots) => {
    const row = run(admission, discharge).medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(filled(row.schedule)).toEqual(slots);
    expect(row.sources).toHaveLength(2);
  });

  it('a bare name without "continue" is not given the admission dose', () => {
    const row = run('Aspirin 100mg mane', 'Aspirin').medications[0]!;
    expect(row.schedule['0800']).not.toContain('100 mg');
  });

  it.each([
    'Continue all your usual tablets (irbesartan, metformin, aspirin, vitamin D).',
    'Continue usual medicines: irbesartan, metformin, aspirin and vitamin D',
  ])('%j continues each one', (line) => {
    const r = run(
      'Irbesartan 150mg mane\nMetformin 500mg BD\nAspirin 100mg mane\nVitamin D 1000 units mane',
      line,
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Irbesartan', 'unchanged'],
      ['Metformin', 'unchanged'],
      ['Aspirin', 'unchanged'],
      ['Colecalciferol', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('lines and markers', () => {
  it.each([
    'Wear the eye shield at night for 1 week.',
    'Eye drops – RIGHT eye only. Wait 5 minutes between different drops.',
    'Wear compression stockings for 6 weeks',
  ])('%j is no order', (line) => {
    const r = run('', line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('"Eye drops: latanoprost 1 drop nocte" is still an order', () => {
    expect(run('', 'Eye drops: latanoprost 0.005% 1 drop nocte').medications).toHaveLength(1);
  });

  it.each(['1/ Metoprolol 50 mg bd', '12/ Metoprolol 50 mg bd'])('%j is numbered', (line) => {
    expect(run('Metoprolol 50 mg BD', line).medications[0]!.changeType).toBe('unchanged');
  });

  it('Prednefrin Forte is prednisolone with phenylephrine', () => {
    const row = run('', 'Prednefrin Forte 1 drop R eye QID').medications[0]!;
    expect(row.name).toBe('Phenylephrine + Prednisolone (Prednefrin Forte)');
  });
});

describe('more ways of writing orders', () => {
  it.each([
    ['Rx: atorvastatin 40mg nocte', 'Atorvastatin'],
    ['Medication: aspirin 100 mg mane', 'Aspirin'],
  ])('%j is an order for %s', (line, name) => {
    expect(run('', line).medications[0]!.name).toBe(name);
  });

  it('Paxlovid (nirmatrelvir 150 mg + ritonavir 100 mg) keeps the strengths of its bracket', () => {
    const row = run(
      '',
      'NEW: Paxlovid (nirmatrelvir 150 mg + ritonavir 100 mg) – 1 nirmatrelvir tab + 1 ritonavir tab twice daily for 5 days',
    ).medications[0]!;
    // A co-pack: each strength is its own tablet's (parse/co-pack.ts).
    expect(row.form).toContain('150 mg + 100 mg');
    expect(row.name).toBe('Nirmatrelvir + Ritonavir (Paxlovid)');
  });

  it("a phone app's fields between spaced slashes are clauses, not a strength", () => {
    expect(
      run('Perindopril / 5 mg / 1 tablet / morning / blood pressure', 'Perindopril 5 mg mane')
        .medications[0]!.changeType,
    ).toBe('unchanged');
  });

  it.each([
    'Emergency contact / Anne (wife) 0412 555 019',
    'Presented 24/03 with a first generalised seizure.',
    'Facility: Banksia Grove Aged Care, Room 14',
    'Alergies: NKDA',
  ])('%j is no order', (line) => {
    const r = run(line, '');
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('the dose after an arrow is the new one', () => {
    const row = run('Prednisolone 10 mg each morning', 'Prednisolone 10 mg → 20 mg mane')
      .medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toBe('20 mg');
  });

  it('a bracket straight after a stop is its reason', () => {
    expect(
      run('Ceftriaxone 2 g IV daily', 'Ceftriaxone IV – ceased (oral antibiotic step-down)')
        .ceasedMedications[0]!.reason,
    ).toContain('oral antibiotic step-down');
  });

  it('nicotine gum when required is one piece, and a PRN in directions counts', () => {
    const row = run(
      '',
      'Nicotine gum 2mg (Nicorette) – chew & park 1 piece prn cravings, max 15 pieces/day',
    ).medications[0]!;
    expect(row.isPRN).toBe(true);
    expect(row.form).toBe('2 mg gum');
    expect(row.schedule['0800']).toContain('1 piece');
  });

  it.each([
    [
      'Metoprolol 50 mg BD – omit morning dose on dialysis days',
      'omit morning dose on dialysis days',
    ],
    ['Resonium A 15 g once daily on non-dialysis days', 'on non-dialysis days'],
  ])('%j keeps its dialysis-day rule in the slot', (line, words) => {
    expect(run('', line).medications[0]!.schedule['0800']).toContain(words);
  });

  it.each(['weekly – Wednesdays', 'weekly, Tuesdays', 'Thursdays'])(
    'a table frequency %j keeps its day',
    (freq) => {
      const r = run('', `Drug\tDose\tWhen\tNotes\nMethotrexate\t10 mg\t${freq}\t`);
      expect(r.medications[0]!.schedule['0800']).toMatch(/wednesday|tuesday|thursday/i);
    },
  );

  it('Osteomol 665 x 2 tablets is 1330 mg', () => {
    expect(
      run('Osteomol 665 (paracetamol MR) – 2 tabs TDS', 'Paracetamol MR 1330 mg TDS')
        .medications[0]!.changeType,
    ).toBe('unchanged');
  });
});

describe('creams, labels and purposes', () => {
  it.each([
    ['Sorbolene cream apply liberally TDS', 'Apply liberally'],
    ['Advantan fatty ointment apply thinly daily', 'Apply thinly'],
    ['Betamethasone 0.05% cream apply BD to affected area', 'Apply'],
    ['Diclofenac 1% gel 4 g QID', '4 g'],
  ])('%j is %j in the slot', (line, slot) => {
    expect(run('', line).medications[0]!.schedule['0800']).toBe(slot);
  });

  it('a mixing ratio before the name stays in the name', () => {
    const row = run(
      '',
      '50:50 white soft paraffin/liquid paraffin – apply liberally to the whole body four times a day',
    ).medications[0]!;
    expect(row.name).toBe('Paraffin (50:50 white soft paraffin/liquid paraffin)');
    expect(row.indication).toBe('Dry skin (moisturiser)');
  });

  it.each([
    [
      'Every day: Seretide MDI 250/25 – 2 puffs BD',
      'Seretide MDI 250/25 2 puffs twice daily',
      false,
    ],
    [
      'When you have symptoms: Ventolin 100 mcg – 2–4 puffs every 4 hours as needed',
      'Ventolin 100 mcg 2-4 puffs 4 hourly PRN',
      true,
    ],
    ['Morning: Esomeprazole 20mg', 'Esomeprazole 20 mg mane', false],
  ])('a time label before the order: %j', (admission, discharge, prn) => {
    const row = run(admission, discharge).medications[0]!;
    expect([row.changeType, row.isPRN]).toEqual(['unchanged', prn]);
  });

  it.each([
    ['IV antibiotic: Cefazolin 2 g IV once daily at 0800 via PICC', 'Cefazolin'],
    ['Also takes: turmeric capsules (health food shop) – unsure of strength', 'Turmeric'],
  ])('a label before the order: %j', (line, name) => {
    expect(run(line, line).medications[0]!.name).toBe(name);
  });

  it.each([
    [
      'Probenecid 500 mg tablets – 2 tablets (1 g) orally once daily – boosts cefazolin levels',
      'boosts cefazolin levels',
    ],
    ['Primaquine 30 mg daily for 14 days – to prevent relapse (liver stage)', 'to prevent relapse'],
  ])('a purpose clause is the indication: %j', (line, words) => {
    expect(run('', line).medications[0]!.indication.toLowerCase()).toContain(words);
  });

  it('a supplement given in a condition says both', () => {
    expect(
      run('', 'Thiamine 100 mg daily – new (prolonged vomiting)').medications[0]!.indication,
    ).toBe('Vitamin B1 supplement (prolonged vomiting)');
  });

  it.each([
    'Urea breath test for H. pylori 4 weeks after the antibiotics',
    'Infectious Diseases – discharge 09/08/2026. Dx: P. vivax malaria',
    'Antenatal shared-care record (GP) – G2P1, 10+3 weeks by dating scan',
  ])('%j is no order', (line) => {
    const r = run(line, line);
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a when-required word in a later step makes the order PRN', () => {
    expect(
      run(
        '',
        'Loperamide 2 mg – 2 caps at the first loose stool, then 1 cap after each loose stool when required',
      ).medications[0]!.isPRN,
    ).toBe(true);
  });

  it('a count word before a time is the dose', () => {
    expect(
      run(
        'Diabex XR (metformin) 1000mg – TWO with evening meal',
        'Metformin XR 2 g with evening meal',
      ).medications[0]!.changeType,
    ).toBe('unchanged');
  });
});

describe('dose units taken together', () => {
  it.each([
    [
      'Paxlovid (nirmatrelvir 150 mg + ritonavir 100 mg) – 1 nirmatrelvir tab + 1 ritonavir tab twice daily for 5 days',
      '1 nirmatrelvir tab + 1 ritonavir tab',
    ],
    ['Paxlovid 2 nirmatrelvir tabs + 1 ritonavir tab BD', '2 nirmatrelvir tabs + 1 ritonavir tab'],
  ])('%j shows %j', (line, slot) => {
    const row = run('', line).medications[0]!;
    expect(row.schedule['0800']).toBe(slot);
    expect(row.name).toBe('Nirmatrelvir + Ritonavir (Paxlovid)');
  });
});

describe('dates and per-kilogram doses', () => {
  it('a date range in brackets is no strength; the composition is', () => {
    const row = run(
      '',
      'Maviret (glecaprevir 100 mg + pibrentasvir 40 mg) – 3 tablets once daily with food for 8 weeks (18/09 – 12/11)',
    ).medications[0]!;
    expect(row.form).toBe('100 mg/40 mg tablet');
  });

  it('a dose already given, in grams per kilogram, is reported and not listed', () => {
    const r = run('', 'IVIG 2 g/kg (28 g) given 12/06 – complete, no further doses');
    expect(r.medications).toEqual([]);
    expect((r.warnings ?? []).join(' ')).toContain('already given');
  });
});
