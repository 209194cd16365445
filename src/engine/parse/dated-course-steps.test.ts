/**
 * A reducing course printed one step a line under its medicine, each step labelled by dates ('01/05 - 14/05:
 * 30 mg') or by weeks ('Week 3 onwards: 10 mg'): the steps join the order above as one regimen, and a dose the
 * engine cannot place is named in a warning, never dropped.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { parseList } from './list';

const ADMISSION = 'Prednisone 5 mg mane';

describe('course steps labelled by dates', () => {
  it.each([
    ['01/05 - 14/05: 30 mg', '15/05 - 28/05: 20 mg', '29/05 onwards: 10 mg'],
    ['1/5 to 14/5 - 30 mg', '15/5 to 28/5 - 20 mg', 'From 29/5: 10 mg'],
    ['01/05/2026-14/05/2026: 30 mg', '15/05/2026-28/05/2026: 20 mg', '29/05/2026 onwards: 10 mg'],
  ])('%s, %s, %s join the order above as its later steps', (s1, s2, s3) => {
    const list = parseList(
      `Prednisone 5 mg tablets - each morning, weaning:\n${s1}\n${s2}\n${s3}`,
      'discharge',
    );
    expect(list.orders).toHaveLength(1);
    expect(list.lines.filter((l) => l.kind === 'continuation')).toHaveLength(3);
    expect(list.orders[0]!.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('never shows the tablet strength as the dose without saying the first step was not read', () => {
    const res = reconcile({
      admissionOrders: ADMISSION,
      dischargeOrders:
        'Prednisone 5 mg tablets - each morning, weaning:\n01/05 - 14/05: 30 mg\n15/05 onwards: 20 mg',
    });
    const row = res.medications[0]!;
    const says30 = Object.values(row.schedule).some((v) => v.includes('30 mg'));
    expect(says30 || (row.warnings ?? []).some((w) => w.includes('30 mg'))).toBe(true);
  });

  it('leaves a dated record of doses given (no colon or dash) as lines of their own', () => {
    const list = parseList(
      'Prednisone 5 mg tablets - mane\n  01/05  30 mg  RN\n  02/05  30 mg  RN',
      'admission',
    );
    expect(list.lines.filter((l) => l.kind === 'continuation')).toHaveLength(0);
  });
});

describe('weeks written with onwards', () => {
  it('join too', () => {
    const list = parseList(
      'Prednisone 5 mg tablets - each morning, reducing:\nWeek 1-2: 30 mg\nWeek 3 onwards: 20 mg',
      'discharge',
    );
    expect(list.lines.filter((l) => l.kind === 'continuation')).toHaveLength(2);
  });
});
