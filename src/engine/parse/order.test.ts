import { describe, expect, it } from 'vitest';
import { cleanText } from './lines';
import { parseOrder } from './order';
import type { ParsedOrder, Section } from './types';

function order(text: string, section: Section | null = null): ParsedOrder {
  const o = parseOrder({ list: 'discharge', line: 1, raw: text, text: cleanText(text), section });
  if (!o) throw new Error(`not read as an order: ${text}`);
  return o;
}
const amountOf = (o: ParsedOrder) => o.amount.count?.text ?? o.amount.measure?.text;

describe('strength, dose and dose form', () => {
  it.each([
    ['Atorvastatin 40mg PO nocte', '40 mg', '40 mg', undefined],
    ['Paracetamol 500mg 2 tabs QID PRN', '500 mg', '2 tablets', 'tablet'],
    ['Paracetamol 2 x 500mg PO QID PRN', '500 mg', '2 x 500 mg', undefined],
    ['Panadol Osteo 665 mg 2 tablets TDS', '665 mg', '2 tablets', 'tablet'],
    [
      'Insulin glargine 100 units/mL 20 units subcut nocte',
      '100 units/mL',
      '20 units',
      'injection',
    ],
    ['Lantus 30 units subcut mane', undefined, '30 units', 'injection'],
    ['Seretide MDI 250/25 2 puffs BD', '250/25', '2 puffs', 'inhaler'],
    ['Spiriva 18mcg 1 cap inhaled daily', '18 microgram', '1 capsule', 'capsule'],
    ['Xalatan 0.005% eye drops 1 drop both eyes nocte', '0.005%', '1 drop', 'eye drops'],
    [
      'Durogesic 25 microgram/hr patch - change every 72 hours',
      '25 microgram/hour',
      '25 microgram/hour',
      'patch',
    ],
    ['Neupro 6 mg/24 hr patch - apply one patch daily', '6 mg/24 hours', '1 patch', 'patch'],
    ['Movicol 1 sachet daily', undefined, '1 sachet', 'sachet'],
    ['Ondansetron 4 mg ODT 8 hourly PRN nausea', '4 mg', '4 mg', 'wafer'],
    ['Ondansetron 4 mg wafer PO 8 hourly PRN', '4 mg', '4 mg', 'wafer'],
    [
      'Glyceryl trinitrate 400 microgram/dose spray 1 spray under tongue PRN',
      '400 microgram/dose',
      '1 spray',
      'spray',
    ],
    ['Madopar 125 1 cap TDS', '125', '1 capsule', 'capsule'],
    ['Lactulose 20 mL BD', undefined, '20 mL', undefined],
    ['Tramadol 50-100 mg 6 hourly PRN', undefined, '50-100 mg', undefined],
    ['Salbutamol 100 microgram 2-4 puffs QID PRN', '100 microgram', '2-4 puffs', 'inhaler'],
    ['Bisoprolol 2.5mg tab half a tablet mane', '2.5 mg', 'half a tablet', 'tablet'],
    ['Heparin 5000 units subcut BD', undefined, '5000 units', 'injection'],
    ['Chloramphenicol 0.5% eye drops 1 drop right eye QID', '0.5%', '1 drop', 'eye drops'],
    [
      'Vitamin D oral drops 400 IU/mL 0.2 mL by mouth once daily',
      '400 IU/mL',
      '0.2 mL',
      'oral liquid',
    ],
    ['Potassium chloride 10 mmol IV over 1 hour', '10 mmol', '10 mmol', 'injection'],
  ])('%s', (text, strength, amount, form) => {
    const o = order(text);
    expect(o.strength?.text).toBe(strength);
    expect(amountOf(o)).toBe(amount);
    expect(o.form).toBe(form);
  });
});

