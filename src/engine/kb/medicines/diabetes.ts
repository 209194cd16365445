/** Diabetes medicines other than insulin (insulins are in insulins.ts). */
import { group, type MedicineData } from './types';

const T2 = 'Type 2 diabetes (blood sugar)';

export const diabetes: MedicineData[] = [
  ...group('Diabetes medicine (biguanide)', [
    {
      id: 'metformin',
      brands: ['Diabex', 'Diabex XR', 'Diaformin', 'Diaformin XR'],
      forms: ['tablet'],
      indication: T2,
    },
  ]),
  ...group('Diabetes medicine (sulfonylurea)', [
    {
      id: 'gliclazide',
      brands: ['Diamicron', 'Diamicron MR', 'Glyade'],
      forms: ['tablet'],
      indication: T2,
    },
    {
      id: 'glibenclamide',
      brands: ['Daonil'],
      intl: ['glyburide'],
      forms: ['tablet'],
      indication: T2,
    },
    { id: 'glimepiride', brands: ['Amaryl', 'Dimirel'], forms: ['tablet'], indication: T2 },
    { id: 'glipizide', brands: ['Minidiab', 'Melizide'], forms: ['tablet'], indication: T2 },
  ]),
  ...group('Diabetes medicine (gliptin)', [
    { id: 'sitagliptin', brands: ['Januvia'], forms: ['tablet'], indication: T2 },
    {
      id: 'sitagliptin+metformin',
      brands: ['Janumet', 'Janumet XR'],
      forms: ['tablet'],
      indication: T2,
    },
    { id: 'saxagliptin', brands: ['Onglyza'], forms: ['tablet'], indication: T2 },
    {
      id: 'saxagliptin+metformin',
      brands: ['Kombiglyze XR'],
      forms: ['tablet'],
      indication: T2,
      alwaysMR: true,
    },
    { id: 'saxagliptin+dapagliflozin', brands: ['Qtern'], forms: ['tablet'], indication: T2 },
    { id: 'linagliptin', brands: ['Trajenta'], forms: ['tablet'], indication: T2 },
    { id: 'linagliptin+metformin', brands: ['Trajentamet'], forms: ['tablet'], indication: T2 },
    { id: 'vildagliptin', brands: ['Galvus'], forms: ['tablet'], indication: T2 },
    { id: 'vildagliptin+metformin', brands: ['Galvumet'], forms: ['tablet'], indication: T2 },
    { id: 'alogliptin', brands: ['Nesina'], forms: ['tablet'], indication: T2 },
  ]),
  ...group('Diabetes medicine (SGLT2 inhibitor)', [
    {
      id: 'empagliflozin',
      brands: ['Jardiance'],
      forms: ['tablet'],
      indication: 'Type 2 diabetes (blood sugar) or heart failure',
    },
    // 'Jardiance Duo' is how the combination is also sold and written.
    {
      id: 'empagliflozin+metformin',
      brands: ['Jardiamet', 'Jardiance Duo'],
      forms: ['tablet'],
      indication: T2,
    },
    { id: 'empagliflozin+linagliptin', brands: ['Glyxambi'], forms: ['tablet'], indication: T2 },
    {
      id: 'dapagliflozin',
      brands: ['Forxiga'],
      forms: ['tablet'],
      indication: 'Type 2 diabetes (blood sugar), heart failure or kidney disease',
    },
    {
      id: 'dapagliflozin+metformin',
      brands: ['Xigduo XR', 'Xigduo'],
      forms: ['tablet'],
      indication: T2,
      alwaysMR: true,
    },
    { id: 'ertugliflozin', brands: ['Steglatro'], forms: ['tablet'], indication: T2 },
  ]),
  ...group('Diabetes medicine (other)', [
    { id: 'pioglitazone', brands: ['Actos'], forms: ['tablet'], indication: T2 },
    { id: 'acarbose', brands: ['Glucobay'], forms: ['tablet'], indication: T2 },
    {
      id: 'semaglutide',
      brands: ['Ozempic', 'Rybelsus', 'Wegovy'],
      forms: ['injection', 'tablet'],
      indication: T2,
      brandInd: { Wegovy: 'Weight management' },
      brandForms: { Ozempic: ['injection'], Wegovy: ['injection'], Rybelsus: ['tablet'] },
    },
    { id: 'dulaglutide', brands: ['Trulicity'], forms: ['injection'], indication: T2 },
    {
      id: 'liraglutide',
      brands: ['Victoza', 'Saxenda'],
      forms: ['injection'],
      indication: T2,
      brandInd: { Saxenda: 'Weight management' },
    },
    { id: 'exenatide', brands: ['Byetta', 'Bydureon'], forms: ['injection'], indication: T2 },
    { id: 'tirzepatide', brands: ['Mounjaro'], forms: ['injection'], indication: T2 },
    {
      id: 'glucagon',
      brands: ['GlucaGen Hypokit', 'GlucaGen'],
      forms: ['injection'],
      indication: 'Severe low blood sugar (hypo)',
    },
  ]),
];
