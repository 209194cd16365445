import { describe, expect, it } from 'vitest';
import { lookupMedicine } from './index';

const read = (text: string) => {
  const r = lookupMedicine(text);
  return (
    r && {
      id: r.medicine.id,
      by: r.matchedBy,
      brand: r.brand,
      qualifiers: r.qualifiers,
      salt: r.salt,
      rest: r.rest,
      warning: r.warning,
    }
  );
};

describe('lookupMedicine: misspellings', () => {
  it.each([
    ['Atorvastatn 40mg nocte', 'atorvastatin', 'Atorvastatn', 'Atorvastatin'],
    ['Amlodipene 5 mg mane', 'amlodipine', 'Amlodipene', 'Amlodipine'],
    ['Metformn 500 mg BD', 'metformin', 'Metformn', 'Metformin'],
    ['Paracetomol 1 g QID', 'paracetamol', 'Paracetomol', 'Paracetamol'],
    ['Pantoprazol 40 mg daily', 'pantoprazole', 'Pantoprazol', 'Pantoprazole'],
    ['Perindorpil 5 mg mane', 'perindopril', 'Perindorpil', 'Perindopril'],
    ['Frusimide 40 mg mane', 'furosemide', 'Frusimide', 'Frusemide'],
    ['Seretdie MDI 2 puffs BD', 'fluticasone+salmeterol', 'Seretdie MDI', 'Seretide MDI'],
    ['Seretdie 2 puffs BD', 'fluticasone+salmeterol', 'Seretdie', 'Seretide'],
    ['Insulin glargene 20 units', 'insulin glargine', 'Insulin glargene', 'Insulin glargine'],
  ])('%s is read as %s with a warning', (text, id, written, as) => {
    const r = read(text)!;
    expect(r.id).toBe(id);
    expect(r.by).toBe('fuzzy');
    expect(r.warning).toBe(`"${written}" read as ${as} (check spelling)`);
  });

  it('never re-reads a word that is exactly another medicine', () => {
    expect(read('Prednisone 5 mg')?.id).toBe('prednisone');
    expect(read('Estriol cream')?.id).toBe('estriol');
    expect(read('Nimodipine 60 mg')?.id).toBe('nimodipine');
    expect(read('Hydroxyzine 25 mg')?.id).toBe('hydroxyzine');
  });

  it('does not guess for short words, far-off words or words two medicines are equally close to', () => {
    expect(read('Lasx 40 mg')).toBeNull();
    expect(read('Atorvstttn 40 mg')).toBeNull();
    expect(read('Vitamin F 500 IU')).toBeNull();
    expect(read('Zyxamol 500 mg')).toBeNull();
  });
});

describe('lookupMedicine: words that are not medicines', () => {
  it.each([
    'Nil',
    'NKDA',
    'Allergies: penicillin (rash)',
    'Discharge medications',
    'DISCHARGE MEDICATIONS',
    'Regular medications:',
    'PRN:',
    'When required',
    'Ceased:',
    'Stopped medications',
    'Withheld:',
    'tablet',
    'Tablets',
    'daily',
    'mane',
    'nocte',
    'Dr M. Lee (HMO) pager 4421',
    'Prescriber: Dr K. Patel (GP)',
    'Page 1 of 1',
    'Medication\tDose\tRoute\tFrequency\tIndication',
    'Drug\tDose\tRoute\tFreq',
    'Continue:',
    'MEDICATION HISTORY - obtained from patient & GP letter 03/02/2025',
    'Admission meds (pre-op):',
    'Ceased/withheld:',
    '',
    '   ',
    '1.',
    '- ',
    'Regularly',
    'Medicatoin list',
    'Discharhe medications',
    'Allergys',
    'Presciber',
    'Pharmacist reviewed',
    'Weight 72 kg',
    'Ability to self-administer',
    'Program review',
    'Singular dose',
    'Enabled',
    'Augmented care',
    'Normalize',
    'Glyceryl 5 mg',
  ])('%j is not a medicine', (text) => {
    expect(lookupMedicine(text)).toBeNull();
  });
});

