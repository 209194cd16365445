import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("one line for a syringe driver's whole mix", () => {
  it.each([
    'CSCI over 24 h: oxycodone 20 mg + haloperidol 1 mg (water for injection to 18 mL)',
    'Syringe driver (NIKI T34, CSCI over 24 hours): oxycodone 20 mg + haloperidol 1 mg in WFI to 18 mL',
    'Continuous subcut infusion: oxycodone 20 mg + haloperidol 1 mg over 24 hours',
  ])('%s', (line) => {
    const r = reconcileChecked('Oxycodone 20 mg subcut over 24 hours', line);
    const by = Object.fromEntries(r.medications.map((m) => [m.name, m]));
    expect(Object.keys(by).sort()).toEqual(['Haloperidol', 'Oxycodone']);
    expect(by.Oxycodone!.changeType).toBe('unchanged');
    expect(by.Haloperidol!.changeType).toBe('new');
    expect(by.Haloperidol!.isPRN).toBe(false);
    expect(JSON.stringify(by.Haloperidol!.schedule)).toMatch(/24 h/);
    expect(r.medications.some((m) => /water/i.test(m.name))).toBe(false);
  });
});

describe('a continuous subcutaneous infusion is given under the skin', () => {
  it.each([
    'Morphine 20 mg CSCI over 24 hours',
    'Morphine 20 mg via syringe driver over 24 h',
    'CSCI over 24 hours:\nMorphine 20 mg',
  ])('%s differs from the same amount by mouth', (line) => {
    const r = reconcileChecked('Morphine MR (MS Contin) 20 mg po daily', line);
    expect(r.medications[0]!.changeType).toBe('changed');
    expect(r.medications[0]!.comment).toMatch(/under the skin/i);
  });
});
