/**
 * More reconciler behaviour on realistic orders: one line holding a regular and a when-required
 * dose, reasons that are not indications, rows without a written strength, Webster-pack style lists.
 */
import { describe, expect, it } from 'vitest';
import { isPrnRow } from '../../shared/reconcile';
import { parseList, reconcile } from '../index';
import { checkInvariants } from './invariants';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcile({ admissionOrders, dischargeOrders });

describe('a regular and a when-required dose on one line', () => {
  it('is two rows, each with the product strength', () => {
    const r = run(
      'Symbicort Rapihaler 100/3 2 puffs BD',
      'Symbicort Rapihaler 100/3 2 puffs BD and 1-2 puffs PRN (max 8 puffs/day)',
    );
    const [regular, prn] = r.medications;
    expect(regular).toMatchObject({ changeType: 'unchanged', isPRN: false, form: '100/3 inhaler' });
    expect(prn).toMatchObject({ changeType: 'new', isPRN: true, form: '100/3 inhaler' });
    expect(prn!.schedule['0800']).toBe('1-2 puffs when required, max 8 puffs a day');
    expect(prn!.sources).toEqual([regular!.sources!.find((x) => x.list === 'discharge')]);
  });

  it('parseList reports both orders on the line', () => {
    const line = parseList('Symbicort 200/6 2 puffs twice daily plus 1 puff as needed', 'discharge')
      .lines[0]!;
    expect(line.orders?.map((o) => o.prn)).toEqual([false, true]);
  });

  it('a line with one dose and PRN stays one order', () => {
    expect(parseList('Paracetamol 1 g QID PRN and 500 mg nocte', 'discharge').orders).toHaveLength(
      1,
    );
  });
});

describe('reasons are not indications', () => {
  it('the words after a change are its reason; the indication stays the usual one', () => {
    const m = run(
      'Amlodipine 5 mg daily',
      'Amlodipine 10 mg daily - increased, BP poorly controlled',
    ).medications[0]!;
    expect(m.indication).toBe('High blood pressure');
    expect(m.comment).toBe('Dose increased from 5 mg to 10 mg - blood pressure poorly controlled');
  });

  it('the words after "new" may name the indication', () => {
    const m = run(
      'Aspirin 100 mg mane',
      'Aspirin 100 mg mane\nDapagliflozin 10 mg mane - new, heart failure',
    ).medications[1]!;
    expect(m.indication).toBe('Heart failure');
  });

  it('an indication column in a table is the indication', () => {
    const m = run(
      'Drug\tDose\tFreq\tIndication\nMetoprolol\t25 mg\tBD\tAF rate control',
      'Metoprolol 25 mg BD',
    ).medications[0]!;
    expect(m.indication).toBe('Atrial fibrillation rate control');
  });
});

describe('what the form column shows', () => {
  it('the dose when no strength or form is written', () => {
    expect(run('Ostelin 1000 IU daily', 'Ostelin 1000 units daily').medications[0]!.form).toBe(
      '1000 units',
    );
  });

  it('no dose form is guessed when the medicine comes in several', () => {
    expect(run('Paracetamol 1 g QID', 'Paracetamol 1 g QID').medications[0]!.form).toBe('1 g');
  });

  it('the usual form when the medicine has only one', () => {
    expect(run('Atorvastatin 40 mg nocte', 'Atorvastatin 40 mg nocte').medications[0]!.form).toBe(
      '40 mg tablet',
    );
  });
});

describe('a Webster-pack list against a discharge list written in brands', () => {
  const adm = [
    'Current medications (from Webster pack):',
    'Amlodipine 5 mg daily',
    'Irbesartan 300 mg daily',
    'Atorvastatin 40 mg nocte',
    'Metformin 1 g BD',
    'Gliclazide MR 60 mg mane',
    'Aspirin 100 mg mane',
    'Omeprazole 20 mg daily',
    'Paracetamol 1 g QID PRN',
    'Endep 10 mg nocte',
    'Vitamin D 1000 IU daily',
  ].join('\n');
  const dis = [
    'Amlodipine 10 mg daily - increased, BP poorly controlled',
    'Avapro 300 mg mane',
    'Lipitor 40 mg at night',
    'Metformin 1 g BD',
    'Diamicron MR 60 mg mane',
    'Cartia 100 mg daily',
    'Omeprazole 20 mg daily',
    'Panadol 500 mg 2 tablets QID prn pain',
    'Ceased: amitriptyline (drowsiness)',
    'Ostelin 1000 units daily',
    'Keflex 500 mg QID for 5 days (cellulitis)',
  ].join('\n');
  const r = run(adm, dis);

  it('matches every brand to its generic and finds the one change', () => {
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Amlodipine: changed',
      'Irbesartan (Avapro): unchanged',
      'Atorvastatin (Lipitor): unchanged',
      'Metformin: unchanged',
      'Gliclazide (Diamicron MR): unchanged',
      'Aspirin (Cartia): unchanged',
      'Omeprazole: unchanged',
      'Paracetamol (Panadol): unchanged',
      'Colecalciferol (Ostelin): unchanged',
      'Cefalexin (Keflex): new',
    ]);
    expect(r.medications.filter(isPrnRow).map((m) => m.name)).toEqual(['Paracetamol (Panadol)']);
  });

  it('ceases amitriptyline with its reason, under the brand it was taken as', () => {
    expect(r.ceasedMedications).toEqual([
      expect.objectContaining({
        name: 'Amitriptyline (Endep)',
        form: '10 mg tablet',
        reason: 'Ceased: drowsiness',
      }),
    ]);
  });

  it('holds the invariants', () => {
    expect(checkInvariants({ admissionOrders: adm, dischargeOrders: dis }, r)).toEqual([]);
  });
});

