/**
 * Words in a bracket that read like a use but are not this medicine's: the reason another medicine was
 * stopped, and a product's kind ('winter supplement'). The row keeps the medicine's usual use.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a use that is not this medicine’s', () => {
  it.each([
    'Rosuvastatin 10 mg nocte (pravastatin ceased - muscle aches)',
    'Rosuvastatin 10 mg nocte (simvastatin stopped - interaction with clarithromycin)',
  ])('another medicine’s stop reason: %s', (dis) => {
    const r = reconcileChecked('Aspirin 100 mg daily', `Aspirin 100 mg daily\n${dis}`);
    const row = r.medications.find((m) => m.name === 'Rosuvastatin')!;
    expect(row.indication).toMatch(/cholesterol/i);
    expect(row.comment).toMatch(/ceased|stopped/i);
  });

  it.each([
    'Cholecalciferol 1000 IU daily (winter supplement)',
    'Vitamin D3 25 microgram daily (daily supplement)',
  ])('a product’s kind: %s', (adm) => {
    const r = reconcileChecked(adm, adm);
    expect(r.medications[0]!.indication).toMatch(/vitamin d|bone/i);
  });
});
