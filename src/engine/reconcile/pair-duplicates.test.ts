/**
 * One medicine written twice on the admission list (a BPMH merged from the GP summary, the pharmacy
 * dispensing history and the family) is one medicine: both lines feed the discharge row, nothing goes
 * to the ceased list for the copy, and a warning says so.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcile({ admissionOrders, dischargeOrders });

describe('duplicate admission entries of the same medicine and dose', () => {
  it.each([
    ['Somac 40mg daily\nPantoprazole 40mg daily', 'Pantoprazole 40 mg once daily'],
    ['Irbesartan 150mg daily\nAvapro (irbesartan) 150mg daily', 'Irbesartan 150 mg daily'],
    ['Metformin 500 mg BD\nMETFORMIN 500MG BD', 'Metformin 500 mg bd'],
    ['Lipitor 40mg nocte\nAtorvastatin 40 mg at night', 'Atorvastatin 40 mg nocte'],
    [
      'Paracetamol 1g QID PRN pain\nPanadol 1 g qid prn',
      'Paracetamol 1 g four times a day when required for pain',
    ],
  ])('%j + %j: one row, nothing ceased, a warning', (adm, dis) => {
    const r = run(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(
      r.medications[0]!.sources?.filter((s) => s.list === 'admission').map((s) => s.line),
    ).toEqual([1, 2]);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join('\n')).toMatch(
      /on the admission list more than once \(lines 1 and 2\)/,
    );
    expect(r.warnings?.join('\n')).not.toMatch(/could match more than one admission order/);
  });

  it.each([
    // Different doses or times are two regimens: the one not continued stays on the ceased list.
    ['Metformin 500 mg BD\nMetformin 1000 mg BD', 'Metformin 1000 mg BD'],
    ['Prednisolone 25 mg mane\nPrednisolone 5 mg mane', 'Prednisolone 25 mg mane'],
    // Regular and PRN copies are not duplicates.
    ['Oxycodone 5 mg BD\nOxycodone 5 mg 4 hourly PRN pain', 'Oxycodone 5 mg BD'],
  ])('%j + %j: the other order is still ceased', (adm, dis) => {
    const r = run(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toHaveLength(1);
  });

  it('a stop line for the copy still takes it to the ceased list with its reason', () => {
    const r = run(
      'Somac 40mg daily\nPantoprazole 40mg daily',
      'Pantoprazole 40 mg daily\nSomac - ceased (duplicate)',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/duplicate/);
  });
});

describe('two records of one inhaler, one leaving out the unit or calling the inhalation a dose', () => {
  it('are one medicine, and a when-required order of it on discharge is new', () => {
    const r = run(
      'SERETIDE 250/25 inhale 2 doses twice daily\nFluticasone + salmeterol 250/25 microgram 2 puffs BD',
      'Seretide 250/25 2 puffs twice daily\nSalbutamol 100 microgram 2 puffs prn',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join('\n')).toMatch(/more than once/);
  });

  it('a second regular record is never the admission side of a when-required order', () => {
    const r = run(
      'Bricanyl 500 inhale 1 dose twice daily\nTerbutaline 500 microgram 1 inhalation BD',
      'Terbutaline 500 microgram 1 inhalation BD\nTerbutaline 500 microgram 1 inhalation when required',
    );
    expect(r.medications.map((m) => [m.isPRN, m.changeType])).toEqual([
      [false, 'unchanged'],
      [true, 'new'],
    ]);
  });
});

describe('an earlier supply of the same strength with no directions', () => {
  it.each([
    [
      'Rosuvastatin 10 mg tablet qty 30, 1 at night\nRosuvastatin 10 mg tablet qty 30',
      'Rosuvastatin 10 mg nocte',
    ],
    ['Irbesartan 150 mg 1 mane\nIRBESARTAN (Avapro) tablet 150 mg', 'Irbesartan 150 mg mane'],
  ])('%j is one medicine continued as %j, with a warning', (adm, dis) => {
    const r = run(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.warnings?.join('\n')).toMatch(/more than once/);
  });

  it('a supply of another strength is not the same record', () => {
    const r = run('Warfarin 5 mg 1 nocte\nWarfarin 1 mg tablet qty 50', 'Warfarin 5 mg nocte');
    expect(r.ceasedMedications.map((c) => c.form)).toEqual([expect.stringContaining('1 mg')]);
  });
});

describe('advice naming a medicine with nothing to take', () => {
  it.each([
    [
      'Give ciclosporin at the same times each day, apart from grapefruit.\nCiclosporin 100 mg capsules - 2 caps at 8am and 8pm',
      'Ciclosporin 100 mg 2 caps BD',
    ],
    [
      'Levodopa doses are time critical - never miss them\nMadopar 125 1 cap tds',
      'Madopar 125 1 capsule three times a day',
    ],
  ])('is about the order below it, never a stop of its own: %j', (adm, dis) => {
    const r = run(adm, dis);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
