/**
 * Keeping the unit the order wrote ('IU', 'inhalations') while comparing on the canonical one, and a
 * form's when-required field answered no ('PRN: N') read as a regular order, not a PRN one.
 */
import { describe, expect, it } from 'vitest';
import { accountingWarnings } from './accounting';
import { cleanText } from './lines';
import { parseOrder } from './order';
import { parseList } from './list';
import type { ParsedOrder } from './types';

function order(text: string): ParsedOrder {
  const o = parseOrder({
    list: 'discharge',
    line: 1,
    raw: text,
    text: cleanText(text),
    section: null,
  });
  if (!o) throw new Error(`not read as an order: ${text}`);
  return o;
}

describe('a dose unit shown as the order wrote it', () => {
  it.each([
    ['Cholecalciferol 25 microgram (1000 IU) cap - 2000 IU mane', 'IU'],
    ['Vitamin D3 drops 400 international units daily', 'IU'],
    ['Ergocalciferol 50000 iu once weekly', 'IU'],
  ])('%s keeps IU', (text, shown) => {
    const o = order(text);
    const texts = [o.strength?.text, o.amount.measure?.text].filter(Boolean).join(' ');
    expect(texts).toContain(shown);
    expect(texts).not.toMatch(/\bunits\b/);
  });

  it('still compares IU and units as the same unit', () => {
    const a = order('Colecalciferol 1000 units daily');
    const b = order('Colecalciferol 1000 IU daily');
    expect(a.strength?.unit ?? a.amount.measure?.unit).toBe(
      b.strength?.unit ?? b.amount.measure?.unit,
    );
  });

  it.each([
    ['Fluticasone/salmeterol 250/25 inhaler, 2 inhalations morning and evening', '2 inhalations'],
    ['Tiotropium respimat 2.5 microgram 2 inhalations once daily', '2 inhalations'],
    ['Budesonide 200 microgram turbuhaler 1 inhalation bd', '1 inhalation'],
  ])('%s says %s, counted as puffs', (text, shown) => {
    const o = order(text);
    expect(o.amount.count?.text).toBe(shown);
    expect(o.amount.count?.unit).toBe('puff');
  });

  it('keeps puffs when the order wrote puffs', () => {
    expect(order('Salmeterol 25 microgram MDI 2 puffs bd').amount.count?.text).toBe('2 puffs');
  });
});

describe("a form's when-required field answered no", () => {
  // Through the list reader: the field is read by the lexicon rule 'prn-yes-no-field' before the order.
  const order = (text: string): ParsedOrder => parseList(text, 'discharge').orders[0]!;

  it.each([
    'Drug: Amoxicillin, Dose: 500 mg, Route: oral, Freq: TDS, PRN: N, Duration: 7 days',
    'Medicine: Doxycycline | Dose: 100 mg | Frequency: BD | PRN? No',
    'Flucloxacillin 500 mg QID, prn - nil',
  ])('%s is a regular order with its times, and nothing left unread', (text) => {
    const o = order(text);
    expect(o.prn).toBe(false);
    expect(o.timing.known).toBe(true);
    expect(accountingWarnings(o).join(' ')).not.toMatch(/prn/i);
  });

  it('a field answered yes stays when required', () => {
    const o = order('Drug: Oxycodone, Dose: 5 mg, Freq: 4-hourly, PRN: Y (pain)');
    expect(o.prn).toBe(true);
  });

  it('a when-required word with a reason or a limit after it stays when required', () => {
    expect(order('Ondansetron 4 mg PRN: nausea').prn).toBe(true);
    expect(order('Paracetamol 1 g 6 hourly PRN - no more than 4 g a day').prn).toBe(true);
  });
});

describe('a combination whose parts each wrote a unit', () => {
  it.each([
    ['Fosinopril/hydrochlorothiazide 20 mg/12.5 mg tablet daily', '20 mg/12.5 mg'],
    ['Calcium carbonate/colecalciferol 1200 mg/800 IU tablet daily', '1200 mg/800 IU'],
    [
      'Budesonide/formoterol 400 microgram/12 microgram 1 inhalation bd',
      '400 microgram/12 microgram',
    ],
  ])('%s keeps each part with its unit: %s', (text, shown) => {
    expect(order(text).strength?.text).toBe(shown);
  });

  it('one unit after the values stays one unit', () => {
    expect(order('Coversyl Plus 5/1.25 mg tablet mane').strength?.text).toBe('5/1.25 mg');
  });
});
