/** Antibiotics and tuberculosis medicines. */
import { group, type MedicineData } from './types';

const INF = 'Infection';
const TB = 'Tuberculosis (TB)';
const UTI = 'Urinary tract infection';

export const antibacterials: MedicineData[] = [
  ...group('Penicillin antibiotic', [
    {
      id: 'amoxicillin',
      // The clipped name wards write for it ('pred up to 25 mg', 'IV fluclox').
      abbr: ['amox'],
      brands: ['Amoxil', 'Alphamox', 'Moxacin', 'Cilamox'],
      former: ['amoxycillin'],
      forms: ['capsule', 'tablet', 'oral liquid'],
      indication: INF,
    },
    {
      id: 'amoxicillin+clavulanic acid',
      brands: [
        'Augmentin',
        'Augmentin Duo',
        'Augmentin Duo Forte',
        'Clavulin',
        'Curam',
        'Clamoxyl',
      ],
      former: ['amoxycillin+clavulanic acid'],
      intl: ['co-amoxiclav'],
      forms: ['tablet', 'oral liquid'],
      indication: INF,
    },
    {
      id: 'flucloxacillin',
      // The clipped name wards write for it ('pred up to 25 mg', 'IV fluclox').
      abbr: ['fluclox'],
      brands: ['Staphylex', 'Flucil', 'Flopen'],
      forms: ['capsule', 'oral liquid', 'injection'],
      indication: INF,
    },
    { id: 'dicloxacillin', forms: ['capsule'], indication: INF },
    {
      id: 'phenoxymethylpenicillin',
      brands: ['Abbocillin VK', 'Cilicaine VK'],
      aliases: ['penicillin V', 'pen V', 'penicillin VK'],
      forms: ['tablet', 'capsule', 'oral liquid'],
      indication: INF,
    },
    {
      id: 'benzylpenicillin',
      aliases: ['penicillin G', 'benzyl penicillin', 'benpen'],
      forms: ['injection'],
      indication: INF,
    },
    { id: 'piperacillin+tazobactam', brands: ['Tazocin'], forms: ['injection'], indication: INF },
    { id: 'ampicillin', forms: ['injection'], indication: INF },
  ]),
  ...group('Cephalosporin antibiotic', [
    {
      id: 'cefalexin',
      brands: ['Keflex'],
      former: ['cephalexin'],
      forms: ['capsule', 'oral liquid'],
      indication: INF,
    },
    {
      id: 'cefaclor',
      brands: ['Ceclor'],
      forms: ['capsule', 'tablet', 'oral liquid'],
      indication: INF,
    },
    { id: 'cefuroxime', brands: ['Zinnat'], forms: ['tablet'], indication: INF },
    { id: 'cefazolin', former: ['cephazolin'], forms: ['injection'], indication: INF },
    { id: 'ceftriaxone', brands: ['Rocephin'], forms: ['injection'], indication: INF },
    { id: 'ceftazidime', brands: ['Fortum'], forms: ['injection'], indication: INF },
    { id: 'cefepime', forms: ['injection'], indication: INF },
  ]),
  ...group('Other antibiotic', [
    {
      id: 'doxycycline',
      brands: ['Doryx', 'Doxylin'],
      forms: ['tablet', 'capsule'],
      indication: INF,
    },
    { id: 'minocycline', brands: ['Minomycin'], forms: ['capsule', 'tablet'], indication: INF },
    { id: 'clarithromycin', brands: ['Klacid'], forms: ['tablet', 'oral liquid'], indication: INF },
    {
      id: 'azithromycin',
      brands: ['Zithromax'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: INF,
    },
    { id: 'roxithromycin', brands: ['Rulide'], forms: ['tablet'], indication: INF },
    { id: 'erythromycin', brands: ['Eryc'], forms: ['capsule', 'tablet'], indication: INF },
    { id: 'clindamycin', brands: ['Dalacin C'], forms: ['capsule', 'injection'], indication: INF },
    { id: 'trimethoprim', brands: ['Alprim', 'Triprim'], forms: ['tablet'], indication: UTI },
    {
      id: 'trimethoprim+sulfamethoxazole',
      brands: ['Bactrim', 'Bactrim DS', 'Resprim', 'Resprim Forte'],
      former: ['trimethoprim+sulphamethoxazole'],
      intl: ['co-trimoxazole', 'cotrimoxazole'],
      abbr: ['TMP-SMX', 'TMP/SMX', 'SMX-TMP', 'SMX/TMP'],
      forms: ['tablet', 'oral liquid'],
      indication: INF,
    },
    { id: 'nitrofurantoin', brands: ['Macrodantin'], forms: ['capsule'], indication: UTI },
    {
      id: 'methenamine hippurate',
      brands: ['Hiprex'],
      former: ['hexamine hippurate'],
      aliases: ['methenamine'],
      forms: ['tablet'],
      indication: 'Prevent urinary tract infections',
    },
    { id: 'fosfomycin', brands: ['Monurol'], forms: ['sachet'], indication: UTI },
    {
      id: 'ciprofloxacin',
      // The clipped name wards write for it ('pred up to 25 mg', 'IV fluclox').
      abbr: ['cipro'],
      brands: ['Ciproxin', 'Ciloxan'],
      forms: ['tablet', 'eye drops', 'ear drops', 'injection'],
      indication: INF,
      routes: { eye: 'Eye infection', ear: 'Ear infection' },
      brandInd: { Ciloxan: 'Eye or ear infection' },
    },
    { id: 'moxifloxacin', brands: ['Avelox'], forms: ['tablet', 'injection'], indication: INF },
    // Ocuflox eye drops (TGA-registered); tablets are overseas only.
    {
      id: 'ofloxacin',
      brands: ['Ocuflox'],
      forms: ['eye drops', 'tablet'],
      indication: INF,
      routes: { eye: 'Eye infection' },
    },
    {
      id: 'metronidazole',
      // The clipped name wards write for it ('pred up to 25 mg', 'IV fluclox').
      abbr: ['metro'],
      brands: ['Flagyl', 'Metrogyl', 'Rozex'],
      forms: ['tablet', 'oral liquid', 'suppository', 'injection', 'gel'],
      indication: INF,
      routes: { topical: 'Rosacea (skin redness)' },
      brandInd: { Rozex: 'Rosacea (skin redness)' },
    },
    { id: 'tinidazole', brands: ['Fasigyn'], forms: ['tablet'], indication: INF },
    // By mouth it is not absorbed: it treats C. difficile bowel infection only.
    {
      id: 'vancomycin',
      // The clipped name wards write for it ('pred up to 25 mg', 'IV fluclox').
      abbr: ['vanc', 'vanco'],
      forms: ['injection', 'capsule'],
      indication: INF,
      routes: { oral: 'Bowel infection (C. difficile)' },
    },
    {
      id: 'fidaxomicin',
      brands: ['Dificid'],
      forms: ['tablet'],
      indication: 'Bowel infection (C. difficile)',
    },
    { id: 'gentamicin', forms: ['injection'], indication: INF },
    { id: 'amikacin', forms: ['injection'], indication: INF },
    { id: 'teicoplanin', brands: ['Targocid'], forms: ['injection'], indication: INF },
    { id: 'daptomycin', brands: ['Cubicin'], forms: ['injection'], indication: INF },
    { id: 'ertapenem', brands: ['Invanz'], forms: ['injection'], indication: INF },
    {
      id: 'tobramycin',
      brands: ['Tobrex', 'TOBI Podhaler', 'TOBI'],
      forms: ['eye drops', 'injection', 'inhalation'],
      indication: INF,
      routes: { eye: 'Eye infection', inhaled: 'Lung infection in cystic fibrosis' },
      brandInd: {
        Tobrex: 'Eye infection',
        TOBI: 'Lung infection in cystic fibrosis',
        'TOBI Podhaler': 'Lung infection in cystic fibrosis',
      },
    },
    { id: 'meropenem', brands: ['Merrem'], forms: ['injection'], indication: INF },
    { id: 'linezolid', brands: ['Zyvox'], forms: ['tablet', 'injection'], indication: INF },
    {
      id: 'fusidic acid',
      brands: ['Fucidin'],
      aliases: ['sodium fusidate'],
      forms: ['tablet', 'cream', 'ointment'],
      indication: INF,
      routes: { topical: 'Skin infection' },
    },
    {
      id: 'mupirocin',
      brands: ['Bactroban'],
      forms: ['ointment', 'nasal ointment'],
      indication: 'Skin infection',
      routes: { nasal: 'Clearing staph bacteria from the nose' },
    },
  ]),
  ...group('Tuberculosis medicine', [
    {
      id: 'rifampicin',
      brands: ['Rifadin', 'Rimycin'],
      intl: ['rifampin'],
      forms: ['capsule', 'oral liquid'],
      indication: `${TB} or other infections`,
    },
    { id: 'isoniazid', abbr: ['INH'], forms: ['tablet'], indication: TB },
    { id: 'ethambutol', brands: ['Myambutol'], forms: ['tablet'], indication: TB },
    { id: 'pyrazinamide', forms: ['tablet'], indication: TB },
  ]),
];
