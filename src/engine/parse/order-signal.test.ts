/**
 * The guard between orders and notes: a known medicine with any dose, strength, form, route or
 * frequency is an order whatever clinical context trails it (a level, a BP, an INR, a heart rate),
 * and the engine's last check reports any line nothing accounts for.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { unaccountedWarnings } from '../reconcile/accounted';
import { parseList } from './list';
import { isOrderLine } from './order-signal';

const ORDERS = [
  'Vitamin D3 (cholecalciferol) 1000 IU one capsule daily',
  'Vitamin D 1000 IU daily',
  'Cholecalciferol 25 microgram daily',
  'Ostelin 1000 one capsule daily',
  'Magnesium aspartate 500 mg bd',
  'Potassium chloride SR 600 mg two tablets bd',
  'Calcium carbonate 600 mg daily',
  'Iron (ferrous sulfate) 325 mg daily',
  'Digoxin 62.5 microgram daily',
  'Lithium 450 mg nocte',
  'Warfarin 3 mg nocte',
  'Metoprolol 25 mg BD',
  'Ramipril 2.5mg mane',
  'Furosemide 40 mg PO mane',
  'Sodium bicarbonate 840 mg TDS',
  'Phenytoin 300 mg nocte',
  'Tacrolimus 2 mg BD',
  'Vancomycin 1 g IV BD',
  'Folic acid 5 mg weekly',
  'Vitamin B12 1000 microgram IM monthly',
  'Thiamine 100 mg daily',
  'Ferro-Grad C one tablet daily',
  'Slow-K 2 tabs bd',
  'Caltrate 600 mg one tablet with lunch',
];
const CONTEXT = [
  '- new, level 32',
  '(INR 2.5)',
  '- BP 110/70 - reduced',
  '- eGFR 35',
  '(weight 70 kg dosing)',
  '- HR 48',
  ', level 0.8',
  '- K 3.1',
  '- Mg 0.6',
  '(Hb 92)',
  '- ferritin 12',
  '- trough 8.5',
  '- TSH 4.2',
  '- new, Vit D 32',
  '(level 45 on admission)',
];

describe('a known medicine with a dose is an order, whatever context trails it', () => {
  const cases = ORDERS.flatMap((o) => CONTEXT.map((c) => `${o} ${c}`));
  it.each(cases)('%s', (line) => {
    const parsed = parseList(line, 'discharge').lines[0]!;
    expect(parsed.kind).toBe('order');
    const res = reconcile({ admissionOrders: '', dischargeOrders: line });
    expect(res.medications.length + res.ceasedMedications.length).toBeGreaterThan(0);
  });
  it.each(ORDERS)('%s is an order line', (line) => expect(isOrderLine(line)).toBe(true));
});

describe('laboratory values and observations stay notes', () => {
  it.each([
    'Magnesium 0.6 - replaced',
    'Vitamin D level 45',
    'Potassium 5.9',
    'Digoxin level 1.2',
    'Ferritin 12',
    'Iron studies pending',
    'Vit D 32',
    'Lithium level 0.7',
  ])('%s is ignored', (line) => {
    expect(parseList(line, 'discharge').lines[0]!.kind).toBe('ignored');
    expect(isOrderLine(line)).toBe(false);
  });
  // A lab value that also gives a dose or route names an order: reported, not ignored.
  it.each([
    'Magnesium 0.6 - replaced IV',
    'Lithium level 0.8 - on 450 mg nocte',
    'Potassium 3.1 - Slow-K 2 tabs bd',
  ])('%s is reported', (line) => {
    const res = reconcile({ admissionOrders: '', dischargeOrders: line });
    expect(
      res.medications.length +
        res.ceasedMedications.length +
        (res.warnings ?? []).filter((w) => w.includes('line 1')).length,
    ).toBeGreaterThan(0);
  });
});

describe("'Nil else' and its kind are ignored, not reported", () => {
  it.each([
    'Nil else',
    'Nil other',
    'nil others',
    'NIL ELSE',
    'Nil else.',
    'No other medications',
    'Nil further',
    'No more medications',
  ])('%s', (line) => {
    expect(parseList(line, 'discharge').lines[0]!.kind).toBe('ignored');
    expect(reconcile({ admissionOrders: '', dischargeOrders: line }).warnings).toEqual([]);
  });
});

describe('the last check reports a line nothing accounts for', () => {
  it('warns for an order line with no row, ceased entry or warning', () => {
    const discharge = parseList('Metoprolol 25 mg BD\nBP 120/80', 'discharge');
    const admission = parseList('', 'admission');
    const warnings = unaccountedWarnings([admission, discharge], {
      medications: [],
      ceasedMedications: [],
      warnings: [],
    });
    expect(warnings).toEqual([
      'Line 1: "Metoprolol 25 mg BD" (discharge list) is in no row or ceased entry - check it by hand',
    ]);
  });
  it('is silent when a warning already names the line', () => {
    const discharge = parseList('Metoprolol 25 mg BD', 'discharge');
    const res = {
      medications: [],
      ceasedMedications: [],
      warnings: ['Could not read line 1: "Metoprolol 25 mg BD" (discharge list)'],
    };
    expect(unaccountedWarnings([parseList('', 'admission'), discharge], res)).toEqual([]);
  });
});
