/**
 * Discharge letters written as sentences: politeness before the order ('Please start ...') and one
 * sentence that stops one medicine and starts another ('X has been stopped; start Y 100 mg daily').
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('politeness is not part of the order', () => {
  it.each([
    [
      'Please start Trelegy Ellipta 100/62.5/25 one inhalation once daily.',
      'Fluticasone furoate + Umeclidinium + Vilanterol',
    ],
    ['please commence apixaban 5 mg BD', 'Apixaban'],
    ['Kindly start metformin 500 mg with breakfast', 'Metformin'],
    ['Pls start atorvastatin 40 mg nocte', 'Atorvastatin'],
  ])('%j is a new order for %s', (line, name) => {
    const r = run('Paracetamol 1 g QID PRN', `Paracetamol 1 g QID PRN\n${line}`);
    const row = r.medications.find((m) => m.changeType === 'new')!;
    expect(row.name).toContain(name);
  });

  it.each(['Please cease aspirin - GI bleed', 'Kindly stop aspirin (GI bleed)'])(
    '%j stops aspirin with its reason',
    (line) => {
      const r = run('Aspirin 100 mg mane', line);
      expect(r.medications).toEqual([]);
      expect(r.ceasedMedications[0]!.reason).toMatch(/bleed/i);
    },
  );
});

describe('one sentence that stops one medicine and starts another', () => {
  it.each([
    [
      'Ferro-Grad C has been stopped because of constipation; start Maltofer 100 mg one tablet daily with food.',
      'Ferro-Grad C 1 tab daily',
      'Iron polymaltose',
      'constipation',
    ],
    [
      'Metoprolol stopped due to bradycardia and start bisoprolol 2.5 mg daily',
      'Metoprolol 25 mg BD',
      'Bisoprolol',
      'bradycardia',
    ],
    [
      'Amitriptyline ceased (falls); commence pregabalin 75 mg nocte',
      'Amitriptyline 10 mg nocte',
      'Pregabalin',
      'falls',
    ],
    [
      'Start candesartan 8 mg mane and stop perindopril',
      'Perindopril 5 mg mane',
      'Candesartan',
      '',
    ],
  ])('%j', (line, admission, started, reason) => {
    const r = run(admission, line);
    expect(r.medications.map((m) => [m.name.split(' (')[0], m.changeType])).toEqual([
      [started, 'new'],
    ]);
    expect(r.ceasedMedications).toHaveLength(1);
    if (reason) expect(r.ceasedMedications[0]!.reason).toContain(reason);
  });

  it.each([
    // A medicine named in the reason is not started.
    [
      'Aspirin stopped because of bleeding with clopidogrel 75 mg',
      'Aspirin 100 mg mane\nClopidogrel 75 mg mane',
    ],
    // No stop in the first part: one order with a note.
    ['Clopidogrel 75 mg mane; start date 20/11', 'Clopidogrel 75 mg mane'],
  ])('%j is not split', (line, admission) => {
    const r = run(admission, line);
    expect(r.medications.filter((m) => m.changeType === 'new')).toEqual([]);
  });
});

describe('a start inside the reason of a stop is not an order', () => {
  it('Warfarin - CEASED (labile INR; start apixaban when INR < 2)', () => {
    const r = run(
      'Warfarin 5 mg daily',
      'Apixaban 5 mg BD - new\nWarfarin - CEASED (labile INR; start apixaban when INR < 2)',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Apixaban']);
    expect(r.ceasedMedications[0]!.reason).toContain('labile INR');
  });
});