describe('routes', () => {
  it.each([
    ['Atorvastatin 40mg PO nocte', 'oral'],
    ['Atorvastatin 40 mg orally at night', 'oral'],
    ['Aspirin 100 mg by mouth daily', 'oral'],
    ['Enoxaparin 40 mg SC daily', 'sc'],
    ['Enoxaparin 40mg subcut daily', 'sc'],
    ['Heparin 5000 units s/c BD', 'sc'],
    ['Ceftriaxone 1g IV daily', 'iv'],
    ['Hydroxocobalamin 1000mcg IM every 3 months', 'im'],
    ['GTN 300mcg SL PRN', 'sublingual'],
    ['Glyceryl trinitrate 400 microgram 1 spray under the tongue PRN', 'sublingual'],
    ['Midazolam 10 mg buccal PRN', 'buccal'],
    ['Salbutamol 5 mg neb QID', 'nebulised'],
    ['Spiriva 1 cap inhaled mane', 'inhaled'],
    ['Paracetamol 1 g PR QID', 'rectal'],
    ['Timolol 0.5% 1 drop both eyes BD', 'eye'],
    ['Glyceryl trinitrate ointment 0.2% topically BD', 'topical'],
  ])('%s -> %s', (text, route) => {
    expect(order(text).route).toBe(route);
  });

  it('keeps the eye or side', () => {
    expect(order('Latanoprost 0.005% 1 drop each eye nocte').routeSite).toBe('both eyes');
    expect(order('Latanoprost 0.005% 1 drop left eye nocte').routeSite).toBe('left eye');
  });
});

describe('doses that differ by time and multi-step regimens', () => {
  it('puts each amount in its own slot', () => {
    const o = order('Prednisolone 10 mg mane, 5 mg nocte');
    expect(o.timing.slots).toEqual(['0800', '2200']);
    expect(o.slotAmounts?.['0800']?.measure?.text).toBe('10 mg');
    expect(o.slotAmounts?.['2200']?.measure?.text).toBe('5 mg');
  });

  it.each([
    ['Protaphane 16 units mane and 8 units nocte', { '0800': '16 units', '2200': '8 units' }],
    [
      'NovoRapid 4 units with breakfast, 4 units with lunch, 6 units with dinner (subcut)',
      { '0800': '4 units', '1200': '4 units', '1800': '6 units' },
    ],
    [
      'Metformin 500 mg 2 tabs with breakfast and 1 tab with dinner',
      { '0800': '2 tablets', '1800': '1 tablet' },
    ],
    [
      'Humalog Mix25 24 units mane and 16 units with evening meal',
      { '0800': '24 units', '1800': '16 units' },
    ],
  ])('%s', (text, expected) => {
    const o = order(text);
    const got = Object.fromEntries(
      Object.entries(o.slotAmounts ?? {}).map(([k, v]) => [k, v?.count?.text ?? v?.measure?.text]),
    );
    expect(got).toEqual(expected);
  });

  it('the same amount at two times is one dose at two slots', () => {
    const o = order('Furosemide 40 mg mane and 40 mg at 1400');
    expect(o.timing.slots).toEqual(['0800', '1200']);
    expect(o.slotAmounts).toBeUndefined();
  });

  it('a reducing course keeps every step', () => {
    const o = order(
      'Prednisolone 25 mg mane for 3 days, then 12.5 mg mane for 3 days, then 5 mg mane for 3 days, then stop',
    );
    expect(o.steps.map((s) => s.amount.measure?.text ?? s.text)).toEqual([
      '25 mg',
      '12.5 mg',
      '5 mg',
      'stop',
    ]);
    expect(o.steps[0]!.duration).toBe('for 3 days');
    expect(o.status).toBeUndefined();
  });

  it('"then stop" ends a course; it is not a ceased order', () => {
    const o = order('Colchicine 500 microgram BD for 3 days then stop');
    expect(o.status).toBeUndefined();
    expect(o.duration).toBe('for 3 days, then stop');
  });

  it('a step in words is kept as written', () => {
    const o = order(
      'Prednisolone 40 mg daily for 5 days then reduce by 5 mg every 3 days until ceased',
    );
    expect(o.steps[1]!.text).toBe('reduce by 5 mg every 3 days until ceased');
    expect(o.status).toBeUndefined();
  });

  it('doses that differ by day of the week are kept in words', () => {
    const o = order('Warfarin 3 mg Mon/Wed/Fri and 2 mg other days at 1600');
    expect(o.instruction).toBe('3 mg Mon/Wed/Fri and 2 mg other days at 1600');
    expect(o.timing.slots).toEqual(['1800']);
  });

  it('as per INR keeps the instruction and the current dose', () => {
    const o = order(
      'Warfarin (Marevan) for DVT - dose as per INR, give at 1600. Current dose 5 mg. INR with GP on Thursday',
    );
    expect(o.instruction).toBe('dose as per INR');
    expect(o.amountLabel).toBe('current dose');
    expect(amountOf(o)).toBe('5 mg');
    expect(o.timing.slots).toEqual(['1800']);
    expect(o.timing.days).toEqual([]);
    expect(o.notes).toContain('INR with GP on Thursday');
  });

  it.each([
    ['NovoRapid as per sliding scale subcut TDS with meals', 'as per sliding scale'],
    ['Diazepam 10mg PO QID reducing as per CIWA', 'reducing as per CIWA'],
    ['Entacapone 200mg with each Madopar dose', 'with each Madopar dose'],
    ['Insulin aspart as per BGL TDS', 'as per BGL'],
  ])('instruction: %s', (text, instruction) => {
    expect(order(text).instruction).toBe(instruction);
  });
});