describe('lookupMedicine: the rest of the line, salts and release forms', () => {
  it('reports the longest brand and its release form', () => {
    expect(read('Panadol Osteo 665mg 2 tabs TDS')).toMatchObject({
      id: 'paracetamol',
      brand: 'Panadol Osteo',
      qualifiers: ['modified release'],
      rest: '665mg 2 tabs TDS',
    });
    expect(read('Panadol 500 mg')).toMatchObject({ brand: 'Panadol', qualifiers: [] });
    expect(read('Augmentin Duo Forte 1 tab BD')).toMatchObject({
      id: 'amoxicillin+clavulanic acid',
      brand: 'Augmentin Duo Forte',
      rest: '1 tab BD',
    });
    expect(read('Diamicron MR 60mg mane')).toMatchObject({
      id: 'gliclazide',
      qualifiers: ['modified release'],
      rest: '60mg mane',
    });
    expect(read('OxyContin 20 mg BD')).toMatchObject({
      id: 'oxycodone',
      qualifiers: ['modified release'],
    });
    expect(read('Epilim EC 500mg BD')).toMatchObject({
      id: 'valproate',
      qualifiers: ['enteric coated'],
    });
  });

  it.each([
    ['Metformin XR 1 g with evening meal', '1 g with evening meal'],
    ['Diltiazem CD 180mg mane', '180mg mane'],
    ['Gliclazide MR - ceased (recurrent hypoglycaemia)', '- ceased (recurrent hypoglycaemia)'],
    ['Oxycodone 10 mg CR BD', '10 mg BD'],
    ['Nifedipine 30 mg modified release tablet daily', '30 mg tablet daily'],
    ['Paracetamol osteo 665 mg', '665 mg'],
    ['Quetiapine slow release 50 mg', '50 mg'],
    ['Morphine S/R 10 mg', '10 mg'],
  ])('%s: modified release, rest %j', (text, rest) => {
    expect(read(text)).toMatchObject({ qualifiers: ['modified release'], rest });
  });

  it('does not take release words from brackets or later clauses', () => {
    expect(read('Tramadol 50 mg QID (was SR)')).toMatchObject({
      qualifiers: [],
      rest: '50 mg QID (was SR)',
    });
    expect(read('Metoprolol 25 mg BD - changed from CR')).toMatchObject({
      qualifiers: [],
      rest: '25 mg BD - changed from CR',
    });
  });

  it('reports no release form for medicines that only come as modified release', () => {
    expect(read('Imdur 60 mg mane')).toMatchObject({
      id: 'isosorbide mononitrate',
      qualifiers: [],
    });
    expect(read('ISMN SR 60 mg mane')).toMatchObject({
      id: 'isosorbide mononitrate',
      qualifiers: [],
      rest: '60 mg mane',
    });
    expect(read('Targin 10/5 mg BD')).toMatchObject({ qualifiers: [] });
  });

  it('strips and reports salts, keeping potassium chloride and sodium valproate whole', () => {
    expect(read('Amlodipine besylate 5 mg')).toMatchObject({
      id: 'amlodipine',
      salt: 'besylate',
      rest: '5 mg',
    });
    expect(read('Levothyroxine sodium 100 microgram mane')).toMatchObject({
      id: 'levothyroxine',
      salt: 'sodium',
      rest: '100 microgram mane',
    });
    expect(read('Perindopril arginine 5mg mane')).toMatchObject({
      id: 'perindopril',
      salt: 'arginine',
    });
    expect(read('Doxycycline hyclate 100 mg')).toMatchObject({
      id: 'doxycycline',
      salt: 'hyclate',
    });
    expect(read('Potassium chloride 600 mg')).toMatchObject({
      id: 'potassium chloride',
      salt: undefined,
    });
    expect(read('Sodium valproate 500 mg')).toMatchObject({ id: 'valproate', salt: undefined });
    expect(read('Calcium carbonate 600 mg')).toMatchObject({ id: 'calcium', salt: 'carbonate' });
    expect(read('Hyoscine butylbromide 20 mg')).toMatchObject({
      id: 'hyoscine butylbromide',
      salt: undefined,
    });
  });

  it('keeps brackets that are not the name, and tabs between columns', () => {
    expect(read('Metformin - ceased (AKI)')?.rest).toBe('- ceased (AKI)');
    expect(read('Amlodipine 5 mg daily (for BP)')?.rest).toBe('5 mg daily (for BP)');
    expect(read('Rosuvastatin (Crestor)\t20 mg\tPO\tnocte')).toMatchObject({
      brand: 'Crestor',
      rest: '20 mg\tPO\tnocte',
    });
    expect(read('Inj. enoxaparin 40 mg subcut daily')).toMatchObject({
      id: 'enoxaparin',
      rest: 'Inj 40 mg subcut daily',
    });
  });

  it('skips one form, route or status word before the name and keeps it in the rest', () => {
    expect(read('Regular paracetamol 1 g QID')).toMatchObject({
      id: 'paracetamol',
      rest: 'Regular 1 g QID',
    });
    expect(read('Ceased: aspirin (bleeding)')).toMatchObject({
      id: 'aspirin',
      rest: 'Ceased (bleeding)',
    });
    expect(read('IV ceftriaxone 1 g daily')).toMatchObject({
      id: 'ceftriaxone',
      rest: 'IV 1 g daily',
    });
    expect(read('Tab. Metformin 500mg')).toMatchObject({ id: 'metformin', rest: 'Tab 500mg' });
    expect(read('Ceased medications')).toBeNull();
  });

  it('reads a combination written with a strength after each ingredient', () => {
    expect(read('Paracetamol 500mg/codeine 30mg 2 tabs')).toMatchObject({
      id: 'paracetamol+codeine',
      rest: '500mg/30mg 2 tabs',
    });
  });
});

