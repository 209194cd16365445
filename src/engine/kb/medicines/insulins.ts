/**
 * Insulins and insulin combinations. Clinicians often write 'insulin' before a brand
 * ('Insulin Lantus'), so build-medicines.ts adds 'insulin <brand>' for every entry of this class.
 */
import { group, type MedicineData } from './types';

const DM = 'Diabetes (blood sugar)';
const INJ = ['injection'];

export const insulins: MedicineData[] = group('Insulin', [
  {
    id: 'insulin glargine',
    brands: ['Lantus', 'Optisulin', 'Toujeo', 'Basaglar', 'Abasaglar', 'Semglee'],
    aliases: ['glargine'],
    forms: INJ,
    indication: DM,
  },
  { id: 'insulin detemir', brands: ['Levemir'], aliases: ['detemir'], forms: INJ, indication: DM },
  {
    id: 'insulin degludec',
    brands: ['Tresiba'],
    aliases: ['degludec'],
    forms: INJ,
    indication: DM,
  },
  {
    id: 'insulin aspart',
    brands: ['NovoRapid', 'Fiasp'],
    aliases: ['aspart'],
    forms: INJ,
    indication: DM,
  },
  { id: 'insulin lispro', brands: ['Humalog'], aliases: ['lispro'], forms: INJ, indication: DM },
  {
    id: 'insulin glulisine',
    brands: ['Apidra'],
    aliases: ['glulisine'],
    forms: INJ,
    indication: DM,
  },
  {
    id: 'insulin neutral',
    brands: ['Actrapid', 'Humulin R'],
    aliases: [
      'neutral insulin',
      'regular insulin',
      'insulin regular',
      'soluble insulin',
      'insulin soluble',
    ],
    forms: INJ,
    indication: DM,
  },
  {
    id: 'insulin isophane',
    brands: ['Protaphane', 'Humulin NPH'],
    aliases: ['isophane insulin', 'isophane', 'NPH insulin', 'insulin NPH'],
    abbr: ['NPH'],
    forms: INJ,
    indication: DM,
  },
  {
    id: 'insulin neutral+insulin isophane',
    brands: ['Mixtard 30/70', 'Mixtard 50/50', 'Mixtard', 'Humulin 30/70'],
    forms: INJ,
    indication: DM,
  },
  {
    id: 'insulin aspart+insulin aspart protamine',
    brands: ['NovoMix 30', 'NovoMix'],
    forms: INJ,
    indication: DM,
  },
  {
    id: 'insulin lispro+insulin lispro protamine',
    brands: ['Humalog Mix25', 'Humalog Mix50', 'Humalog Mix 25', 'Humalog Mix 50', 'Humalog Mix'],
    forms: INJ,
    indication: DM,
  },
  {
    id: 'insulin degludec+insulin aspart',
    brands: ['Ryzodeg 70/30', 'Ryzodeg'],
    forms: INJ,
    indication: DM,
  },
]);
