/**
 * One medicine replaced by another, written as a label, a verb, an arrow or 'replaced with': the old one
 * stops (with its reason) and the new one starts; never the old medicine at the new one's dose.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const admission = 'Omeprazole 20 mg mane\nAspirin 100 mg mane';

describe('a swap of one medicine for another', () => {
  it.each([
    'Omeprazole replaced with pantoprazole 40 mg mane (interaction with clopidogrel)',
    'Omeprazole 20 mg -> pantoprazole 40 mg mane (interaction with clopidogrel)',
    'Switched: omeprazole to pantoprazole 40 mg mane (interaction with clopidogrel)',
    'Change omeprazole to pantoprazole 40 mg mane (interaction with clopidogrel)',
    'Omeprazole swapped for pantoprazole 40 mg mane (interaction with clopidogrel)',
  ])('%s', (line) => {
    const r = reconcile({
      admissionOrders: admission,
      dischargeOrders: `Aspirin 100 mg mane\n${line}`,
    });
    const rows = r.medications.map((m) => [m.name, m.changeType]);
    expect(rows).toContainEqual(['Pantoprazole', 'new']);
    expect(rows.some(([n]) => n === 'Omeprazole')).toBe(false);
    const stop = r.ceasedMedications.find((c) => c.name === 'Omeprazole')!;
    expect(stop.reason).toMatch(/pantoprazole/i);
    expect(stop.reason).toMatch(/interaction/);
  });

  it('starts the new medicine even when its dose is on its own line', () => {
    const r = reconcile({
      admissionOrders: admission,
      dischargeOrders:
        'Aspirin 100 mg mane\nPantoprazole 40 mg mane\nChanged: omeprazole to pantoprazole',
    });
    expect(r.medications.map((m) => m.name)).toEqual(['Aspirin', 'Pantoprazole']);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Omeprazole']);
  });

  it('is no swap when both names are one medicine (brand and generic)', () => {
    const r = reconcile({
      admissionOrders: 'Losec 20 mg mane',
      dischargeOrders: 'Losec -> omeprazole 20 mg mane',
    });
    expect(r.medications.map((m) => [m.name, m.changeType])[0]?.[0]).toMatch(/Omeprazole/);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('several medicines replaced by one', () => {
  const two = 'Perindopril 5 mg mane\nAmlodipine 5 mg mane\nMetformin 500 mg bd';
  it.each([
    'Replace perindopril and amlodipine → Coveram 5/5 mg 1 tablet mane (one tablet instead of two)',
    'perindopril, amlodipine -> Coveram 5/5 mg one tablet in the morning (one tablet instead of two)',
    'CHANGE perindopril & amlodipine ⇒ Coveram 5/5 mg 1 mane (one tablet instead of two)',
  ])('%s', (line) => {
    const r = reconcile({ admissionOrders: two, dischargeOrders: `Metformin 500 mg bd\n${line}` });
    const rows = r.medications.map((m) => [m.name.split(' (')[0], m.changeType]);
    expect(rows).toContainEqual(['Perindopril + Amlodipine', 'new']);
    expect(r.ceasedMedications.map((c) => c.name).sort()).toEqual(['Amlodipine', 'Perindopril']);
    for (const c of r.ceasedMedications) expect(c.reason).toMatch(/coveram/i);
  });

  it('keeps a combination written by its ingredients as one old medicine', () => {
    const r = reconcile({
      admissionOrders: 'Fluticasone 250 mcg + salmeterol 25 mcg inhaler 2 puffs bd',
      dischargeOrders: 'Fluticasone 250 mcg + salmeterol 25 mcg -> Breo Ellipta 1 puff daily',
    });
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.medications.map((m) => m.changeType)).toEqual(['new']);
  });
});
