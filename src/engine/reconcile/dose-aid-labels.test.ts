import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const byName = (out: ReturnType<typeof reconcile>) =>
  Object.fromEntries(out.medications.map((m) => [m.name.split(' (')[0], m]));

describe('several orders on one line separated by bars', () => {
  it('reads each part after a label as its own order', () => {
    const out = reconcile({
      admissionOrders:
        'Prescribed:  thiamine 100mg mane  |  esomeprazole 20mg mane  |  sertraline 50mg mane\nOTC: Nurofen 200mg 2 tabs prn pain | folic acid 0.5mg daily',
      dischargeOrders:
        'Thiamine 100mg mane\nEsomeprazole 40mg mane - increased\nSertraline 50mg mane\nFolic acid 0.5mg daily\nIbuprofen - ceased (gastritis)',
    });
    const rows = byName(out);
    expect(rows.Thiamine!.changeType).toBe('unchanged');
    expect(rows.Esomeprazole!.changeType).toBe('changed');
    expect(rows.Sertraline!.changeType).toBe('unchanged');
    expect(rows['Folic acid']!.changeType).toBe('unchanged');
    expect(out.ceasedMedications.map((c) => c.name)).toEqual([expect.stringMatching(/ibuprofen/i)]);
  });

  it('leaves one order whose clauses a bar separates as one order', () => {
    const out = reconcile({ admissionOrders: '', dischargeOrders: 'Metformin 500mg | 2 tabs bd' });
    expect(out.medications).toHaveLength(1);
  });
});

describe("a dose aid's pouch labels ('[27/11 08:00] Metformin 500mg x2 | Aspirin 100mg x1')", () => {
  it("gives each medicine the label's time and reads 'x2' after the strength as the count", () => {
    const out = reconcile({
      admissionOrders: [
        '[27/11 08:00] Metformin 500mg x2 | Aspirin 100mg x1 | Sinemet 100/25 x1',
        '[27/11 12:00] Sinemet 100/25 x1',
        '[27/11 18:00] Metformin 500mg x2 | Sinemet 100/25 x1',
      ].join('\n'),
      dischargeOrders: 'Metformin 500mg 2 tabs bd\nAspirin 100mg mane\nSinemet 100/25 1 tab tds',
    });
    const rows = byName(out);
    expect(rows.Metformin!.changeType).toBe('unchanged');
    expect(rows.Aspirin!.changeType).toBe('unchanged');
    expect((out.warnings ?? []).join(' ')).not.toMatch(/not understood: "2"/);
  });

  it("keeps 'x5 days' and 'x2 doses' after a strength as how long, never a count", () => {
    const out = reconcile({
      admissionOrders: 'Aspirin 100mg daily',
      dischargeOrders: 'Cefalexin 500mg x5 days qid\nOndansetron 4mg x2 doses prn nausea',
    });
    const rows = byName(out);
    expect(rows.Cefalexin!.schedule['0800']).toBe('500 mg');
    expect(rows.Ondansetron!.schedule['0800']).toMatch(/^4 mg/);
  });
});
