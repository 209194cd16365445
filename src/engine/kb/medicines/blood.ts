/** Anticoagulants, antiplatelets, iron, blood-forming and bleeding medicines. */
import { group, type MedicineData } from './types';

const AF = 'Prevent blood clots and stroke (blood thinner)';
const CLOT = 'Prevent or treat blood clots (blood thinner)';
const ANTIPLATELET = 'Prevent heart attack and stroke (blood thinner)';
const IRON = 'Iron deficiency (low iron)';

export const blood: MedicineData[] = [
  ...group('Anticoagulant', [
    {
      id: 'warfarin',
      brands: ['Marevan', 'Coumadin'],
      forms: ['tablet'],
      indication: 'Prevent blood clots (blood thinner)',
    },
    { id: 'apixaban', brands: ['Eliquis'], forms: ['tablet'], indication: AF },
    { id: 'rivaroxaban', brands: ['Xarelto'], forms: ['tablet'], indication: AF },
    { id: 'dabigatran', brands: ['Pradaxa'], forms: ['capsule'], indication: AF },
    { id: 'edoxaban', forms: ['tablet'], indication: AF },
    {
      id: 'enoxaparin',
      brands: ['Clexane', 'Clexane Forte'],
      forms: ['injection'],
      indication: CLOT,
    },
    { id: 'dalteparin', brands: ['Fragmin'], forms: ['injection'], indication: CLOT },
    { id: 'heparin', abbr: ['UFH'], forms: ['injection'], indication: CLOT },
    { id: 'fondaparinux', brands: ['Arixtra'], forms: ['injection'], indication: CLOT },
  ]),
  ...group('Antiplatelet', [
    {
      id: 'aspirin',
      brands: ['Cartia', 'Astrix', 'Cardiprin', 'Solprin', 'Disprin', 'Aspro', 'Aspro Clear'],
      intl: ['acetylsalicylic acid'],
      abbr: ['ASA'],
      forms: ['tablet', 'soluble tablet'],
      indication: ANTIPLATELET,
      pregnancyInd: 'Prevent pre-eclampsia (pregnancy)',
      brandInd: {
        Solprin: 'Pain, fever or prevent heart attack and stroke',
        Disprin: 'Pain or fever',
        Aspro: 'Pain or fever',
        'Aspro Clear': 'Pain or fever',
      },
    },
    {
      id: 'clopidogrel',
      brands: ['Plavix', 'Iscover', 'Piax'],
      forms: ['tablet'],
      indication: 'Prevent clots after a heart stent, heart attack or stroke',
    },
    {
      id: 'aspirin+clopidogrel',
      brands: ['DuoCover', 'CoPlavix'],
      forms: ['tablet'],
      indication: 'Prevent clots after a heart stent, heart attack or stroke',
    },
    {
      id: 'ticagrelor',
      brands: ['Brilinta'],
      forms: ['tablet'],
      indication: 'Prevent clots after a heart attack or stent',
    },
    {
      id: 'prasugrel',
      brands: ['Effient'],
      forms: ['tablet'],
      indication: 'Prevent clots after a heart attack or stent',
    },
    {
      id: 'dipyridamole',
      brands: ['Persantin'],
      forms: ['tablet', 'capsule'],
      indication: 'Prevent stroke (blood thinner)',
    },
    {
      id: 'aspirin+dipyridamole',
      brands: ['Asasantin SR'],
      forms: ['capsule'],
      indication: 'Prevent stroke (blood thinner)',
      alwaysMR: true,
    },
  ]),
  ...group('Iron', [
    {
      id: 'ferrous sulfate',
      brands: ['Ferro-Gradumet', 'Ferro-Grad', 'Ferro-Liquid'],
      former: ['ferrous sulphate'],
      forms: ['tablet', 'oral liquid'],
      indication: IRON,
    },
    {
      id: 'ferrous sulfate+ascorbic acid',
      brands: ['Ferro-grad C'],
      former: ['ferrous sulphate+ascorbic acid'],
      forms: ['tablet'],
      indication: IRON,
    },
    {
      id: 'ferrous sulfate+folic acid',
      brands: ['Fefol'],
      forms: ['capsule'],
      indication: 'Iron and folic acid supplement (often in pregnancy)',
    },
    { id: 'ferrous fumarate', brands: ['Ferro-Tab'], forms: ['tablet'], indication: IRON },
    {
      id: 'ferrous fumarate+folic acid',
      brands: ['Ferro-F-Tab'],
      forms: ['tablet'],
      indication: 'Iron and folic acid supplement (often in pregnancy)',
    },
    {
      // Blackmores I-Folic: folic acid 500 microgram + iodine 150 microgram, for pregnancy and breastfeeding.
      id: 'folic acid+iodine',
      brands: ['I-Folic'],
      forms: ['tablet'],
      indication: 'Folic acid and iodine supplement (pregnancy and breastfeeding)',
    },
    {
      id: 'iron polymaltose',
      brands: ['Maltofer', 'Ferrosig'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: IRON,
    },
    { id: 'ferric carboxymaltose', brands: ['Ferinject'], forms: ['injection'], indication: IRON },
    { id: 'iron sucrose', brands: ['Venofer'], forms: ['injection'], indication: IRON },
    { id: 'ferric derisomaltose', brands: ['Monofer'], forms: ['injection'], indication: IRON },
  ]),
  ...group('Blood-forming or bleeding medicine', [
    {
      id: 'folic acid',
      brands: ['Megafol'],
      aliases: ['folate'],
      forms: ['tablet'],
      indication: 'Folate (vitamin) supplement',
    },
    {
      id: 'tranexamic acid',
      brands: ['Cyklokapron'],
      abbr: ['TXA'],
      forms: ['tablet', 'injection'],
      indication: 'Reduce bleeding',
    },
    {
      id: 'phytomenadione',
      brands: ['Konakion'],
      intl: ['phytonadione'],
      aliases: ['vitamin K', 'vit K'],
      forms: ['injection', 'tablet'],
      indication: 'Vitamin K (helps blood clot)',
    },
    {
      id: 'darbepoetin alfa',
      brands: ['Aranesp'],
      aliases: ['darbepoetin'],
      forms: ['injection'],
      indication: 'Anaemia (low blood count) from kidney disease',
    },
    {
      id: 'epoetin alfa',
      brands: ['Eprex'],
      aliases: ['epoetin'],
      abbr: ['EPO'],
      forms: ['injection'],
      indication: 'Anaemia (low blood count) from kidney disease',
    },
    {
      id: 'pegfilgrastim',
      brands: ['Neulasta'],
      forms: ['injection'],
      indication: 'Boost white blood cells after chemotherapy',
    },
    {
      id: 'filgrastim',
      brands: ['Zarzio', 'Nivestim'],
      forms: ['injection'],
      indication: 'Boost white blood cells',
    },
  ]),
];
