/**
 * Every row needs an indication a patient understands. Medicines with several usual uses get a plain
 * summary of them; the route, brand or the order's own words narrow it (hypertonic saline nebules clear
 * mucus, Depo-Provera is a contraceptive, 'NEW - delayed nausea' is what olanzapine is for here).
 */
import { describe, expect, it } from 'vitest';
import { allMedicines } from '../kb/index';
import { reconcile } from '../index';

const row = (dis: string, adm = '') =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications[0]!;

describe('indications from the knowledge base', () => {
  it('no medicine is left without a usual indication', () => {
    expect(
      allMedicines()
        .filter((m) => !m.indication)
        .map((m) => m.id),
    ).toEqual([]);
  });

  it.each([
    ['Methadone liquid 85 mg daily', /pain|opioid/i],
    ['Haloperidol 0.5 mg nocte', /agitation|nausea|psychosis/i],
    ['Medroxyprogesterone 150 mg IM every 12 weeks', /contracept/i],
    ['Depo-Provera 150 mg IM every 12 weeks', /contracept/i],
    ['Medroxyprogesterone 10 mg daily', /period|hormone/i],
    ['Rifampicin 600 mg daily', /tuberculosis/i],
    ['Lenalidomide 10 mg daily days 1-21', /myeloma/i],
    ['Revlimid 15 mg daily', /myeloma/i],
    ['Pimecrolimus 1% cream BD to face', /eczema|skin/i],
    ['Elidel cream apply BD', /eczema|skin/i],
    ['Acitretin 25 mg daily', /psoriasis/i],
    ['Neotigason 10 mg daily', /psoriasis/i],
    ['Sodium chloride 6% nebule 4 mL BD', /mucus/i],
    ['Hypertonic saline 7% 4 mL nebulised BD', /mucus/i],
    ['Sodium chloride 0.9% 1 L IV over 8 hours', /salt|fluid/i],
    ['Sodium chloride 600 mg tablets TDS', /salt|fluid/i],
    ['Levomepromazine 6.25 mg SC nocte', /nausea|agitation/i],
    ['Chlorpromazine 25 mg TDS PRN', /agitation|hiccup|nausea|psychosis/i],
    ['Promethazine 25 mg nocte', /allergy|nausea|sleep/i],
    ['Atropine 1% eye drops 2 drops sublingual QID PRN', /saliva/i],
    ['Atropine 1% eye drops 1 drop right eye daily', /eye/i],
    ['Octreotide 100 microgram SC TDS', /tumour|bowel/i],
    ['Desmopressin 0.2 mg nocte', /urine/i],
    ['Zuclopenthixol decanoate 200 mg IM every 2 weeks', /mental health|psychosis/i],
    ['Clopixol Depot 200 mg IM fortnightly', /mental health|psychosis/i],
    ['Triumeq 1 tab daily', /hiv/i],
    ['Dovato 1 tablet daily', /hiv/i],
    ['Biktarvy one tablet daily', /hiv/i],
    ['Truvada 1 tab daily', /hiv/i],
    ['Epclusa 1 tablet daily for 12 weeks', /hepatitis c/i],
    ['Maviret 3 tablets daily', /hepatitis c/i],
    ['Celestone Chronodose 11.4 mg IM 24 hours apart, 2 doses', /steroid injection/i],
    ['Betamethasone 11.4 mg IM once', /steroid injection/i],
    ['Kenacort-A 40 mg intra-articular injection once', /steroid injection/i],
    ['Betamethasone 0.05% cream BD', /skin/i],
    ['Vancomycin 125 mg PO QID for 10 days', /c\. difficile/i],
    ['Vancomycin 1 g IV BD', /infection/i],
    ['Mupirocin 2% nasal ointment to both nostrils BD for 5 days', /nose/i],
    ['Ipratropium 0.03% nasal spray 2 sprays each nostril TDS', /runny nose/i],
    ['Ipratropium 500 microgram nebule QID', /breath/i],
    ['Hyoscine hydrobromide 400 microgram SC 4 hourly PRN', /saliva|secretions/i],
    ['Glucose 15 g gel PO PRN hypo', /low blood sugar/i],
  ])('%s: %s', (order, want) => {
    expect(row(order).indication).toMatch(want);
  });
});

describe('combination brands are read as their ingredients', () => {
  it.each([
    ['Triumeq 1 tab daily', 'Dolutegravir + Abacavir + Lamivudine'],
    ['Dovato 1 tablet daily', 'Dolutegravir + Lamivudine'],
    ['Juluca 1 tablet daily', 'Dolutegravir + Rilpivirine'],
    ['Kivexa 1 tablet daily', 'Abacavir + Lamivudine'],
    ['Descovy 1 tablet daily', 'Emtricitabine + Tenofovir alafenamide'],
    ['Genvoya 1 tablet daily', 'Elvitegravir + Cobicistat + Emtricitabine + Tenofovir alafenamide'],
    ['Symtuza 1 tablet daily', 'Darunavir + Cobicistat + Emtricitabine + Tenofovir alafenamide'],
    ['Odefsey 1 tablet daily', 'Emtricitabine + Rilpivirine + Tenofovir alafenamide'],
    ['Eviplera 1 tablet daily', 'Emtricitabine + Rilpivirine + Tenofovir'],
    ['Stribild 1 tablet daily', 'Elvitegravir + Cobicistat + Emtricitabine + Tenofovir'],
    ['Epclusa 1 tablet daily', 'Sofosbuvir + Velpatasvir'],
    ['Maviret 3 tablets daily', 'Glecaprevir + Pibrentasvir'],
  ])('%s', (order, name) => {
    expect(row(order).name.toLowerCase()).toContain(name.toLowerCase());
  });

  it('Triumeq replaced by Dovato: a new row and Triumeq ceased with its reason', () => {
    const r = reconcile({
      admissionOrders: 'Triumeq 1 tab daily',
      dischargeOrders:
        'Dovato 1 tablet daily - NEW, replaces Triumeq (abacavir stopped after MI)\nTriumeq - CEASED (abacavir: cardiovascular risk)',
    });
    expect(r.medications.map((m) => [m.changeType, m.indication])).toEqual([
      ['new', 'HIV infection'],
    ]);
    expect(r.ceasedMedications.map((c) => c.reason)).toEqual([
      expect.stringMatching(/cardiovascular/),
    ]);
  });

  it.each([
    ['Truvada 1 tab daily', 'Descovy 1 tab daily'],
    ['Stribild 1 tab daily', 'Genvoya 1 tab daily'],
  ])('%s to %s (tenofovir disoproxil to alafenamide) is not the same product', (adm, dis) => {
    const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    expect(r.medications[0]!.changeType).toBe('new');
    expect(r.ceasedMedications).toHaveLength(1);
  });

  it.each([
    [
      'Zuclopenthixol decanoate (Clopixol Depot) 200mg IM every 2 weeks',
      'ZUCLOPENTHIXOL DEPOT - CEASED (EPSE)',
    ],
    ['Clopixol Depot 200 mg IM fortnightly', 'Zuclopenthixol - ceased (switched)'],
    [
      'Advantan (methylprednisolone aceponate) fatty ointment 0.1% to face daily',
      'Advantan fatty ointment - STOP on face (skin thinning)',
    ],
  ])('a salt or brand and its stop line are one medicine: %s', (adm, dis) => {
    const r = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    expect(r.medications).toEqual([]);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.sources?.map((s) => s.list)).toEqual(['admission', 'discharge']);
  });
});
