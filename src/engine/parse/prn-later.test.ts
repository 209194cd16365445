/**
 * A regular course that becomes when-required ('regular for 5 days then PRN'): regular now, with a last
 * step 'when required', never a when-required row and never a PRN word left unread.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const row = (line: string) =>
  reconcile({ admissionOrders: 'Aspirin 100 mg daily', dischargeOrders: line }).medications[0]!;

describe('regular first, when required later', () => {
  it.each([
    'Celecoxib 100 mg bd regularly for 7 days, then PRN',
    'Paracetamol 1 g QID regular x 3 days then when required for pain',
  ])('%s', (line) => {
    const r = row(line);
    expect(r.isPRN).toBe(false);
    expect(Object.values(r.schedule).join(' ')).toMatch(/then when (?:required|necessary)/);
    expect(r.warnings ?? []).toEqual([]);
  });

  it('leaves an order that is when-required throughout as it was', () => {
    expect(row('Paracetamol 1 g QID PRN pain').isPRN).toBe(true);
  });
});
