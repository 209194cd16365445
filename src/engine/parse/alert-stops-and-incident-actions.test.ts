/**
 * Two lines that name a medicine and a stop word and had been read the wrong way round:
 * - on the discharge list, a stop for good flagged by an alert word ('WARNING: never restart - ...') is that
 *   medicine's stop with its reason (the alert word had made it an allergy's label, ignored);
 * - on the admission list, an incident report's 'what was done' field ('Actions taken: ... held, family
 *   told') is a record of events, never a second order with a stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('an alert-flagged stop for good on the discharge list', () => {
  const adm = 'Allopurinol 300 mg daily\nPerindopril 5 mg mane';

  it.each([
    'ALERT - do not take again: Allopurinol (DRESS syndrome)',
    'Warning: never restart - allopurinol (DRESS syndrome)',
    '** IMPORTANT ** Do not use again: Allopurinol 300 mg (DRESS syndrome)',
    "NB: don't take it again - Allopurinol (DRESS syndrome)",
  ])('%j stops the medicine with its reason', (line) => {
    const r = reconcileChecked(adm, `${line}\nPerindopril 5 mg mane`);
    expect(r.medications.map((m) => m.name)).toEqual(['Perindopril']);
    const entry = r.ceasedMedications.find((c) => /Allopurinol/.test(c.name))!;
    expect(entry.reason).toMatch(/DRESS/);
    expect(entry.reason).not.toMatch(/Not on discharge list/);
  });

  it('an alert that is an allergy stays an allergy: no row and no stop', () => {
    const r = reconcileChecked(
      'Perindopril 5 mg mane',
      'ALERT: penicillin - anaphylaxis\nPerindopril 5 mg mane',
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Perindopril']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a stop prefix for good with no alert word is a stop too', () => {
    const r = reconcileChecked(adm, 'Never take again - Allopurinol (rash)\nPerindopril 5 mg mane');
    expect(r.ceasedMedications.find((c) => /Allopurinol/.test(c.name))?.reason).toMatch(/rash/);
  });
});

describe('a stop label for good before the name', () => {
  it.each([
    ['Do not restart: Allopurinol (rash)', /rash/],
    [
      'Never resume - allopurinol - ceased; rash with fever',
      /^Never resume: rash with fever$|rash with fever/,
    ],
    ['Do not recommence: Allopurinol - stopped, rash with fever', /rash with fever/],
  ])('%j is a stop whose reason never repeats the stop word', (line, reason) => {
    const r = reconcileChecked('Allopurinol 300 mg daily', line);
    const entry = r.ceasedMedications[0]!;
    expect(entry.reason).toMatch(reason);
    expect(entry.reason).not.toMatch(/:\s*(?:ceased|stopped)\b/i);
  });
});

describe("an incident report's action field on the admission list", () => {
  it.each([
    'Immediate action: apixaban withheld, doctor notified, son informed.',
    'Actions taken - apixaban held; GP phoned',
    'Action taken: Apixaban ceased pending review',
  ])('%j is no order: the chart line is the only admission order', (line) => {
    const adm = `Incident: double dose given\nApixaban 5 mg BD\n${line}`;
    const r = reconcileChecked(adm, 'Apixaban 5 mg - withhold until review by haematology');
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/haematology/);
    expect((r.warnings ?? []).join(' ')).not.toMatch(/2 times/);
  });

  it('on the discharge list the same field is left to the order rules', () => {
    const r = reconcileChecked('Apixaban 5 mg BD', 'Action taken: apixaban ceased (bleed)');
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/bleed/);
  });
});
