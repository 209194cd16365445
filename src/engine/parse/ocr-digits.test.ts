/**
 * Scanned lists run through OCR: 'O' read for 0, 'l' or 'I' for 1 in numbers and counts, and 'rn' for
 * 'm' in names. Each is read as what it shows, and the row carries a warning naming the reading.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';
import { readOcrDigits } from './ocr-digits';

describe('look-alike letters in numbers', () => {
  it.each([
    ['Metoprolol 5Omg - l bd', 'Metoprolol 50mg - 1 bd'],
    ['Thyroxine l25 mcg mane', 'Thyroxine 125 mcg mane'],
    ['Gabapentin 3OO mg: l at night', 'Gabapentin 300 mg: 1 at night'],
    ['Prednisolone 2O mg daily', 'Prednisolone 20 mg daily'],
  ])('%s reads as %s', (line, read) => {
    const r = readOcrDigits(line);
    expect(r.text).toBe(read);
    expect(r.read.length).toBeGreaterThan(0);
  });

  it.each([
    'Oil of cloves 1 drop',
    'Olanzapine 10 mg nocte',
    'Fluid restriction 1.5 l daily',
    'Isosorbide mononitrate 60 mg mane',
    'Lactulose 15 mL BD',
  ])('%s is left as written', (line) => {
    expect(readOcrDigits(line).text).toBe(line);
  });
});

describe('a scanned home list against a typed discharge list', () => {
  it('matches each medicine and warns on every row read through a look-alike', () => {
    const request = {
      admissionOrders: [
        'Pregabalin 75mg - l twice a day',
        'Arnitriptyline l0mg - l at night',
        'Metformin 5OOmg - 2 with breakfast',
        'Famotidine 2Omg - l at night',
      ].join('\n'),
      dischargeOrders: [
        'Pregabalin 75 mg BD',
        'Amitriptyline 10 mg nocte',
        'Metformin 500 mg 2 tablets mane',
      ].join('\n'),
    };
    const r = reconcile(request);
    expect(checkInvariants(request, r)).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Pregabalin', 'unchanged'],
      ['Amitriptyline', 'unchanged'],
      ['Metformin', 'unchanged'],
    ]);
    for (const m of r.medications)
      expect(m.warnings?.join(' ')).toMatch(/scanned letters|spelling/);
    expect(r.medications[1]!.warnings?.join(' ')).toMatch(/Arnitriptyline.*check spelling/);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Famotidine']);
  });
});
