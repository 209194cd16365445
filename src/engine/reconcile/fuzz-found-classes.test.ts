/**
 * Classes the engine fuzz suite found (tests/integration/engine-fuzz.test.ts): a status word straight
 * after the when-required word, a half dose before an interval word, and the invariant checker's own
 * reading of a half written as a sign or a word.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { inventedNumbers } from './invariants';

const only = (discharge: string, admission = 'Vitamin D 1000 units daily') =>
  reconcileChecked(admission, `${discharge}\nVitamin D 1000 units daily`);

describe('a status after the when-required word', () => {
  it.each([
    'Ondansetron 4 mg wafer 1 PRN NEW',
    'Ondansetron 4 mg wafer one when needed - new',
    'Ondansetron 4 mg wafer 1 as required: started',
  ])('is the status, never what it is for: %s', (line) => {
    const r = only(line);
    const row = r.medications.find((m) => m.name === 'Ondansetron')!;
    expect(row.changeType).toBe('new');
    expect(row.indication).not.toMatch(/new|start/i);
    expect(row.schedule['0800']).not.toMatch(/\bfor\b/);
  });

  it.each([
    'Oxycodone 5 mg cap 1 every 4 hours when required WITHHELD: drowsy',
    'Oxycodone 5 mg cap 1 when needed ceased - constipation',
  ])('stops the order: %s', (line) => {
    const r = only(line, 'Oxycodone 5 mg cap 1 every 4 hours when required');
    expect(r.medications.find((m) => m.name === 'Oxycodone')).toBeUndefined();
    expect(r.ceasedMedications.map((c) => c.name)).toContain('Oxycodone');
  });

  it('a use after the when-required word is still the use', () => {
    const row = only('Ondansetron 4 mg wafer 1 PRN nausea').medications[0]!;
    expect(row.indication).toMatch(/nausea/i);
  });
});

describe('a half dose before an interval word', () => {
  it.each([
    ['Methotrexate 10 mg tab 0.5 weekly on Friday', /0\.5 tablet/, /every 5/],
    ['Cholecalciferol 50000 units cap 0.5 monthly', /0\.5 capsule/, /every 5/],
  ])('%s is a half dose at that interval, not every 5', (line, dose, wrong) => {
    const row = only(line).medications[0]!;
    expect(row.schedule['0800']).toMatch(dose);
    expect(`${row.schedule['0800']} ${row.comment}`).not.toMatch(wrong);
  });

  it('a whole count before the interval word is still its period', () => {
    const row = only('Denosumab 60 mg injection 6 monthly').medications[0]!;
    expect(row.schedule['0800']).toMatch(/every 6 months/);
  });
});

describe('the invariant checker reads a written half', () => {
  const answer = (text: string) => ({
    medications: [
      {
        name: 'Aspirin',
        form: 'tablet',
        schedule: { '0800': text, '1200': '', '1800': '', '2200': '' },
        indication: '',
        comment: '',
        changeType: 'new' as const,
        isPRN: false,
        sources: [],
      },
    ],
    ceasedMedications: [],
  });
  it.each([
    ['Aspirin ½ tab daily', '0.5 tablet'],
    ['Aspirin 1½ tabs daily', '1.5 tablets'],
    ['Aspirin one and a half tabs daily', '1.5 tablets'],
    ['Aspirin half a tablet daily', '0.5 tablet'],
  ])('%s allows %s', (input, shown) => {
    const req = { admissionOrders: '', dischargeOrders: input };
    expect(inventedNumbers(req, answer(shown) as never)).toEqual([]);
  });
  it('a half is not any number', () => {
    const req = { admissionOrders: '', dischargeOrders: 'Aspirin ½ tab daily' };
    expect(inventedNumbers(req, answer('2.5 tablets') as never)).not.toEqual([]);
  });
});
