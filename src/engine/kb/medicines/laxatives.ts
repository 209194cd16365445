/** Laxatives, enemas and bowel preparations. */
import { group, type MedicineData } from './types';

const CONST = 'Constipation';

export const laxatives: MedicineData[] = group('Laxative', [
  {
    id: 'macrogol',
    brands: ['Movicol', 'Movicol Half', 'Osmolax'],
    intl: ['polyethylene glycol', 'polyethylene glycol 3350'],
    aliases: ['macrogol 3350'],
    abbr: ['PEG', 'PEG 3350'],
    forms: ['sachet', 'oral powder'],
    indication: CONST,
  },
  {
    id: 'docusate',
    brands: ['Coloxyl'],
    aliases: ['docusate sodium'],
    forms: ['tablet'],
    indication: CONST,
  },
  {
    id: 'sennosides',
    brands: ['Senokot'],
    aliases: ['senna', 'sennoside'],
    forms: ['tablet'],
    indication: CONST,
  },
  {
    id: 'docusate+sennosides',
    brands: ['Coloxyl with Senna', 'Coloxyl and Senna', 'Coloxyl & Senna', 'Coloxyl + Senna'],
    forms: ['tablet'],
    indication: CONST,
  },
  {
    id: 'bisacodyl',
    brands: ['Dulcolax', 'Bisalax'],
    forms: ['tablet', 'suppository'],
    indication: CONST,
  },
  {
    id: 'sodium picosulfate',
    brands: ['Dulcolax SP', 'Dulcolax SP Drops'],
    former: ['sodium picosulphate'],
    forms: ['oral drops'],
    indication: CONST,
  },
  { id: 'lactulose', brands: ['Duphalac', 'Actilax'], forms: ['oral liquid'], indication: CONST },
  { id: 'glycerol', intl: ['glycerin', 'glycerine'], forms: ['suppository'], indication: CONST },
  {
    id: 'sodium citrate+sodium lauryl sulfoacetate+sorbitol',
    brands: ['Microlax'],
    forms: ['enema'],
    indication: CONST,
  },
  {
    id: 'psyllium',
    brands: ['Metamucil', 'Fybogel'],
    intl: ['ispaghula'],
    forms: ['powder'],
    indication: 'Constipation or bowel regularity (fibre)',
  },
  {
    id: 'sterculia',
    brands: ['Normafibe'],
    forms: ['granules'],
    indication: 'Constipation or bowel regularity (fibre)',
  },
  {
    id: 'prucalopride',
    brands: ['Resotrans'],
    forms: ['tablet'],
    indication: 'Long-term constipation',
  },
]);
