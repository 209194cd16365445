/** Prostate, bladder, kidney and gout medicines. */
import { group, type MedicineData } from './types';

const PROSTATE = 'Enlarged prostate (urine flow)';
const BLADDER = 'Overactive bladder';
const GOUT_PREVENT = 'Gout prevention (lowers uric acid)';
const PHOSPHATE = 'Lower phosphate (kidney disease)';

export const urologyRenal: MedicineData[] = [
  ...group('Prostate medicine', [
    {
      id: 'tamsulosin',
      brands: ['Flomaxtra', 'Flomax'],
      forms: ['tablet', 'capsule'],
      indication: PROSTATE,
      alwaysMR: true,
    },
    { id: 'dutasteride', brands: ['Avodart'], forms: ['capsule'], indication: PROSTATE },
    {
      id: 'dutasteride+tamsulosin',
      brands: ['Duodart'],
      forms: ['capsule'],
      indication: PROSTATE,
      alwaysMR: true,
    },
    {
      id: 'finasteride',
      brands: ['Proscar', 'Propecia'],
      forms: ['tablet'],
      indication: PROSTATE,
      brandInd: { Propecia: 'Hair loss' },
    },
  ]),
  ...group('Bladder medicine', [
    {
      id: 'oxybutynin',
      brands: ['Ditropan', 'Lyrinel XR', 'Lyrinel'],
      forms: ['tablet'],
      indication: BLADDER,
    },
    { id: 'solifenacin', brands: ['Vesicare'], forms: ['tablet'], indication: BLADDER },
    {
      id: 'mirabegron',
      brands: ['Betmiga'],
      forms: ['tablet'],
      indication: BLADDER,
      alwaysMR: true,
    },
    {
      id: 'tolterodine',
      brands: ['Detrusitol'],
      forms: ['tablet', 'capsule'],
      indication: BLADDER,
    },
    {
      id: 'darifenacin',
      brands: ['Enablex'],
      forms: ['tablet'],
      indication: BLADDER,
      alwaysMR: true,
    },
  ]),
  ...group('Kidney medicine', [
    {
      id: 'sevelamer',
      brands: ['Renagel', 'Renvela'],
      forms: ['tablet', 'sachet'],
      indication: PHOSPHATE,
    },
    { id: 'lanthanum', brands: ['Fosrenol'], forms: ['chewable tablet'], indication: PHOSPHATE },
    { id: 'calcium acetate', forms: ['tablet'], indication: PHOSPHATE },
    {
      id: 'sodium citrotartrate',
      brands: ['Ural'],
      aliases: ['sodium citro-tartrate'],
      forms: ['sachet'],
      indication: 'Urinary discomfort (urine alkaliniser)',
    },
    {
      id: 'sodium polystyrene sulfonate',
      brands: ['Resonium A', 'Resonium'],
      former: ['sodium polystyrene sulphonate'],
      forms: ['powder'],
      indication: 'High potassium',
    },
    {
      id: 'sodium zirconium cyclosilicate',
      brands: ['Lokelma'],
      forms: ['sachet'],
      indication: 'High potassium',
    },
  ]),
  ...group('Gout medicine', [
    {
      id: 'allopurinol',
      brands: ['Zyloprim', 'Progout', 'Allosig'],
      forms: ['tablet'],
      indication: GOUT_PREVENT,
    },
    {
      id: 'febuxostat',
      brands: ['Adenuric', 'Uloric'],
      forms: ['tablet'],
      indication: GOUT_PREVENT,
    },
    {
      id: 'colchicine',
      brands: ['Colgout', 'Lengout'],
      forms: ['tablet'],
      indication: 'Gout flare',
      // Also pericarditis and familial Mediterranean fever.
      usesVary: true,
    },
    { id: 'probenecid', brands: ['Pro-Cid'], forms: ['tablet'], indication: GOUT_PREVENT },
  ]),
];
