/**
 * Admission vs discharge pairs of one medicine: a change of route, release form, enteric coating or
 * dose form is a change; the same thing written another way (brand vs generic, PO vs oral vs nothing,
 * 'MR' on a product that is only made MR) is not.
 */
import { describe, expect, it } from 'vitest';
import type { MedicationRow } from '../../shared/reconcile';
import { reconcile } from '../index';

function only(adm: string, dis: string): MedicationRow {
  const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
  expect(r.medications, `${adm} | ${dis}`).toHaveLength(1);
  expect(r.ceasedMedications, `${adm} | ${dis}`).toHaveLength(0);
  return r.medications[0]!;
}

describe('route changes are changes', () => {
  it.each([
    [
      'Haloperidol 0.5mg nocte',
      'Haloperidol 0.5mg SC nocte',
      'Now given by injection under the skin (was by mouth)',
    ],
    [
      'Dexamethasone 4mg mane',
      'Dexamethasone 4mg SC mane',
      'Now given by injection under the skin (was by mouth)',
    ],
    [
      'Dexamethasone 4mg mane',
      'Dexamethasone 4 mg subcut mane',
      'Now given by injection under the skin (was by mouth)',
    ],
    [
      'Dexamethasone 4mg mane',
      'Dexamethasone 4 mg S/C mane',
      'Now given by injection under the skin (was by mouth)',
    ],
    [
      'Metoclopramide 10 mg TDS',
      'Metoclopramide 10 mg IV TDS',
      'Now given by injection into a vein (was by mouth)',
    ],
    [
      'Metoclopramide 10 mg TDS',
      'Metoclopramide 10 mg IM TDS',
      'Now given by injection into a muscle (was by mouth)',
    ],
    ['Paracetamol 1 g QID', 'Paracetamol 1 g PR QID', 'Now given rectally (was by mouth)'],
    [
      'Metoprolol 25 mg BD',
      'Metoprolol 25 mg via PEG BD',
      'Now given through the feeding tube (was by mouth)',
    ],
    [
      'Paracetamol 1 g IV QID',
      'Paracetamol 1 g PO QID',
      'Now taken by mouth (was by injection into a vein)',
    ],
    [
      'Haloperidol 0.5 mg SC nocte',
      'Haloperidol 0.5 mg nocte',
      'Now taken by mouth (was by injection under the skin)',
    ],
    [
      'Morphine 10 mg PO BD',
      'Morphine 10 mg SC BD',
      'Now given by injection under the skin (was by mouth)',
    ],
    [
      'GTN 400 microgram tablet PO PRN',
      'GTN 400 microgram SL PRN',
      'Now taken under the tongue (was by mouth)',
    ],
    [
      'Haloperidol 0.5mg nocte',
      'Haloperidol 0.5 mg injection nocte',
      'Now given by injection (was by mouth)',
    ],
    [
      'Metoclopramide 10 mg PO TDS',
      'Metoclopramide 10 mg injection TDS',
      'Now given by injection (was by mouth)',
    ],
    [
      'Haloperidol 0.5 mg injection nocte',
      'Haloperidol 0.5mg tablet nocte',
      'Now taken by mouth (was by injection)',
    ],
  ])('%s -> %s', (adm, dis, comment) => {
    const m = only(adm, dis);
    expect(m.changeType).toBe('changed');
    expect(m.comment).toContain(comment);
  });

  it.each([
    ['Haloperidol 0.5mg nocte', 'Haloperidol 0.5 mg PO nocte'],
    ['Haloperidol 0.5mg PO nocte', 'Haloperidol 0.5 mg oral nocte'],
    ['Haloperidol 0.5mg orally nocte', 'Haloperidol 0.5 mg by mouth at night'],
    ['Dexamethasone 4 mg tab mane', 'Dexamethasone 4 mg PO mane'],
    ['Enoxaparin 40 mg daily', 'Enoxaparin 40 mg SC daily'],
    ['Enoxaparin 40 mg subcut daily', 'Enoxaparin 40 mg S/C daily'],
    ['Enoxaparin 40 mg injection daily', 'Enoxaparin 40 mg SC daily'],
    ['Haloperidol 0.5 mg injection nocte', 'Haloperidol 0.5 mg SC nocte'],
    ['Ceftriaxone 1 g injection daily', 'Ceftriaxone 1 g IV daily'],
    ['Insulin glargine 20 units nocte', 'Insulin glargine 20 units subcut nocte'],
    ['Ceftriaxone 1 g IV daily', 'Ceftriaxone 1 g intravenous daily'],
    ['Hydrocortisone 1% BD', 'Hydrocortisone 1% cream BD'],
    [
      'Salbutamol 100 microgram 2 puffs QID',
      'Salbutamol 100 microgram inhaler 2 puffs inhaled QID',
    ],
    [
      'Latanoprost 0.005% 1 drop both eyes nocte',
      'Xalatan 0.005% eye drops 1 drop both eyes at night',
    ],
  ])('wording only: %s -> %s', (adm, dis) => {
    expect(only(adm, dis).changeType).toBe('unchanged');
  });
});

