/**
 * A salt's strength with what it holds in brackets: the row shows both, as written, and the same dose
 * counted in what it holds is no change. Inside a combination the bracket stays with its part.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (discharge: string, admission = 'Nil') =>
  reconcile({ admissionOrders: admission, dischargeOrders: discharge }).medications[0]!;

describe('what a salt holds', () => {
  it.each([
    [
      'Calcium carbonate 1.25 g (500 mg calcium) tablet, one each morning',
      '1.25 g (500 mg calcium)',
    ],
    [
      'Calcium carbonate 1.25 g tablet (equivalent to 500 mg calcium) one daily',
      '1.25 g (equivalent to 500 mg calcium)',
    ],
    [
      'Ferrous sulfate 250 mg (80 mg elemental iron) - 1 tablet daily',
      '250 mg (80 mg elemental iron)',
    ],
    ['Ferrous fumarate 200 mg (elemental iron 65 mg) 1 daily', '200 mg (elemental iron 65 mg)'],
  ])('%s', (line, shown) => {
    const row = rowOf(line);
    expect(row.form).toContain(shown);
    expect(row.warnings ?? []).toEqual([]);
  });

  it('the same dose counted in what the product holds is unchanged', () => {
    const row = rowOf(
      'Calcium carbonate 1.25 g (500 mg calcium) - 1 tablet daily',
      'Caltrate 500 mg one daily',
    );
    expect(row.changeType).toBe('unchanged');
  });

  it('a different dose counted in what it holds is still a change', () => {
    const row = rowOf(
      'Calcium carbonate 1.25 g (500 mg calcium) - 2 tablets daily',
      'Caltrate 500 mg one daily',
    );
    expect(row.changeType).toBe('changed');
  });

  it('a bracket that says something else is no held amount', () => {
    const row = rowOf('Iron polymaltose 100 mg (was 200 mg) 1 tablet daily');
    expect(row.form).not.toContain('was');
  });

  it('inside a combination, with the salt kept in the name', () => {
    const row = rowOf(
      'Calcium carbonate 1.25 g (500 mg calcium) + colecalciferol 1000 IU - one tablet daily',
    );
    expect(row.name).toMatch(/^Calcium carbonate \+ Colecalciferol/);
    expect(row.form).toContain('1.25 g (500 mg calcium)/1000 IU');
    expect(row.warnings ?? []).toEqual([]);
  });
});

describe('a co-pack written by its parts with their counts', () => {
  it.each([
    'Paxlovid (nirmatrelvir 150 mg tablets x 2 + ritonavir 100 mg tablet x 1) - 3 tablets together twice a day for 5 days',
    'nirmatrelvir 150 mg tabs x2 and ritonavir 100 mg tab x1 - bd for 5 days',
  ])('%s', (line) => {
    const row = rowOf(line);
    expect(row.name).toMatch(/Nirmatrelvir \+ Ritonavir/);
    expect(row.form).toContain('150 mg x 2 + 100 mg x 1');
    expect(row.schedule['0800']).not.toBe('');
    expect(row.schedule['1800']).not.toBe('');
  });
});
