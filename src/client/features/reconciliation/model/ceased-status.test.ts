import { describe, expect, it } from 'vitest';
import { ceasedStatusOf, reasonWithoutStatus, withStatus } from './ceased-status';

describe('ceased or withheld', () => {
  it("takes the engine's status, else reads the reason the engine wrote", () => {
    expect(ceasedStatusOf({ reason: 'Ceased: GI bleed', status: 'Withheld' })).toBe('Withheld');
    expect(ceasedStatusOf({ reason: 'Withheld: low blood pressure' })).toBe('Withheld');
    expect(ceasedStatusOf({ reason: 'Held until review by GP' })).toBe('Withheld');
    expect(ceasedStatusOf({ reason: 'Suspended while on antibiotics' })).toBe('Withheld');
    expect(ceasedStatusOf({ reason: 'Ceased: GI bleed' })).toBe('Ceased');
    expect(ceasedStatusOf({ reason: 'Not on discharge list - confirm with prescriber' })).toBe(
      'Ceased',
    );
    expect(ceasedStatusOf({ reason: 'To be withheld until INR < 3' })).toBe('Withheld');
    expect(ceasedStatusOf({ reason: 'Stopped, previously withheld' })).toBe('Ceased');
    expect(ceasedStatusOf({ reason: '' })).toBe('Ceased');
  });

  it('switching rewrites a reason that names the old status', () => {
    const item = { name: 'Perindopril', form: '5 mg', reason: 'Withheld: low BP' };
    expect(withStatus(item, 'Ceased')).toEqual({
      ...item,
      status: 'Ceased',
      reason: 'Ceased: low BP',
    });
    const other = { ...item, reason: 'Not on discharge list - confirm with prescriber' };
    expect(withStatus(other, 'Withheld')).toEqual({ ...other, status: 'Withheld' });
    expect(reasonWithoutStatus(' Ceased - GI bleed')).toBe('GI bleed');
    expect(reasonWithoutStatus('Ceasedx')).toBe('Ceasedx');
  });
});
