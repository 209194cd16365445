/**
 * The line kinds and the order readers are ordered lists of {id, examples, apply}; every parsed order
 * carries the ids of the rules that read it, and --explain prints them with each token's fate.
 */
import { describe, expect, it } from 'vitest';
import { explainRequest } from '../explain';
import { classifyClause } from './classify';
import { LINE_RULES } from './line-rules';
import { parseList } from './list';
import { CLAUSE_RULES } from './order-rules';

describe('rule lists', () => {
  it('have unique ids and examples', () => {
    for (const rules of [LINE_RULES, CLAUSE_RULES]) {
      const ids = rules.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const r of rules) expect(r.examples.length, r.id).toBeGreaterThan(0);
    }
  });

  it('each clause rule classifies its own first example (or an earlier rule does)', () => {
    for (const r of CLAUSE_RULES) {
      const text = r.examples[0]!.replace(/^[-(]\s*|\)$/g, '');
      const c = classifyClause(text, { bracket: false, sep: ',', then: r.id === 'end-of-course' });
      expect(c.rule, `${r.id}: ${text}`).toBeTruthy();
    }
  });
});

describe('trace', () => {
  it('starts with the line rule, then the order readers', () => {
    const [o] = parseList('Amoxicillin 500 mg tds - for 5 more days, mitte 15', 'discharge').orders;
    expect(o!.trace[0]).toBe('order');
    expect(o!.trace).toEqual(expect.arrayContaining(['head-dosing', 'duration', 'quantity']));
  });
  it('names the status list and the continuation rules', () => {
    const status = parseList('Ceased (comfort care): metoclopramide, atorvastatin', 'discharge');
    expect(status.orders.map((o) => o.trace[0])).toEqual(['status-list', 'status-list']);
    const cont = parseList('Prednisolone 25 mg mane\nthen reduce by 5 mg weekly', 'discharge');
    expect(cont.orders[0]!.trace.slice(0, 2)).toEqual(['order', 'continuation']);
    expect(cont.lines[1]!.rule).toBe('continuation');
  });
  it('every line records the rule that decided its kind', () => {
    const pl = parseList('Regular:\nAspirin 100 mg daily\n\nNKDA', 'admission');
    expect(pl.lines.map((l) => l.rule)).toEqual(['heading', 'order', 'blank', 'title']);
  });
});

describe('explainRequest', () => {
  it('prints tokens, rules and what each dosing token became', () => {
    const text = explainRequest({
      admissionOrders: 'GTN spray 400 microgram/dose 1 spray every 5 min PRN',
      dischargeOrders: 'Metformin 500mg 1bd mitte 60',
    });
    expect(text).toContain(
      'line 1 [order] order: GTN spray 400 microgram/dose 1 spray every 5 min PRN',
    );
    expect(text).toContain('tokens: GTN:word  spray:dose-unit  400:number  microgram:unit');
    expect(text).toContain('5 -> NOT READ');
    expect(text).toContain('respelled: run-together-frequency');
    expect(text).toContain('60 -> quantity');
    expect(text).toMatch(/rules: order > head-dosing > quantity|rules: order > quantity/);
  });
});
