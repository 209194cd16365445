/**
 * 'avoid' standing on its own after a medicine's name tells the patient not to take it: a stop. The medicine
 * named after it to take in its place ('use X ... instead') is an order of its own. 'avoid' followed by what to
 * keep away from ('avoid grapefruit', 'avoid: NSAIDs') is advice on an order that goes on.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = 'Naproxen 250 mg bd prn back pain\nMetoprolol 25 mg bd';

describe('a bare avoid after the name', () => {
  it.each(['Naproxen - avoid', 'Naproxen: avoid (kidney function)', 'Naproxen 250 mg - AVOID.'])(
    '%j stops it',
    (line) => {
      const r = reconcileChecked(ADMISSION, `${line}\nMetoprolol 25 mg bd`);
      expect(r.ceasedMedications.map((c) => c.name)).toEqual([expect.stringMatching(/^Naproxen/)]);
      expect(r.medications.map((m) => m.name)).toEqual(['Metoprolol']);
    },
  );

  it.each([
    'Naproxen - avoid; take paracetamol 1 g QID PRN for pain instead',
    'Naproxen - avoid, use paracetamol 1 g QID PRN back pain instead',
    'Naproxen - no longer required; paracetamol 1 g QID PRN pain in its place',
  ])('%j: the medicine to use instead is a new row of its own', (line) => {
    const r = reconcileChecked(ADMISSION, `${line}\nMetoprolol 25 mg bd`);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual([expect.stringMatching(/^Naproxen/)]);
    const para = r.medications.find((m) => m.name === 'Paracetamol');
    expect(para?.changeType).toBe('new');
    expect(para?.isPRN).toBe(true);
    expect(para?.form).toMatch(/1 g/);
    expect(para?.indication ?? '').not.toMatch(/instead|place/i);
  });

  it.each([
    'Metoprolol 25 mg bd - avoid: verapamil, diltiazem',
    'Metoprolol 25 mg bd (avoid grapefruit)',
    'Metoprolol 25 mg bd - avoid if pulse under 50',
  ])('%j: advice, the order goes on', (line) => {
    const r = reconcileChecked(ADMISSION, `Naproxen 250 mg bd prn back pain\n${line}`);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.find((m) => m.name === 'Metoprolol')?.changeType).toBe('unchanged');
  });
});
