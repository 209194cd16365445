import { describe, expect, it } from 'vitest';
import { lookupMedicine } from './index';

const idOf = (text: string) => lookupMedicine(text)?.medicine.id ?? null;

describe('lookupMedicine: the contract examples', () => {
  it.each([
    ['Lipitor', 'atorvastatin', 'brand'],
    ['Panadol', 'paracetamol', 'brand'],
    ['Coversyl', 'perindopril', 'brand'],
    ['Somac', 'pantoprazole', 'brand'],
    ['Lasix', 'furosemide', 'brand'],
    ['Ventolin', 'salbutamol', 'brand'],
    ['Optisulin', 'insulin glargine', 'brand'],
    ['frusemide', 'furosemide', 'former'],
    ['thyroxine', 'levothyroxine', 'former'],
    ['amoxycillin', 'amoxicillin', 'former'],
    ['cephalexin', 'cefalexin', 'former'],
    ['lignocaine', 'lidocaine', 'former'],
    ['sulphasalazine', 'sulfasalazine', 'former'],
    ['GTN', 'glyceryl trinitrate', 'abbreviation'],
    ['glyceryl trinitrate', 'glyceryl trinitrate', 'generic'],
    ['acetaminophen', 'paracetamol', 'international'],
    ['albuterol', 'salbutamol', 'international'],
  ])('%s is %s (%s)', (text, id, by) => {
    const r = lookupMedicine(`${text} 1 tablet daily`);
    expect(r?.medicine.id).toBe(id);
    expect(r?.matchedBy).toBe(by);
    expect(r?.rest).toBe('1 tablet daily');
  });

  it('reads metoprolol tartrate and metoprolol succinate CR as one ingredient, reporting salt and release form', () => {
    const ir = lookupMedicine('Metoprolol tartrate 50mg BD')!;
    const cr = lookupMedicine('metoprolol succinate CR 47.5 mg daily')!;
    expect(ir.medicine).toBe(cr.medicine);
    expect([ir.salt, ir.qualifiers, ir.rest]).toEqual(['tartrate', [], '50mg BD']);
    expect([cr.salt, cr.qualifiers, cr.rest]).toEqual(['succinate', ['modified release'], '47.5 mg daily']);
  });

  it('is case-insensitive', () => {
    expect(idOf('APIXABAN 5MG BD')).toBe('apixaban');
    expect(idOf('novorapid 4 units')).toBe('insulin aspart');
    expect(lookupMedicine('PANADOL OSTEO 665 mg')?.brand).toBe('Panadol Osteo');
  });
});

