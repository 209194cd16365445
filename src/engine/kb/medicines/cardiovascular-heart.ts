/** Cholesterol, angina, heart rhythm, heart failure and pulmonary hypertension medicines. */
import { group, type MedicineData } from './types';

const CHOL = 'High cholesterol';
const PAH = 'Pulmonary arterial hypertension (high blood pressure in the lungs)';

export const cardiovascularHeart: MedicineData[] = [
  ...group('Statin', [
    { id: 'atorvastatin', brands: ['Lipitor', 'Lorstat'], forms: ['tablet'], indication: CHOL },
    { id: 'simvastatin', brands: ['Zocor', 'Lipex'], forms: ['tablet'], indication: CHOL },
    { id: 'rosuvastatin', brands: ['Crestor', 'Cavstat'], forms: ['tablet'], indication: CHOL },
    { id: 'pravastatin', brands: ['Pravachol', 'Cholstat'], forms: ['tablet'], indication: CHOL },
    { id: 'fluvastatin', brands: ['Lescol'], forms: ['capsule', 'tablet'], indication: CHOL },
  ]),
  ...group('Cholesterol medicine', [
    { id: 'ezetimibe', brands: ['Ezetrol', 'Zetia'], forms: ['tablet'], indication: CHOL },
    {
      id: 'ezetimibe+simvastatin',
      brands: ['Vytorin', 'Inegy'],
      forms: ['tablet'],
      indication: CHOL,
    },
    { id: 'ezetimibe+atorvastatin', brands: ['Atozet'], forms: ['tablet'], indication: CHOL },
    { id: 'ezetimibe+rosuvastatin', brands: ['Rosuzet'], forms: ['tablet'], indication: CHOL },
    {
      id: 'amlodipine+atorvastatin',
      brands: ['Caduet'],
      forms: ['tablet'],
      indication: 'High blood pressure and high cholesterol',
    },
    {
      id: 'fenofibrate',
      brands: ['Lipidil'],
      forms: ['tablet'],
      indication: 'High cholesterol or triglycerides (blood fats)',
    },
    {
      id: 'gemfibrozil',
      brands: ['Lopid', 'Jezil'],
      forms: ['tablet'],
      indication: 'High triglycerides (blood fats)',
    },
    {
      id: 'colestyramine',
      brands: ['Questran Lite'],
      former: ['cholestyramine'],
      forms: ['powder sachet'],
      indication: 'High cholesterol or diarrhoea from bile acids',
    },
    { id: 'evolocumab', brands: ['Repatha'], forms: ['injection'], indication: CHOL },
    { id: 'inclisiran', brands: ['Leqvio'], forms: ['injection'], indication: CHOL },
    {
      id: 'fish oil',
      intl: ['omega-3 fatty acids'],
      aliases: ['omega-3', 'omega 3', 'fish oil omega-3'],
      forms: ['capsule'],
      indication: 'Supplement (omega-3 fatty acids)',
    },
  ]),
  ...group('Nitrate or angina medicine', [
    {
      id: 'glyceryl trinitrate',
      brands: [
        'Nitrolingual Pumpspray',
        'Nitrolingual',
        'Glytrin',
        'Anginine',
        'Transiderm-Nitro',
        'Nitroderm TTS',
        'Nitroderm',
        'Nitro-Dur',
        'Minitran',
        'Rectogesic',
      ],
      intl: ['nitroglycerin', 'nitroglycerine'],
      abbr: ['GTN', 'NTG'],
      forms: ['sublingual spray', 'sublingual tablet', 'patch', 'injection'],
      indication: 'Angina (chest pain)',
    },
    {
      id: 'isosorbide mononitrate',
      brands: ['Imdur', 'Duride', 'Monodur', 'Ismo'],
      abbr: ['ISMN'],
      forms: ['tablet'],
      indication: 'Prevent angina (chest pain)',
      alwaysMR: true,
    },
    {
      id: 'isosorbide dinitrate',
      brands: ['Isordil'],
      abbr: ['ISDN'],
      forms: ['tablet', 'sublingual tablet'],
      indication: 'Angina (chest pain)',
    },
    {
      id: 'nicorandil',
      brands: ['Ikorel'],
      forms: ['tablet'],
      indication: 'Prevent angina (chest pain)',
    },
    {
      id: 'ranolazine',
      brands: ['Ranexa'],
      forms: ['tablet'],
      indication: 'Prevent angina (chest pain)',
      alwaysMR: true,
    },
    {
      id: 'perhexiline',
      brands: ['Pexsig'],
      forms: ['tablet'],
      indication: 'Prevent angina (chest pain)',
    },
    {
      id: 'ivabradine',
      brands: ['Coralan'],
      forms: ['tablet'],
      indication: 'Heart failure or angina (slows heart rate)',
    },
  ]),
  ...group('Heart rhythm medicine', [
    {
      id: 'amiodarone',
      brands: ['Cordarone X', 'Cordarone', 'Aratac'],
      forms: ['tablet', 'injection'],
      indication: 'Heart rhythm (arrhythmia)',
    },
    {
      id: 'digoxin',
      brands: ['Lanoxin', 'Lanoxin PG'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: 'Heart rate control (atrial fibrillation) or heart failure',
    },
    {
      id: 'flecainide',
      brands: ['Tambocor'],
      forms: ['tablet', 'capsule'],
      indication: 'Heart rhythm (arrhythmia)',
    },
    {
      id: 'dronedarone',
      brands: ['Multaq'],
      forms: ['tablet'],
      indication: 'Heart rhythm (atrial fibrillation)',
    },
  ]),
  ...group('Heart failure medicine', [
    {
      id: 'sacubitril+valsartan',
      brands: ['Entresto'],
      forms: ['tablet'],
      indication: 'Heart failure',
    },
  ]),
  ...group('Low blood pressure medicine', [
    // Raises blood pressure (postural hypotension): a 'for BP' on its order means low, not high.
    { id: 'midodrine', brands: [], forms: ['tablet'], indication: 'Low blood pressure' },
  ]),
  ...group('Pulmonary hypertension medicine', [
    { id: 'bosentan', brands: ['Tracleer'], forms: ['tablet'], indication: PAH },
    { id: 'ambrisentan', brands: ['Volibris'], forms: ['tablet'], indication: PAH },
    { id: 'macitentan', brands: ['Opsumit'], forms: ['tablet'], indication: PAH },
    {
      id: 'sildenafil',
      brands: ['Viagra', 'Revatio'],
      forms: ['tablet', 'oral liquid'],
      indication: 'Erectile dysfunction or high blood pressure in the lungs',
      brandInd: { Viagra: 'Erectile dysfunction', Revatio: PAH },
    },
    {
      id: 'tadalafil',
      brands: ['Cialis', 'Adcirca'],
      forms: ['tablet'],
      indication: 'Erectile dysfunction, prostate symptoms or high blood pressure in the lungs',
      brandInd: { Cialis: 'Erectile dysfunction or prostate symptoms', Adcirca: PAH },
    },
  ]),
];
