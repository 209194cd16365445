/**
 * What stands in front of an order without being part of it, and what looks like an order without being
 * one: a supply label ('OTC:', 'Pharmacy only -'), a code a legend defines ('Key: W = Webster-pak', then
 * 'W  Sertraline ...'), a clinic's plan for its next visit, a word starting 'or' or 'and' that does not
 * join the line above, and a stop written straight after the name.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { dropLineCode, readCodeLegend } from './code-legend';
import { isContinuation } from './list-context';

const names = (out: ReturnType<typeof reconcile>) =>
  out.medications.map((m) => `${m.name.split(' ')[0]} ${m.changeType}`).sort();

describe('a supply label is not part of the order', () => {
  it.each([
    'OTC: Loratadine 10 mg daily',
    'Pharmacy only - Loratadine 10 mg daily',
    'Self-selected loratadine 10 mg daily',
  ])('%s is loratadine, unchanged', (line) => {
    const out = reconcile({ admissionOrders: line, dischargeOrders: 'Loratadine 10 mg daily' });
    expect(names(out)).toEqual(['Loratadine unchanged']);
  });
});

describe('codes a legend defines are dropped where they open a line', () => {
  it('reads the legend', () => {
    expect(readCodeLegend('Key: W = Webster-pak, B = bottle, S8 = safe')).toEqual(['W', 'B', 'S8']);
    expect(readCodeLegend('Codes:  SA - self-administered   RN - nurse')).toEqual(['SA', 'RN']);
    expect(readCodeLegend('Key medicines: aspirin')).toBeNull();
  });

  it('drops a defined code only before a known medicine', () => {
    const codes = new Set(['W', 'B']);
    expect(dropLineCode('W  Sertraline 50 mg mane', codes)).toBe('Sertraline 50 mg mane');
    expect(dropLineCode('B: Sertraline 50 mg mane', codes)).toBe('Sertraline 50 mg mane');
    expect(dropLineCode('X  Sertraline 50 mg mane', codes)).toBe('X  Sertraline 50 mg mane');
    expect(dropLineCode('W  something else', codes)).toBe('W  something else');
  });

  it('pairs the coded lines with the discharge list', () => {
    const out = reconcile({
      admissionOrders:
        'Key: W = Webster-pak, B = bottle\nW  Sertraline 50 mg mane\nB  Paracetamol 1 g qid prn',
      dischargeOrders: 'Sertraline 50 mg mane\nParacetamol 1 g qid prn',
    });
    expect(names(out)).toEqual(['Paracetamol unchanged', 'Sertraline unchanged']);
  });
});

describe("a clinic's plan for its next visit is not an order", () => {
  it('reports the plan line and leaves the medicine as listed', () => {
    const out = reconcile({
      admissionOrders:
        'Ramipril 2.5 mg mane\nUp-titration plan at next review: ramipril to 5 mg if K < 5',
      dischargeOrders: 'Ramipril 2.5 mg mane',
    });
    expect(names(out)).toEqual(['Ramipril unchanged']);
    expect(out.ceasedMedications).toEqual([]);
  });
});

describe('a line starting with a word that begins "or", "and" or "then" does not join the one above', () => {
  it.each([
    'Oral antibiotics: doxycycline 100 mg bd',
    'Andrew to give: sertraline 50 mg',
    'Therapy: x',
  ])('%s is no continuation', (line) => expect(isContinuation(line)).toBe(false));
  it.each(['or 2 tablets if needed', 'and at night', 'then 5 mg daily'])('%s is one', (line) =>
    expect(isContinuation(line)).toBe(true),
  );
});

describe('a stop written straight after the name', () => {
  it.each([
    'naproxen STOP - gastritis',
    'Naproxen cease (gastritis)',
    'naproxen discontinue, gastritis',
  ])('%s stops it with its reason', (line) => {
    const out = reconcile({ admissionOrders: 'Naproxen 500 mg bd', dischargeOrders: line });
    expect(out.medications).toEqual([]);
    expect(out.ceasedMedications[0]?.reason).toMatch(/gastritis/);
  });
  it('a stop with a condition is a direction', () => {
    const out = reconcile({
      admissionOrders: 'Naproxen 500 mg bd',
      dischargeOrders: 'Naproxen 500 mg bd stop if indigestion',
    });
    expect(names(out)).toEqual(['Naproxen unchanged']);
  });
});
