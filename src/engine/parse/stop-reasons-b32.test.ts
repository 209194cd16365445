/**
 * Stop lines as clinicians write them: a reason that mentions when-required use, a stop verb before two
 * medicines, a stop then a swap to another medicine, and a course word beside a new medicine's use.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a reason after a stop that mentions when-required use', () => {
  it.each([
    'Tramadol - ceased, no longer needs PRN analgesia',
    'Tramadol stopped - not required as needed since surgery',
    'Tramadol ceased: no further prn opioids at home',
  ])('%s keeps its reason', (line) => {
    const r = reconcileChecked('Tramadol 50 mg QID PRN', line);
    expect(r.ceasedMedications[0]!.reason).toMatch(/^(?:Ceased|Stopped): \w/);
    expect(r.ceasedMedications[0]!.reason).not.toMatch(/no reason given/);
  });

  it('gives no reason for a bare when-required word', () => {
    const r = reconcileChecked('Tramadol 50 mg QID PRN', 'Tramadol ceased - PRN');
    expect(r.ceasedMedications[0]!.reason).toMatch(/no reason given/);
  });
});

describe('a stop word before two medicines', () => {
  it.each([
    'STOP gliclazide and empagliflozin (hypos on the ward)',
    'Cease gliclazide & empagliflozin - hypos on the ward',
  ])('%s stops each with the shared reason', (line) => {
    const r = reconcileChecked('Gliclazide MR 60 mg mane\nEmpagliflozin 10 mg mane', line);
    expect(r.ceasedMedications.map((c) => [c.name, /hypos/.test(c.reason)])).toEqual([
      ['Gliclazide', true],
      ['Empagliflozin', true],
    ]);
  });

  it('reads a plus sign after the stop word as one combination', () => {
    const r = reconcileChecked('Coveram 5/5 mg mane', 'Cease perindopril + amlodipine');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Perindopril + Amlodipine (Coveram)']);
  });
});

describe('a stop, then the medicine that replaces it', () => {
  it.each([
    'Simvastatin ceased - replaced with rosuvastatin 10 mg nocte',
    'Simvastatin stopped; switched to rosuvastatin 10 mg nocte',
    'Simvastatin discontinued and changed to rosuvastatin 10 mg nocte',
  ])('%s starts the new medicine', (line) => {
    const r = reconcileChecked('Simvastatin 40 mg nocte', line);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Rosuvastatin', 'new']]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/rosuvastatin/i);
  });
});

describe('course words are never a use', () => {
  it.each([
    'Quetiapine 12.5 mg nocte (new - short-term, delirium)',
    'Quetiapine 12.5 mg nocte - NEW, temporary, delirium',
    'Quetiapine 12.5 mg nocte - new: for the time being, delirium',
  ])('%s takes the use after the course words', (line) => {
    const r = reconcileChecked('Ramipril 5 mg mane', `Ramipril 5 mg mane\n${line}`);
    expect(r.medications[1]!.indication).toMatch(/delirium/i);
  });

  it('keeps the usual use when only a course is written', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane',
      'Ramipril 5 mg mane\nZopiclone 3.75 mg nocte short term only',
    );
    expect(r.medications[1]!.indication).not.toMatch(/short|term/i);
  });
});

describe('a count for a medicine the knowledge base does not know', () => {
  it('is kept as written with no unit guessed, and warned', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane',
      'Ramipril 5 mg mane\nBlackmores Bio Zinc 2 mane',
    );
    const row = r.medications[1]!;
    expect(row.schedule['0800']).toBe('2');
    expect(row.form).toBe('');
    expect(row.warnings?.join(' ')).toMatch(/No unit written for the dose "2"/);
  });
});

describe("a checklist's 'nil' answer before the stop of a medicine", () => {
  it('stops the medicine after the answer, with its reason', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane',
      'Ramipril 5 mg mane\nDVT prophylaxis: nil - heparin 5000 units s/c BD ceased, walking the ward',
    );
    expect(r.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Heparin', 'Ceased: walking the ward'],
    ]);
  });

  it('leaves an order after the answer unread, warned', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane',
      'Ramipril 5 mg mane\nGI protection: none - omeprazole 20 mg mane',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Ramipril']);
    expect((r.warnings ?? []).join(' ')).toMatch(/Could not read line 2/);
  });
});