describe('lookupMedicine: brands in brackets', () => {
  it('takes the brand from a bracket anywhere after the name', () => {
    expect(read('Apixaban (Eliquis) 5 mg BD')).toMatchObject({
      id: 'apixaban',
      brand: 'Eliquis',
      rest: '5 mg BD',
    });
    expect(read('Paracetamol 665mg 2 tabs TDS (Panadol Osteo)')).toMatchObject({
      brand: 'Panadol Osteo',
      qualifiers: ['modified release'],
      rest: '665mg 2 tabs TDS',
    });
    expect(read('Metoprolol succinate CR (Toprol-XL) 95 mg mane')).toMatchObject({
      brand: 'Toprol-XL',
      salt: 'succinate',
      rest: '95 mg mane',
    });
    expect(read('Tramadol SR (Tramal SR)\t100 mg')).toMatchObject({
      brand: 'Tramal SR',
      qualifiers: ['modified release'],
      rest: '100 mg',
    });
  });

  it('does not take a brand mentioned inside a longer bracket', () => {
    expect(
      read('Paracetamol 500mg 2 tabs PRN (max 1g/day in addition to Panadol Osteo)'),
    ).toMatchObject({ brand: undefined, qualifiers: [] });
  });

  it('reads a part-name with the combination brand in brackets as the combination', () => {
    expect(read('Oxycodone (Targin) 10/5 mg BD')).toMatchObject({
      id: 'oxycodone+naloxone',
      by: 'brand',
      brand: 'Targin',
      rest: '10/5 mg BD',
    });
  });

  it('warns when the bracket names a different medicine', () => {
    const r = read('Atorvastatin (Crestor) 20 mg')!;
    expect(r.id).toBe('atorvastatin');
    expect(r.warning).toBe('"(Crestor)" is Rosuvastatin, not Atorvastatin (check)');
    expect(r.rest).toBe('(Crestor) 20 mg');
  });

  it('falls back to the bracket when the leading words are unknown', () => {
    const r = read('Xyzamol (Lipitor) 40mg')!;
    expect(r).toMatchObject({ id: 'atorvastatin', brand: 'Lipitor', rest: '40mg' });
    expect(r.warning).toContain('"Xyzamol" not recognised');
  });
});

