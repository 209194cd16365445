/**
 * A care-pathway plan with one column per stage of the stay ('Pre-op | Day 1 | At discharge'): only the
 * discharge column is the order. A hold written in an earlier stage must not stop a medicine the discharge cell
 * goes on with, and a stop word opening the discharge cell ends the medicine with the rest as its reason.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = [
  'Irbesartan 150 mg in the morning',
  'Naproxen 500 mg twice daily when needed',
  'Simvastatin 40 mg at night',
].join('\n');

describe.each([
  ['Medication', 'Pre-op (day 0)', 'Day 1', 'At discharge (day 3)'],
  ['Drug', 'Theatre day', 'Ward day 2', 'DISCHARGE'],
])('a %s | %s | %s | %s plan', (name, first, second, last) => {
  const discharge = [
    'Enhanced recovery plan - hip replacement',
    [name, first, second, last].join('\t'),
    ['Irbesartan 150 mg', 'HELD (nil by mouth)', 'HELD (BP 98/50)', '150 mg mane'].join('\t'),
    ['Naproxen 500 mg', 'STOPPED', 'STOPPED', 'STOPPED - kidney function, use paracetamol'].join(
      '\t',
    ),
    ['Simvastatin 40 mg', 'nocte', 'nocte', '40 mg nocte'].join('\t'),
    ['Apixaban 2.5 mg', '-', '2.5 mg BD', '2.5 mg BD for 35 days'].join('\t'),
  ].join('\n');

  it('keeps a medicine held only before discharge, unchanged', () => {
    const r = reconcileChecked(ADMISSION, discharge);
    expect(r.ceasedMedications.map((c) => c.name)).not.toContainEqual(
      expect.stringMatching(/irbesartan/i),
    );
    const irb = r.medications.find((m) => /irbesartan/i.test(m.name))!;
    expect(irb.changeType).toBe('unchanged');
    expect(r.medications.find((m) => /apixaban/i.test(m.name))?.changeType).toBe('new');
    expect(r.medications.find((m) => /simvastatin/i.test(m.name))?.changeType).toBe('unchanged');
  });

  it('ends a medicine whose discharge cell opens with a stop word', () => {
    const r = reconcileChecked(ADMISSION, discharge);
    expect(r.medications.map((m) => m.name)).not.toContainEqual(expect.stringMatching(/naproxen/i));
    const nap = r.ceasedMedications.find((c) => /naproxen/i.test(c.name))!;
    expect(nap.reason).toMatch(/kidney/);
  });
});
