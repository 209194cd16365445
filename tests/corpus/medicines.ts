/**
 * The medicines the sig corpus writes orders for: a spread of dose forms, units and routes, each
 * written by its generic name, former Australian name or brand. Data only, one medicine a row:
 *   ingredient | names (generic first) | strengths unit | form | route | use | extras
 * `form` is what a count counts ('amount' when doses are an amount of the unit: units, mg);
 * `use` is regular, prn or both; extras: `for` PRN conditions, `rel` release words that fit one of
 * its products (the row's form must then say it), `conc` the concentration written after the name.
 * Every name here is in the engine's knowledge base (checked by grammar.test.ts).
 */
export type DoseForm =
  | 'tablet'
  | 'capsule'
  | 'puff'
  | 'drop'
  | 'sachet'
  | 'spray'
  | 'mL'
  | 'amount';
export type Unit = 'mg' | 'microgram' | 'units' | 'g' | 'mL';
export type RouteKey = 'oral' | 'inhaled' | 'subcut' | 'iv' | 'eye' | 'sublingual' | 'nasal';

export interface MedicineSpec {
  ingredient: string;
  names: string[];
  strengths: number[];
  unit: Unit;
  form: DoseForm;
  route: RouteKey;
  use: 'regular' | 'prn' | 'both';
  conditions: string[];
  release: string[];
  concentration?: string;
}

const TABLE = [
  'atorvastatin | Atorvastatin, Lipitor | 10 20 40 80 mg | tablet | oral | regular',
  'rosuvastatin | Rosuvastatin, Crestor | 5 10 20 mg | tablet | oral | regular',
  'metoprolol | Metoprolol tartrate, Metoprolol, Betaloc | 25 50 100 mg | tablet | oral | regular',
  'amlodipine | Amlodipine, Norvasc | 5 10 mg | tablet | oral | regular',
  'perindopril | Perindopril, Coversyl | 2.5 5 10 mg | tablet | oral | regular',
  'ramipril | Ramipril, Tritace | 2.5 5 10 mg | capsule | oral | regular',
  'candesartan | Candesartan, Atacand | 8 16 32 mg | tablet | oral | regular',
  'furosemide | Furosemide, Frusemide, Lasix | 20 40 mg | tablet | oral | regular',
  'spironolactone | Spironolactone, Aldactone | 25 100 mg | tablet | oral | regular',
  'metformin | Metformin, Diabex, Diaformin | 500 850 1000 mg | tablet | oral | regular',
  'metformin | Metformin, Diabex | 1000 mg | tablet | oral | regular | rel XR, modified release',
  'gliclazide | Gliclazide, Diamicron MR | 30 60 mg | tablet | oral | regular',
  'sitagliptin | Sitagliptin, Januvia | 50 100 mg | tablet | oral | regular',
  'levothyroxine | Levothyroxine, Thyroxine, Eutroxsig | 50 75 100 microgram | tablet | oral | regular',
  'pantoprazole | Pantoprazole, Somac | 20 40 mg | tablet | oral | regular',
  'esomeprazole | Esomeprazole, Nexium | 20 40 mg | tablet | oral | regular',
  'paracetamol | Paracetamol, Panadol | 500 mg | tablet | oral | both | for pain, fever, mild pain',
  'paracetamol | Paracetamol | 665 mg | tablet | oral | regular | rel SR, MR, modified release',
  'ibuprofen | Ibuprofen, Nurofen | 200 400 mg | tablet | oral | prn | for pain, inflammation',
  'oxycodone | Oxycodone, Endone | 5 mg | tablet | oral | prn | for pain, severe pain',
  'oxycodone | Oxycodone | 10 20 mg | tablet | oral | regular | rel CR, controlled release',
  'morphine | MS Contin, Morphine | 15 30 mg | tablet | oral | regular',
  'tramadol | Tramadol, Tramal | 50 mg | capsule | oral | prn | for pain, moderate pain',
  'prednisolone | Prednisolone, Panafcortelone | 5 25 mg | tablet | oral | regular',
  'allopurinol | Allopurinol, Zyloprim | 100 300 mg | tablet | oral | regular',
  'apixaban | Apixaban, Eliquis | 2.5 5 mg | tablet | oral | regular',
  'rivaroxaban | Rivaroxaban, Xarelto | 15 20 mg | tablet | oral | regular',
  'clopidogrel | Clopidogrel, Plavix | 75 mg | tablet | oral | regular',
  'sertraline | Sertraline, Zoloft | 50 100 mg | tablet | oral | regular',
  'mirtazapine | Mirtazapine, Avanza | 15 30 mg | tablet | oral | regular',
  'quetiapine | Quetiapine, Seroquel | 25 100 mg | tablet | oral | both | for agitation',
  'temazepam | Temazepam, Normison | 10 mg | tablet | oral | both | for sleep, insomnia',
  'diazepam | Diazepam, Valium | 2 5 mg | tablet | oral | prn | for anxiety, muscle spasm',
  'ondansetron | Ondansetron, Zofran | 4 8 mg | tablet | oral | prn | for nausea, vomiting',
  'metoclopramide | Metoclopramide, Maxolon | 10 mg | tablet | oral | prn | for nausea',
  'amoxicillin | Amoxicillin, Amoxycillin, Amoxil | 500 mg | capsule | oral | regular',
  'cefalexin | Cefalexin, Cephalexin, Keflex | 250 500 mg | capsule | oral | regular',
  'doxycycline | Doxycycline, Doryx | 50 100 mg | tablet | oral | regular',
  'gabapentin | Gabapentin, Neurontin | 100 300 mg | capsule | oral | regular',
  'pregabalin | Pregabalin, Lyrica | 25 75 mg | capsule | oral | regular',
  'salbutamol | Salbutamol, Ventolin, Asmol | 100 microgram | puff | inhaled | prn | for wheeze, SOB',
  'tiotropium | Tiotropium, Spiriva Respimat | 2.5 microgram | puff | inhaled | regular',
  'glyceryl trinitrate | Glyceryl trinitrate, GTN | 400 microgram | spray | sublingual | prn | for chest pain',
  'naloxone | Naloxone, Nyxoid | 1.8 mg | spray | nasal | prn | for opioid overdose',
  'latanoprost | Latanoprost, Xalatan | 50 microgram | drop | eye | regular | conc 0.005% eye drops',
  'lactulose | Lactulose, Duphalac | 15 20 30 mL | mL | oral | both | for constipation',
  'macrogol | Movicol, Macrogol 3350 | 1 g | sachet | oral | both | for constipation',
  'insulin glargine | Insulin glargine, Optisulin, Lantus | 10 14 20 26 units | amount | subcut | regular',
  'insulin aspart | Insulin aspart, NovoRapid | 4 6 8 10 units | amount | subcut | regular',
  'enoxaparin | Enoxaparin, Clexane | 40 80 mg | amount | subcut | regular',
  'dalteparin | Dalteparin, Fragmin | 2500 5000 7500 10000 units | amount | subcut | regular',
  'heparin | Heparin | 5000 units | amount | subcut | regular',
  'colecalciferol|cholecalciferol|vitamin d | Cholecalciferol, Ostelin | 1000 units | capsule | oral | regular',
];