// A sample of brands and old or international names across every therapeutic area.
const SAMPLE: Array<[string, string]> = [
  ['Norvasc', 'amlodipine'], ['Tritace', 'ramipril'], ['Ramace', 'ramipril'], ['Renitec', 'enalapril'], ['Zestril', 'lisinopril'],
  ['Atacand', 'candesartan'], ['Avapro', 'irbesartan'], ['Karvea', 'irbesartan'], ['Micardis', 'telmisartan'], ['Diovan', 'valsartan'],
  ['Cozaar', 'losartan'], ['Olmetec', 'olmesartan'], ['Coversyl Plus', 'perindopril+indapamide'], ['Reaptan', 'perindopril+amlodipine'],
  ['Exforge', 'amlodipine+valsartan'], ['Exforge HCT', 'amlodipine+valsartan+hydrochlorothiazide'], ['Caduet', 'amlodipine+atorvastatin'],
  ['Avapro HCT', 'irbesartan+hydrochlorothiazide'], ['Atacand Plus', 'candesartan+hydrochlorothiazide'], ['Twynsta', 'telmisartan+amlodipine'],
  ['Sevikar HCT', 'olmesartan+amlodipine+hydrochlorothiazide'], ['Bicor', 'bisoprolol'], ['Betaloc', 'metoprolol'], ['Toprol-XL', 'metoprolol'],
  ['Noten', 'atenolol'], ['Dilatrend', 'carvedilol'], ['Nebilet', 'nebivolol'], ['Sotacor', 'sotalol'], ['Cardizem CD', 'diltiazem'],
  ['Isoptin SR', 'verapamil'], ['Plendil ER', 'felodipine'], ['Adalat Oros', 'nifedipine'], ['Zanidip', 'lercanidipine'], ['Urex', 'furosemide'],
  ['Aldactone', 'spironolactone'], ['Inspra', 'eplerenone'], ['Natrilix SR', 'indapamide'], ['Minipress', 'prazosin'], ['Catapres', 'clonidine'],
  ['Crestor', 'rosuvastatin'], ['Zocor', 'simvastatin'], ['Lipex', 'simvastatin'], ['Pravachol', 'pravastatin'], ['Ezetrol', 'ezetimibe'],
  ['Vytorin', 'ezetimibe+simvastatin'], ['Atozet', 'ezetimibe+atorvastatin'], ['Lipidil', 'fenofibrate'], ['Repatha', 'evolocumab'],
  ['Imdur', 'isosorbide mononitrate'], ['ISMN', 'isosorbide mononitrate'], ['Nitrolingual Pumpspray', 'glyceryl trinitrate'],
  ['Transiderm-Nitro', 'glyceryl trinitrate'], ['Anginine', 'glyceryl trinitrate'], ['Cordarone X', 'amiodarone'], ['Lanoxin PG', 'digoxin'],
  ['Chlorvescent', 'potassium chloride+potassium bicarbonate'], ['Ranexa', 'ranolazine'], ['Cordarone', 'amiodarone'], ['Flomax', 'tamsulosin'],
  ['Uloric', 'febuxostat'], ['Lyrinel XR', 'oxybutynin'], ['Xigduo', 'dapagliflozin+metformin'], ['Humalog Mix', 'insulin lispro+insulin lispro protamine'],
  ['Tambocor', 'flecainide'], ['Entresto', 'sacubitril+valsartan'], ['Coralan', 'ivabradine'], ['Eliquis', 'apixaban'], ['Xarelto', 'rivaroxaban'],
  ['Pradaxa', 'dabigatran'], ['Marevan', 'warfarin'], ['Coumadin', 'warfarin'], ['Clexane', 'enoxaparin'], ['Fragmin', 'dalteparin'],
  ['Cartia', 'aspirin'], ['Astrix', 'aspirin'], ['Plavix', 'clopidogrel'], ['Iscover', 'clopidogrel'], ['DuoCover', 'aspirin+clopidogrel'],
  ['Brilinta', 'ticagrelor'], ['Effient', 'prasugrel'], ['Asasantin SR', 'aspirin+dipyridamole'], ['Ferro-grad C', 'ferrous sulfate+ascorbic acid'],
  ['Ferro-Gradumet', 'ferrous sulfate'], ['Maltofer', 'iron polymaltose'], ['Ferinject', 'ferric carboxymaltose'], ['Ferro-Tab', 'ferrous fumarate'],
  ['Diabex', 'metformin'], ['Diaformin XR', 'metformin'], ['Diamicron MR', 'gliclazide'], ['Januvia', 'sitagliptin'],
  ['Janumet', 'sitagliptin+metformin'], ['Jardiance', 'empagliflozin'], ['Jardiamet', 'empagliflozin+metformin'], ['Forxiga', 'dapagliflozin'],
  ['Xigduo XR', 'dapagliflozin+metformin'], ['Trajenta', 'linagliptin'], ['Ozempic', 'semaglutide'], ['Trulicity', 'dulaglutide'],
  ['Lantus', 'insulin glargine'], ['Toujeo', 'insulin glargine'], ['Basaglar', 'insulin glargine'], ['Levemir', 'insulin detemir'],
  ['Tresiba', 'insulin degludec'], ['NovoRapid', 'insulin aspart'], ['Fiasp', 'insulin aspart'], ['Humalog', 'insulin lispro'], ['Apidra', 'insulin glulisine'],
  ['Actrapid', 'insulin neutral'], ['Protaphane', 'insulin isophane'], ['Humulin NPH', 'insulin isophane'],
  ['Mixtard 30/70', 'insulin neutral+insulin isophane'], ['NovoMix 30', 'insulin aspart+insulin aspart protamine'],
  ['Humalog Mix25', 'insulin lispro+insulin lispro protamine'], ['Ryzodeg 70/30', 'insulin degludec+insulin aspart'],
  ['Asmol', 'salbutamol'], ['Bricanyl', 'terbutaline'], ['Atrovent', 'ipratropium'], ['Qvar', 'beclometasone'], ['Pulmicort', 'budesonide'],
  ['Flixotide', 'fluticasone'], ['Seretide Accuhaler', 'fluticasone+salmeterol'], ['Symbicort Rapihaler', 'budesonide+formoterol'],
  ['Breo Ellipta', 'fluticasone furoate+vilanterol'], ['Spiriva Respimat', 'tiotropium'], ['Trelegy Ellipta', 'fluticasone furoate+umeclidinium+vilanterol'],
  ['Anoro Ellipta', 'umeclidinium+vilanterol'], ['Spiolto Respimat', 'tiotropium+olodaterol'], ['Ultibro Breezhaler', 'glycopyrronium+indacaterol'],
  ['Incruse Ellipta', 'umeclidinium'], ['eformoterol', 'formoterol'], ['Singulair', 'montelukast'], ['Zyrtec', 'cetirizine'], ['Claratyne', 'loratadine'],
  ['Telfast', 'fexofenadine'], ['EpiPen', 'adrenaline'], ['epinephrine', 'adrenaline'], ['Nexium', 'esomeprazole'], ['Losec', 'omeprazole'],
  ['Pariet', 'rabeprazole'], ['Pepcid', 'famotidine'], ['Zofran', 'ondansetron'], ['Maxolon', 'metoclopramide'], ['Stemetil', 'prochlorperazine'],
  ['Buscopan', 'hyoscine butylbromide'], ['Movicol', 'macrogol'], ['Osmolax', 'macrogol'], ['Coloxyl', 'docusate'], ['Senokot', 'sennosides'],
  ['Coloxyl with Senna', 'docusate+sennosides'], ['Dulcolax', 'bisacodyl'], ['Dulcolax SP Drops', 'sodium picosulfate'], ['Duphalac', 'lactulose'],
  ['Microlax', 'sodium citrate+sodium lauryl sulfoacetate+sorbitol'], ['Metamucil', 'psyllium'], ['Panamax', 'paracetamol'],
  ['Panadeine Forte', 'paracetamol+codeine'], ['Maxigesic', 'paracetamol+ibuprofen'], ['Nurofen', 'ibuprofen'], ['Nurofen Plus', 'ibuprofen+codeine'],
  ['Naprosyn', 'naproxen'], ['Voltaren', 'diclofenac'], ['Mobic', 'meloxicam'], ['Celebrex', 'celecoxib'], ['indomethacin', 'indometacin'],
  ['Endone', 'oxycodone'], ['OxyNorm', 'oxycodone'], ['OxyContin', 'oxycodone'], ['Targin', 'oxycodone+naloxone'], ['MS Contin', 'morphine'],
  ['Kapanol', 'morphine'], ['Dilaudid', 'hydromorphone'], ['Palexia SR', 'tapentadol'], ['Tramal', 'tramadol'], ['Norspan', 'buprenorphine'],
  ['Durogesic', 'fentanyl'], ['meperidine', 'pethidine'], ['Xylocaine', 'lidocaine'], ['Amoxil', 'amoxicillin'], ['Augmentin Duo', 'amoxicillin+clavulanic acid'],
  ['co-amoxiclav', 'amoxicillin+clavulanic acid'], ['Staphylex', 'flucloxacillin'], ['Keflex', 'cefalexin'], ['Rocephin', 'ceftriaxone'],
  ['cephazolin', 'cefazolin'], ['Doryx', 'doxycycline'], ['Klacid', 'clarithromycin'], ['Zithromax', 'azithromycin'], ['Rulide', 'roxithromycin'],
  ['Bactrim', 'trimethoprim+sulfamethoxazole'], ['co-trimoxazole', 'trimethoprim+sulfamethoxazole'], ['Macrodantin', 'nitrofurantoin'],
  ['Ciproxin', 'ciprofloxacin'], ['Flagyl', 'metronidazole'], ['rifampin', 'rifampicin'], ['Zovirax', 'aciclovir'], ['Valtrex', 'valaciclovir'],
  ['Tamiflu', 'oseltamivir'], ['Paxlovid', 'nirmatrelvir+ritonavir'], ['Diflucan', 'fluconazole'], ['Nilstat', 'nystatin'], ['Lamisil', 'terbinafine'],
  ['Zoloft', 'sertraline'], ['Lexapro', 'escitalopram'], ['Cipramil', 'citalopram'], ['Lovan', 'fluoxetine'], ['Efexor-XR', 'venlafaxine'],
  ['Pristiq', 'desvenlafaxine'], ['Cymbalta', 'duloxetine'], ['Avanza', 'mirtazapine'], ['Endep', 'amitriptyline'], ['dothiepin', 'dosulepin'],
  ['Seroquel', 'quetiapine'], ['Zyprexa', 'olanzapine'], ['Risperdal', 'risperidone'], ['Abilify', 'aripiprazole'], ['Clozaril', 'clozapine'],
  ['Lithicarb', 'lithium'], ['Valium', 'diazepam'], ['Serepax', 'oxazepam'], ['Normison', 'temazepam'], ['Stilnox', 'zolpidem'], ['Imovane', 'zopiclone'],
  ['Circadin', 'melatonin'], ['Ritalin', 'methylphenidate'], ['dexamphetamine', 'dexamfetamine'], ['Keppra', 'levetiracetam'], ['Epilim', 'valproate'],
  ['valproic acid', 'valproate'], ['Tegretol', 'carbamazepine'], ['Dilantin', 'phenytoin'], ['Lamictal', 'lamotrigine'], ['phenobarbitone', 'phenobarbital'],
  ['Lyrica', 'pregabalin'], ['Neurontin', 'gabapentin'], ['Sinemet', 'levodopa+carbidopa'], ['Madopar', 'levodopa+benserazide'],
  ['Stalevo', 'levodopa+carbidopa+entacapone'], ['Sifrol', 'pramipexole'], ['Aricept', 'donepezil'], ['Exelon', 'rivastigmine'], ['Ebixa', 'memantine'],
  ['Oroxine', 'levothyroxine'], ['Eutroxsig', 'levothyroxine'], ['Neo-Mercazole', 'carbimazole'], ['Panafcortelone', 'prednisolone'],
  ['Solone', 'prednisolone'], ['Dexmethsone', 'dexamethasone'], ['Hysone', 'hydrocortisone'], ['Florinef', 'fludrocortisone'], ['Fosamax', 'alendronate'],
  ['alendronic acid', 'alendronate'], ['Fosamax Plus', 'alendronate+colecalciferol'], ['Actonel', 'risedronate'], ['Aclasta', 'zoledronic acid'],
  ['Prolia', 'denosumab'], ['Xgeva', 'denosumab'], ['Rocaltrol', 'calcitriol'], ['Estradot', 'estradiol'], ['oestradiol', 'estradiol'],
  ['Flomaxtra', 'tamsulosin'], ['Duodart', 'dutasteride+tamsulosin'], ['Proscar', 'finasteride'], ['Ditropan', 'oxybutynin'], ['Vesicare', 'solifenacin'],
  ['Betmiga', 'mirabegron'], ['Zyloprim', 'allopurinol'], ['Progout', 'allopurinol'], ['Colgout', 'colchicine'], ['Adenuric', 'febuxostat'],
  ['Methoblastin', 'methotrexate'], ['MTX', 'methotrexate'], ['Plaquenil', 'hydroxychloroquine'], ['Salazopyrin EN', 'sulfasalazine'], ['Arava', 'leflunomide'],
  ['Imuran', 'azathioprine'], ['Humira', 'adalimumab'], ['CellCept', 'mycophenolate'], ['Prograf', 'tacrolimus'], ['Neoral', 'ciclosporin'],
  ['cyclosporin', 'ciclosporin'], ['Nolvadex', 'tamoxifen'], ['Arimidex', 'anastrozole'], ['Femara', 'letrozole'], ['Xalatan', 'latanoprost'],
  ['Xalacom', 'latanoprost+timolol'], ['Timoptol', 'timolol'], ['Lumigan', 'bimatoprost'], ['Cosopt', 'dorzolamide+timolol'], ['Chlorsig', 'chloramphenicol'],
  ['Pred Forte', 'prednisolone'], ['Diprosone', 'betamethasone'], ['Advantan', 'methylprednisolone'], ['Caltrate', 'calcium'], ['Ostelin', 'colecalciferol'],
  ['cholecalciferol', 'colecalciferol'], ['Slow-K', 'potassium chloride'], ['Span-K', 'potassium chloride'], ['KCl', 'potassium chloride'],
  ['Magmin', 'magnesium'], ['Betamin', 'thiamine'], ['Neo-B12', 'hydroxocobalamin'], ['Megafol', 'folic acid'], ["Hartmann's", 'compound sodium lactate'],
  ['normal saline', 'sodium chloride'], ['HCTZ', 'hydrochlorothiazide'], ['Champix', 'varenicline'], ['Campral', 'acamprosate'],
];

describe('lookupMedicine: brands and old or international names', () => {
  it('has a sample of at least 150', () => expect(SAMPLE.length).toBeGreaterThanOrEqual(150));
  it.each(SAMPLE)('%s is %s', (text, id) => {
    expect(idOf(`${text} as directed`)).toBe(id);
  });
});
