import { describe, expect, it } from 'vitest';
import { numberPool, untracedNumbers } from './numbers';

const check = (input: string[], output: string) => untracedNumbers(output, numberPool(input));

describe('untracedNumbers', () => {
  it('accepts strengths written as in the order, or in other units of the same quantity', () => {
    expect(check(['Atorvastatin 40mg PO nocte'], '40 mg tablet')).toEqual([]);
    expect(check(['Metformin 1000mg PO BD'], '1 g tablet')).toEqual([]);
    expect(check(['Metformin 1 g orally twice daily'], '1000 mg')).toEqual([]);
    expect(check(['thyroxine 50mcg mane'], '50 microgram tablet')).toEqual([]);
    expect(check(['Levothyroxine 0.05 mg mane'], '50 microgram')).toEqual([]);
    expect(check(['Heparin 5,000 units SC BD'], '5000 units')).toEqual([]);
  });

  it('accepts a total dose the order gives as a count times a strength', () => {
    expect(check(['Paracetamol 2 x 500mg PO QID PRN pain'], '1 g')).toEqual([]);
    expect(check(['Paracetamol 2 x 500mg PO QID PRN pain'], '2 x 500 mg')).toEqual([]);
  });

  it('flags a strength or dose that is not in the lines', () => {
    expect(check(['Atorvastatin 40mg PO nocte'], '80 mg tablet')).toEqual(['80 mg']);
    expect(check(['Atorvastatin 40mg PO nocte'], '40 units')).toEqual(['40 units']);
    expect(check(['Paracetamol 1g QID PRN'], '2 x 500 mg tablets')).toEqual(['2', '500 mg']);
    expect(check(['Salbutamol 100mcg 2 puffs QID PRN'], '4 puffs')).toEqual(['4']);
  });

  it('allows the implied single dose and number words of the order', () => {
    expect(check(['Atorvastatin 40mg nocte'], '1 tablet')).toEqual([]);
    expect(check(['Prednisolone 25mg two tablets mane'], '2 tablets')).toEqual([]);
    expect(check(['Atorvastatin 40mg nocte'], '1')).toEqual(['1']);
  });

  it('does not treat times, intervals and frequencies as strengths', () => {
    expect(check(['Paracetamol 1g PRN'], '1 g every 4-6 hours, max 4 times a day')).toEqual([]);
    expect(check(['Paracetamol 1g PRN'], '1 g at 0800')).toEqual([]);
    expect(check(['Alendronate 70mg weekly'], '70 mg (every 7 days)')).toEqual([]);
  });

  it('checks every strength of a combination and a range', () => {
    expect(check(['Coversyl Plus 5/1.25 mane'], '5/1.25 mg tablet')).toEqual([]);
    expect(check(['Coversyl Plus 5/1.25 mane'], '10/2.5 mg tablet')).toEqual(['10/2.5 mg']);
    expect(check(['Oxycodone 5mg 1-2 tabs 4 hourly PRN'], '1-2 tablets')).toEqual([]);
    expect(check(['Oxycodone 5mg 1 tab 4 hourly PRN'], '1-3 tablets')).toEqual(['1-3']);
  });

  it('ignores numbers that are part of a name (vitamin D3, B12)', () => {
    expect(check(['Ostelin 1000 units mane'], 'Colecalciferol (vitamin D3) 1000 units')).toEqual(
      [],
    );
  });
});
