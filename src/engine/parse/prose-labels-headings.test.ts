/**
 * Lines of letters, handovers and exported documents that are not orders, and the ways such documents
 * write orders: a line whose name the medicines list does not know is an order only with a dose, count,
 * form, when-required word, stop or a frequency in words (a clock time or a date alone is a header's);
 * a label before a colon ('Prophylaxis: Hemlibra ...') is not the medicine's name; an overseas brand with
 * its generic and strength in a bracket is the generic; a name run into its strength is split; and a
 * Ceased or Withheld heading's reason is the reason of every medicine under it without its own.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';

const run = (admissionOrders: string, dischargeOrders: string) => {
  const request = { admissionOrders, dischargeOrders };
  const r = reconcile(request);
  expect(checkInvariants(request, r)).toEqual([]);
  return r;
};
const names = (r: ReturnType<typeof reconcile>) => [
  ...r.medications.map((m) => m.name),
  ...r.ceasedMedications.map((m) => m.name),
];

describe('document, handover and letter lines are not medicines', () => {
  it.each([
    'SBAR handover - ICU to Ward 3B - 06:15',
    'Ward 12 GENERAL MEDICINE - NURSING HANDOVER (AM -> PM)',
    'Surgical discharge prescription - 03/11',
    'Fax received 11/02/2026 09:40 from Riverside Medical Centre',
    'Sent: Monday, 3 March 2026 7:45 AM',
    'Letter date: 4-Feb-2026',
    'Gastro WR 07:50 - Dr Lim (Reg)',
  ])('%s is no row and no ceased medicine', (line) => {
    const r = run(`${line}\nAtorvastatin 40mg nocte`, `${line}\nAtorvastatin 40 mg nocte`);
    expect(names(r)).toEqual(['Atorvastatin']);
  });

  it.each(['Zyxamol 10 mg daily', 'Zyxamol 2 tablets bd', 'Zyxamol cream BD', 'Zyxamol 1 nocte'])(
    'an unknown medicine with a dose or frequency is still a row: %s',
    (line) => {
      const r = run('Atorvastatin 40mg nocte', `Atorvastatin 40 mg nocte\n${line}`);
      expect(names(r)).toContain('Zyxamol');
    },
  );
});

describe('a label before the medicine', () => {
  it.each([
    ['Prophylaxis: Hemlibra 174 mg subcut weekly', 'Emicizumab'],
    ['Authorised: Dexamfetamine 5 mg tablet - 1 at 2pm', 'Dexamfetamine'],
    ['Mouth/nose bleeds: tranexamic acid 500 mg TDS PRN', 'Tranexamic acid'],
  ])('%s is %s', (line, name) => {
    const r = run(line, 'Paracetamol 1 g QID PRN');
    expect(r.ceasedMedications.map((m) => m.name)).toEqual([expect.stringContaining(name)]);
  });

  it('a dose given after a label stays a record, not an order', () => {
    const r = run(
      'Labetalol 200mg TDS',
      'Labetalol 200 mg TDS\nBaby: vitamin K 1 mg IM given at birth',
    );
    expect(names(r)).toEqual(['Labetalol']);
  });
});

describe('an overseas brand with its generic in a bracket', () => {
  it.each([
    ['TELMA 40 (telmisartan 40 mg) - 1 OD morning', 'Telmisartan 40 mg mane'],
    ['Zorvo (rosuvastatin 10mg) 1 nocte', 'Rosuvastatin 10 mg nocte'],
    ['PANTOCID 40 (pantoprazole 40 mg) 1 daily before breakfast', 'Pantoprazole 40mg daily'],
  ])('%s matches %s', (admission, discharge) => {
    const r = run(admission, discharge);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a name run into its strength', () => {
  it.each(['Rosuvastatin5mg nocte', 'ROSUVASTATIN5MG NOCTE', 'rosuvastatin5mg at night'])(
    '%s',
    (line) => {
      expect(run(line, 'Rosuvastatin 5 mg nocte').medications[0]!.changeType).toBe('unchanged');
    },
  );
});

describe("a Ceased or Withheld heading's reason", () => {
  it.each([
    ['Withheld - psychosis, review by psychiatrist before restarting:', /psychosis/],
    ['WITHHELD (overdose risk - psychiatry to review):', /overdose risk/],
    ['CEASED - heart block (no AV nodal blockers):', /heart block/],
    ['Stopped on the ward because of falls:', /falls/],
  ])('%s', (heading, reason) => {
    const r = run(
      'Diazepam 5mg nocte\nAspirin 100mg mane',
      `${heading}\nDiazepam\nAspirin 100 mg - GI bleed`,
    );
    const by = Object.fromEntries(r.ceasedMedications.map((m) => [m.name, m.reason]));
    expect(by['Diazepam']).toMatch(reason);
    expect(by['Aspirin']).toMatch(/GI bleed/);
  });

  it('a stop heading with other words is still a heading: Ceased in ICU:', () => {
    const r = run('Atenolol 50mg daily', 'Ceased in ICU:\nAtenolol');
    expect(names(r)).toEqual(['Atenolol']);
    expect(r.ceasedMedications).toHaveLength(1);
  });
});

describe('a structured form: one field per line', () => {
  it.each([
    ['Medication name: Cabergoline', 'Dose: 0.5 mg', 'Route: oral', 'Frequency: twice weekly'],
    ['Drug: Cabergoline (Dostinex)', 'Strength: 0.5 mg', 'Directions: twice weekly'],
    [
      'Medicine name: CABERGOLINE',
      'Dose: 0.5 mg',
      'How often: twice weekly',
      'Indication: prolactinoma',
    ],
  ])('%s ... is one order', (...lines) => {
    const r = run(lines.join('\n'), 'Cabergoline 0.5 mg twice weekly');
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      [expect.stringContaining('Cabergoline'), 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a label that records doses given is no order', () => {
  it.each([
    'Given pre-flight: acetazolamide 500mg IV 1310, ondansetron 4mg IV 1315',
    'Log for today: Exjade taken 7:05 AM; Folic Acid taken 8:02 AM',
    'Administered in ED: ceftriaxone 2 g IV',
  ])('%s', (line) => {
    const r = run(`Paracetamol 1g QID\n${line}`, 'Paracetamol 1 g QID');
    expect(r.ceasedMedications).toEqual([]);
  });
});