describe('when required, maximum, indication, duration', () => {
  it.each([
    'Paracetamol 1 g QID PRN',
    'Paracetamol 1 g QID prn',
    'Paracetamol 1 g QID p.r.n.',
    'Paracetamol 1 g 6 hourly as needed',
    'Paracetamol 1 g 6 hourly when required',
    'Paracetamol 1 g 6 hourly as required',
    'Paracetamol 1 g 6 hourly if needed',
    'Paracetamol 1 g 6 hourly pro re nata',
    'Paracetamol 1 g 6 hourly if required',
    'Paracetamol 1 g 6 hourly when needed',
  ])('%s is when required', (text) => {
    expect(order(text).prn).toBe(true);
  });

  it('a PRN heading makes the lines under it when required, unless a line says regular', () => {
    expect(order('Endone 5 mg 1 tab 4 hourly for breakthrough pain', 'prn').prn).toBe(true);
    expect(order('Paracetamol 1 g QID regular', 'prn').prn).toBe(false);
    expect(order('Endone 10mg 6 hourly (regular)').regularMarked).toBe(true);
  });

  it.each([
    [
      'Paracetamol 2 x 500mg QID PRN pain (max 8 tabs in 24 hours)',
      'max 8 tablets in 24 hours',
      4000,
      'mg',
    ],
    [
      'Paracetamol 1 g 6 hourly when required for pain, max 4 g in 24 hours',
      'max 4 g in 24 hours',
      4000,
      'mg',
    ],
    ['Paracetamol 1g QID, max 4g/day, for pain', 'max 4 g a day', 4000, 'mg'],
    [
      'Endone 5 mg 1 tab 4 hourly PRN, max 4 doses in 24 hours',
      'max 4 doses in 24 hours',
      20,
      'mg',
    ],
    ['Oxycodone 5 mg Q4H PRN pain, max 30 mg/24 hours', 'max 30 mg in 24 hours', 30, 'mg'],
    [
      'Symbicort 200/6 1 inhalation PRN (max 12 inhalations/day)',
      'max 12 inhalations a day',
      12,
      'puff',
    ],
    ['Domperidone 10mg TDS PRN nausea (max 30mg/day)', 'max 30 mg a day', 30, 'mg'],
    ['Endone 5 mg 1-2 tabs 4 hourly PRN pain (max 6 tabs/day)', 'max 6 tablets a day', 30, 'mg'],
  ])('maximum: %s', (text, display, value, unit) => {
    const o = order(text);
    expect(o.prnMax?.text).toBe(display);
    expect(o.prnMax?.perDay).toEqual({ value, unit });
  });

  it('a maximum with no period is kept as written', () => {
    expect(
      order('GTN 400 microgram/dose 1 spray SL PRN chest pain, repeat every 5 min, max 3 sprays')
        .prnMax,
    ).toEqual({ text: 'max 3 sprays' });
  });

  it.each([
    ['Paracetamol 1 g QID PRN pain', 'Pain'],
    ['Ventolin 2 puffs 4 hourly PRN SOB', 'Shortness of breath'],
    ['Paracetamol 1 g QID when required for breakthrough pain', 'Breakthrough pain'],
    // The order says blood pressure, not which way; the row takes the direction from the medicine.
    ['Amlodipine 5 mg mane for BP', 'Blood pressure'],
    ['Apixaban 5 mg BD for AF', 'Atrial fibrillation'],
    ['Metformin 500 mg BD for T2DM', 'Type 2 diabetes'],
    ['Cefalexin 500 mg QID (cellulitis)', 'Cellulitis'],
    ['Nitrofurantoin 50mg nocte (UTI prophylaxis)', 'Urinary tract infection prevention'],
    ['Amoxicillin 1 g TDS for 3 more days - CAP', 'Chest infection (community-acquired pneumonia)'],
    ['Temazepam 10 mg nocte PRN for sleep', 'Trouble sleeping'],
    ['Cetirizine 10 mg daily when required for hay fever', 'Hay fever'],
    ['Quetiapine 25mg nocte PRN agitation', 'Agitation'],
    ['Jardiance 10mg mane - new, T2DM', 'Type 2 diabetes'],
    ['Warfarin for DVT - as per INR', 'Deep vein thrombosis (blood clot)'],
  ])('indication: %s', (text, indication) => {
    expect(order(text).indication).toBe(indication);
  });

  it.each([
    ['Amoxicillin 1 g TDS for 3 more days (7 days total)', 'for 3 more days, 7 days total'],
    ['Celecoxib 100 mg BD for 5 days', 'for 5 days'],
    ['Doxycycline 100 mg BD x 7 days', 'for 7 days'],
    ['Amoxicillin 500 mg tds 5/7', 'for 5 days'],
    ['Rivaroxaban 10 mg daily for 2/52', 'for 2 weeks'],
    ['Cefalexin 500mg QID until 14/06 to complete 7 days', 'until 14/06 to complete 7 days'],
    ['Aspirin 100 mg mane lifelong', 'lifelong'],
    ['Thiamine 100 mg TDS for 1 month', 'for 1 month'],
    ['Cefalexin 500mg QID (day 3 of 7)', 'day 3 of 7'],
  ])('duration: %s', (text, duration) => {
    expect(order(text).duration).toBe(duration);
  });
});

