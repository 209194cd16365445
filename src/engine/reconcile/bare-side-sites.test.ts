import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const row = (admission: string, discharge: string) =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge }).medications[0]!;

describe('eye or ear sites written as the side alone (eye-drop charts)', () => {
  it('reads a side column as a change from both eyes to one', () => {
    const r = row(
      'Brimonidine 0.2% 1 drop both eyes BD',
      'Brimonidine 0.2%\tRIGHT only\t1 drop twice daily\tongoing',
    );
    expect(r.changeType).toBe('changed');
    expect(r.comment).toMatch(/right eye/i);
  });

  it('reads a both column as the same site (no invented change)', () => {
    const r = row(
      'Dorzolamide 2% 1 drop both eyes TDS',
      'Dorzolamide 2%\tboth\t1 drop three times daily\tongoing',
    );
    expect(r.changeType).toBe('unchanged');
  });

  it('leaves a side alone on a medicine not put into eyes or ears', () => {
    const r = row('Diclofenac gel 1% apply TDS', 'Diclofenac gel 1% apply TDS left side');
    expect(r.comment).not.toMatch(/eye|ear/i);
  });
});
