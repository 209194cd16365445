/**
 * Words before a medicine's name that are not part of it (speech fillers, a bottle or tracking ID, a day's
 * event in a diary), and names that are no medicine's at all (a spoken sentence, a symptom, an app, a dose
 * form alone): none becomes a ceased entry; what is not a medicine is reported, never dropped silently.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ceasedNames = (adm: string, dis: string) =>
  reconcileChecked(adm, dis).ceasedMedications.map((c) => c.name);

describe('speech fillers before a name', () => {
  it.each([
    'um so she is on the amlodipine 5 once a day',
    'Yeah and the Amlodipine 5mg every morning',
    'oh um amlodipine 5 mg mane',
  ])('%j meets its discharge order', (line) => {
    const r = reconcileChecked(line, 'Amlodipine 5 mg mane');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Amlodipine', 'unchanged']]);
  });
});

describe('an ID or container label before a name', () => {
  it.each([
    'RX-4471   Sertraline 50mg   1 tab daily',
    'Bottle 7 | Sertraline 50 mg | 1 tablet daily',
    'Jar 2: Sertraline 50 mg daily',
  ])('%j is sertraline, not a ceased unknown', (line) => {
    const r = reconcileChecked(line, 'Sertraline 50 mg daily');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]?.name).toBe('Sertraline');
  });

  it("a diary's meal cell run into its medicines cell is not part of the name", () => {
    const r = reconcileChecked('08:00  lunch   Ramipril 5 mg', 'Ramipril 5 mg mane');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]?.name).toBe('Ramipril');
  });
});

describe('names that are no medicine', () => {
  it.each([
    [
      'a spoken sentence',
      'hello this is the neighbour ringing about my friend who goes in on monday 2 puffs',
    ],
    ['a symptom', 'Wheezy 10:30'],
    ['a dose form alone', 'Capsule · 20 mg'],
  ])('%s is reported, never ceased', (_kind, line) => {
    const r = reconcileChecked(`Sertraline 50 mg daily\n${line}`, 'Sertraline 50 mg daily');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.some((w) => w.includes('line 2'))).toBe(true);
  });

  it('a line under a reported form-only line does not run on into the order above it', () => {
    const r = reconcileChecked(
      'Sertraline 50 mg daily\nCapsule · 20 mg\nAs Needed · for nerves',
      'Sertraline 50 mg daily',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType, m.isPRN])).toEqual([
      ['Sertraline', 'unchanged', false],
    ]);
  });

  it("an app's title is no medicine and no stop", () => {
    const r = reconcileChecked(
      'MyTherapy - adherence export\nSertraline 50 mg daily',
      'Sertraline 50 mg daily',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.name)).toEqual(['Sertraline']);
  });

  it('a stop line pointing back with "this" is no heading over the orders below', () => {
    const names = ceasedNames(
      'Allopurinol 100 mg daily\nColchicine 0.5 mg bd',
      'Colchicine.\nStop taking this.\n\nAllopurinol 100 mg tablet.\nTake 1 tablet daily.',
    );
    expect(names).not.toContain('Allopurinol');
  });
});

describe("a form's item code before the name", () => {
  it.each(['M1  Metformin 500mg tab - 2 tabs BD', 'Q3 Metformin 500 mg 2 tablets twice daily'])(
    '%s',
    (line) => {
      const r = reconcileChecked(line, 'Metformin 1 g BD');
      expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
        ['Metformin', 'unchanged'],
      ]);
      expect(r.ceasedMedications).toEqual([]);
    },
  );

  it('a vitamin written with its number keeps it as the name', () => {
    const r = reconcileChecked(
      'B12 injection 1000 mcg monthly',
      'Hydroxocobalamin 1000 mcg IM monthly',
    );
    expect(r.medications[0]!.changeType).not.toBe('new');
  });
});
