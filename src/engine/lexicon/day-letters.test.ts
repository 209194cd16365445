/**
 * Days of the week as a chart's letters ('M/W/F', 'Tu/Th', 'MWF') or a dash chain ('Mon-Wed-Fri'): the days
 * stay in the slot text, never lost to 'time not stated' nor read as the run Monday to Wednesday.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const slot = (dis: string) =>
  reconcileChecked('Ramipril 5 mg mane', `Ramipril 5 mg mane\n${dis}`).medications.find((m) =>
    /Alendron|Methotrex|Iron|Ferrous/i.test(m.name),
  )!.schedule['0800'];

describe('weekdays written as letters or a chain', () => {
  it.each([
    ['Methotrexate 7.5 mg M/W/F', /Mondays, Wednesdays and Fridays/],
    ['Methotrexate 7.5 mg m-w-f', /Mondays, Wednesdays and Fridays/],
    ['Methotrexate 7.5 mg MWF', /Mondays, Wednesdays and Fridays/],
    ['Methotrexate 7.5 mg Mon - Wed - Fri', /Mondays, Wednesdays and Fridays/],
    ['Ferrous sulfate 325 mg Tu/Th', /Tuesdays and Thursdays/],
    ['Ferrous sulfate 325 mg TTh', /Tuesdays and Thursdays/],
    ['Methotrexate 7.5 mg Tues-Thurs-Sat', /Tuesdays, Thursdays and Saturdays/],
  ])('%s keeps its days', (line, days) => {
    expect(slot(line)).toMatch(days);
  });

  it('reads two days joined by a dash as the run between them', () => {
    expect(slot('Methotrexate 7.5 mg M-F')).toMatch(/Tuesdays, Wednesdays, Thursdays/);
  });

  it('matches the same week written two ways as unchanged', () => {
    const r = reconcileChecked('Methotrexate 10 mg Mon/Thu', 'Methotrexate 10 mg M/Th');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('leaves letters that do not go forward through the week as written', () => {
    const r = reconcileChecked('Ramipril 5 mg mane', 'Ramipril 5 mg mane (F/M clinic)');
    expect(r.medications[0]!.schedule['0800']).not.toMatch(/day/);
  });
});
