/**
 * Time-of-day headings of a dose administration aid ('Morning (8am):'): headings, never medicines,
 * and the time of the orders under them that state none.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { parseList } from './list';
import { readTimeHeading } from './time-headings';

describe('time-of-day headings', () => {
  it.each([
    ['Morning (8am):', '0800'],
    ['Morning', '0800'],
    ['MORNING:', '0800'],
    ['Breakfast:', '0800'],
    ['With breakfast:', '0800'],
    ['Mane:', '0800'],
    ['8am', '0800'],
    ['8 am:', '0800'],
    ['0800:', '0800'],
    ['08:00', '0800'],
    ['Morning dose:', '0800'],
    ['Lunch (12pm):', '1200'],
    ['Lunch:', '1200'],
    ['Midday:', '1200'],
    ['Lunchtime (1200)', '1200'],
    ['12pm:', '1200'],
    ['Evening meal (5pm):', '1800'],
    ['Evening:', '1800'],
    ['Dinner:', '1800'],
    ['Tea (5pm)', '1800'],
    ['6pm', '1800'],
    ['Night (bedtime):', '2200'],
    ['Bedtime (10pm):', '2200'],
    ['Night:', '2200'],
    ['Nocte:', '2200'],
    ['At bedtime:', '2200'],
    ['2200:', '2200'],
  ])('%j is a heading that gives %s to the orders under it', (heading, slot) => {
    expect(readTimeHeading(heading)).not.toBeNull();
    const list = parseList(`${heading}\nAspirin 100 mg\nMovicol 1 sachet`, 'admission');
    expect(list.lines[0]!.kind).toBe('heading');
    expect(list.orders.map((o) => o.timing.slots)).toEqual([[slot], [slot]]);
  });

  it.each([
    'Aspirin 100 mg mane',
    'Morning sickness: ondansetron 4 mg PRN',
    'Metoprolol 25 mg morning',
    'Nocte 10 mg',
    'Regular medications:',
    'Night sweats',
    'Evening primrose oil 1 g daily',
  ])('%j is not a time heading', (line) => {
    expect(readTimeHeading(line)).toBeNull();
  });

  it('does not override the time an order states, nor a when-required order', () => {
    const list = parseList(
      'Morning (8am):\nAtorvastatin 40 mg nocte\nParacetamol 1 g QID PRN\nAspirin 100 mg',
      'admission',
    );
    expect(list.orders.map((o) => o.timing.slots)).toEqual([
      ['2200'],
      list.orders[1]!.timing.slots,
      ['0800'],
    ]);
    expect(list.orders[1]!.prn).toBe(true);
  });

  it('ends at the next heading', () => {
    const list = parseList('Night:\nAtorvastatin 40 mg\nPRN:\nParacetamol 1 g', 'admission');
    expect(list.orders[0]!.timing.slots).toEqual(['2200']);
    expect(list.orders[1]!.timing.slots).not.toEqual(['2200']);
  });

  it('reconciles a Webster-pak chart against a discharge list written with times', () => {
    const res = reconcile({
      admissionOrders:
        'Webster-pak\nMorning (8am):\nPerindopril 4mg\nAspirin 100mg\nLunch (12pm):\nCalcium carbonate 1.5g\nEvening meal (5pm):\nMetformin XR 1000mg\nNight (bedtime):\nAtorvastatin 40mg',
      dischargeOrders:
        'Perindopril 4 mg mane\nAspirin 100 mg mane\nCalcium carbonate 1.5 g at lunch\nMetformin XR 1 g with evening meal\nAtorvastatin 40 mg nocte',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });
});
