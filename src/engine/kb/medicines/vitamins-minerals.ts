/** Vitamins, minerals, electrolytes, IV fluids and common supplements. */
import { group, type MedicineData } from './types';

const VIT_D = 'Vitamin D supplement for bones';
const FLUID = 'Fluid replacement (drip)';

export const vitaminsMinerals: MedicineData[] = [
  ...group('Vitamin', [
    {
      id: 'colecalciferol',
      brands: ['Ostelin', 'Ostelin Vitamin D3', 'Ostevit-D'],
      former: ['cholecalciferol'],
      aliases: ['vitamin D', 'vitamin D3', 'vit D', 'vit D3'],
      forms: ['capsule', 'tablet', 'oral liquid'],
      indication: VIT_D,
    },
    { id: 'ergocalciferol', aliases: ['vitamin D2'], forms: ['capsule'], indication: VIT_D },
    {
      id: 'thiamine',
      brands: ['Betamin'],
      aliases: ['vitamin B1', 'vit B1'],
      forms: ['tablet', 'injection'],
      indication: 'Vitamin B1 supplement',
    },
    {
      id: 'riboflavin',
      aliases: ['vitamin B2', 'vit B2'],
      forms: ['tablet', 'capsule'],
      indication: 'Vitamin B2 (also used to prevent migraine)',
    },
    {
      id: 'hydroxocobalamin',
      brands: ['Neo-B12'],
      forms: ['injection'],
      indication: 'Vitamin B12 deficiency',
    },
    // 'Vitamin B12' names either cobalamin: oral is cyanocobalamin, an injection hydroxocobalamin (parse/name.ts decides).
    {
      id: 'cyanocobalamin',
      aliases: ['vitamin B12', 'vit B12'],
      abbr: ['B12'],
      forms: ['tablet', 'injection'],
      indication: 'Vitamin B12 supplement',
    },
    {
      id: 'pyridoxine',
      aliases: ['vitamin B6', 'vit B6'],
      forms: ['tablet'],
      indication: 'Vitamin B6 supplement',
    },
    {
      id: 'ascorbic acid',
      aliases: ['vitamin C', 'vit C'],
      // Over-the-counter vitamin C products a family list copies off the box.
      brands: ['Bio C', 'Blackmores Bio C'],
      forms: ['tablet'],
      indication: 'Vitamin C supplement',
    },
    {
      id: 'multivitamin',
      aliases: ['multivitamins', 'multi-vitamin', 'multivit'],
      // VitABDECK, DEKAs, AquADEKs: the fat-soluble multivitamins people with cystic fibrosis take with Creon.
      brands: ['Pentavite', 'VitABDECK', 'DEKAs', 'DEKAs Plus', 'AquADEKs'],
      forms: ['tablet'],
      indication: 'Vitamin supplement',
    },
  ]),
  ...group('Mineral or electrolyte', [
    {
      id: 'calcium',
      brands: ['Caltrate'],
      forms: ['tablet', 'chewable tablet', 'effervescent tablet'],
      indication: 'Calcium supplement for bones',
    },
    {
      id: 'calcium+colecalciferol',
      // Caltrate Plus: calcium carbonate + colecalciferol (some markets add
      // magnesium, zinc, copper, manganese); read as the calcium + vitamin D
      // product so it pairs with 'Calcium + vitamin D (Caltrate Plus)'.
      brands: ['Caltrate Plus'],
      forms: ['tablet'],
      indication: 'Calcium and vitamin D supplement for bones',
    },
    {
      id: 'magnesium',
      // 'Mag-Tab SR' (magnesium lactate, modified release), an Australian brand hospitals chart.
      brands: ['Magmin', 'Mag-Tab SR', 'Mag-Tab'],
      forms: ['tablet', 'injection'],
      indication: 'Magnesium supplement (low magnesium)',
    },
    {
      id: 'potassium chloride',
      brands: ['Slow-K', 'Span-K', 'Duro-K'],
      abbr: ['KCl'],
      forms: ['tablet', 'injection'],
      indication: 'Low potassium (potassium supplement)',
    },
    // Effervescent potassium (14 mmol a tablet): a different product from Slow-K, so a switch shows as one.
    {
      id: 'potassium chloride+potassium bicarbonate',
      brands: ['Chlorvescent'],
      forms: ['effervescent tablet'],
      indication: 'Low potassium (potassium supplement)',
    },
    {
      id: 'sodium chloride',
      aliases: ['normal saline', 'saline', 'hypertonic saline', 'hypertonic sodium chloride'],
      abbr: ['NaCl'],
      forms: ['injection', 'tablet', 'nebule', 'nasal spray'],
      indication: 'Salt or fluid replacement',
      // Nebulised (often hypertonic 3-7%) saline loosens sputum; a saline nasal spray or rinse clears the nose.
      routes: { inhaled: 'Clearing mucus (sputum) from the airways', nasal: 'Dry or blocked nose' },
    },
    {
      id: 'sodium bicarbonate',
      brands: ['Sodibic'],
      aliases: ['sodium bicarb', 'sod bicarb', 'NaBic', 'Na bicarb', 'NaHCO3'],
      forms: ['capsule', 'injection'],
      indication: 'Kidney disease (acid balance)',
    },
    {
      id: 'phosphate',
      brands: ['Phosphate-Sandoz'],
      forms: ['effervescent tablet', 'injection'],
      indication: 'Low phosphate (phosphate supplement)',
    },
    { id: 'zinc', forms: ['tablet', 'capsule'], indication: 'Zinc supplement' },
  ]),
  ...group('IV fluid', [
    {
      id: 'glucose',
      intl: ['dextrose'],
      forms: ['injection', 'IV fluid', 'gel'],
      indication: 'Low blood sugar (hypoglycaemia) or fluids',
      routes: { oral: 'Low blood sugar (hypoglycaemia)' },
    },
    {
      id: 'compound sodium lactate',
      intl: ["Ringer's lactate", "lactated Ringer's"],
      aliases: ["Hartmann's solution", "Hartmann's", 'Hartmanns'],
      forms: ['IV fluid'],
      indication: FLUID,
    },
  ]),
  ...group('Supplement', [
    {
      id: 'glucosamine',
      forms: ['tablet', 'capsule'],
      indication: 'Joint supplement (osteoarthritis)',
    },
    {
      id: 'coenzyme q10',
      name: 'Coenzyme Q10',
      aliases: ['CoQ10', 'ubidecarenone'],
      forms: ['capsule'],
      indication: 'Supplement (coenzyme Q10)',
    },
    {
      id: 'cranberry',
      forms: ['capsule', 'tablet'],
      indication: 'Supplement (urinary tract health)',
    },
  ]),
];
