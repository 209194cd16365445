import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rowOf = (a: string, d: string, name?: string) => {
  const r = reconcileChecked(a, d);
  return name ? r.medications.find((m) => m.name.includes(name))! : r.medications[0]!;
};

describe('a medicine taken when a condition flares is when required', () => {
  it.each([
    [
      'Colchicine 0.5 mg two tablets stat if his gout flares up',
      'Colchicine 500 microgram 2 tabs stat PRN',
    ],
    [
      'Betamethasone 0.05% cream apply bd when eczema is bad',
      'Betamethasone 0.05% cream apply BD when required',
    ],
    ['Loratadine 10mg one daily if the hayfever plays up', 'Loratadine 10 mg daily prn'],
  ])('%s', (a, d) => {
    const row = rowOf(a, d);
    expect(row.isPRN).toBe(true);
    expect(row.changeType).toBe('unchanged');
  });

  it('leaves "when" as a time alone', () => {
    const row = rowOf('Thyroxine 50 mcg when waking', 'Levothyroxine 50 microgram mane');
    expect(row.isPRN).toBe(false);
  });

  it('keeps a stop condition a stop condition', () => {
    const row = rowOf(
      'Methotrexate 10 mg weekly, withhold if colitis flares',
      'Methotrexate 10 mg weekly',
    );
    expect(row.isPRN).toBe(false);
  });
});

describe("a combination's strengths written in another order", () => {
  it('is the same dose, with a warning', () => {
    const row = rowOf(
      'Co-codamol 30/500 tablets 1-2 four times daily as needed',
      'Paracetamol/codeine 500/30 1-2 tabs QID PRN',
    );
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings?.join(' ')).toMatch(/another order/);
  });

  it('still shows a real change of one part', () => {
    const row = rowOf('Panadeine Forte 500/30 2 tabs qid prn', 'Panadeine 500/8 mg 2 tabs qid prn');
    expect(row.changeType).toBe('changed');
  });
});

describe('a cross before a name in a plan that marks its changes with symbols', () => {
  const adm = 'Amitriptyline 25 mg nocte\nRamipril 5 mg mane\nMetformin 500 mg bd';
  it('is a stop, said to be read so', () => {
    const r = reconcileChecked(
      adm,
      'Ward plan:\n✘ amitriptyline (falls)\n↑ ramipril 10 mg mane\nmetformin 500 mg bd no change',
    );
    const stop = r.ceasedMedications.find((c) => c.name.startsWith('Amitriptyline'))!;
    expect(stop.reason).toMatch(/falls/);
    expect(stop.warnings?.join(' ')).toMatch(/cross/);
    expect(r.medications.map((m) => m.name)).not.toContain('Amitriptyline');
  });

  it('stays a checklist tick where no line is marked so', () => {
    const r = reconcileChecked(
      adm,
      '✗ Amitriptyline 25 mg nocte\n✗ Ramipril 5 mg mane\n✗ Metformin 500 mg bd',
    );
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a dose made up in a liquid, the verb first', () => {
  it.each([
    ['Movicol: dissolve 1 sachet in a glass of water, then drink daily', 'Movicol 1 sachet BD'],
    ['OSMOLAX - MIX ONE SACHET INTO WATER AND DRINK ONCE A DAY', 'Macrogol 1 sachet twice daily'],
  ])('%s reads its times', (a, d) => {
    const row = rowOf(a, d);
    expect(row.changeType).toBe('changed');
    expect(row.comment).toMatch(/twice daily/);
  });
});

describe("an action plan's step for later", () => {
  it('is no order and is said by its label only', () => {
    const r = reconcileChecked(
      'Symbicort 200/6 1 puff bd\nIf symptoms get worse - take 2 extra puffs of your reliever, up to 12 a day\nDanger signs: dial 000, give 6 puffs every 6 minutes',
      'Budesonide/formoterol (Symbicort) 200/6 1 puff BD',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    const said = JSON.stringify(r);
    expect(said).not.toMatch(/12 a day|6 minutes/);
    expect(r.warnings?.join(' ')).toMatch(/action plan's step for "If symptoms get worse"/);
  });
});

describe("a chart's capital T for tablet after a count", () => {
  it('reads a quarter tablet and a Roman count', () => {
    const row = rowOf(
      'Bisoprolol 10mg 1/4 T mane',
      'Bisoprolol 10 mg half a tablet mane',
      'Bisoprolol',
    );
    expect(row.changeType).toBe('changed');
    expect(row.comment).toMatch(/increased/);
    expect(row.warnings ?? []).toEqual([]);
  });

  it('keeps a Roman count with T', () => {
    const row = rowOf('Sertraline 50 mg ii T mane', 'Sertraline 50mg 2 tablets in the morning');
    expect(row.changeType).toBe('unchanged');
  });
});

describe('a count with its total in brackets after the strength', () => {
  it('shows the total in the slot', () => {
    const row = rowOf('Metoprolol 50 mg bd', 'Metoprolol 50mg 1/2 tab (25mg) twice a day');
    expect(row.schedule['0800']).toMatch(/25 mg/);
    expect(row.changeType).toBe('changed');
  });
});
