/**
 * Lines that open with a symbol a key line defines: once the key is read, the symbol is the line's status,
 * and each line is an order of its own (not the line above going on).
 */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';
import { readKeySymbol, readSymbolKey } from './symbol-key';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders);

const ADMISSION = 'Ramipril 5 mg mane\nSotalol 80 mg bd\nApixaban 5 mg bd\nSimvastatin 20 mg nocte';

describe('a symbol key', () => {
  it.each([
    [
      'Symbols: [=] no change, [^] dose up, [*] new, [-] stop, [?] on hold',
      [
        '[-] Sotalol 80 mg',
        '[?] Apixaban 5 mg',
        '[^] Ramipril 10 mg mane',
        '[*] Metoprolol 25 mg bd',
        '[=] Simvastatin 20 mg nocte',
      ],
    ],
    [
      'Legend: ✗ = ceased; ⏸ = withheld; ▲ = increased; ✚ = new; ✓ = unchanged',
      [
        '✗ Sotalol 80 mg',
        '⏸ Apixaban 5 mg',
        '▲ Ramipril 10 mg mane',
        '✚ Metoprolol 25 mg bd',
        '✓ Simvastatin 20 mg nocte',
      ],
    ],
  ])('%s', (key, lines) => {
    const r = run(ADMISSION, ['Medicines on discharge', key, ...lines].join('\n'));
    const rows = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(rows).toEqual({
      Ramipril: 'changed',
      Metoprolol: 'new',
      Simvastatin: 'unchanged',
    });
    expect(r.ceasedMedications.map((c) => c.name).sort()).toEqual(['Apixaban', 'Sotalol']);
  });

  it('reads each mark with its meaning, and no key from a code list of letters', () => {
    expect([...(readSymbolKey('Key: (+) started  (x) stopped') ?? [])]).toEqual([
      ['(+)', 'started'],
      ['(x)', 'stopped'],
    ]);
    expect(readSymbolKey('Key: W = Webster-pak, B = bottle')).toBeNull();
  });

  it('a mark the key does not define, or one before no words, is left as written', () => {
    const key = readSymbolKey('Key: (+) new, (x) stopped')!;
    expect(readKeySymbol('(!) Warfarin 3 mg', key)).toBe('(!) Warfarin 3 mg');
    expect(readKeySymbol('(+) 5 mg', key)).toBe('(+) 5 mg');
    expect(readKeySymbol('(x) Warfarin 3 mg', key)).toBe('(stopped) Warfarin 3 mg');
  });
});

describe('a key of status letters', () => {
  it.each([
    ['Key: K = keep   U = dose up   + = new   X = stopped   H = on hold', '\t'],
    ['Legend: K: keep, U: changed, ST: started, X: ceased, H: withheld', '  '],
  ])('%s', (key, gap) => {
    const lines = [
      `X${gap}Sotalol 80 mg`,
      `H${gap}Apixaban 5 mg`,
      `U${gap}Ramipril 10 mg mane`,
      `${key.includes('ST') ? 'ST' : '+'}${gap}Metoprolol 25 mg bd`,
      `K${gap}Simvastatin 20 mg nocte`,
    ];
    const r = run(ADMISSION, ['Discharge medicines', key, ...lines].join('\n'));
    const rows = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(rows).toEqual({ Ramipril: 'changed', Metoprolol: 'new', Simvastatin: 'unchanged' });
    expect(r.ceasedMedications.map((c) => c.name).sort()).toEqual(['Apixaban', 'Sotalol']);
  });

  it('a letter never cuts the first letter off a name, and a key of times is no status key', () => {
    const key = readSymbolKey('Key: S = stopped, N = new')!;
    expect(readKeySymbol('Sertraline 50 mg mane', key)).toBe('Sertraline 50 mg mane');
    expect(readKeySymbol('N  Sertraline 50 mg mane', key)).toBe('(new) Sertraline 50 mg mane');
    expect(readSymbolKey('Key: B = breakfast, L = lunch, D = dinner')).toBeNull();
  });
});

describe('a key in a title bracket', () => {
  it.each([
    'Plan after review (+ = new, x = stopped)',
    'DISCHARGE LIST 12/03 (* = new; x = ceased; ? = withheld):',
  ])('%s', (title) => {
    const lines = [
      'x Sotalol 80 mg - stopped (bradycardia)',
      'Ramipril 5 mg mane',
      'Simvastatin 20 mg nocte',
    ];
    if (title.includes('?')) lines.push('? Apixaban 5 mg');
    else lines.push('x Apixaban - stopped (bleed)');
    lines.push(`${title.includes('*') ? '*' : '+'} Metoprolol 25 mg bd`);
    const r = run(ADMISSION, [title, ...lines].join('\n'));
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Ramipril', 'unchanged'],
      ['Simvastatin', 'unchanged'],
      ['Metoprolol', 'new'],
    ]);
    expect(r.ceasedMedications.map((c) => c.name).sort()).toEqual(['Apixaban', 'Sotalol']);
  });

  it('a bracket with one sum is no key', () => {
    expect(readSymbolKey('Paracetamol 500 mg (2 x 500 = 1 g)')).toBeNull();
  });
});
