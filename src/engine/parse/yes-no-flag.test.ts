/**
 * Yes/no flags beside orders ('[AC:Y]', '- Dosette: NO') are never indications or stop reasons; spaced tilde and
 * pointer fields ('~', '▸') separate an order's fields; a course that ended is a stop's reason.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { isYesNoFlag } from './yes-no-flag';

const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe('yes/no flags', () => {
  it('knows a flag from a field the readers use', () => {
    expect(isYesNoFlag('AC:Y')).toBe(true);
    expect(isYesNoFlag('Dosette pack = no')).toBe(true);
    expect(isYesNoFlag('PRN: yes')).toBe(false);
    expect(isYesNoFlag('for pain')).toBe(false);
  });

  it('keeps flags out of the indication and the stop reason', () => {
    const res = reconcile({
      admissionOrders: 'Ramipril 5 mg mane [AC:N][RENAL:Y]\nCefalexin 500 mg qid',
      dischargeOrders:
        'Ramipril 5 mg - 1 in the morning - Dosette: YES\nCefalexin - stopped, 7-day course completed - Dosette: NO',
    });
    expect(res.medications[0]!.indication).not.toMatch(/:|renal/i);
    expect(res.ceasedMedications[0]!.reason).toMatch(/course completed/i);
    expect(res.ceasedMedications[0]!.reason).not.toMatch(/dosette/i);
  });
});

describe('tilde and pointer fields', () => {
  it('reads each field of the order', () => {
    const res = reconcile({
      admissionOrders: 'Gliclazide MR 60 mg bd\nBrimonidine 0.2% eye drops 1 drop both eyes bd',
      dischargeOrders: [
        'Gliclazide MR 60 mg ~ 1 tablet ~ twice daily ~ restart with breakfast tomorrow',
        'Brimonidine 0.2% eye drops ▸ both eyes ▸ 1 drop twice a day ▸ no change',
      ].join('\n'),
    });
    expect(filled(res.medications[0]!.schedule)).toEqual(['0800', '1800']);
    expect(res.medications[0]!.changeType).toBe('unchanged');
    expect(res.medications[1]!.changeType).toBe('unchanged');
  });
});
