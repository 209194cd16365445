/**
 * Headings that say where and when a child's or carer's doses are given ('At home - evening', 'At kindy - the
 * teacher gives it at lunch', an alarm clock then a time) and 'only if needed' groups are headings, never a
 * medicine called 'At Home' or 'Emergency'.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

const names = (r: ReturnType<typeof run>) => r.medications.map((m) => m.name);

describe('setting and alarm headings', () => {
  it.each([
    ['At home - evening', 'Montelukast 5 mg chewable tablet - 1 tablet', '1800'],
    ['Home: bedtime', 'Montelukast 5 mg chewable tablet - 1 tablet', '2200'],
    [
      'At day care - staff give it with lunch',
      'Montelukast 5 mg chewable tablet - 1 tablet',
      '1200',
    ],
    ['🔔 8:00 pm', 'Montelukast 5 mg chewable tablet - 1 tablet (new)', '1800'],
  ])('%j is a heading whose time goes to the order under it', (heading, order, slot) => {
    const r = run(
      'Salbutamol 100 mcg 2 puffs prn',
      `${heading}\n${order}\nSalbutamol 100 mcg 2 puffs prn`,
    );
    expect(names(r)).toEqual(['Montelukast', 'Salbutamol']);
    const m = r.medications[0]!;
    expect(
      Object.entries(m.schedule)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual([slot]);
  });

  it('an alarm at two clock times gives both times, never the first alone', () => {
    const r = run('Valproate 200 mg BD', '⏰ 8:00 am and 8:00 pm\nValproate 200 mg - 1 tablet');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a setting line that names a medicine with a dose is still an order', () => {
    const r = run('', 'At home: Melatonin 3 mg nocte');
    expect(names(r)).toEqual(['Melatonin']);
  });

  it.each(['Only if needed', 'Emergency / only when required', 'Only when needed:'])(
    '%j is a when-required heading',
    (heading) => {
      const r = run('', `${heading}\nLoratadine 10 mg - 1 tablet daily`);
      expect(names(r)).toEqual(['Loratadine']);
      expect(r.medications[0]!.isPRN).toBe(true);
    },
  );
});
