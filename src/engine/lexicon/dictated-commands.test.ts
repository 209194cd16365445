/**
 * A dictation transcript that still has the speaker's layout commands in it.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { normaliseLine } from './normalise';

describe('spoken layout commands', () => {
  it.each([
    ['item two ramipril 10 mg daily next line', 'ramipril 10 mg daily'],
    ['Point 3: furosemide 40 mg mane', 'furosemide 40 mg mane'],
    ['three period candesartan 8 milligrams daily', 'candesartan 8 milligrams daily'],
    ['Number 2 period sertraline 50 mg mane', 'sertraline 50 mg mane'],
    ['six close bracket pantoprazole 40 mg daily', 'pantoprazole 40 mg daily'],
    [
      'Apixaban 5 mg BD opening bracket for AF closing bracket new paragraph',
      'Apixaban 5 mg BD (for AF)',
    ],
  ])('%s reads as %s', (line, read) => {
    expect(normaliseLine(line)).toBe(read);
  });

  it.each([
    'Number of tablets: 28',
    'Ramipril 10 mg daily',
    'Hydrocortisone cream to the right arm',
    'Period pain: mefenamic acid 500 mg TDS',
  ])('%s is left as written', (line) => {
    expect(normaliseLine(line)).toBe(line);
  });
});

describe('a dictated discharge list against a typed home list', () => {
  it('reads each spoken item as its order', () => {
    const request = {
      admissionOrders: [
        'Ramipril 5 mg daily',
        'Furosemide 40 mg mane',
        'Ibuprofen 400 mg TDS',
      ].join('\n'),
      dischargeOrders: [
        'discharge medicines colon next line',
        'item one ramipril 10 milligrams daily opening bracket increased closing bracket next line',
        'item two furosemide 40 milligrams in the morning next line',
        'ibuprofen stop opening bracket kidney injury closing bracket next line',
      ].join('\n'),
    };
    const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Ramipril', 'changed'],
      ['Furosemide', 'unchanged'],
    ]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Ibuprofen']);
  });
});

describe('a home list dictated as a spoken numbered list', () => {
  it('reads "two period ..." as item 2, not a medicine named "Two Period"', () => {
    const r = reconcileChecked(
      [
        'home medications colon new line',
        'one period candesartan 16 milligrams mane new line',
        'two period sertraline 50 milligrams daily new line',
        'three period pantoprazole 40 milligrams daily new line',
      ].join('\n'),
      ['Candesartan 8 mg mane', 'Sertraline 50 mg daily', 'Pantoprazole 40 mg daily'].join('\n'),
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Candesartan', 'changed'],
      ['Sertraline', 'unchanged'],
      ['Pantoprazole', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});
