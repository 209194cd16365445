/**
 * Ward shorthand writes a clipped generic name before a bare number and its times ('spiro 25 mane'): the
 * medicine is read (with the clipped-name warning) and the number kept as written (with its own warning).
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readName } from './name';

describe('a clipped name in ward shorthand', () => {
  it.each([
    ['rosuva 10 nocte', 'Rosuvastatin'],
    ['Esomep 20 BD', 'Esomeprazole'],
    ['candes 8 mane', 'Candesartan'],
  ])('%s reads as %s', (line, name) => {
    expect(readName(line, line)?.medicine?.name).toBe(name);
  });

  it('pairs with the same medicine written in full, warning on the shortened name and the bare number', () => {
    const r = reconcile({
      admissionOrders: 'Candesartan 8 mg mane',
      dischargeOrders: 'candes 8 mane',
    });
    expect(r.medications).toHaveLength(1);
    const warnings = r.medications[0]!.warnings?.join(' ') ?? '';
    expect(warnings).toMatch(/shortened name/);
    expect(warnings).toMatch(/No unit written/);
  });
});

describe('a bare decimal strength in ward shorthand', () => {
  it('is kept as written and compared, so a halved dose is a change', () => {
    const r = reconcile({
      admissionOrders: 'Digoxin 0.25 mane',
      dischargeOrders: 'Digoxin 0.0625 mane',
    });
    const row = r.medications[0]!;
    expect(row.schedule['0800']).toBe('0.0625');
    expect(row.changeType).toBe('changed');
    expect(row.warnings?.join(' ')).toMatch(/No unit written/);
  });
});
