/** Thyroid, corticosteroids, bone, sex hormones and other hormone medicines. */
import { group, type MedicineData } from './types';

const STEROID = 'Reduces inflammation (steroid)';
const BONE = 'Osteoporosis (bone strength)';
const SKIN = 'Skin inflammation (eczema or dermatitis)';
const EYE_INFLAMMATION = 'Eye inflammation';
const HRT = 'Menopause symptoms (hormone replacement)';

export const endocrine: MedicineData[] = [
  ...group('Thyroid medicine', [
    {
      id: 'levothyroxine',
      brands: ['Oroxine', 'Eutroxsig', 'Eltroxin', 'Levoxine'],
      former: ['thyroxine'],
      abbr: ['T4'],
      forms: ['tablet'],
      indication: 'Underactive thyroid',
    },
    {
      id: 'liothyronine',
      brands: ['Tertroxin'],
      abbr: ['T3'],
      forms: ['tablet'],
      indication: 'Underactive thyroid',
    },
    {
      id: 'carbimazole',
      brands: ['Neo-Mercazole'],
      forms: ['tablet'],
      indication: 'Overactive thyroid',
    },
    {
      id: 'iodine',
      aliases: [
        'potassium iodide',
        'iodine supplement',
        "Lugol's iodine",
        "Lugol's solution",
        "Lugol's iodine solution",
        'Lugols iodine',
        'aqueous iodine',
      ],
      brands: ['I-Thyroid'],
      forms: ['tablet', 'oral liquid'],
      indication: 'Iodine supplement (pregnancy and breastfeeding), or before thyroid surgery',
      // Lugol's iodine (iodine with potassium iodide) is given for about 10 days before thyroid surgery.
    },
    { id: 'propylthiouracil', abbr: ['PTU'], forms: ['tablet'], indication: 'Overactive thyroid' },
  ]),
  ...group('Corticosteroid', [
    {
      id: 'prednisolone',
      // The clipped name wards write for it ('pred up to 25 mg', 'IV fluclox').
      abbr: ['pred'],
      brands: ['Panafcortelone', 'Solone', 'Predsolone', 'Redipred', 'Pred Forte'],
      forms: ['tablet', 'oral liquid', 'eye drops'],
      indication: STEROID,
      usesVary: true,
      routes: { eye: EYE_INFLAMMATION },
      brandInd: { 'Pred Forte': EYE_INFLAMMATION },
    },
    {
      id: 'prednisone',
      brands: ['Sone', 'Panafcort'],
      forms: ['tablet'],
      indication: STEROID,
      usesVary: true,
    },
    {
      id: 'dexamethasone',
      brands: ['Dexmethsone', 'Maxidex'],
      forms: ['tablet', 'injection', 'eye drops'],
      indication: STEROID,
      usesVary: true,
      routes: { eye: EYE_INFLAMMATION },
      brandInd: { Maxidex: EYE_INFLAMMATION },
    },
    {
      id: 'hydrocortisone',
      brands: ['Hysone', 'Solu-Cortef', 'Sigmacort'],
      forms: ['tablet', 'injection', 'cream', 'ointment'],
      indication: 'Steroid (hormone replacement or inflammation)',
      routes: {
        oral: 'Steroid hormone replacement (adrenal insufficiency)',
        topical: SKIN,
        injection: 'Steroid (severe inflammation, allergy or adrenal crisis)',
      },
      brandInd: { Sigmacort: SKIN },
    },
    {
      id: 'fludrocortisone',
      brands: ['Florinef'],
      forms: ['tablet'],
      indication: 'Steroid hormone replacement or low blood pressure',
    },
    {
      id: 'methylprednisolone',
      brands: ['Medrol', 'Solu-Medrol', 'Depo-Medrol', 'Advantan'],
      forms: ['tablet', 'injection', 'cream', 'ointment'],
      indication: STEROID,
      usesVary: true,
      routes: { topical: SKIN },
      brandInd: { Advantan: SKIN },
    },
  ]),
  ...group('Bone medicine', [
    {
      id: 'alendronate',
      brands: ['Fosamax'],
      intl: ['alendronic acid'],
      forms: ['tablet'],
      indication: BONE,
    },
    {
      id: 'alendronate+colecalciferol',
      brands: ['Fosamax Plus'],
      intl: ['alendronic acid+colecalciferol'],
      forms: ['tablet'],
      indication: BONE,
    },
    {
      id: 'risedronate',
      brands: ['Actonel', 'Actonel EC'],
      intl: ['risedronic acid'],
      forms: ['tablet'],
      indication: BONE,
    },
    {
      id: 'zoledronic acid',
      brands: ['Aclasta', 'Zometa'],
      intl: ['zoledronate'],
      forms: ['injection'],
      indication: BONE,
      brandInd: { Zometa: 'Protect bones (cancer) or high calcium' },
    },
    {
      id: 'denosumab',
      brands: ['Prolia', 'Xgeva'],
      forms: ['injection'],
      indication: BONE,
      brandInd: { Xgeva: 'Protect bones from cancer spread' },
    },
    { id: 'raloxifene', brands: ['Evista'], forms: ['tablet'], indication: BONE },
    { id: 'teriparatide', brands: ['Forteo'], forms: ['injection'], indication: BONE },
    { id: 'romosozumab', brands: ['Evenity'], forms: ['injection'], indication: BONE },
    {
      id: 'calcitriol',
      brands: ['Rocaltrol'],
      forms: ['capsule'],
      indication: 'Vitamin D for kidney disease (calcium balance)',
    },
    {
      id: 'cinacalcet',
      brands: ['Sensipar'],
      forms: ['tablet'],
      indication: 'High parathyroid hormone (kidney disease)',
    },
  ]),
  ...group('Sex hormone', [
    {
      id: 'estradiol',
      brands: ['Estradot', 'Climara', 'Estrogel', 'Sandrena', 'Progynova', 'Vagifem'],
      former: ['oestradiol'],
      forms: ['patch', 'gel', 'tablet', 'vaginal tablet'],
      indication: HRT,
      routes: { vaginal: 'Vaginal dryness (menopause)' },
      brandInd: { Vagifem: 'Vaginal dryness (menopause)' },
    },
    {
      id: 'estriol',
      brands: ['Ovestin'],
      former: ['oestriol'],
      forms: ['vaginal cream', 'pessary'],
      indication: 'Vaginal dryness (menopause)',
    },
    {
      id: 'progesterone',
      brands: ['Prometrium', 'Utrogestan', 'Crinone'],
      forms: ['capsule', 'pessary', 'vaginal gel'],
      indication: 'Hormone replacement (with oestrogen)',
      routes: { vaginal: 'Pregnancy support (progesterone)' },
      brandInd: { Crinone: 'Pregnancy support (progesterone)' },
    },
    {
      id: 'medroxyprogesterone',
      brands: ['Provera', 'Depo-Provera', 'Depo-Ralovera'],
      forms: ['tablet', 'injection'],
      indication: 'Contraception or hormone treatment',
      // The 3-monthly injection is a contraceptive; the tablets treat period problems or are part of HRT.
      routes: { injection: 'Contraception', oral: 'Period problems or hormone replacement' },
      brandInd: { 'Depo-Provera': 'Contraception', 'Depo-Ralovera': 'Contraception' },
    },
    {
      id: 'norethisterone',
      brands: ['Primolut N', 'Noriday'],
      forms: ['tablet'],
      indication: 'Heavy or irregular periods, or contraception',
      brandInd: { Noriday: 'Contraception (the mini pill)' },
    },
    {
      id: 'testosterone',
      brands: ['Testogel', 'Reandron', 'Androforte', 'Androderm', 'Sustanon 250', 'Sustanon'],
      forms: ['gel', 'cream', 'injection', 'patch'],
      indication: 'Low testosterone (hormone replacement)',
    },
    {
      id: 'cyproterone',
      brands: ['Androcur'],
      forms: ['tablet'],
      indication: 'Prostate cancer or too much male hormone',
    },
    { id: 'tibolone', brands: ['Livial'], forms: ['tablet'], indication: HRT },
  ]),
  ...group('Contraceptive', [
    {
      id: 'desogestrel',
      brands: ['Cerazette'],
      forms: ['tablet'],
      indication: 'Contraception (the mini pill)',
    },
    {
      id: 'levonorgestrel',
      brands: ['Mirena'],
      forms: ['intrauterine device', 'tablet'],
      indication: 'Contraception',
      brandInd: { Mirena: 'Contraception or heavy periods (hormone IUD)' },
    },
    {
      id: 'etonogestrel',
      brands: ['Implanon NXT', 'Implanon'],
      forms: ['implant'],
      indication: 'Contraception',
    },
    {
      id: 'ethinylestradiol+levonorgestrel',
      brands: ['Microgynon 30', 'Levlen ED'],
      forms: ['tablet'],
      indication: 'Contraception (the pill)',
    },
    {
      id: 'drospirenone+ethinylestradiol',
      brands: ['Yaz', 'Yasmin'],
      forms: ['tablet'],
      indication: 'Contraception (the pill)',
    },
  ]),
  ...group('Other hormone medicine', [
    {
      id: 'desmopressin',
      brands: ['Minirin'],
      abbr: ['DDAVP'],
      forms: ['tablet', 'wafer', 'nasal spray', 'injection'],
      indication: 'Passing too much urine (bed-wetting or diabetes insipidus)',
    },
    {
      id: 'cabergoline',
      brands: ['Dostinex', 'Cabaser'],
      forms: ['tablet'],
      indication: 'Lower prolactin hormone',
      brandInd: { Cabaser: "Parkinson's disease" },
    },
    {
      id: 'octreotide',
      brands: ['Sandostatin', 'Sandostatin LAR'],
      forms: ['injection'],
      indication: 'Hormone-producing tumours or bowel obstruction symptoms',
    },
  ]),
];
