/**
 * Which single lines are orders and which are clinical notes (observations, appointments, equipment,
 * services, lifestyle, signatures): notes never become a row or a ceased medicine, orders are never lost.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { parseList } from './list';
import { noteKindOf } from './non-order';

const kindOf = (line: string) =>
  parseList(line, 'discharge').lines.find((l) => l.kind !== 'blank')!.kind;

const NOTES = [
  // observations
  'BGL monitoring QID - bring diary to GP',
  'BGL monitoring QID',
  'BSL 12.4',
  'BSLs QID and record',
  'Weight 68 kg   Height 162 cm',
  'Wt 68kg',
  'weight 102.5 kg',
  'BP 105/60',
  'HR 58',
  'eGFR 28',
  'K+ 5.9',
  'Na 131',
  'Temp 38.2',
  'Sats 94% RA',
  'SpO2 92% on RA',
  'INR Thursday',
  'INR check Thursday',
  'INR 2.4 today',
  'HbA1c 8.1%',
  'Daily weights',
  'Creatinine 145',
  'Peak flow 350 L/min',
  // lifestyle
  'Smoker 10/day',
  'smoker - 20 cigarettes per day',
  'Ex-smoker',
  'Ex smoker 30 pack years',
  'Non-smoker',
  'Current smoker',
  'Alcohol 4 standard drinks/day',
  'EtOH 20 g/day',
  'ETOH: nil',
  'Vaping daily',
  // appointments, reviews, referrals, tests
  'Follow up with GP in 1 week',
  'Follow-up: GP in 1 week',
  'F/U cardiology 6 weeks',
  'Review in 2 weeks',
  'Outpatient appointment 3/12',
  'Referral to physio',
  'Referred to memory clinic',
  'Bloods in 1 week',
  'Repeat bloods Monday',
  'Blood test (UEC) 20/03',
  'CXR in 6 weeks',
  'Echo booked 12/04',
  'Appt with endocrinologist 14/04',
  'Book GP appointment within 1 week',
  'See GP in 1 week',
  'To see cardiologist in 6 weeks',
  // services and people
  'Community palliative care to review 14/03',
  'Diabetes educator review 20/03',
  'GP review 2 weeks',
  'GP to check K+ in 1 week',
  'Cardiology clinic in 6 weeks',
  'Physiotherapy 2x weekly',
  'District nurse daily for dressings',
  'RDNS to visit daily',
  'HITH daily',
  'Dietitian review',
  'Pharmacist: S. Lee 13/03/2025',
  'Home medicines review requested',
  // equipment and consumables
  'Glucose meter + strips - BGL BD',
  'Glucose meter and strips',
  'Blood glucose meter',
  'Glucometer',
  'Test strips',
  'Lancets',
  'Pen needles 4 mm',
  'NovoFine pen needles 4 mm',
  'Insulin pen needles',
  'Insulin syringes 0.5 mL',
  'Spacer',
  'Webster-pak arranged',
  'Webster-pak updated',
  'Webster pak from community pharmacy',
  'Dosette box',
  'CPAP nocte',
  'Walking frame',
  'Freestyle Libre sensor',
  // care, diet, fluids, mobility, dialysis
  'Mobilise as tolerated',
  'Fluid restriction 1.5 L/day',
  'Diet: diabetic',
  'Diabetic diet',
  'Low salt diet',
  'Thickened fluids level 2',
  'Nil by mouth',
  'NBM from midnight',
  'Dressing change every 2 days',
  'Wound care as per plan',
  'WBAT',
  'No driving for 6 weeks',
  'HAEMODIALYSIS PATIENT - MON/WED/FRI',
  'NEXT DIALYSIS: FRIDAY 14/03, 0700',
  'Dialysis Mon/Wed/Fri',
  // signatures and summary labels
  'Discharging doctor: Dr J Smith (Reg) 12/03/2025',
  'Treating doctor: Dr Patel',
  'Principal diagnosis: vasovagal syncope',
  'Reason for admission: fall',
  'Presenting complaint: chest pain',
];

describe('notes are not orders', () => {
  it.each(NOTES)('%j is ignored', (line) => {
    expect(kindOf(line)).toBe('ignored');
    const res = reconcile({ admissionOrders: line, dischargeOrders: line });
    expect(res.medications).toEqual([]);
    expect(res.ceasedMedications).toEqual([]);
  });

  it.each([
    'Glucose meter + strips - BGL BD',
    'Weight 68 kg',
    'Smoker 10/day',
    'Discharging doctor: Dr J Smith',
    'BGL monitoring QID',
  ])('%j under a Ceased heading is no ceased medicine', (line) => {
    const res = reconcile({
      admissionOrders: 'Aspirin 100 mg mane',
      dischargeOrders: `Aspirin 100 mg mane\nCeased medications:\n${line}\nNil`,
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications).toHaveLength(1);
  });
});

describe('a note that names a medicine is reported, not ignored', () => {
  it.each([
    'GP to review metformin dose in 2 weeks',
    'Review warfarin dose with INR Thursday',
    'INR Thursday - warfarin dose as per GP',
    'Patient to continue own insulin glargine',
    'Follow up: restart ramipril if BP > 140',
  ])('%j', (line) => {
    const list = parseList(line, 'discharge');
    expect(list.lines[0]!.kind).toBe('unreadable');
    expect(list.warnings[0]).toMatch(/^Could not read line 1: /);
  });
});

describe('orders are never taken for notes', () => {
  it.each([
    'Aspirin 100 mg mane',
    'Glucose gel 15 g PRN hypo',
    'Glucagon 1 mg IM PRN hypo',
    'Insulin glargine 10 units nocte',
    'NovoRapid FlexPen 6 units with meals',
    'Salbutamol 100 microgram 2 puffs QID via spacer',
    'Ventolin 2 puffs PRN with spacer',
    'Potassium chloride 600 mg BD',
    'KCl 600 mg BD',
    'Slow-K 600 mg BD',
    'Calcium carbonate 1.5 g daily',
    'Sodium bicarbonate 840 mg BD',
    'Creon 25000 1 capsule with meals',
    'Nicotine patch 21 mg/24 hours daily',
    'Calcitriol 0.25 microgram daily',
    'Otrivin nasal spray BD',
    'Restavit 25 mg nocte',
    'Naloxone 400 microgram IM PRN',
    'Temazepam 10 mg nocte',
    'Hydrocortisone 1% cream BD to dressing site',
    'Zorbtive 5 mg daily',
    'Fakeomab 10 mg SC weekly',
    'Wobblezine 25mg BD',
    'Oxygen 2 L/min via nasal prongs',
    'Heparin 5000 units SC BD',
    'Warfarin 3 mg nocte as per INR',
    'Vitamin D 1000 IU daily',
    'Urea 10% cream BD',
    'SSD cream to burns daily',
    'Albumin 20% 100 mL IV',
    'Glucose 5% 1 L IV',
    'Lithium 250 mg BD',
    'PTU 100 mg TDS',
    'Home oxygen 2 L/min 16 hours a day',
  ])('%j is an order', (line) => {
    expect(noteKindOf(line)).toBeNull();
    expect(kindOf(line)).toBe('order');
  });

  it('keeps an unknown medicine with a dose as a row with a warning', () => {
    const res = reconcile({
      admissionOrders: 'Aspirin 100 mg mane',
      dischargeOrders: 'Aspirin 100 mg mane\nFakeomab 10 mg daily',
    });
    expect(res.medications.map((m) => m.name)).toContain('Fakeomab');
    expect(res.warnings?.some((w) => /Fakeomab/.test(w))).toBe(true);
  });
});

describe('under a Ceased heading, only medicines are ceased', () => {
  const NOT_MEDICINES = [
    'Meds reconciled by pharmacist',
    'Supply: 7 days',
    'Script given',
    'Scripts provided for all new medications',
    'Dispensed 28 tabs',
    'Medication profile updated',
    'Compliance: good',
    'Adherence poor',
    'Lives alone, independent',
    'Vaccinations up to date',
    'Influenza vaccine given 12/03',
    'Flu vax 2025 given',
    'COVID booster due',
    'Advance care directive in place',
    'NFR',
    'Code status: full',
    'Urine MCS pending',
    'Blood cultures negative',
    'Sputum culture: H. influenzae',
    'Potassium 5.9 on admission',
    'Sodium 128',
    'Magnesium 0.6 - replaced',
    'K 3.2 - replaced',
    'Iron studies: low ferritin',
    'Vitamin D level 45',
    'Digoxin level 2.1 - toxic',
    'TTE: EF 35%',
    'Target INR 2-3',
    'Goal BP < 130/80',
    'Aim SBP > 110',
    'Check UEC in 1 week',
    'Repeat INR Monday',
    'Start date 10/03',
    'Cease date: 20/03',
    'Duration: 5 days',
    'Indication: AF',
    'Oxygen weaned to RA',
    'On room air',
    'Monitor BP at home',
    'see attached chart',
  ];
  it.each(NOT_MEDICINES)('%j is no ceased medicine', (line) => {
    const res = reconcile({
      admissionOrders: 'Aspirin 100 mg mane',
      dischargeOrders: `Aspirin 100 mg mane\nCeased medications:\n${line}`,
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications).toHaveLength(1);
  });

  it.each(['Start date 10/03', 'Cease date: 20/03', 'Stop date 24/03', 'see attached chart'])(
    '%j is reported, not a heading',
    (line) => {
      const list = parseList(`Aspirin 100 mg mane\n${line}\nAtorvastatin 40 mg nocte`, 'discharge');
      expect(list.lines[1]!.kind).toBe('unreadable');
      expect(list.orders[1]!.status).toBeUndefined();
    },
  );

  it.each([
    ['Ceased:\nXyzamol 10 mg BD', 'Xyzamol'],
    ['Xyzamol - stopped (AKI)', 'Xyzamol'],
    ['Ceased:\nAspirin', 'Aspirin'],
    ['CEASED\nNurofen', 'Ibuprofen (Nurofen)'],
  ])('%j is still ceased', (dis, name) => {
    const res = reconcile({
      admissionOrders: 'Metoprolol 25 mg BD',
      dischargeOrders: `Metoprolol 25 mg BD\n${dis}`,
    });
    expect(res.ceasedMedications.map((c) => c.name)).toContain(name);
  });

  it.each([
    'Vitamin D 1000 IU daily',
    'Magnesium 500 mg BD',
    'Potassium chloride 600 mg BD',
    'Iron polymaltose 100 mg daily',
    'Digoxin 62.5 microgram mane',
  ])('%j is an order, not a laboratory value', (line) => {
    expect(noteKindOf(line)).toBeNull();
    expect(kindOf(line)).toBe('order');
  });
});

describe('dates, demographics and page markers', () => {
  it.each([
    '12-Mar-2025',
    '12 Mar 2025',
    'Tuesday 12/03/2025',
    'Tues 12/3',
    '12/03/25 1400',
    'March 2025',
    'Discharged 12/03/2025',
    'DOB 01/01/1940',
    'Age 84',
    '84 yo male',
    '84M',
    'Mr John Smith',
    'Ms Jane Smith',
    'Sex: M',
    'Signed ____________',
    'Provider number 1234567A',
    'Medicare no 1234 56789 1',
    '-- continued --',
    '... continued overleaf',
    '(continued)',
    'END OF LIST',
  ])('%j is ignored', (line) => {
    expect(kindOf(line)).toBe('ignored');
  });

  it('a page-break marker keeps the section', () => {
    const list = parseList(
      'PRN:\nParacetamol 1 g QID\n-- continued --\nOxycodone 5 mg q4h',
      'discharge',
    );
    expect(list.orders.map((o) => o.prn)).toEqual([true, true]);
  });

  it.each(['MS Contin 30 mg BD', 'Continued', 'Continued:'])('%j is not a page marker', (line) => {
    expect(kindOf(line)).not.toBe('ignored');
  });
});

describe('advice and care notes', () => {
  it.each([
    'Encourage oral intake',
    'Staples out 20/03',
    'Remove sutures day 10',
    'Suture removal by GP in 10 days',
    'Avoid grapefruit juice',
    'Keep hydrated',
    'Advised to avoid NSAIDs',
    'Sleep hygiene advice given',
    'Discharge to home',
    'Discharged home with family',
    'D/C home',
    'Transfer to rehab',
    'Home with services',
    'Stoma care',
    'PICC line in situ',
    'Pressure area care',
    'Hospital avoidance program',
    'Quit smoking advice given',
  ])('%j is ignored', (line) => {
    expect(kindOf(line)).toBe('ignored');
  });

  it.each(['Nicotine replacement declined', 'Avoid ibuprofen', 'Patient declined atorvastatin'])(
    '%j names a medicine: reported',
    (line) => {
      expect(kindOf(line)).toBe('unreadable');
    },
  );

  it.each([
    'Remove GTN patch at night',
    'Metformin 500 mg BD - not tolerated (GI upset)',
    'Glyceryl trinitrate 50 mg patch - remove after 12 hours',
  ])('%j stays an order', (line) => {
    expect(kindOf(line)).toBe('order');
  });
});

describe("patient's own supply", () => {
  it.each([
    ["Patient's own Spiriva 2 puffs mane", 'Tiotropium (Spiriva)'],
    ["Pt's own Creon 25000 1 cap with meals", 'Pancrelipase (Creon)'],
    ['Own supply: Symbicort 200/6 2 puffs BD', 'Budesonide + Formoterol (Symbicort)'],
    ['Patient own supply - Lantus 10 units nocte', 'Insulin glargine (Lantus)'],
  ])('%j is an order for %s', (line, name) => {
    expect(parseList(line, 'discharge').orders[0]?.displayName).toBe(name);
  });

  it.each(["Patient's own medications:", 'Patients own medications'])(
    '%j is still a title',
    (line) => {
      expect(kindOf(line)).toBe('heading');
    },
  );
});

// Referral letters: greetings, openings and closings are not orders; the line before the list is a title.
describe('letter lines', () => {
  it.each([
    'Dear Dr Patel,',
    'Dear Registrar,',
    'Dear Dermatology Registrar,',
    'Kind regards,',
    'Regards, Dr Emma Walsh',
    'Yours sincerely,',
    'Yours faithfully, Dr A. Smith',
    'Many thanks, Dr F. Costa',
    'Thanks,',
    'Thank you,',
    'Thank you for seeing Mrs J.C., 78, with increasing shortness of breath.',
    'Please see Mr Tom Haddad, 52, with a severe psoriasis flare.',
    'Re: Oliver Tran, DOB 03/05/2020 (6 yrs)',
    'Re: Mrs Agnes Moretti, 84, fall at home with ?syncope.',
  ])('%s is ignored', (line) => {
    expect(kindOf(line)).toBe('ignored');
    expect(reconcile({ admissionOrders: line, dischargeOrders: '' }).warnings).toEqual([]);
  });
  it.each([
    'Her current medications are:',
    'His current regimen is:',
    'Current treatment:',
    'Her regular medicines are:',
    'Their usual medications:',
  ])('%s is a title', (line) => {
    expect(kindOf(line)).toBe('heading');
  });
  it.each([
    'Dear Registrar, please stop aspirin 100 mg',
    'Thanks - metformin 500 mg BD',
    'Treatment: metformin 500 mg BD',
  ])('%s is reported, not ignored', (line) => {
    const res = reconcile({ admissionOrders: '', dischargeOrders: line });
    expect(
      res.medications.length + res.ceasedMedications.length + (res.warnings ?? []).length,
    ).toBeGreaterThan(0);
  });
});

describe('results in a laboratory unit per litre and notes on where the history came from', () => {
  it.each([
    'Urate 0.52 mmol/L',
    'Vitamin B12 140 pmol/L',
    'Troponin 45 ng/L',
    'Neuts 0.4 x10^9/L',
    'Lithium 0.8 mmol/L',
    'Potassium 3.1 mmol/L - replaced',
    'Ferritin 12 ug/L (low)',
    'Urate: 0.41 mmol/L',
    'CK 1200 U/L',
    'Bilirubin 45 umol/L',
    'Albumin 28 g/L',
    'Cortisol 90 nmol/L (9am)',
    'Medication history from patient and daughter 22/11',
    'Medication history obtained from community pharmacy',
    'History confirmed with GP',
  ])('%j is no ceased medicine', (line) => {
    const res = reconcile({
      admissionOrders: `Aspirin 100 mg mane\n${line}`,
      dischargeOrders: 'Aspirin 100 mg mane',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications).toHaveLength(1);
  });

  it.each([
    'KCl 20 mmol/L at 80 mL/h',
    'Sodium chloride 0.9% + KCl 20 mmol/L 1 L IV over 8 hours',
    'Potassium chloride 600 mg BD',
  ])('%j is an order', (line) => {
    expect(kindOf(line)).toBe('order');
  });
});
