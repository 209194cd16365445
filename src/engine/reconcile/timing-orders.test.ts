/**
 * Whole orders: frequencies, split doses, summed doses and non-daily rhythms as they reach the
 * schedule and the comparison. Same regimen in other words is unchanged; a real change says what
 * changed; nothing is invented.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { parseList } from '../index';

const run = reconcileChecked;
const one = (line: string) => parseList(line, 'discharge').orders[0]!;
const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort()
    .join(',');

describe('the same regimen written another way is unchanged', () => {
  it.each([
    ['Metoprolol 50mg BD', 'Metoprolol 50 mg b.i.d.'],
    ['Metoprolol 50mg B.D.', 'Metoprolol 50 mg twice a day'],
    ['Metoprolol tartrate 25 mg bid', 'Metoprolol 25 mg twice daily'],
    ['Rosuvastatin 10 mg hs', 'Rosuvastatin 10mg ON'],
    ['Rosuvastatin 10 mg nocte', 'Rosuvastatin 10 mg at bedtime'],
    ['Amlodipine 5 mg od', 'Amlodipine 5 mg O.D.'],
    ['Amlodipine 5 mg daily', 'Amlodipine 5 mg once a day'],
    ['Paracetamol 1 g QID', 'Paracetamol 1 g q.i.d.'],
    ['Paracetamol 1 g 6/24', 'Paracetamol 1 g 6 hourly'],
    ['Cefalexin 500 mg 6 hourly', 'Cefalexin 500 mg every 6 hours'],
    ['Amoxicillin 500 mg TDS', 'Amoxicillin 500 mg t.d.s.'],
    ['Amoxicillin 500 mg tid', 'Amoxicillin 500 mg 8/24'],
    ['Amoxicillin 500 mg three times a day', 'Amoxicillin 500 mg every 8 hours'],
    ['Metformin 500 mg BD with meals', 'Metformin 500 mg twice daily'],
    ['Metformin 500 mg with breakfast', 'Metformin 500 mg in the morning'],
    ['Metformin 500 mg with evening meal', 'Metformin 500 mg with dinner'],
    ['Furosemide 40 mg at 0800', 'Furosemide 40 mg 8am'],
    ['Furosemide 40mg mane + 40mg 1400', 'Furosemide 40 mg at 0800 and 40 mg at 1400'],
    ['Frusemide 80mg mane + 40mg 1400', 'Furosemide 80 mg at 0800 and 40 mg at 1400'],
    [
      'Prednisolone 1 tab mane and 1/2 tab nocte',
      'Prednisolone 1 tablet in the morning, 1/2 tablet at night',
    ],
    [
      'Protaphane 20 units mane, 10 units nocte',
      'Protaphane 20 units in the morning and 10 units at bedtime',
    ],
    ['Alendronate 70mg weekly (Sat)', 'Alendronate 70 mg once weekly on Saturdays'],
    ['Alendronate 70mg weekly (Sun)', 'Alendronate 70 mg on Sundays'],
    ['Methotrexate 10 mg once a week on Mondays', 'Methotrexate 10 mg every Monday'],
    [
      'Calcitriol 0.25 microgram Mon/Wed/Fri',
      'Calcitriol 0.25 microgram MONDAY, WEDNESDAY AND FRIDAY',
    ],
    ['Fentanyl patch 12mcg/hr every 72h', 'Fentanyl 12 microgram/hour patch every 3 days'],
    ['Prednisolone 5 mg alternate days', 'Prednisolone 5 mg every second day'],
    ['Cholecalciferol 50000 units every 4 weeks', 'Cholecalciferol 50000 units every 28 days'],
    ['Marevan 3mg + 1mg (=4mg) daily at 4pm', 'Warfarin (Marevan) 4 mg at 1600'],
  ])('%s = %s', (a, d) => {
    const r = run(a, d);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a change of time is said plainly', () => {
  it.each([
    ['Atorvastatin 20 mg daily', 'Atorvastatin 20 mg BD', 'Now taken twice daily (was once daily)'],
    [
      'Metoprolol 25 mg b.d.',
      'Metoprolol 25 mg t.d.s.',
      'Now taken three times daily (was twice daily)',
    ],
    ['Rosuvastatin 10 mg mane', 'Rosuvastatin 10 mg ON', 'Now taken at night (was in the morning)'],
    [
      'Furosemide 40 mg mane',
      'Furosemide 40mg mane + 40mg 1400',
      'Now taken in the morning and at 1400 (was in the morning)',
    ],
    ['Oxycodone 5 mg q4h', 'Oxycodone 5 mg q6h', 'Now taken every 6 hours (was every 4 hours)'],
    [
      'Alendronate 70 mg weekly (Sat)',
      'Alendronate 70 mg weekly (Sun)',
      'Now taken weekly on Sunday (was weekly on Saturday)',
    ],
    [
      'Fentanyl patch 12mcg/hr every 72h',
      'Fentanyl 12 microgram/hour patch weekly',
      'Now taken weekly (was every 72 hours)',
    ],
  ])('%s -> %s', (a, d, comment) => {
    const row = run(a, d).medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.comment).toContain(comment);
  });

  it('a changed dose at one time of a split dose names that time', () => {
    const row = run('Frusemide 80mg mane + 40mg 1400', 'Frusemide 80mg mane + 80mg 1400')
      .medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.comment).toContain('increased from 40 mg to 80 mg');
  });

  it('keeps every day of a day list (dropping a day is a change)', () => {
    const row = run('Calcitriol 0.25 mcg MON WED FRI', 'Calcitriol 0.25 microgram Mondays')
      .medications[0]!;
    expect(row.changeType).toBe('changed');
  });
});

describe('split doses: each part in its own slot with its own amount', () => {
  it.each([
    ['Furosemide 40mg mane + 40mg 1400', { '0800': '40 mg', '1200': '40 mg' }],
    ['Furosemide 80mg mane + 40mg 1400', { '0800': '80 mg', '1200': '40 mg' }],
    ['Furosemide 80 mg at 0800 and 40 mg at 1400', { '0800': '80 mg', '1200': '40 mg' }],
    ['Prednisolone 1 tab mane and 1/2 tab nocte', { '0800': '1 tablet', '2200': '1/2 tablet' }],
    ['Protaphane 20 units mane, 10 units nocte', { '0800': '20 units', '2200': '10 units' }],
    ['Prednisolone 10 mg mane, 5 mg nocte', { '0800': '10 mg', '2200': '5 mg' }],
    [
      'Metformin 1000 mg mane and 500 mg with evening meal',
      { '0800': '1000 mg', '1800': '500 mg' },
    ],
    ['Furosemide 40mg 0800 + 20mg 1400', { '0800': '40 mg', '1200': '20 mg' }],
    ['Furosemide at 0800 40 mg and at 1400 20 mg', { '0800': '40 mg', '1200': '20 mg' }],
    ['Prednisolone mane 10 mg, nocte 5 mg', { '0800': '10 mg', '2200': '5 mg' }],
    [
      'NovoRapid 8 units with breakfast, 6 units with lunch, 10 units with dinner',
      { '0800': '8 units', '1200': '6 units', '1800': '10 units' },
    ],
    ['Insulin glargine 20 units 8am and 10 units 8pm', { '0800': '20 units', '1800': '10 units' }],
  ])('%s', (line, expected) => {
    const row = run('Paracetamol 1 g QID', line).medications.find(
      (m) => !/Paracetamol/.test(m.name),
    )!;
    for (const [slot, text] of Object.entries(expected))
      expect(row.schedule[slot as '0800']).toContain(text);
    expect(filled(row.schedule)).toBe(Object.keys(expected).sort().join(','));
  });
});

describe('doses made of two tablet strengths', () => {
  it.each([
    ['Marevan 3mg + 1mg (=4mg) daily at 4pm', 4],
    ['Warfarin 5mg + 1mg nocte', 6],
    ['Warfarin 2 mg + 0.5 mg mane', 2.5],
  ])('%s is one dose of %s mg, with no invented product strength', (line, total) => {
    const o = one(line);
    expect(o.amount.measure?.values).toEqual([total]);
    expect(o.strength).toBeUndefined();
    expect(o.slotAmounts).toBeUndefined();
  });

  it('keeps the parts as written in the slot', () => {
    const row = run('Warfarin 5 mg nocte', 'Warfarin 5mg + 1mg nocte').medications[0]!;
    expect(row.schedule['2200']).toContain('5 mg + 1 mg');
    expect(row.form).not.toMatch(/5 mg|1 mg/);
    expect(row.comment).toContain('increased');
  });

  it('does not add a combination product', () => {
    expect(one('Panadeine Forte 500mg + 30mg 2 tabs QID').amount.count?.value).toBe(2);
  });
});

describe('never invent', () => {
  it.each([
    ['Endone 5mg q6h regular for 3 days then review', 'then review'],
    ['Amoxicillin 500 mg TDS for 5 days then stop', 'then stop'],
    ['Prednisolone 25mg mane for 3 days then cease', 'then cease'],
  ])('%s keeps its own words for the end of the course', (line, words) => {
    const r = run('Paracetamol 1 g QID', line);
    const text = JSON.stringify(r.medications).toLowerCase();
    expect(text).toContain(words);
    if (words !== 'then stop') expect(text).not.toContain('then stop');
  });

  it('a taper ending in review does not end in stop', () => {
    const text = JSON.stringify(
      run(
        'Paracetamol 1 g QID',
        'Prednisolone 25mg mane for 3 days then 12.5mg mane for 3 days then review with GP',
      ).medications,
    );
    expect(text).toContain('then review with GP');
    expect(text).not.toMatch(/then stop/i);
  });

  it.each([
    [
      'Nicotine 2 mg lozenge, 1 every 1-2 hours as needed for cravings (max 15 per day)',
      '1 lozenge',
    ],
    ['Bisacodyl 10 mg suppository 1 nocte PRN', '1 suppository'],
    ['Nicotine 21 mg/24 hours patch, apply one daily', '1 patch'],
  ])("%s: the dose unit is the order's own form", (line, unit) => {
    const row = run('Paracetamol 1 g QID', line).medications.find(
      (m) => !/Paracetamol/.test(m.name),
    )!;
    expect(row.schedule['0800'] || row.schedule['2200']).toContain(unit);
  });

  it('QH says "every hour", not an invented "1"', () => {
    const row = run(
      'Paracetamol 1 g QID',
      'Salbutamol 100 microgram/dose inhaler 2 puffs QH PRN',
    ).medications.find((m) => m.isPRN)!;
    expect(row.schedule['0800']).toContain('every hour');
  });
});

describe('ON in capitals after a dose or route is at night, whatever follows', () => {
  it.each([
    ['Rosuvastatin\t10 mg\tPO\tON\tHyperlipidaemia', ['2200']],
    ['Rosuvastatin 10 mg ON Hyperlipidaemia', ['2200']],
    ['Rosuvastatin 10mg ON', ['2200']],
    ['Temazepam 10mg ON PRN', ['2200']],
    ['Atorvastatin 40 mg PO O.N.', ['2200']],
  ])('%s', (line, slots) => {
    expect(one(line).timing.slots).toEqual(slots);
  });

  it.each([
    ['Alendronate 70 mg ON Sundays'],
    ['Calcitriol 0.25 mcg ON dialysis days'],
    ['Prednisolone 5 mg ON alternate days'],
  ])('%s: "on" governs a day, not a time', (line) => {
    expect(one(line).timing.slots).not.toContain('2200');
  });
});

describe('more than four doses a day', () => {
  it('says how often in each slot and in the comment, in words', () => {
    const row = run(
      'Chloramphenicol 0.5% eye drops 1 drop both eyes QID',
      'Chloramphenicol 0.5% eye drops 1 drop both eyes six times a day',
    ).medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.comment).toContain('Now taken six times daily (was four times daily)');
    expect(row.schedule['0800']).toBe('1 drop (six times daily)');
  });

  it('keeps an interval in each slot', () => {
    const row = run('Paracetamol 1 g QID', 'Oxycodone 5 mg q4h').medications.find((m) =>
      /Oxycodone/.test(m.name),
    )!;
    expect(row.schedule['2200']).toBe('5 mg (every 4 hours)');
  });
});

describe('every frequency form: no invented number or word, same order unchanged', () => {
  const PHRASES = [
    'od',
    'O.D.',
    'mane',
    'nocte',
    'ON',
    'BD',
    'b.d.',
    'bid',
    'b.i.d.',
    'TDS',
    't.d.s.',
    'tid',
    't.i.d.',
    'QID',
    'q.i.d.',
    'qds',
    'QH',
    'Q4H',
    'Q4-6H',
    '4/24',
    '6/24',
    '8/24',
    '8 hourly',
    'every 8 hours',
    'twice a day',
    'three times a day',
    'in the morning',
    'at night',
    'at bedtime',
    'with breakfast',
    'with lunch',
    'with dinner',
    'with evening meal',
    'before meals',
    'BD with meals',
    'midday',
    'lunchtime',
    '0800',
    '8am',
    '8 am',
    '20:00',
    '1400',
    '2pm',
    '10 p.m.',
    'fortnightly',
    'every other week',
    'every third day',
    'three times a week',
    'six times a day',
    'weekly (Sat)',
    'MONDAY, WEDNESDAY AND FRIDAY',
    'Mon/Wed/Fri',
    'alternate days',
    'every second day',
    'monthly',
    'every 3 months',
    'every 72h',
  ];
  it.each(PHRASES)('Metoprolol 25 mg %s', (phrase) => {
    const line = `Metoprolol 25 mg ${phrase}`;
    const r = run(line, line);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(
      r.medications[0]!.schedule['0800'] +
        r.medications[0]!.schedule['1200'] +
        r.medications[0]!.schedule['1800'] +
        r.medications[0]!.schedule['2200'],
    ).not.toMatch(/time not stated/);
  });
});

describe('a whole number and a half of a tablet', () => {
  it.each([
    ['Warfarin 5 mg 1 and 1/2 tabs nocte', '1 and 1/2 tablets'],
    ['Warfarin 5 mg 1½ tabs nocte', '1½ tablets'],
    ['Warfarin 5 mg 1 1/2 tabs nocte', '1 1/2 tablets'],
    ['Warfarin 5 mg one and a half tablets nocte', 'one and a half tablets'],
    ['Warfarin 5 mg one and one-half tablets nocte', 'one and one-half tablets'],
    ['Warfarin 5 mg one and one half tablets nocte', 'one and one half tablets'],
  ])('%s is 1.5 tablets, shown as written', (line, text) => {
    const o = one(line);
    expect(o.amount.count).toMatchObject({ value: 1.5, unit: 'tablet', text });
    expect(o.strength?.text).toBe('5 mg');
    expect(run(line, 'Warfarin 5 mg 1.5 tablets at night').medications[0]!.changeType).toBe(
      'unchanged',
    );
  });

  it.each([
    ['Warfarin 5 mg tab - Dose: one and a half tabs Frequency: nocte', 'one and a half tablets'],
    [
      'Warfarin 5 MG TAB - Dose: one and a half tablet(s) Route: po Frequency: at night',
      'one and a half tablets',
    ],
    [
      'Warfarin 5mg - Dose: one and one-half TABLETS Frequency: at night',
      'one and one-half tablets',
    ],
    [
      'Warfarin 5 mg tablet - Dose: two and a half tablets Frequency: nocte',
      'two and a half tablets',
    ],
  ])('a Dose column of %s is read, not kept as a note', (line, text) => {
    expect(run('Nil', line).medications[0]!.schedule['2200']).toBe(text);
  });

  it('a change from 1 to 1½ tablets is a dose increase', () => {
    const row = run('Warfarin 5 mg 1 tab nocte', 'Warfarin 5 mg 1½ tabs nocte').medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.comment).toMatch(/increased/i);
  });
});

describe('OM is a time only straight after a dose', () => {
  it.each([['Amoxicillin 500mg TDS - OM'], ['Amoxicillin 500mg TDS for OM']])(
    '%s stays three times daily (OM is otitis media)',
    (line) => {
      expect(one(line).timing.slots).toEqual(['0800', '1200', '1800']);
    },
  );

  it('Atorvastatin 10 mg OM is in the morning', () => {
    expect(one('Atorvastatin 10 mg OM').timing.slots).toEqual(['0800']);
  });
});

describe('when-required directions keep the frequency', () => {
  it.each([
    ['Paracetamol 1 g q.i.d. p.r.n.', '1 g up to four times a day when required'],
    [
      'Oxycodone 5 mg 1-2 tabs Q4-6H PRN pain',
      '1-2 tablets every 4-6 hours when required for pain',
    ],
    ['Ondansetron 4 mg 8/24 P.R.N. nausea', '4 mg every 8 hours when required for nausea'],
    ['Temazepam 10 mg ON PRN', '10 mg at night when required'],
    ['Salbutamol 100 microgram/dose 2 puffs QH PRN', '2 puffs every hour when required'],
    ['Oxycodone 5 mg 1-2 tabs 4-6/24 prn', '1-2 tablets every 4-6 hours when required'],
  ])('%s', (line, text) => {
    const row = run('Metoprolol 25 mg BD', line).medications.find((m) => m.isPRN)!;
    expect(row.schedule['0800']).toBe(text);
  });
});

describe('sats is oxygen saturation, not Saturdays', () => {
  it.each([
    ['Oxygen 2L/min (sats target 88-92%)'],
    ['Salbutamol 5mg neb QID (sats 92%)'],
    ['Oxygen 2 L/min (sats)'],
  ])('%s', (line) => {
    const o = one(line);
    expect(o.timing.days).toEqual([]);
    expect(o.amount.count?.unit).not.toBe('%');
  });
});

describe('directions after a bracket', () => {
  it.each([
    [
      'Betamethasone dipropionate 0.05% ointment (Diprosone OV) - apply BD to body plaques',
      ['0800', '1800'],
    ],
    ['Pimecrolimus 1% cream (Elidel) - apply BD to face - NEW', ['0800', '1800']],
    [
      'Diclofenac 1% gel (Voltaren Emulgel) - apply to both knees three times a day.',
      ['0800', '1200', '1800'],
    ],
    ['Sorbolene with 10% glycerine - apply liberally QID', ['0800', '1200', '1800', '2200']],
  ])('%s', (line, slots) => {
    expect(one(line).timing.slots).toEqual(slots);
  });
});
