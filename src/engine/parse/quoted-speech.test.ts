import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readQuotedSpeech } from './quoted-speech';

describe("a speaker's quoted words", () => {
  it.each([
    ['Patient says: "Metoprolol 50 mg twice a day"', 'Metoprolol 50 mg twice a day'],
    [
      'Husband reads out "CARVEDILOL 6.25MG ONE TABLET TWICE DAILY"',
      'CARVEDILOL 6.25MG ONE TABLET TWICE DAILY',
    ],
    ['Nurse read from the box: “Pantoprazole 40mg daily”', 'Pantoprazole 40mg daily'],
    [
      'Caller: "Metformin 500 twice a day" (from the chemist)',
      'Metformin 500 twice a day (from the chemist)',
    ],
  ])('%j is read as the words in quotes', (line, read) => {
    expect(readQuotedSpeech(line)).toBe(read);
  });

  it.each([
    'Metformin 500 mg "as directed"',
    'Indication: "heart failure"',
    'Pt reads: the box is empty',
  ])('leaves %j to the other readers', (line) => {
    expect(readQuotedSpeech(line)).toBeNull();
  });

  it('pairs labels read aloud with the discharge list', () => {
    const r = reconcile({
      admissionOrders: [
        'Phone check with the patient',
        'Patient reads: "CARVEDILOL 6.25MG TAKE ONE TABLET TWICE DAILY"',
        'Patient reads: "PANTOPRAZOLE 40MG TAKE ONE TABLET DAILY"',
      ].join('\n'),
      dischargeOrders: 'Carvedilol 12.5 mg BD\nPantoprazole 40 mg daily',
    });
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Carvedilol', 'changed'],
      ['Pantoprazole', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});
