/** Specialist medicines (specialist.ts): every generic and brand is read exactly, and brand orders reconcile to the generic. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { getMedicineById, lookupMedicine } from './index';
import { specialist } from './medicines/specialist';

describe('specialist medicines are read by name', () => {
  it.each(specialist.map((d) => [d.id, d] as const))(
    '%s: generic, other names and brands',
    (id, d) => {
      const m = getMedicineById(id);
      expect(m, id).toBeDefined();
      const names = [
        m!.name,
        id.replace(/\+/g, ' + '),
        ...(d.aliases ?? []),
        ...(d.former ?? []),
        ...(d.intl ?? []),
        ...(d.abbr ?? []),
      ];
      for (const n of names) {
        const r = lookupMedicine(n);
        expect(r?.medicine.id, n).toBe(id);
        expect(r?.matchedBy, n).not.toBe('fuzzy');
        expect(r?.rest, n).toBe('');
      }
      for (const b of d.brands ?? []) {
        const r = lookupMedicine(b);
        expect(r?.medicine.id, b).toBe(id);
        expect(r?.matchedBy, b).toBe('brand');
        expect(r?.brand, b).toBe(b);
        expect(r?.rest, b).toBe('');
      }
    },
  );

  it('reads a brand with its dose after it', () => {
    expect(lookupMedicine('Trikafta 2 tablets mane')?.medicine.id).toBe(
      'elexacaftor+tezacaftor+ivacaftor',
    );
    expect(lookupMedicine('Kalydeco 150 mg nocte')?.medicine.id).toBe('ivacaftor');
    expect(lookupMedicine('Restavit 25 mg nocte')?.medicine.id).toBe('doxylamine');
    expect(lookupMedicine('Mersyndol Forte 2 tablets')?.medicine.id).toBe(
      'paracetamol+codeine+doxylamine',
    );
    expect(lookupMedicine('Calcium Resonium 15 g daily')?.medicine.id).toBe(
      'calcium polystyrene sulfonate',
    );
    expect(lookupMedicine('Resonium A 15 g daily')?.medicine.id).toBe(
      'sodium polystyrene sulfonate',
    );
  });
});

describe('specialist brand to generic', () => {
  it.each([
    [
      'Trikafta 2 tablets mane',
      'Elexacaftor/tezacaftor/ivacaftor 100/50/75 mg 2 tablets mane',
      'Elexacaftor + Tezacaftor + Ivacaftor',
      'Cystic fibrosis',
    ],
    ['Kalydeco 150mg nocte', 'Ivacaftor 150 mg nocte', 'Ivacaftor', 'Cystic fibrosis'],
    [
      'Pulmozyme 2.5mg nebulised daily',
      'Dornase alfa 2.5 mg nebulised daily',
      'Dornase alfa',
      'Cystic fibrosis (thins mucus in the lungs)',
    ],
    [
      'Nucala 100mg subcut every 4 weeks',
      'Mepolizumab 100 mg subcut every 4 weeks',
      'Mepolizumab',
      'Severe asthma',
    ],
    [
      'Restavit 25mg nocte',
      'Doxylamine 25 mg nocte',
      'Doxylamine',
      'Trouble sleeping (short-term) or nausea in pregnancy',
    ],
    [
      'Riamet 4 tablets BD',
      'Artemether + lumefantrine 20/120 mg 4 tablets BD',
      'Artemether + Lumefantrine',
      'Malaria (treatment)',
    ],
    [
      'Primacin 30mg daily',
      'Primaquine 30 mg daily',
      'Primaquine',
      'Malaria (prevents it coming back)',
    ],
    [
      'Temodal 140mg daily',
      'Temozolomide 140 mg daily',
      'Temozolomide',
      'Brain tumour (chemotherapy)',
    ],
    [
      'Uptravi 200 microgram BD',
      'Selexipag 200 microgram BD',
      'Selexipag',
      'Pulmonary arterial hypertension (high blood pressure in the lungs)',
    ],
    [
      'Skyrizi 150mg subcut every 12 weeks',
      'Risankizumab 150 mg subcut every 12 weeks',
      'Risankizumab',
      "Psoriasis or Crohn's disease (autoimmune)",
    ],
    [
      'Elevit 1 tablet daily',
      'Pregnancy multivitamin 1 tablet daily',
      'Pregnancy multivitamin',
      'Vitamin and mineral supplement for pregnancy and breastfeeding',
    ],
    [
      'Rifinah 300/150 2 tablets daily',
      'Rifampicin + isoniazid 300/150 mg 2 tablets daily',
      'Rifampicin + Isoniazid',
      'Tuberculosis (TB)',
    ],
    [
      'Calcium Resonium 15g daily',
      'Calcium polystyrene sulfonate 15 g daily',
      'Calcium polystyrene sulfonate',
      'High potassium',
    ],
    [
      'Dupixent 300mg subcut fortnightly',
      'Dupilumab 300 mg subcut every 2 weeks',
      'Dupilumab',
      'Severe eczema or severe asthma',
    ],
    [
      'Otezla 30mg BD',
      'Apremilast 30 mg BD',
      'Apremilast',
      'Psoriasis or psoriatic arthritis (autoimmune)',
    ],
    [
      'Firazyr 30mg subcut PRN',
      'Icatibant 30 mg subcut PRN',
      'Icatibant',
      'Hereditary angioedema attack (swelling)',
    ],
    [
      'Xeloda 1500mg BD',
      'Capecitabine 1500 mg BD',
      'Capecitabine',
      'Bowel or breast cancer (chemotherapy tablets)',
    ],
    [
      'Cayston 75mg inhaled TDS',
      'Aztreonam 75 mg inhaled TDS',
      'Aztreonam',
      'Lung infection in cystic fibrosis (inhaled antibiotic)',
    ],
  ])('%s = %s', (admission, discharge, name, indication) => {
    const r = reconcile({ admissionOrders: admission, dischargeOrders: discharge });
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.name.startsWith(name)).toBe(true);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.medications[0]!.indication).toBe(indication);
  });
});
