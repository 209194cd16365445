/**
 * A co-pack is separate tablets or capsules of each ingredient taken together: each strength is its own
 * tablet's, so the form never reads as one combination tablet ('150/100 mg').
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const row = (line: string) =>
  reconcile({ admissionOrders: 'Aspirin 100 mg daily', dischargeOrders: line }).medications.find(
    (m) => m.name !== 'Aspirin',
  )!;

describe('co-pack doses counted per ingredient', () => {
  it.each([
    [
      'Paxlovid (nirmatrelvir 300 mg + ritonavir 100 mg): 2 nirmatrelvir tablets + 1 ritonavir tablet bd x5 days',
      '300 mg + 100 mg',
    ],
    [
      'Nirmatrelvir 150 mg + ritonavir 100 mg - 1 nirmatrelvir tab + 1 ritonavir tab twice daily',
      '150 mg + 100 mg',
    ],
  ])('%s shows each strength on its own', (line, shown) => {
    const r = row(line);
    expect(r.form).toContain(shown);
    expect(r.form).not.toMatch(/\d\/\d/);
  });

  it('a combination tablet counted as one keeps its strengths joined by a slash', () => {
    const r = row('Panadeine Forte (paracetamol 500 mg + codeine 30 mg) 2 tablets qid prn pain');
    expect(r.form).toContain('500 mg/30 mg');
  });
});
