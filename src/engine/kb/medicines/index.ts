/** Every medicine of the knowledge base, by therapeutic area. */
import { analgesics } from './analgesics';
import { antibacterials } from './antibacterials';
import { antiviralsAntifungals } from './antivirals-antifungals';
import { blood } from './blood';
import { complementary } from './complementary';
import { cardiovascularBp } from './cardiovascular-bp';
import { cardiovascularHeart } from './cardiovascular-heart';
import { diabetes } from './diabetes';
import { endocrine } from './endocrine';
import { eyeSkin } from './eye-skin';
import { gastro } from './gastro';
import { immunologyOncology } from './immunology-oncology';
import { insulins } from './insulins';
import { laxatives } from './laxatives';
import { mentalHealth } from './mental-health';
import { neurology } from './neurology';
import { respiratory } from './respiratory';
import { specialist } from './specialist';
import { overseas } from './overseas';
import type { MedicineData } from './types';
import { urologyRenal } from './urology-renal';
import { vitaminsMinerals } from './vitamins-minerals';
import { weightAndCannabis } from './weight-and-cannabis';

export const MEDICINE_DATA: readonly MedicineData[] = [
  ...cardiovascularBp,
  ...cardiovascularHeart,
  ...blood,
  ...diabetes,
  ...insulins,
  ...respiratory,
  ...gastro,
  ...laxatives,
  ...analgesics,
  ...antibacterials,
  ...antiviralsAntifungals,
  ...mentalHealth,
  ...neurology,
  ...endocrine,
  ...urologyRenal,
  ...immunologyOncology,
  ...eyeSkin,
  ...vitaminsMinerals,
  ...complementary,
  ...specialist,
  ...overseas,
  ...weightAndCannabis,
];
