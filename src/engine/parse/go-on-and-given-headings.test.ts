/**
 * Headings that end a hold or stop list: ones that say the medicines under them go on ('Carry on with these',
 * 'Still taking'), and ones over doses already given in hospital. A stop-list order read after a line the
 * engine did not know as a heading carries a warning.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { classifyLine } from './headings';
import { isGivenHeading } from './given-heading';
import { parseList } from './list';

const ADMISSION = 'Ramipril 5 mg mane\nSimvastatin 20 mg nocte\nSertraline 50 mg mane';

describe('a heading that says the medicines go on', () => {
  it.each([
    'Keep taking',
    'Keep taking:',
    'KEEP USING THESE',
    'Carry on with these:',
    'Carry on taking',
    'Still taking',
    'Stay on these medicines',
    'Medicines to keep taking',
    'Please keep taking the following',
    'Go on taking:',
  ])('%j is a regular heading', (line) => {
    expect(classifyLine(line)).toMatchObject({ kind: 'heading', section: 'regular' });
  });

  it.each([
    'Keep taking simvastatin 20 mg nocte',
    'Still taking sertraline',
    'Keep legs elevated',
    'Keep hydrated',
  ])('%j is no heading', (line) => {
    expect(classifyLine(line)?.kind).not.toBe('heading');
  });

  it('ends a table of medicines on hold: the medicines after it go on', () => {
    const res = reconcile({
      admissionOrders: ADMISSION,
      dischargeOrders: [
        'Medicines paused',
        'Medicine | Why paused | Resume when',
        'Ramipril 5 mg | low blood pressure | systolic above 110',
        'Carry on with these',
        'Simvastatin 20 mg - one at bedtime',
        'Sertraline 50 mg - one in the morning',
      ].join('\n'),
    });
    expect(res.medications.map((m) => m.name)).toEqual(['Simvastatin', 'Sertraline']);
    expect(res.ceasedMedications.map((m) => m.name)).toEqual(['Ramipril']);
    expect(res.ceasedMedications[0]!.reason).toMatch(/low blood pressure/);
  });
});

describe('a stop-list order after a line the engine did not know as a heading', () => {
  it('is still stopped, with a warning that names the line between', () => {
    const res = reconcile({
      admissionOrders: ADMISSION,
      dischargeOrders: 'Withheld:\nRamipril 5 mg mane\nAll the rest\nSimvastatin 20 mg nocte',
    });
    const simvastatin = (res.warnings ?? []).find((w) => /Simvastatin/.test(w));
    expect(simvastatin).toMatch(/"All the rest"/);
    expect((res.warnings ?? []).some((w) => /Ramipril: read as/.test(w))).toBe(false);
  });

  it('gets no warning when a note with a dose or a medicine sits between', () => {
    const list = parseList(
      'Ceased:\nRamipril 5 mg mane\nBP 95/60 on the ward\nSimvastatin 20 mg nocte',
      'discharge',
    );
    expect(list.orders.flatMap((o) => o.warnings)).toEqual([]);
  });
});

describe('a heading over doses given in hospital', () => {
  it.each([
    'Given in hospital (no further doses)',
    'Given in hospital:',
    'Stat doses given during admission',
    'Once-only doses given on the ward - not to continue',
    'Administered in ED (complete)',
    'Medicines received during this admission:',
    'IV doses given (no further doses)',
  ])('%j is one', (line) => {
    expect(isGivenHeading(line)).toBe(true);
  });

  it.each([
    'Nurse administered',
    'Given by practice nurse:',
    'Given:',
    'Given in hospital 12/03 - ceftriaxone 1 g IV',
  ])('%j is not', (line) => {
    expect(isGivenHeading(line)).toBe(false);
  });

  it('makes the lines under it reported doses, neither rows nor stops, until a blank line', () => {
    const res = reconcile({
      admissionOrders: 'Ferrous sulfate 325 mg daily\nSimvastatin 20 mg nocte',
      dischargeOrders: [
        'Simvastatin 20 mg nocte',
        'Ferrous sulfate - ceased (constipation)',
        'Doses given in hospital (no further doses):',
        'Iron polymaltose (Ferrosig) 500 mg IV 03/04',
        'Vitamin K 10 mg IV',
        '',
        'Paracetamol 1 g QID',
      ].join('\n'),
    });
    expect(res.medications.map((m) => m.name)).toEqual(['Simvastatin', 'Paracetamol']);
    expect(res.ceasedMedications.map((m) => m.name)).toEqual(['Ferrous sulfate']);
    expect((res.warnings ?? []).filter((w) => /doses given in hospital/.test(w))).toHaveLength(2);
  });
});

describe('a ward short name with nothing of an order after it', () => {
  it('is a word of a title, reported, not a medicine', () => {
    const res = reconcile({
      admissionOrders: 'Metro Health Clinic - referral letter 03/04/2025\nSimvastatin 20 mg nocte',
      dischargeOrders: 'Simvastatin 20 mg nocte',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect((res.warnings ?? []).some((w) => /Could not read line 1/.test(w))).toBe(true);
  });

  it('is still the medicine when a dose follows', () => {
    const res = reconcile({
      admissionOrders: 'Simvastatin 20 mg nocte',
      dischargeOrders: 'Metro 400 mg TDS\nSimvastatin 20 mg nocte',
    });
    expect(res.medications[0]!.name).toMatch(/Metronidazole/);
  });
});
