/**
 * What a heading gave a line that the line does not say itself: a when-required heading over a line with a
 * regular time and no when-required word, and a route heading over a line with no route whose row is then
 * 'changed' by its route. Each test builds the doubt from ordinary lists, and checks the plain cases stay
 * quiet.
 */
import { describe, expect, it } from 'vitest';
import { parseList, reconcile, reconcileLists } from '../../index';

const warned = (out: ReturnType<typeof reconcile>, re: RegExp) =>
  (out.warnings ?? []).filter((w) => re.test(w));
const PRN = /read as when required only from the heading/;
const ROUTE = /writes no route \(read as by mouth\) under the heading/;

describe('a when-required row only because of its heading is doubted', () => {
  it('names a once-daily line under a PRN heading that was regular on admission', () => {
    const out = reconcile({
      admissionOrders: 'Docusate 100 mg mane',
      dischargeOrders: 'As needed:\nDocusate 100 mg mane',
    });
    expect(warned(out, PRN)).toEqual([expect.stringMatching(/^Docusate/)]);
  });

  it('stays quiet on PRN words, intervals, four times a day, and a PRN on both lists', () => {
    const out = reconcile({
      admissionOrders: 'Melatonin 2 mg nocte prn\nParacetamol 1 g qid\nOxycodone 5 mg 4-hourly',
      dischargeOrders:
        'PRN:\nMelatonin 2 mg nocte\nParacetamol 1 g qid\nOxycodone 5 mg 4-hourly\nLoratadine 10 mg daily when required',
    });
    expect(warned(out, PRN)).toEqual([]);
  });
});

describe('a route change where one line writes no route under a route heading is doubted', () => {
  it('names the line that wrote none when the heading gives a route', () => {
    const admission = parseList(
      'Regular IV:\n  Paracetamol 1 g qid\n  Ondansetron 4 mg tds',
      'admission',
    );
    // The reader is made to miss what the heading gives (as a new layout would), so the net is tested alone.
    for (const o of admission.orders) delete o.route;
    const out = reconcileLists(
      admission,
      parseList('Paracetamol 1 g IV qid\nOndansetron 4 mg IV tds', 'discharge'),
    );
    expect(warned(out, ROUTE).length).toBeGreaterThan(0);
  });

  it('stays quiet on a plain oral order that goes to IV', () => {
    const out = reconcile({
      admissionOrders: 'Pantoprazole 40 mg mane',
      dischargeOrders: 'Pantoprazole 40 mg IV mane',
    });
    expect(warned(out, ROUTE)).toEqual([]);
  });
});

describe('a change or a start inside a syringe-driver block is still given by the driver', () => {
  it('keeps the driver directions after a status and its reason', () => {
    const out = reconcile({
      admissionOrders: 'CSCI over 24 h:\n  Oxycodone 10 mg\n  Clonazepam 0.5 mg',
      dischargeOrders:
        'CSCI over 24 h:\n  Oxycodone 15 mg (dose increased for pain)\n  Clonazepam 0.5 mg\n  Metoclopramide 30 mg, new - nausea',
    });
    for (const m of out.medications) expect(m.schedule['0800']).toMatch(/24 h/);
    expect(out.medications.find((m) => /Metoclopramide/.test(m.name))?.indication).toBe('Nausea');
  });
});
