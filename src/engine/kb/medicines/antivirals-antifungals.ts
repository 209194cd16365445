/** Antivirals, antifungals and antiparasitic medicines. */
import { group, type MedicineData } from './types';

const FUNGAL = 'Fungal infection';
const HERPES = 'Viral infection (herpes or shingles)';
const COVID = 'COVID-19';
const HIV = 'HIV infection';
const HEP_C = 'Hepatitis C';

export const antiviralsAntifungals: MedicineData[] = [
  ...group('Antiviral', [
    {
      id: 'aciclovir',
      brands: ['Zovirax'],
      former: ['acyclovir'],
      forms: ['tablet', 'cream', 'injection'],
      indication: HERPES,
      routes: { topical: 'Cold sores' },
    },
    {
      id: 'valaciclovir',
      brands: ['Valtrex'],
      former: ['valacyclovir'],
      forms: ['tablet'],
      indication: HERPES,
    },
    { id: 'famciclovir', brands: ['Famvir'], forms: ['tablet'], indication: HERPES },
    {
      id: 'oseltamivir',
      brands: ['Tamiflu'],
      forms: ['capsule', 'oral liquid'],
      indication: 'Influenza (flu)',
    },
    { id: 'nirmatrelvir+ritonavir', brands: ['Paxlovid'], forms: ['tablet'], indication: COVID },
    { id: 'molnupiravir', brands: ['Lagevrio'], forms: ['capsule'], indication: COVID },
    {
      id: 'valganciclovir',
      brands: ['Valcyte'],
      forms: ['tablet'],
      indication: 'Prevent or treat CMV virus infection',
    },
    { id: 'entecavir', brands: ['Baraclude'], forms: ['tablet'], indication: 'Hepatitis B' },
    {
      id: 'tenofovir',
      brands: ['Viread'],
      aliases: ['tenofovir disoproxil'],
      abbr: ['TDF'],
      forms: ['tablet'],
      indication: 'Hepatitis B or HIV',
    },
    {
      id: 'tenofovir alafenamide',
      brands: ['Vemlidy'],
      abbr: ['TAF'],
      forms: ['tablet'],
      indication: 'Hepatitis B',
    },
  ]),
  // HIV: single medicines and the combination tablets. Tenofovir disoproxil ('tenofovir') and tenofovir
  // alafenamide are different medicines, so Truvada to Descovy is a change of ingredients.
  ...group('HIV medicine', [
    { id: 'dolutegravir', brands: ['Tivicay'], forms: ['tablet'], indication: HIV },
    { id: 'raltegravir', brands: ['Isentress'], forms: ['tablet'], indication: HIV },
    { id: 'darunavir', brands: ['Prezista'], forms: ['tablet'], indication: HIV },
    { id: 'rilpivirine', brands: ['Edurant'], forms: ['tablet'], indication: HIV },
    { id: 'efavirenz', brands: ['Stocrin'], forms: ['tablet'], indication: HIV },
    { id: 'abacavir', brands: ['Ziagen'], forms: ['tablet'], indication: HIV },
    {
      id: 'lamivudine',
      brands: ['3TC', 'Zeffix'],
      forms: ['tablet', 'oral liquid'],
      indication: 'HIV or hepatitis B',
      brandInd: { Zeffix: 'Hepatitis B' },
    },
    { id: 'emtricitabine', brands: ['Emtriva'], forms: ['capsule'], indication: HIV },
    {
      id: 'ritonavir',
      brands: ['Norvir'],
      forms: ['tablet'],
      indication: 'HIV (boosts other HIV medicines)',
    },
    {
      id: 'dolutegravir+abacavir+lamivudine',
      brands: ['Triumeq'],
      forms: ['tablet'],
      indication: HIV,
    },
    { id: 'dolutegravir+lamivudine', brands: ['Dovato'], forms: ['tablet'], indication: HIV },
    { id: 'dolutegravir+rilpivirine', brands: ['Juluca'], forms: ['tablet'], indication: HIV },
    { id: 'abacavir+lamivudine', brands: ['Kivexa'], forms: ['tablet'], indication: HIV },
    {
      id: 'emtricitabine+tenofovir',
      brands: ['Truvada'],
      forms: ['tablet'],
      indication: 'HIV treatment or prevention (PrEP)',
    },
    {
      id: 'emtricitabine+tenofovir alafenamide',
      brands: ['Descovy'],
      forms: ['tablet'],
      indication: HIV,
    },
    {
      id: 'bictegravir+emtricitabine+tenofovir alafenamide',
      brands: ['Biktarvy'],
      forms: ['tablet'],
      indication: HIV,
    },
    {
      id: 'elvitegravir+cobicistat+emtricitabine+tenofovir alafenamide',
      brands: ['Genvoya'],
      forms: ['tablet'],
      indication: HIV,
    },
    {
      id: 'elvitegravir+cobicistat+emtricitabine+tenofovir',
      brands: ['Stribild'],
      forms: ['tablet'],
      indication: HIV,
    },
    { id: 'darunavir+cobicistat', brands: ['Prezcobix'], forms: ['tablet'], indication: HIV },
    {
      id: 'darunavir+cobicistat+emtricitabine+tenofovir alafenamide',
      brands: ['Symtuza'],
      forms: ['tablet'],
      indication: HIV,
    },
    {
      id: 'emtricitabine+rilpivirine+tenofovir alafenamide',
      brands: ['Odefsey'],
      forms: ['tablet'],
      indication: HIV,
    },
    {
      id: 'emtricitabine+rilpivirine+tenofovir',
      brands: ['Eviplera'],
      forms: ['tablet'],
      indication: HIV,
    },
    {
      id: 'efavirenz+emtricitabine+tenofovir',
      brands: ['Atripla'],
      forms: ['tablet'],
      indication: HIV,
    },
    {
      id: 'lopinavir+ritonavir',
      brands: ['Kaletra'],
      forms: ['tablet', 'oral liquid'],
      indication: HIV,
    },
  ]),
  ...group('Hepatitis C medicine', [
    { id: 'sofosbuvir+velpatasvir', brands: ['Epclusa'], forms: ['tablet'], indication: HEP_C },
    {
      id: 'sofosbuvir+velpatasvir+voxilaprevir',
      brands: ['Vosevi'],
      forms: ['tablet'],
      indication: HEP_C,
    },
    { id: 'glecaprevir+pibrentasvir', brands: ['Maviret'], forms: ['tablet'], indication: HEP_C },
    { id: 'ledipasvir+sofosbuvir', brands: ['Harvoni'], forms: ['tablet'], indication: HEP_C },
    { id: 'sofosbuvir', brands: ['Sovaldi'], forms: ['tablet'], indication: HEP_C },
  ]),
  ...group('Antifungal', [
    {
      id: 'fluconazole',
      brands: ['Diflucan'],
      forms: ['capsule', 'oral liquid', 'injection'],
      indication: FUNGAL,
    },
    {
      id: 'nystatin',
      brands: ['Nilstat', 'Mycostatin'],
      forms: ['oral drops', 'tablet', 'cream'],
      indication: 'Fungal infection (thrush)',
    },
    {
      id: 'miconazole',
      brands: ['Daktarin'],
      forms: ['oral gel', 'cream', 'powder'],
      indication: FUNGAL,
    },
    {
      id: 'clotrimazole',
      brands: ['Canesten'],
      forms: ['cream', 'vaginal cream', 'pessary'],
      indication: FUNGAL,
    },
    {
      id: 'terbinafine',
      brands: ['Lamisil'],
      forms: ['tablet', 'cream', 'gel'],
      indication: 'Fungal infection (skin or nails)',
    },
    {
      id: 'ketoconazole',
      brands: ['Nizoral'],
      forms: ['shampoo', 'cream'],
      indication: 'Fungal skin infection or dandruff',
    },
    {
      id: 'itraconazole',
      brands: ['Sporanox', 'Lozanoc'],
      forms: ['capsule', 'oral liquid'],
      indication: FUNGAL,
    },
    {
      id: 'voriconazole',
      brands: ['Vfend'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: FUNGAL,
    },
    {
      id: 'posaconazole',
      brands: ['Noxafil'],
      forms: ['tablet', 'oral liquid'],
      indication: FUNGAL,
    },
  ]),
  ...group('Antiparasitic', [
    {
      id: 'ivermectin',
      brands: ['Stromectol'],
      forms: ['tablet'],
      indication: 'Worm infection or scabies',
    },
    { id: 'permethrin', brands: ['Lyclear'], forms: ['cream'], indication: 'Scabies or head lice' },
    { id: 'quinine', forms: ['tablet'], indication: 'Malaria or night-time leg cramps' },
  ]),
];
