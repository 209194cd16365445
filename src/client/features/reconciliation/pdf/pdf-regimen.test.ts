import { describe, expect, it } from 'vitest';
import { emptySchedule } from '../../../../shared/reconcile';
import { needsRegimenLines, regimenLines, regimenSteps } from './pdf-regimen';

const label = (s: string) => `${s} ${{ '0800': 'Breakfast', '2200': 'Bedtime' }[s] ?? ''}`.trim();

describe('a taper written as lines', () => {
  it('splits the steps at "then" and semicolons, dropping the bracket around them', () => {
    expect(
      regimenSteps(
        '25 mg (for 3 days, then 20 mg once daily in the morning for 3 days, then 15 mg once daily in the morning for 3 days, then stop)',
      ),
    ).toEqual([
      '25 mg for 3 days',
      'then 20 mg once daily in the morning for 3 days',
      'then 15 mg once daily in the morning for 3 days',
      'then stop',
    ]);
    expect(regimenSteps('2 tablets BD for 2 days; 1 tablet BD for 2 days')).toEqual([
      '2 tablets BD for 2 days',
      '1 tablet BD for 2 days',
    ]);
    expect(regimenSteps('1 tablet (weekly)')).toEqual(['1 tablet (weekly)']);
  });

  it('is used for steps and for text too long for a time column, under each time', () => {
    const taper = {
      ...emptySchedule(),
      '0800': '10 mg for 5 days then 5 mg for 5 days',
      '2200': '5 mg',
    };
    expect(needsRegimenLines(taper)).toBe(true);
    expect(needsRegimenLines({ ...emptySchedule(), '0800': '1 tablet (Mondays)' })).toBe(false);
    expect(
      needsRegimenLines({
        ...emptySchedule(),
        '0800': 'As directed by the anticoagulation clinic',
      }),
    ).toBe(true);
    expect(regimenLines(taper, label)).toEqual([
      '0800 Breakfast: 10 mg for 5 days',
      'then 5 mg for 5 days',
      '2200 Bedtime: 5 mg',
    ]);
  });
});