describe('release form and coating', () => {
  it.each([
    [
      'Diltiazem 180 mg mane',
      'Diltiazem CD 180 mg mane',
      'Changed to modified release (was immediate release)',
    ],
    [
      'Diltiazem 60 mg mane',
      'Diltiazem controlled delivery 60 mg mane',
      'Changed to modified release (was immediate release)',
    ],
    [
      'Metoprolol tartrate 50 mg daily',
      'Metoprolol succinate CR 47.5 mg daily',
      'modified release',
    ],
    [
      'Oxycodone 10 mg BD',
      'Oxycodone SR 10 mg BD',
      'Changed to modified release (was immediate release)',
    ],
    [
      'OxyContin 10 mg BD',
      'Endone 10 mg BD',
      'Changed to immediate release (was modified release)',
    ],
    [
      'Paracetamol 665 mg 2 tabs TDS',
      'Panadol Osteo 665 mg 2 tabs TDS',
      'Changed to modified release (was immediate release)',
    ],
    [
      'Gliclazide 80 mg mane',
      'Diamicron MR 80 mg mane',
      'Changed to modified release (was immediate release)',
    ],
    [
      'Cartia 100mg mane',
      'Aspirin 100mg dispersible tablet mane',
      'Now a soluble tablet (was enteric coated)',
    ],
    [
      'Aspirin EC 100 mg mane',
      'Aspirin 100 mg soluble tablet mane',
      'Now a soluble tablet (was enteric coated)',
    ],
    [
      'Levetiracetam 500mg tab BD',
      'Levetiracetam 500 mg oral liquid BD',
      'Now oral liquid (was a tablet)',
    ],
  ])('%s -> %s', (adm, dis, comment) => {
    const m = only(adm, dis);
    expect(m.changeType).toBe('changed');
    expect(m.comment).toContain(comment);
  });

  it.each([
    ['Diltiazem CD 180 mg mane', 'Diltiazem controlled delivery 180 mg mane'],
    ['Diltiazem CD 180 mg mane', 'Diltiazem 180 mg CD mane'],
    ['Metoprolol CR 47.5 mg daily', 'Metoprolol modified release 47.5 mg daily'],
    ['Targin 20/10 BD', 'Oxycodone/naloxone MR 20 mg/10 mg twice daily'],
    ['Targin 10/5 BD', 'Oxycodone + naloxone modified release 10/5 mg BD'],
    ['OxyContin 20 mg BD', 'Oxycodone CR 20 mg BD'],
    ['MS Contin 30 mg BD', 'Morphine SR 30 mg BD'],
    ['Slow-K 600 mg BD', 'Potassium chloride MR 600 mg BD'],
    ['Panadol Osteo 665 mg 2 tabs TDS', 'Paracetamol modified release 665 mg 2 tablets TDS'],
    ['Felodipine 5 mg daily', 'Felodipine ER 5 mg daily'],
    ['Cartia 100 mg mane', 'Aspirin EC 100 mg mane'],
    ['Cartia 100 mg mane', 'Aspirin enteric coated 100 mg mane'],
    ['Somac 40mg mane', 'Pantoprazole 40 mg EC tablet mane'],
    ['Nexium 20 mg daily', 'Esomeprazole 20 mg enteric coated tablet daily'],
    [
      'Seretide Accuhaler 250/50 1 inhalation BD',
      'Fluticasone propionate/salmeterol 250/50 dry powder inhaler 1 inhalation bd',
    ],
    [
      'Nitroderm TTS 5 (GTN patch 5mg/24h) apply mane',
      'Glyceryl trinitrate 5 mg/24 hours patch apply in the morning',
    ],
    ['Vitamin B12 1000 microgram daily', 'Cyanocobalamin 1 mg daily'],
    ['Cyanocobalamin 1mg tab daily', 'Vitamin B12 (cyanocobalamin) 1000 microgram daily'],
    [
      'Chlorsig 0.5% eye drops 1 drop right eye QID',
      'Chloramphenicol 0.5% eye drops 1 drop right eye QID',
    ],
    [
      'Spiriva 18mcg 1 cap inhaled mane',
      'Tiotropium 18 microgram inhalation capsule via HandiHaler mane',
    ],
    ['Ventolin 2 puffs QID PRN', 'Salbutamol 100 microgram MDI 2 puffs via spacer QID PRN'],
    ['Clexane 40mg daily', 'Enoxaparin 40 mg subcut daily'],
    ['Mometasone 0.1% cream daily', 'Elocon 0.1% cream once daily topically'],
    ['Metoprolol 25mg BD', 'Metoprolol 25mg BD crushed'],
    ['Lantus 20 units nocte', 'Insulin glargine 100 units/mL SoloStar 20 units subcut nocte'],
  ])('same product written differently: %s -> %s', (adm, dis) => {
    expect(only(adm, dis).changeType).toBe('unchanged');
  });

  it('Cartia with no form on the other list is only a warning to check', () => {
    const m = only('Cartia 100 mg mane', 'Aspirin 100 mg mane');
    expect(m.changeType).toBe('unchanged');
    expect(m.warnings?.join(' ')).toMatch(/enteric coated/i);
  });
});