describe('lookupMedicine: combinations written out', () => {
  it.each([
    ['perindopril/amlodipine 5/5 mg', 'perindopril+amlodipine', '5/5 mg'],
    [
      'Perindopril arginine/indapamide 5 mg/1.25 mg mane',
      'perindopril+indapamide',
      '5 mg/1.25 mg mane',
    ],
    ['paracetamol + codeine 500/30 mg', 'paracetamol+codeine', '500/30 mg'],
    ['Codeine/paracetamol 30/500', 'paracetamol+codeine', '30/500'],
    ['Levodopa and carbidopa 100/25', 'levodopa+carbidopa', '100/25'],
    ['Paracetamol with codeine 2 tabs', 'paracetamol+codeine', '2 tabs'],
    ['Amlodipine-atorvastatin 5/40', 'amlodipine+atorvastatin', '5/40'],
    ['Sitagliptin & metformin 50/1000', 'sitagliptin+metformin', '50/1000'],
    ['Budesonide/eformoterol (Symbicort Turbuhaler) 200/6', 'budesonide+formoterol', '200/6'],
    [
      'Fluticasone furoate/umeclidinium/vilanterol 100/62.5/25',
      'fluticasone furoate+umeclidinium+vilanterol',
      '100/62.5/25',
    ],
    ['Fluticasone/vilanterol 100/25', 'fluticasone furoate+vilanterol', '100/25'],
    ['Amoxicillin/clavulanate 875/125', 'amoxicillin+clavulanic acid', '875/125'],
    [
      'amoxicillin 875 mg/clavulanic acid 125 mg 1 tab BD',
      'amoxicillin+clavulanic acid',
      '875 mg/125 mg 1 tab BD',
    ],
    ['Sulfamethoxazole/trimethoprim 800/160', 'trimethoprim+sulfamethoxazole', '800/160'],
    ['Calcium + vitamin D 600 mg/400 IU', 'calcium+colecalciferol', '600 mg/400 IU'],
  ])('%s is %s', (text, id, rest) => {
    expect(read(text)).toMatchObject({ id, by: 'combination', rest });
  });

  it('does not join words that only follow the name', () => {
    expect(read('Metformin with evening meal')).toMatchObject({
      id: 'metformin',
      rest: 'with evening meal',
    });
    expect(read('Entacapone 200 mg with each Madopar dose')).toMatchObject({
      id: 'entacapone',
      rest: '200 mg with each Madopar dose',
    });
  });

  it('reads a written combination that is not a known product as no medicine, not as its first part', () => {
    expect(read('Warfarin/aspirin 5/100')).toBeNull();
    expect(read('Atorvastatin + metoprolol')).toBeNull();
    expect(read('Atorvastatin and metoprolol')).toMatchObject({
      id: 'atorvastatin',
      rest: 'and metoprolol',
    });
  });
});

describe('lookupMedicine: usual indication for the order', () => {
  it('follows the brand or the route when they change the use', () => {
    expect(lookupMedicine('Prolia 60 mg')?.indication).toBe('Osteoporosis (bone strength)');
    expect(lookupMedicine('Xgeva 120 mg')?.indication).toBe('Protect bones from cancer spread');
    expect(lookupMedicine('Mometasone 50 microgram nasal spray')?.indication).toBe(
      'Hay fever or blocked nose',
    );
    expect(lookupMedicine('Mometasone 0.1% cream')?.indication).toBe(
      'Skin inflammation (eczema or dermatitis)',
    );
    expect(lookupMedicine('Prednisolone 1% eye drops')?.indication).toBe('Eye inflammation');
    expect(lookupMedicine('Prednisolone 25 mg mane')?.indication).toBe(
      'Reduces inflammation (steroid)',
    );
    expect(lookupMedicine('Tacrolimus 1 mg BD')?.indication).toBe(
      'Prevent organ transplant rejection',
    );
    expect(lookupMedicine('Tacrolimus 0.1% ointment')?.indication).toBe(
      'Eczema (skin inflammation)',
    );
  });
});