describe('more than one order on a line, and written scales', () => {
  it('two medicines on one line are two rows', () => {
    const r = run(
      'Salbutamol 5mg nebs QID',
      'Salbutamol 5mg nebs 2-4 hourly PRN + ipratropium 500mcg nebs 6 hourly',
    );
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}${m.isPRN ? ' PRN' : ''}`)).toEqual([
      'Salbutamol: changed PRN',
      'Ipratropium: new',
    ]);
  });

  it('a combination written with each strength stays one product', () => {
    expect(
      run('Aspirin 100 mg mane', 'Paracetamol 500 mg + codeine 30 mg 2 tablets QID PRN')
        .medications,
    ).toHaveLength(1);
  });

  it('"with" a food or a vitamin without a dose is not a second order', () => {
    const r = run(
      'Aspirin 100 mg mane',
      'Iron polymaltose 1 tab daily with vitamin C\nColoxyl with Senna 2 tabs nocte',
    );
    expect(r.medications).toHaveLength(2);
  });

  it('a written sliding scale is kept whole, with no single dose', () => {
    const m = run(
      'NovoRapid 6 units TDS',
      'NovoRapid sliding scale: BSL 10-15 2 units, 15-20 4 units, >20 6 units and call RMO',
    ).medications[0]!;
    expect(m.schedule['0800']).toBe(
      'Sliding scale: BSL 10-15 2 units, 15-20 4 units, >20 6 units and call RMO',
    );
    expect(m.form).toBe('injection');
  });

  it('a thousands comma is part of the number', () => {
    const m = run('Cholecalciferol 50,000 units weekly', 'Colecalciferol 50000 units once a week')
      .medications[0]!;
    expect(m.changeType).toBe('unchanged');
    expect(m.schedule['0800']).toBe('50000 units (weekly)');
  });
});

describe('a medicine replaced by another', () => {
  it('says what replaced it when a discharge order says so', () => {
    const r = run(
      'Tazocin 4.5 g IV 8 hourly\nRamipril 5 mg mane',
      'Augmentin Duo Forte 875/125 1 tab BD for 5 days (switched from Tazocin)',
    );
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([
      'Replaced by Amoxicillin + Clavulanic acid (Augmentin Duo Forte) (discharge line 1)',
      'Not on discharge list - confirm with prescriber',
    ]);
  });

  it('gives the replacement as the reason of a stop line that gives none', () => {
    const r = run(
      'Simvastatin 40 mg nocte\nMetformin 500 mg bd',
      'Metformin 500 mg bd\nRosuvastatin 10 mg nocte, started in place of simvastatin\nSimvastatin: stop',
    );
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([
      'Stopped: replaced by Rosuvastatin (discharge line 2)',
    ]);
  });

  it('keeps the reason a stop line gives', () => {
    const r = run(
      'Simvastatin 40 mg nocte',
      'Rosuvastatin 10 mg nocte (replaces simvastatin)\nSimvastatin - ceased (myalgia)',
    );
    expect(r.ceasedMedications[0]!.reason).toMatch(/muscle|myalgia/i);
  });

  it('a mention that is not a replacement is not read as one', () => {
    const r = run('Aspirin 100 mg mane', 'Clopidogrel 75 mg mane (aspirin allergy)');
    expect(r.ceasedMedications[0]!.reason).toBe('Not on discharge list - confirm with prescriber');
  });
});

describe('a medicine another discharge order says was stopped', () => {
  it.each([
    [
      'Sertraline 100 mg mane',
      'Mirtazapine 15 mg nocte (sertraline ceased - switched due to insomnia)',
      'sertraline ceased - switched due to trouble sleeping (insomnia) (discharge line 1)',
    ],
    // Read since as a series of two orders (the second only says it stopped): the stop's own reason.
    [
      'Metoprolol 25 mg BD',
      'Bisoprolol 2.5 mg mane - new, metoprolol stopped (bronchospasm)',
      'bronchospasm',
    ],
  ])('%j: the reason quotes that order', (admissionOrders, dischargeOrders, reason) => {
    const r = reconcile({ admissionOrders, dischargeOrders });
    expect(r.ceasedMedications[0]!.reason).toContain(reason);
  });

  it('a medicine named only as the reason of another order is not said to be stopped', () => {
    const r = reconcile({
      admissionOrders: 'Aspirin 100 mg mane',
      dischargeOrders: 'Clopidogrel 75 mg mane (aspirin allergy)',
    });
    expect(r.ceasedMedications[0]!.reason).toBe('Not on discharge list - confirm with prescriber');
  });
});
