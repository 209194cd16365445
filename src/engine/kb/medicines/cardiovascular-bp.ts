/** Blood pressure medicines: ACE inhibitors, sartans, calcium channel blockers, beta blockers, diuretics. */
import { group, type MedicineData } from './types';

const BP = 'High blood pressure';
const ACE = 'High blood pressure or heart protection';
const FLUID = 'Fluid build-up (swelling or heart failure)';

export const cardiovascularBp: MedicineData[] = [
  ...group('ACE inhibitor', [
    { id: 'perindopril', brands: ['Coversyl'], forms: ['tablet'], indication: ACE },
    {
      id: 'ramipril',
      brands: ['Tritace', 'Ramace'],
      forms: ['capsule', 'tablet'],
      indication: ACE,
    },
    { id: 'enalapril', brands: ['Renitec'], forms: ['tablet'], indication: ACE },
    { id: 'lisinopril', brands: ['Zestril', 'Prinivil'], forms: ['tablet'], indication: ACE },
    { id: 'trandolapril', brands: ['Gopten'], forms: ['capsule'], indication: ACE },
    { id: 'captopril', brands: ['Capoten'], forms: ['tablet', 'oral liquid'], indication: BP },
    { id: 'quinapril', brands: ['Accupril'], forms: ['tablet'], indication: BP },
    { id: 'fosinopril', brands: ['Monopril'], forms: ['tablet'], indication: BP },
  ]),
  ...group('Angiotensin receptor blocker (sartan)', [
    { id: 'candesartan', brands: ['Atacand', 'Adesan'], forms: ['tablet'], indication: BP },
    { id: 'irbesartan', brands: ['Avapro', 'Karvea'], forms: ['tablet'], indication: BP },
    { id: 'telmisartan', brands: ['Micardis'], forms: ['tablet'], indication: BP },
    { id: 'valsartan', brands: ['Diovan'], forms: ['tablet'], indication: BP },
    { id: 'losartan', brands: ['Cozaar'], forms: ['tablet'], indication: BP },
    { id: 'olmesartan', brands: ['Olmetec', 'Benicar'], forms: ['tablet'], indication: BP },
    { id: 'eprosartan', brands: ['Teveten'], forms: ['tablet'], indication: BP },
  ]),
  ...group('Blood pressure combination', [
    { id: 'perindopril+indapamide', brands: ['Coversyl Plus'], forms: ['tablet'], indication: BP },
    {
      id: 'perindopril+amlodipine',
      brands: ['Coveram', 'Reaptan'],
      forms: ['tablet'],
      indication: BP,
    },
    {
      id: 'enalapril+hydrochlorothiazide',
      brands: ['Renitec Plus'],
      forms: ['tablet'],
      indication: BP,
    },
    {
      id: 'quinapril+hydrochlorothiazide',
      brands: ['Accuretic'],
      forms: ['tablet'],
      indication: BP,
    },
    {
      id: 'fosinopril+hydrochlorothiazide',
      brands: ['Monoplus'],
      forms: ['tablet'],
      indication: BP,
    },
    { id: 'trandolapril+verapamil', brands: ['Tarka'], forms: ['tablet'], indication: BP },
    {
      id: 'candesartan+hydrochlorothiazide',
      brands: ['Atacand Plus'],
      forms: ['tablet'],
      indication: BP,
    },
    {
      id: 'irbesartan+hydrochlorothiazide',
      brands: ['Avapro HCT', 'Karvezide'],
      forms: ['tablet'],
      indication: BP,
    },
    {
      id: 'telmisartan+hydrochlorothiazide',
      brands: ['Micardis Plus'],
      forms: ['tablet'],
      indication: BP,
    },
    { id: 'telmisartan+amlodipine', brands: ['Twynsta'], forms: ['tablet'], indication: BP },
    {
      id: 'valsartan+hydrochlorothiazide',
      brands: ['Co-Diovan'],
      forms: ['tablet'],
      indication: BP,
    },
    { id: 'amlodipine+valsartan', brands: ['Exforge'], forms: ['tablet'], indication: BP },
    {
      id: 'amlodipine+valsartan+hydrochlorothiazide',
      brands: ['Exforge HCT'],
      forms: ['tablet'],
      indication: BP,
    },
    { id: 'losartan+hydrochlorothiazide', brands: ['Hyzaar'], forms: ['tablet'], indication: BP },
    {
      id: 'olmesartan+hydrochlorothiazide',
      brands: ['Olmetec Plus'],
      forms: ['tablet'],
      indication: BP,
    },
    { id: 'olmesartan+amlodipine', brands: ['Sevikar'], forms: ['tablet'], indication: BP },
    {
      id: 'olmesartan+amlodipine+hydrochlorothiazide',
      brands: ['Sevikar HCT'],
      forms: ['tablet'],
      indication: BP,
    },
    { id: 'lercanidipine+enalapril', brands: ['Zan-Extra'], forms: ['tablet'], indication: BP },
    {
      id: 'amiloride+hydrochlorothiazide',
      brands: ['Moduretic'],
      forms: ['tablet'],
      indication: 'High blood pressure or fluid build-up',
    },
  ]),
  ...group('Calcium channel blocker', [
    { id: 'amlodipine', brands: ['Norvasc', 'Nordip'], forms: ['tablet'], indication: BP },
    {
      id: 'felodipine',
      brands: ['Plendil ER', 'Felodur ER'],
      forms: ['tablet'],
      indication: BP,
      alwaysMR: true,
    },
    {
      id: 'nifedipine',
      brands: ['Adalat', 'Adalat Oros', 'Adefin XL', 'Nyefax Retard'],
      forms: ['tablet', 'capsule'],
      indication: 'High blood pressure or angina',
    },
    {
      id: 'nimodipine',
      brands: ['Nimotop'],
      forms: ['tablet', 'injection'],
      indication: 'Protect the brain after a brain bleed',
    },
    { id: 'lercanidipine', brands: ['Zanidip'], forms: ['tablet'], indication: BP },
    {
      id: 'diltiazem',
      brands: ['Cardizem', 'Cardizem CD', 'Vasocardol', 'Vasocardol CD', 'Tildiem'],
      forms: ['tablet', 'capsule'],
      indication: 'High blood pressure, angina or heart rate control',
    },
    {
      id: 'verapamil',
      brands: ['Isoptin', 'Isoptin SR', 'Cordilox'],
      forms: ['tablet', 'injection'],
      indication: 'Heart rate control, blood pressure or angina',
    },
  ]),
  ...group('Beta blocker', [
    {
      id: 'metoprolol',
      brands: ['Betaloc', 'Minax', 'Lopresor', 'Toprol-XL', 'Toprol'],
      forms: ['tablet', 'injection'],
      mrSalts: ['succinate'],
      indication: 'Heart rate, angina or blood pressure',
    },
    {
      id: 'bisoprolol',
      brands: ['Bicor'],
      forms: ['tablet'],
      indication: 'Heart failure, heart rate or blood pressure',
    },
    {
      id: 'atenolol',
      brands: ['Tenormin', 'Noten'],
      forms: ['tablet'],
      indication: 'High blood pressure or heart rate',
    },
    {
      id: 'carvedilol',
      brands: ['Dilatrend', 'Kredex'],
      forms: ['tablet'],
      indication: 'Heart failure or high blood pressure',
    },
    {
      id: 'nebivolol',
      brands: ['Nebilet'],
      forms: ['tablet'],
      indication: 'Heart failure or high blood pressure',
    },
    {
      id: 'propranolol',
      brands: ['Inderal', 'Deralin'],
      forms: ['tablet'],
      // Its liver use (portal hypertension: prevents bleeding from varices) is as usual as the others in Australia.
      indication:
        'Heart rate, blood pressure, tremor, anxiety, migraine prevention or liver varices (prevents bleeding)',
    },
    {
      id: 'labetalol',
      brands: ['Trandate'],
      forms: ['tablet', 'injection'],
      indication: 'High blood pressure (including in pregnancy)',
    },
    { id: 'pindolol', brands: ['Visken'], forms: ['tablet'], indication: BP },
    {
      id: 'sotalol',
      brands: ['Sotacor'],
      forms: ['tablet'],
      indication: 'Heart rhythm (arrhythmia)',
    },
  ]),
  ...group('Diuretic', [
    {
      id: 'furosemide',
      brands: ['Lasix', 'Urex', 'Urex Forte'],
      former: ['frusemide'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: FLUID,
    },
    { id: 'bumetanide', brands: ['Burinex'], forms: ['tablet', 'injection'], indication: FLUID },
    {
      id: 'hydrochlorothiazide',
      brands: ['Dithiazide'],
      abbr: ['HCT', 'HCTZ'],
      forms: ['tablet'],
      indication: 'High blood pressure or fluid build-up',
    },
    {
      id: 'chlortalidone',
      brands: ['Hygroton'],
      former: ['chlorthalidone'],
      forms: ['tablet'],
      indication: 'High blood pressure or fluid build-up',
    },
    {
      id: 'indapamide',
      brands: ['Natrilix', 'Natrilix SR', 'Dapa-Tabs'],
      forms: ['tablet'],
      indication: BP,
    },
    { id: 'metolazone', forms: ['tablet'], indication: FLUID },
    {
      id: 'spironolactone',
      brands: ['Aldactone', 'Spiractin'],
      forms: ['tablet'],
      indication: 'Heart failure or fluid build-up',
    },
    { id: 'eplerenone', brands: ['Inspra'], forms: ['tablet'], indication: 'Heart failure' },
    {
      id: 'amiloride',
      brands: ['Kaluril'],
      forms: ['tablet'],
      indication: 'Fluid build-up or low potassium',
    },
    {
      id: 'acetazolamide',
      brands: ['Diamox'],
      forms: ['tablet', 'injection'],
      indication: 'Eye pressure (glaucoma) or altitude sickness',
    },
  ]),
  ...group('Other blood pressure medicine', [
    {
      id: 'prazosin',
      brands: ['Minipress', 'Pressin'],
      forms: ['tablet'],
      indication: 'High blood pressure or prostate symptoms',
    },
    {
      id: 'terazosin',
      brands: ['Hytrin'],
      forms: ['tablet'],
      indication: 'Enlarged prostate (urine flow) or high blood pressure',
    },
    {
      id: 'doxazosin',
      brands: ['Cardura', 'Carduran'],
      forms: ['tablet'],
      indication: 'High blood pressure or prostate symptoms',
    },
    // Used as much for ADHD, sleep and withdrawal (children, palliative care, drug and alcohol) as for blood
    // pressure: the default use says so rather than guess one.
    {
      id: 'clonidine',
      brands: ['Catapres'],
      forms: ['tablet', 'injection'],
      indication: 'High blood pressure, ADHD, sleep or withdrawal symptoms',
    },
    {
      id: 'methyldopa',
      brands: ['Aldomet', 'Hydopa'],
      forms: ['tablet'],
      indication: 'High blood pressure (including in pregnancy)',
    },
    { id: 'moxonidine', brands: ['Physiotens'], forms: ['tablet'], indication: BP },
    {
      id: 'hydralazine',
      brands: ['Alphapress'],
      forms: ['tablet', 'injection'],
      indication: 'High blood pressure or heart failure',
    },
    {
      id: 'minoxidil',
      brands: ['Loniten'],
      forms: ['tablet'],
      indication: 'Severe high blood pressure',
      routes: { topical: 'Hair loss' },
    },
  ]),
];