function parseRow(row: string): MedicineSpec {
  const [ingredient, names, dose, form, route, use, ...extras] = row.split(' | ');
  const doseWords = dose!.split(' ');
  const extra = (key: string) =>
    extras.find((e) => e.startsWith(`${key} `))?.slice(key.length + 1) ?? '';
  const list = (s: string) => (s ? s.split(', ') : []);
  return {
    ingredient: ingredient!,
    names: list(names!),
    strengths: doseWords.slice(0, -1).map(Number),
    unit: doseWords.at(-1) as Unit,
    form: form as DoseForm,
    route: route as RouteKey,
    use: use as MedicineSpec['use'],
    conditions: list(extra('for')),
    release: list(extra('rel')),
    concentration: extra('conc') || undefined,
  };
}

export const MEDICINES: readonly MedicineSpec[] = TABLE.map(parseRow);

/** Weight-based doses written as `N mg/kg = total`: the total is the dose. */
export const WEIGHT_BASED = [
  {
    ingredient: 'infliximab',
    names: ['Infliximab', 'Remicade'],
    perKg: 5,
    totals: [300, 400, 500],
  },
  { ingredient: 'gentamicin', names: ['Gentamicin'], perKg: 5, totals: [320, 350, 400] },
  { ingredient: 'vancomycin', names: ['Vancomycin'], perKg: 15, totals: [1000, 1250] },
] as const;

/** Invented medicine names: syllables no real medicine starts with, so no fuzzy match can claim them. */
export const INVENTED = {
  heads: ['Zorb', 'Quelv', 'Xypr', 'Vundr', 'Plox', 'Jexr', 'Klyv', 'Trozz'],
  tails: ['atinib', 'amide', 'oxan', 'ivast', 'ostat', 'umab', 'azole', 'icline'],
  /** Real products the knowledge base lacks: also rows named as written, with a warning. */
  real: ['MST Continus'],
} as const;