describe('status on the line', () => {
  it.each([
    ['Metformin - ceased (AKI)', 'ceased', 'AKI'],
    ['WITHHELD: perindopril, low BP, GP to review', 'withheld', 'low BP, GP to review'],
    [
      'Aspirin - ceased, now on warfarin (bleeding risk)',
      'ceased',
      'now on warfarin (bleeding risk)',
    ],
    [
      'Perindopril - ceased: hyperkalaemia (K 6.0) and AKI',
      'ceased',
      'hyperkalaemia (K 6.0) and AKI',
    ],
    [
      'Estradot patch - SUSPENDED until mobile (VTE risk), restart at 6 week review',
      'withheld',
      'until mobile (VTE risk), restart at 6 week review',
    ],
    [
      'Enoxaparin 40 mg subcut daily - ceased on discharge (now on rivaroxaban)',
      'ceased',
      'on discharge (now on rivaroxaban)',
    ],
    [
      'Gliclazide MR 30 mg - stopped, HbA1c 6.1%, hypoglycaemia risk',
      'ceased',
      'HbA1c 6.1%, hypoglycaemia risk',
    ],
    ['Tramadol SR ceased', 'ceased', ''],
    ['Naproxen - CEASED (CKD stage 3b, on candesartan)', 'ceased', 'CKD stage 3b, on candesartan'],
    ['Cease Nexium 40 mg', 'ceased', ''],
    ['Oxazepam - STOP (falls risk)', 'ceased', 'falls risk'],
    ['Ibuprofen - stopped (AKI)', 'ceased', 'AKI'],
    ['Ramipril 2.5 mg mane (reduced - eGFR 38)', 'reduced', 'eGFR 38'],
    [
      'Furosemide 40 mg at 0800 and 1400 (increased - fluid overload)',
      'increased',
      'fluid overload',
    ],
    ['Apixaban (Eliquis) 5 mg BD - NEW for AF', 'new', 'for AF'],
    ['Atorvastatin 40 mg nocte - increased (LDL above target)', 'increased', 'LDL above target'],
    [
      'Clobazam 10 mg nocte (new, for 2 weeks then review with neurology)',
      'new',
      'for 2 weeks then review with neurology',
    ],
  ])('%s', (text, kind, reason) => {
    expect(order(text).status).toMatchObject({ kind, reason, fromHeading: false });
  });

  it('a ceased or withheld heading stops the lines under it with the rest of the line as the reason', () => {
    expect(order('Aspirin - now on apixaban', 'ceased').status).toMatchObject({
      kind: 'ceased',
      reason: 'now on apixaban',
      fromHeading: true,
    });
    expect(
      order('Jardiance 25 mg - until eating and drinking normally (sick day rules)', 'withheld')
        .status,
    ).toMatchObject({
      kind: 'withheld',
      reason: 'until eating and drinking normally (sick day rules)',
    });
    expect(order('Simvastatin - changed to atorvastatin', 'ceased').status).toMatchObject({
      kind: 'ceased',
      reason: 'changed to atorvastatin',
    });
  });

  it("the line's own stop word wins over the heading", () => {
    expect(order('Estradot patch - SUSPENDED until mobile', 'ceased').status?.kind).toBe(
      'withheld',
    );
  });

  it('"hold if" is a direction', () => {
    expect(order('Metoprolol 25 mg BD - hold if HR < 60').status).toBeUndefined();
  });
});

