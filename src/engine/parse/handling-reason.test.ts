import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('why a form was chosen is a note, never the order form', () => {
  it.each([
    'Nifedipine 10 mg capsule tds, crushed (the XL tablet cannot be crushed)',
    'Nifedipine 10 mg tds - changed from XL as SR tablets must not be crushed',
    'Nifedipine 10 mg three times a day (CR tablet should not be chewed)',
  ])('%s', (line) => {
    const r = reconcileChecked('Nifedipine XL 30 mg mane', line);
    const row = r.medications[0]!;
    expect(row.form).not.toMatch(/modified|slow|extended|controlled/i);
    expect(row.changeType).toBe('changed');
  });
});