describe('the same ingredient at another site is another medicine', () => {
  it.each([
    ['Hydrocortisone 20mg mane', 'Hydrocortisone 1% cream BD'],
    ['Mometasone nasal spray 2 sprays daily', 'Mometasone 0.1% ointment daily'],
    ['Diclofenac 50mg TDS', 'Diclofenac 1% gel TDS'],
    ['Budesonide 400mcg inhaler BD', 'Budesonide 3mg capsule mane'],
    ['Ciprofloxacin 500 mg BD', 'Ciloxan ear drops 3 drops left ear BD'],
    ['Dexamethasone 4 mg mane', 'Dexamethasone 0.1% eye drops 1 drop right eye QID'],
    ['Clotrimazole 1% cream BD', 'Clotrimazole 500 mg pessary PV nocte'],
  ])('%s | %s: new row and the admission order not continued', (adm, dis) => {
    const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    expect(r.medications.map((m) => m.changeType)).toEqual(['new']);
    expect(r.ceasedMedications).toHaveLength(1);
  });

  it('keeps both on one list without a duplicate warning', () => {
    const r = reconcile({
      admissionOrders: 'Hydrocortisone 20mg mane\nHydrocortisone 1% cream BD',
      dischargeOrders: 'Hydrocortisone 20 mg mane\nHydrocortisone 1% cream BD',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect((r.warnings ?? []).join(' ')).not.toMatch(/more than once/);
  });
});

describe('different ingredients are different medicines', () => {
  it('oral Vitamin B12 and the hydroxocobalamin injection are not the same medicine', () => {
    const r = reconcile({
      admissionOrders: 'Vitamin B12 1000 microgram daily',
      dischargeOrders: 'Hydroxocobalamin 1000 microgram IM every 3 months',
    });
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Hydroxocobalamin', 'new']]);
    expect(r.ceasedMedications.map((m) => m.name)).toEqual(['Cyanocobalamin']);
  });

  it('Vitamin B12 injection on both lists is the same hydroxocobalamin', () => {
    expect(
      only(
        'Vitamin B12 1000 microgram IM every 3 months',
        'Hydroxocobalamin 1000 microgram IM every 3 months',
      ).changeType,
    ).toBe('unchanged');
  });
});

describe('form shown on the row', () => {
  it.each([
    ['Chlorsig (chloramphenicol 0.5%) 1 drop right eye QID', '0.5% eye drops (right eye)'],
    ['Maxidex (dexamethasone 0.1%) 1 drop right eye QID', '0.1% eye drops (right eye)'],
    ['Glyceryl trinitrate 5 mg/24 hours patch mane', '5 mg/24 hours patch'],
    ['Seretide Accuhaler 250/50 1 inhalation BD', '250/50 inhaler'],
    ['Onbrez Breezhaler 150 microgram daily', '150 microgram inhaler'],
    ['Avamys 2 sprays daily', 'nasal spray'],
    ['Hylo-Fresh 1 drop both eyes QID', 'eye drops (both eyes)'],
  ])('%s -> %s', (dis, form) => {
    const r = reconcile({ admissionOrders: 'Paracetamol 1 g QID', dischargeOrders: dis });
    expect(r.medications[0]!.form).toBe(form);
    if (!/spray/.test(form)) expect(JSON.stringify(r)).not.toMatch(/spray/i);
  });
});
