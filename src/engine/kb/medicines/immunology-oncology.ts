/** Rheumatology and immunology medicines, transplant medicines, hormonal cancer treatment and cancer supportive care. */
import { group, type MedicineData } from './types';

const RA = 'Rheumatoid arthritis (joint inflammation)';
const IMMUNE = 'Calms the immune system (transplant or autoimmune disease)';
const BIOLOGIC = 'Autoimmune inflammation (arthritis, psoriasis or bowel disease)';
const TRANSPLANT = 'Prevent organ transplant rejection';
const BREAST = 'Breast cancer (hormone treatment)';
const PROSTATE_CANCER = 'Prostate cancer (hormone treatment)';
const MYELOMA = 'Myeloma (blood cancer) treatment';

export const immunologyOncology: MedicineData[] = [
  ...group('Rheumatology medicine', [
    {
      id: 'methotrexate',
      brands: ['Methoblastin', 'Trexject', 'Metoject'],
      abbr: ['MTX'],
      forms: ['tablet', 'injection'],
      indication: RA,
    },
    {
      id: 'hydroxychloroquine',
      brands: ['Plaquenil'],
      abbr: ['HCQ'],
      forms: ['tablet'],
      indication: 'Rheumatoid arthritis or lupus',
      // Also Q fever endocarditis and other infections with doxycycline.
      usesVary: true,
    },
    { id: 'leflunomide', brands: ['Arava', 'Arabloc'], forms: ['tablet'], indication: RA },
    {
      id: 'azathioprine',
      brands: ['Imuran'],
      abbr: ['AZA'],
      forms: ['tablet'],
      indication: IMMUNE,
    },
    {
      id: 'adalimumab',
      brands: ['Humira', 'Amgevita', 'Hadlima', 'Hyrimoz'],
      forms: ['injection'],
      indication: BIOLOGIC,
    },
    { id: 'etanercept', brands: ['Enbrel', 'Brenzys'], forms: ['injection'], indication: BIOLOGIC },
    {
      id: 'infliximab',
      brands: ['Remicade', 'Inflectra', 'Renflexis'],
      forms: ['infusion'],
      indication: BIOLOGIC,
    },
    { id: 'tocilizumab', brands: ['Actemra'], forms: ['injection', 'infusion'], indication: RA },
    {
      id: 'secukinumab',
      brands: ['Cosentyx'],
      forms: ['injection'],
      indication: 'Psoriasis or arthritis (autoimmune)',
    },
    {
      id: 'ustekinumab',
      brands: ['Stelara'],
      forms: ['injection'],
      indication: "Psoriasis or Crohn's disease (autoimmune)",
    },
    {
      id: 'vedolizumab',
      brands: ['Entyvio'],
      forms: ['infusion', 'injection'],
      indication: "Inflammatory bowel disease (ulcerative colitis or Crohn's)",
    },
    { id: 'tofacitinib', brands: ['Xeljanz'], forms: ['tablet'], indication: BIOLOGIC },
    { id: 'baricitinib', brands: ['Olumiant'], forms: ['tablet'], indication: RA },
    {
      id: 'upadacitinib',
      brands: ['Rinvoq'],
      forms: ['tablet'],
      indication: BIOLOGIC,
      alwaysMR: true,
    },
  ]),
  ...group('Transplant medicine', [
    {
      id: 'mycophenolate',
      brands: ['CellCept', 'Myfortic'],
      aliases: ['mycophenolate mofetil', 'mycophenolic acid', 'mycophenolate sodium'],
      abbr: ['MMF'],
      forms: ['tablet', 'capsule'],
      indication: IMMUNE,
    },
    {
      id: 'tacrolimus',
      brands: ['Prograf', 'Advagraf', 'Envarsus XR', 'Protopic'],
      forms: ['capsule', 'ointment'],
      indication: TRANSPLANT,
      routes: { topical: 'Eczema (skin inflammation)' },
      brandInd: { Protopic: 'Eczema (skin inflammation)' },
    },
    {
      id: 'ciclosporin',
      brands: ['Neoral', 'Sandimmun'],
      intl: ['cyclosporine', 'cyclosporin'],
      forms: ['capsule', 'oral liquid'],
      indication: 'Prevent organ transplant rejection, or severe psoriasis, eczema or arthritis',
    },
    {
      id: 'everolimus',
      brands: ['Certican', 'Afinitor'],
      forms: ['tablet'],
      indication: 'Transplant rejection prevention or cancer treatment',
      brandInd: { Certican: TRANSPLANT, Afinitor: 'Cancer treatment' },
    },
  ]),
  ...group('Hormonal cancer treatment', [
    { id: 'tamoxifen', brands: ['Nolvadex', 'Genox'], forms: ['tablet'], indication: BREAST },
    { id: 'anastrozole', brands: ['Arimidex'], forms: ['tablet'], indication: BREAST },
    { id: 'letrozole', brands: ['Femara'], forms: ['tablet'], indication: BREAST },
    { id: 'exemestane', brands: ['Aromasin'], forms: ['tablet'], indication: BREAST },
    { id: 'bicalutamide', brands: ['Cosudex'], forms: ['tablet'], indication: PROSTATE_CANCER },
    {
      id: 'goserelin',
      brands: ['Zoladex'],
      forms: ['implant'],
      indication: 'Prostate or breast cancer (hormone treatment)',
    },
    {
      id: 'leuprorelin',
      brands: ['Eligard', 'Lucrin'],
      forms: ['injection'],
      indication: PROSTATE_CANCER,
    },
    {
      id: 'enzalutamide',
      brands: ['Xtandi'],
      forms: ['capsule', 'tablet'],
      indication: PROSTATE_CANCER,
    },
    { id: 'abiraterone', brands: ['Zytiga'], forms: ['tablet'], indication: PROSTATE_CANCER },
    {
      id: 'hydroxycarbamide',
      brands: ['Hydrea'],
      former: ['hydroxyurea'],
      forms: ['capsule'],
      indication: 'Blood disorder (too many blood cells) or sickle cell disease',
    },
  ]),
  ...group('Myeloma medicine', [
    { id: 'lenalidomide', brands: ['Revlimid'], forms: ['capsule'], indication: MYELOMA },
    { id: 'pomalidomide', brands: ['Pomalyst'], forms: ['capsule'], indication: MYELOMA },
    { id: 'thalidomide', brands: ['Thalomid'], forms: ['capsule'], indication: MYELOMA },
  ]),
  ...group('Cancer supportive care', [
    {
      id: 'benzydamine',
      brands: ['Difflam'],
      forms: ['mouthwash', 'lozenge', 'spray'],
      indication: 'Sore mouth or throat',
    },
    {
      id: 'chlorhexidine',
      brands: ['Savacol'],
      forms: ['mouthwash', 'solution'],
      indication: 'Mouth or skin antiseptic',
    },
    { id: 'megestrol', forms: ['tablet'], indication: 'Cancer treatment or poor appetite' },
  ]),
];
