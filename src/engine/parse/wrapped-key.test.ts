import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { joinWrappedLines } from './wrapped-lines';

// A list printed 44 characters wide: a key line and its orders, as a narrow PDF column breaks them.
const page = (...l: string[]) => l.join('\n');

describe('a key line wrapped at the page width', () => {
  it('puts codes and symbols that went onto the next line back on the key', () => {
    const joined = joinWrappedLines([
      'Legend: K = keep  H = hold  X = stopped  R',
      '= restart later',
      'K  Bisoprolol 2.5 mg tablet every morning',
      'X  Naproxen 250 mg tablet twice a day (gut)',
      'K  Lansoprazole 30 mg capsule each morning',
    ]);
    expect(joined[0]).toBe('Legend: K = keep  H = hold  X = stopped  R = restart later');
    expect(joined[1]).toBe('');
  });

  it('leaves a table header or an order after a whole key on its own line', () => {
    const l = [
      'Key: D = daily, N = at night, W = weekly',
      'Medicine                      D   N   W',
      'Colecalciferol 25 microgram   ✓   -   -',
      'Methotrexate 10 mg tablet     -   -   ✓',
    ];
    expect(joinWrappedLines(l)).toEqual(l);
  });

  it('does not cease every order under a key whose stop code wrapped', () => {
    const r = reconcileChecked(
      'Bisoprolol 2.5mg mane\nNaproxen 250mg bd\nLansoprazole 30mg mane',
      page(
        'Key: KEEP unchanged · ADJ adjusted · NEW new ·',
        'HOLD withheld (see below) · D/C discontinued',
        'KEEP  Bisoprolol 2.5 mg tablet each morning',
        'D/C   Naproxen 250 mg - discontinued (gut)',
        'KEEP  Lansoprazole 30 mg capsule each day',
      ),
    );
    expect(r.medications.map((m) => m.name).sort()).toEqual(['Bisoprolol', 'Lansoprazole']);
    expect(r.ceasedMedications.map((c) => c.name)).toContain('Naproxen');
    expect(r.ceasedMedications.map((c) => c.name).join(' ')).not.toMatch(/Bisoprolol|Lansoprazole/);
  });
});

describe('a break the joiner cannot decide', () => {
  it('warns on the orders of both lines when the line above stopped mid-phrase', () => {
    const r = reconcileChecked(
      'Metformin 1 g bd\nSitagliptin 100 mg daily',
      page(
        'Metformin 1 g twice a day with meals, and',
        'Sitagliptin 100 mg once a day (diabetes)',
        'Patient given printed list and education',
        'on the day of discharge by the pharmacist',
      ),
    );
    const said = (r.warnings ?? []).join(' ');
    expect(said).toMatch(
      /Line 2 \("Sitagliptin 100 mg once a day \(diabetes\)"\) may be the end of line 1/,
    );
    expect(r.medications.find((m) => /Sitagliptin/.test(m.name))?.warnings?.join(' ')).toMatch(
      /may be the end of line 1/,
    );
  });
});
