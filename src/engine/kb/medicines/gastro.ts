/** Stomach and bowel medicines (laxatives are in laxatives.ts). */
import { group, type MedicineData } from './types';

const REFLUX = 'Reflux and stomach acid';
const NAUSEA = 'Nausea and vomiting';
const IBD = "Inflammatory bowel disease (ulcerative colitis or Crohn's)";

export const gastro: MedicineData[] = [
  ...group('Proton pump inhibitor', [
    {
      id: 'pantoprazole',
      brands: ['Somac', 'Salpraz'],
      forms: ['tablet', 'injection'],
      indication: REFLUX,
      alwaysEC: true,
    },
    {
      id: 'esomeprazole',
      brands: ['Nexium'],
      forms: ['tablet', 'sachet', 'injection'],
      indication: REFLUX,
      alwaysEC: true,
    },
    {
      id: 'omeprazole',
      brands: ['Losec', 'Acimax'],
      forms: ['tablet', 'capsule'],
      indication: REFLUX,
      alwaysEC: true,
    },
    {
      id: 'rabeprazole',
      brands: ['Pariet'],
      forms: ['tablet'],
      indication: REFLUX,
      alwaysEC: true,
    },
    {
      id: 'lansoprazole',
      brands: ['Zoton'],
      forms: ['capsule', 'wafer'],
      indication: REFLUX,
      alwaysEC: true,
    },
  ]),
  ...group('Antacid or acid reducer', [
    { id: 'famotidine', brands: ['Pepcid', 'Pepzan'], forms: ['tablet'], indication: REFLUX },
    { id: 'ranitidine', brands: ['Zantac'], forms: ['tablet'], indication: REFLUX },
    {
      id: 'sucralfate',
      brands: ['Carafate', 'Ulcyte'],
      forms: ['tablet'],
      indication: 'Stomach ulcers',
    },
    {
      id: 'aluminium hydroxide+magnesium hydroxide+simeticone',
      brands: ['Mylanta'],
      forms: ['oral liquid', 'chewable tablet'],
      indication: 'Indigestion or heartburn',
    },
    {
      id: 'sodium alginate+sodium bicarbonate+calcium carbonate',
      brands: ['Gaviscon'],
      forms: ['oral liquid', 'chewable tablet'],
      indication: 'Heartburn or reflux',
    },
  ]),
  ...group('Antiemetic', [
    {
      id: 'ondansetron',
      brands: ['Zofran', 'Zofran Zydis'],
      forms: ['tablet', 'wafer', 'injection'],
      indication: NAUSEA,
    },
    {
      id: 'metoclopramide',
      brands: ['Maxolon', 'Pramin'],
      forms: ['tablet', 'injection'],
      indication: NAUSEA,
    },
    {
      id: 'prochlorperazine',
      brands: ['Stemetil'],
      forms: ['tablet', 'injection', 'suppository'],
      indication: 'Nausea, vomiting or dizziness',
    },
    { id: 'domperidone', brands: ['Motilium'], forms: ['tablet'], indication: NAUSEA },
    { id: 'cyclizine', forms: ['tablet', 'injection'], indication: NAUSEA },
    {
      id: 'aprepitant',
      brands: ['Emend'],
      forms: ['capsule'],
      indication: 'Prevent nausea and vomiting from chemotherapy',
    },
    {
      id: 'granisetron',
      brands: ['Kytril'],
      forms: ['tablet', 'injection'],
      indication: 'Prevent nausea and vomiting from chemotherapy',
    },
  ]),
  ...group('Antispasmodic', [
    {
      id: 'hyoscine butylbromide',
      brands: ['Buscopan'],
      intl: ['butylscopolamine', 'scopolamine butylbromide'],
      forms: ['tablet', 'injection'],
      indication: 'Stomach or bowel cramps',
    },
    {
      id: 'hyoscine hydrobromide',
      brands: ['Kwells', 'Scopoderm', 'Scopoderm TTS'],
      intl: ['scopolamine hydrobromide'],
      forms: ['tablet', 'injection', 'patch'],
      indication: 'Travel sickness',
      routes: { injection: 'Too much saliva or noisy breathing (secretions)' },
    },
    {
      id: 'mebeverine',
      brands: ['Colofac'],
      forms: ['tablet'],
      indication: 'Irritable bowel (cramps)',
    },
    {
      id: 'dicycloverine',
      former: ['dicyclomine'],
      forms: ['tablet'],
      indication: 'Irritable bowel (cramps)',
    },
  ]),
  ...group('Bowel inflammation medicine', [
    {
      id: 'mesalazine',
      brands: ['Mesasal', 'Pentasa', 'Salofalk', 'Mezavant'],
      intl: ['mesalamine'],
      forms: ['tablet', 'granules', 'suppository', 'enema'],
      indication: IBD,
    },
    {
      id: 'sulfasalazine',
      brands: ['Salazopyrin', 'Salazopyrin EN'],
      former: ['sulphasalazine'],
      abbr: ['SSZ'],
      forms: ['tablet'],
      indication: 'Arthritis or inflammatory bowel disease',
    },
  ]),
  ...group('Other stomach or bowel medicine', [
    {
      id: 'loperamide',
      brands: ['Imodium', 'Gastrostop'],
      forms: ['capsule', 'tablet'],
      indication: 'Diarrhoea',
    },
    {
      id: 'pancrelipase',
      brands: ['Creon'],
      aliases: ['pancreatic enzymes', 'pancreatic extract'],
      forms: ['capsule'],
      indication: 'Digest food (pancreatic enzyme replacement)',
    },
    {
      id: 'ursodeoxycholic acid',
      brands: ['Ursofalk'],
      intl: ['ursodiol'],
      abbr: ['UDCA'],
      forms: ['capsule', 'tablet'],
      indication: 'Liver or gallbladder condition',
    },
    {
      id: 'rifaximin',
      brands: ['Xifaxan'],
      forms: ['tablet'],
      indication: 'Prevent confusion from liver disease (hepatic encephalopathy)',
    },
    {
      id: 'misoprostol',
      forms: ['tablet'],
      indication: 'Stomach ulcer prevention, or to make the womb contract',
    },
    {
      id: 'simeticone',
      former: ['simethicone'],
      brands: ['Infacol'],
      forms: ['oral liquid', 'chewable tablet'],
      indication: 'Wind and bloating',
    },
  ]),
];
