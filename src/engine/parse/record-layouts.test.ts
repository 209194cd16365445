/**
 * Admission lists exported in layouts that are not one written order a line: key-value records (attribute
 * lines, JSON objects), two columns printed side by side, and a prompting sheet's 'time task — medicine'
 * lines. Each entry is read as its order, so a continuing medicine pairs instead of reading as new.
 */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';

const DISCHARGE = [
  'Candesartan 8 mg in the morning',
  'Pravastatin 20 mg at night',
  'Sitagliptin 50 mg twice daily',
].join('\n');

const run = (admissionOrders: string, dischargeOrders = DISCHARGE) =>
  reconcileChecked(admissionOrders, dischargeOrders);

const allUnchanged = (admission: string) => {
  const r = run(admission);
  expect(r.ceasedMedications).toEqual([]);
  expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
    ['Candesartan', 'unchanged'],
    ['Pravastatin', 'unchanged'],
    ['Sitagliptin', 'unchanged'],
  ]);
};

describe('key-value records', () => {
  it.each([
    [
      'attribute lines',
      [
        'item drug="Candesartan" dose="8 mg" directions="1 mane"',
        'item drug="Pravastatin" dose="20 mg" directions="1 nocte"',
        'item drug="Sitagliptin" dose="50 mg" directions="1 bd"',
      ],
    ],
    [
      'a JSON array with a brand field',
      [
        '[',
        '{"name": "Candesartan", "brand": "Atacand", "strength": "8 mg", "frequency": "morning"},',
        '{"name": "Pravastatin", "brand": "", "strength": "20 mg", "frequency": "night"},',
        '{"name": "Sitagliptin", "strength": "50 mg", "take": "1", "when": "twice daily"}',
        ']',
      ],
    ],
  ])('%s', (_label, lines) => allUnchanged(lines.join('\n')));

  it('leaves a record with no medicine field unread, and says so', () => {
    const r = run('entry colour="blue" shape="round" count="2"\nCandesartan 8 mg mane');
    expect((r.warnings ?? []).join(' ')).toMatch(/colour="blue"/);
  });
});

describe('two columns side by side', () => {
  it('reads both medicines of each line', () =>
    allUnchanged(
      ['candesartan 8mg 1 mane            pravastatin 20mg 1 nocte', 'sitagliptin 50mg 1 bd'].join(
        '\n',
      ),
    ));

  it('keeps a brand after a gap with its own medicine', () => {
    const r = run(
      'Candesartan 8 mg mane     Atacand 8 mg\nPravastatin 20 mg nocte\nSitagliptin 50 mg bd',
    );
    expect(r.medications.filter((m) => m.name === 'Candesartan')).toHaveLength(1);
  });
});

describe('a prompting sheet: time, task, medicine', () => {
  it('reads the time as the order time', () =>
    allUnchanged(
      [
        '08:00 prompt — Candesartan 8 mg tablet, 1',
        '21:00 prompt — Pravastatin 20 mg tablet, 1',
        '0800 give - Sitagliptin 50 mg tablet, 1',
        '1800 give - Sitagliptin 50 mg tablet, 1',
      ].join('\n'),
    ));

  it('reads a status in the task place as a record of that dose, and pairs the medicine', () => {
    // A chart's '08:00 withheld' is that dose held on the ward: the medicine is the one the discharge continues.
    const r = run(
      '08:00 withheld — Candesartan 8 mg tablet\nPravastatin 20 mg nocte\nSitagliptin 50 mg bd',
    );
    expect(r.medications.find((m) => m.name === 'Candesartan')?.changeType).not.toBe('new');
    expect(r.ceasedMedications).toEqual([]);
  });
});
