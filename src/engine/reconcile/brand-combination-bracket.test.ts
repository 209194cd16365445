import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe("a brand whose bracket names the brand's combination product", () => {
  it('reads the bracket ingredients as the medicine and keeps each strength as written', () => {
    const order = 'Caltrate Bone & Muscle (calcium 600mg + vit D3 1000IU) 1 tab daily';
    const out = reconcile({ admissionOrders: order, dischargeOrders: order });
    expect(out.medications).toHaveLength(1);
    const row = out.medications[0]!;
    expect(row.name).toMatch(/calcium \+ colecalciferol/i);
    expect(row.name).toMatch(/caltrate/i);
    expect(row.form).toContain('600');
    expect(row.changeType).toBe('unchanged');
  });

  it('pairs the combination written with "and" and no strengths', () => {
    const out = reconcile({
      admissionOrders: 'Caltrate (calcium and vitamin D) 1 tablet daily',
      dischargeOrders: 'Caltrate (calcium + vitamin D) 1 tablet daily',
    });
    expect(out.medications.map((m) => [m.name.split(' (')[0], m.changeType])).toEqual([
      ['Calcium + Colecalciferol', 'unchanged'],
    ]);
  });

  it('leaves a bracket that names only the brand’s own ingredient alone', () => {
    const out = reconcile({
      admissionOrders: 'Caltrate (calcium carbonate) 600mg 1 tab daily',
      dischargeOrders: 'Caltrate 600mg 1 tab daily',
    });
    expect(out.medications.map((m) => [m.name.split(' (')[0], m.changeType])).toEqual([
      ['Calcium', 'unchanged'],
    ]);
  });
});
