/**
 * The use the document writes wins over the medicine's usual one, and codes are never uses (branch hx-indic):
 * a new medicine's stated reason that names a condition is its indication; a condition told after a change
 * note is why it changed; a supply-mode column or a bare code is never the use; 'instead of <time>' is the
 * old time; a dose aid's packing instructions are orders.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rows = (adm: string, dis: string) => reconcileChecked(adm, dis).medications;
const rowOf = (adm: string, dis: string) => rows(adm, dis)[0]!;

describe("a new medicine's stated reason is its indication", () => {
  it.each([
    ['Benzhexol 2 mg bd - NEW: restlessness on depot', /restless/i],
    ['Glycopyrronium 1 mg nocte (new; hypersalivation)', /salivation/i],
    ['Atenolol 25 mg mane [new - akathisia on aripiprazole]', /akathisia/i],
    ['Topiramate 25 mg nocte — new, antipsychotic weight gain', /weight gain/i],
  ])('%s', (dis, use) => {
    expect(rowOf('Paracetamol 1 g qid', dis).indication).toMatch(use);
  });

  it.each([
    ['Amlodipine 5 mg mane - new, hospital supply for 7 days', /blood pressure/i],
    ['Apixaban 5 mg bd (new, cardiology to review)', /clot|stroke/i],
    ['Rosuvastatin 20 mg nocte - new, replaces simvastatin', /cholesterol/i],
    ['Perindopril 5 mg daily (new - patient preference)', /blood pressure|heart/i],
  ])('a note about supply, prescriber or choice is not: %s', (dis, use) => {
    expect(rowOf('Paracetamol 1 g qid', dis).indication).toMatch(use);
  });
});

describe('a condition after a change note is why it changed', () => {
  it.each([
    [
      'Rivastigmine 6 mg mane',
      'Rivastigmine 6 mg nocte (shifted to evening - vomiting after breakfast)',
      /dementia|memory/i,
    ],
    ['Sertraline 100 mg mane', 'Sertraline 50 mg mane (halved - agitation)', /depress|anxiety/i],
  ])('%s -> %s', (adm, dis, use) => {
    const row = rowOf(adm, dis);
    expect(row.indication).toMatch(use);
    expect(row.changeType).toBe('changed');
  });
});

describe('a time after "instead of" is the old time', () => {
  it.each([
    ['Atorvastatin 40 mg mane', 'Atorvastatin 40 mg with dinner instead of breakfast', '1800'],
    ['Galantamine 8 mg nocte', 'Galantamine 8 mg in the morning instead of at bedtime', '0800'],
  ])('%s -> %s', (adm, dis, slot) => {
    const row = rowOf(adm, dis);
    const filled = Object.entries(row.schedule).filter(([, v]) => v);
    expect(filled.map(([k]) => k)).toEqual([slot]);
    expect(row.changeType).toBe('changed');
  });
});

describe('codes are never the indication', () => {
  it('a supply-mode column is a record, not the use', () => {
    const adm = [
      'Medicine                     Directions          Supply mode',
      'Terbutaline inhaler 500mcg   1 puff prn          KOP',
      'Quetiapine 100mg             nocte               DOT',
    ].join('\n');
    const dis = 'Terbutaline 500 microgram 1 puff prn\nQuetiapine 100 mg nocte';
    const r = reconcileChecked(adm, dis);
    const terb = r.medications.find((m) => /terbutaline/i.test(m.name))!;
    expect(terb.indication).not.toMatch(/KOP/);
    expect(r.warnings ?? []).not.toContainEqual(expect.stringMatching(/Supply mode/));
  });

  it('a bare code after when required is flagged, and the usual use shown', () => {
    const row = rowOf(
      'Terbutaline inhaler 500mcg 1 puff prn DOT',
      'Terbutaline 500 microgram 1 puff prn',
    );
    expect(row.indication).not.toMatch(/DOT/);
    expect(row.warnings?.join(' ')).toMatch(/"DOT"/);
  });
});

describe("a dose aid's packing instructions", () => {
  it('keep packing / repack are the orders, with their times', () => {
    const adm = [
      'Item                 BRK   LUN   DIN   BED',
      'Metoprolol 25mg tab   1     -     1     -',
      'Aricept 5mg tab       1     -     -     -',
    ].join('\n');
    const dis = [
      'Continue packing metoprolol 25 mg one tablet morning and evening.',
      'Repack donepezil 5 mg at night instead of breakfast (moved - vivid dreams).',
    ].join('\n');
    const r = reconcileChecked(adm, dis);
    const meto = r.medications.find((m) => /metoprolol/i.test(m.name))!;
    expect(meto.changeType).toBe('unchanged');
    const done = r.medications.find((m) => /donepezil/i.test(m.name))!;
    expect(done.schedule['2200']).toBeTruthy();
    expect(done.schedule['0800']).toBe('');
    expect(done.indication).toMatch(/dementia|memory/i);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a labelled use wins; a labelled reason that reads as a note is flagged', () => {
  it.each([
    ['Clonidine 25 microgram nocte - Indication: bruxism', /bruxism/i],
    ['Clonidine 25 microgram nocte (purpose: tics)', /tics/i],
    ['Clonidine 25 microgram nocte. Reason: hot flushes', /flush/i],
  ])('%s', (dis, use) => {
    expect(rowOf('Paracetamol 1 g qid', dis).indication).toMatch(use);
  });

  it('a reason that is a note keeps the usual use, with a warning', () => {
    const row = rowOf('Paracetamol 1 g qid', 'Lisinopril 10 mg mane. Reason: family request');
    expect(row.indication).toMatch(/blood pressure|heart/i);
    expect(row.warnings?.join(' ')).toMatch(/family request/);
  });

  it('a reason after a change is why it changed', () => {
    const row = rowOf(
      'Citalopram 20 mg mane',
      'Citalopram 10 mg mane - reduced. Reason: QT prolonged',
    );
    expect(row.indication).toMatch(/depress|anxiety/i);
  });
});