describe('notes are never read as the dose', () => {
  it.each([
    [
      'Allopurinol 100 mg mane - GP to increase by 100 mg every 4 weeks until urate < 0.36',
      '100 mg',
      ['0800'],
    ],
    [
      'Sacubitril/valsartan (Entresto) 49/51 mg BD - start 36 hours after last perindopril dose',
      '49/51 mg',
      ['0800', '1800'],
    ],
    [
      'Metformin 500 mg BD (restart at lower dose; GP to increase to 1 g BD if eGFR > 60)',
      '500 mg',
      ['0800', '1800'],
    ],
    ['Metformin 1 g BD (increased, HbA1c 8.9%)', '1 g', ['0800', '1800']],
    ['GTN patch 5mg/24hr - apply mane, remove after 14 hours', '5 mg/24 hours', ['0800']],
    [
      'Flucloxacillin 500 mg PO 6 hourly, 1 hour before food, for 7 more days',
      '500 mg',
      ['0800', '1200', '1800', '2200'],
    ],
    ['Fosamax 70 mg once weekly on Sunday morning, 30 min before food', '70 mg', ['0800']],
    ['Rivaroxaban 10 mg daily for 14 days (VTE prophylaxis, last dose 24/03)', '10 mg', ['0800']],
    ['Digoxin 62.5 microgram mane (reduced - level 2.4, nausea)', '62.5 microgram', ['0800']],
    ['Calcium carbonate 1.5 g (600 mg elemental) daily', '1.5 g', ['0800']],
    ['Denosumab 60 mg subcut every 6 months (next due June 2025)', '60 mg', ['0800']],
  ])('%s', (text, amount, slots) => {
    const o = order(text);
    expect(amountOf(o)).toBe(amount);
    expect(o.timing.slots).toEqual(slots);
  });
});

describe('chart shorthand', () => {
  it.each([
    ['Paracetamol 665mg ii tabs tds', '2 tablets', ['0800', '1200', '1800']],
    ['Panadol Osteo 2 tds', '2 tablets', ['0800', '1200', '1800']],
    ['Insulin glargine 20U nocte', '20 units', ['2200']],
    ['Atorvastatin Dose: 40 mg Frequency: nocte', '40 mg', ['2200']],
    ['Potassium chloride 10 mmol IV over 1 hour', '10 mmol', []],
  ])('%s', (text, amount, slots) => {
    const o = order(text);
    expect(amountOf(o)).toBe(amount);
    expect(o.timing.slots).toEqual(slots);
  });

  it('either of two routes ("PO/IV") is read as the first', () => {
    expect(order('Ondansetron 4mg PO/IV 8 hourly PRN').route).toBe('oral');
  });

  it('a note in brackets that mentions stopping is not a stop', () => {
    const o = order('Prednisolone 5 mg mane (long term - do not stop suddenly)');
    expect(o.status).toBeUndefined();
    expect(o.notes).toContain('do not stop suddenly');
  });
});
