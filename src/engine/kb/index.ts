/**
 * TEMPORARY STUB written by the engine engineer so the reconcile engine can be built and tested
 * before the real knowledge base lands. The KB engineer owns this file: replace it wholesale.
 * It implements the agreed API (lookupMedicine, getMedicineById, ingredientKey, allMedicines)
 * over a small table of the medicines used in the shared cases.
 */
import type { Medicine } from './types';

export type MatchedBy = 'generic' | 'brand' | 'former' | 'international' | 'abbreviation' | 'combination' | 'fuzzy';
export interface LookupResult {
  medicine: Medicine;
  matchedBy: MatchedBy;
  matchedText: string;
  brand?: string;
  qualifiers: string[];
  salt?: string;
  warning?: string;
  rest: string;
}

// id | Name | ingredients(+) | brands(,) | former(,) | international(,) | abbreviations(,) | forms(,) | indication
const TABLE = `
atorvastatin|Atorvastatin|atorvastatin|Lipitor,Lipex||||tablet|High cholesterol
simvastatin|Simvastatin|simvastatin|Zocor,Lipex||||tablet|High cholesterol
rosuvastatin|Rosuvastatin|rosuvastatin|Crestor||||tablet|High cholesterol
perindopril|Perindopril|perindopril|Coversyl||||tablet|High blood pressure or heart protection
ramipril|Ramipril|ramipril|Tritace||||capsule|High blood pressure or heart protection
candesartan|Candesartan|candesartan|Atacand||||tablet|High blood pressure
irbesartan|Irbesartan|irbesartan|Avapro||||tablet|High blood pressure
amlodipine|Amlodipine|amlodipine|Norvasc||||tablet|High blood pressure
metformin|Metformin|metformin|Diabex,Diaformin||||tablet|Type 2 diabetes (blood sugar)
pantoprazole|Pantoprazole|pantoprazole|Somac||||tablet|Reflux and stomach acid
omeprazole|Omeprazole|omeprazole|Losec||||tablet|Reflux and stomach acid
esomeprazole|Esomeprazole|esomeprazole|Nexium||||tablet|Reflux and stomach acid
famotidine|Famotidine|famotidine|Pepcid||||tablet|Reflux and stomach acid
paracetamol|Paracetamol|paracetamol|Panadol,Panadol Osteo,Panamax||acetaminophen||tablet|Pain or fever
furosemide|Furosemide|furosemide|Lasix,Urex|frusemide|||tablet|Fluid build-up (oedema, heart failure)
bisoprolol|Bisoprolol|bisoprolol|Bicor||||tablet|Heart failure, heart rate or blood pressure
metoprolol|Metoprolol|metoprolol|Betaloc,Toprol-XL,Minax||||tablet|Heart rate, angina or blood pressure
spironolactone|Spironolactone|spironolactone|Aldactone||||tablet|Heart failure or fluid build-up
aspirin|Aspirin|aspirin|Cartia,Astrix||||tablet|Heart attack and stroke prevention (blood thinner)
sitagliptin|Sitagliptin|sitagliptin|Januvia||||tablet|Type 2 diabetes (blood sugar)
meloxicam|Meloxicam|meloxicam|Mobic||||tablet|Arthritis pain and inflammation
apixaban|Apixaban|apixaban|Eliquis||||tablet|Prevent blood clots and stroke (anticoagulant)
rivaroxaban|Rivaroxaban|rivaroxaban|Xarelto||||tablet|Prevent blood clots and stroke (anticoagulant)
dabigatran|Dabigatran|dabigatran|Pradaxa||||capsule|Prevent blood clots and stroke (anticoagulant)
warfarin|Warfarin|warfarin|Marevan,Coumadin||||tablet|Prevent blood clots (anticoagulant)
enoxaparin|Enoxaparin|enoxaparin|Clexane||||injection|Prevent or treat blood clots (anticoagulant)
amoxicillin|Amoxicillin|amoxicillin|Amoxil|amoxycillin|||capsule|Infection
amoxicillin+clavulanic acid|Amoxicillin + Clavulanic acid|amoxicillin+clavulanic acid|Augmentin Duo Forte,Augmentin Duo,Augmentin|amoxycillin+clavulanate|co-amoxiclav||tablet|Infection
oxycodone|Oxycodone|oxycodone|Endone,OxyContin,OxyNorm||||tablet|Pain
oxycodone+naloxone|Oxycodone + Naloxone|oxycodone+naloxone|Targin||||tablet|Pain
macrogol|Macrogol|macrogol|Movicol,Osmolax||polyethylene glycol,PEG 3350||sachet|Constipation
docusate+sennoside|Docusate + Sennosides|docusate+sennoside|Coloxyl with Senna||||tablet|Constipation
temazepam|Temazepam|temazepam|Normison||||tablet|Trouble sleeping (insomnia)
insulin glargine|Insulin glargine|insulin glargine|Optisulin,Lantus,Toujeo,Semglee||||injection|Diabetes (blood sugar)
insulin aspart|Insulin aspart|insulin aspart|NovoRapid,Fiasp||||injection|Diabetes (blood sugar)
insulin isophane|Insulin isophane (NPH)|insulin isophane|Protaphane,Humulin NPH||||injection|Diabetes (blood sugar)
gliclazide|Gliclazide|gliclazide|Diamicron,Diamicron MR||||tablet|Type 2 diabetes (blood sugar)
empagliflozin|Empagliflozin|empagliflozin|Jardiance||||tablet|Type 2 diabetes (blood sugar) or heart failure
dapagliflozin|Dapagliflozin|dapagliflozin|Forxiga||||tablet|Type 2 diabetes (blood sugar)
empagliflozin+metformin|Empagliflozin + Metformin|empagliflozin+metformin|Jardiamet||||tablet|Type 2 diabetes (blood sugar)
prednisolone|Prednisolone|prednisolone|Panafcortelone,Solone||||tablet|Inflammation
tiotropium|Tiotropium|tiotropium|Spiriva,Spiriva Respimat||||inhaler|COPD (lung disease)
fluticasone+salmeterol|Fluticasone + Salmeterol|fluticasone+salmeterol|Seretide,Seretide MDI,Seretide Accuhaler||||inhaler|Asthma or COPD (preventer)
fluticasone furoate+umeclidinium+vilanterol|Fluticasone furoate + Umeclidinium + Vilanterol|fluticasone furoate+umeclidinium+vilanterol|Trelegy Ellipta,Trelegy||||inhaler|COPD (lung disease)
budesonide+formoterol|Budesonide + Formoterol|budesonide+formoterol|Symbicort,Symbicort Turbuhaler,Symbicort Rapihaler|budesonide+eformoterol|||inhaler|Asthma or COPD
salbutamol|Salbutamol|salbutamol|Ventolin,Asmol||albuterol||inhaler|Shortness of breath or wheeze (reliever)
montelukast|Montelukast|montelukast|Singulair||||tablet|Asthma prevention
cetirizine|Cetirizine|cetirizine|Zyrtec||||tablet|Allergy or hay fever
methotrexate|Methotrexate|methotrexate|Methoblastin||||tablet|Rheumatoid arthritis
folic acid|Folic acid|folic acid|Megafol||||tablet|Folate supplement (reduces methotrexate side effects)
alendronate|Alendronate|alendronate|Fosamax||alendronic acid||tablet|Osteoporosis (bone strength)
calcium carbonate|Calcium carbonate|calcium carbonate|Caltrate||||tablet|Calcium supplement for bones
colecalciferol|Colecalciferol (vitamin D3)|colecalciferol|Ostelin,Ostelin Vitamin D3||cholecalciferol,vitamin D,vitamin D3||capsule|Vitamin D supplement for bones
levothyroxine|Levothyroxine|levothyroxine|Oroxine,Eutroxsig|thyroxine|||tablet|Underactive thyroid
cefalexin|Cefalexin|cefalexin|Keflex|cephalexin|||capsule|Infection
ceftriaxone|Ceftriaxone|ceftriaxone|Rocephin||||injection|Infection
flucloxacillin|Flucloxacillin|flucloxacillin|Staphylex||||capsule|Infection
doxycycline|Doxycycline|doxycycline|Doryx||||tablet|Infection
clarithromycin|Clarithromycin|clarithromycin|Klacid||||tablet|Infection
fluconazole|Fluconazole|fluconazole|Diflucan||||capsule|Fungal infection
nitrofurantoin|Nitrofurantoin|nitrofurantoin|Macrodantin||||capsule|Urinary tract infection
ondansetron|Ondansetron|ondansetron|Zofran||||tablet|Nausea and vomiting
metoclopramide|Metoclopramide|metoclopramide|Maxolon||||tablet|Nausea and vomiting
domperidone|Domperidone|domperidone|Motilium||||tablet|Nausea and vomiting
sertraline|Sertraline|sertraline|Zoloft||||tablet|Depression or anxiety
mirtazapine|Mirtazapine|mirtazapine|Avanza||||tablet|Depression
amitriptyline|Amitriptyline|amitriptyline|Endep||||tablet|Nerve pain or depression
gabapentin|Gabapentin|gabapentin|Neurontin||||capsule|Nerve pain or seizures
pregabalin|Pregabalin|pregabalin|Lyrica||||capsule|Nerve pain
latanoprost|Latanoprost|latanoprost|Xalatan||||eye drops|Glaucoma (eye pressure)
timolol|Timolol|timolol|Timoptol||||eye drops|Glaucoma (eye pressure)
chloramphenicol|Chloramphenicol|chloramphenicol|Chlorsig||||eye drops|Eye infection
fentanyl|Fentanyl|fentanyl|Durogesic||||patch|Pain
glyceryl trinitrate|Glyceryl trinitrate|glyceryl trinitrate|Nitrolingual Pumpspray,Transiderm-Nitro,Nitro-Dur|||GTN|patch,spray|Angina (chest pain)
perindopril+indapamide|Perindopril + Indapamide|perindopril+indapamide|Coversyl Plus||||tablet|High blood pressure
perindopril+amlodipine|Perindopril + Amlodipine|perindopril+amlodipine|Reaptan||||tablet|High blood pressure
amlodipine+atorvastatin|Amlodipine + Atorvastatin|amlodipine+atorvastatin|Caduet||||tablet|High blood pressure and high cholesterol
levodopa+carbidopa|Levodopa + Carbidopa|levodopa+carbidopa|Sinemet,Kinson||||tablet|Parkinson's disease
levodopa+benserazide|Levodopa + Benserazide|levodopa+benserazide|Madopar||||capsule|Parkinson's disease
indapamide|Indapamide|indapamide|Natrilix||||tablet|High blood pressure
oxybutynin|Oxybutynin|oxybutynin|Ditropan||||tablet|Overactive bladder
donepezil|Donepezil|donepezil|Aricept||||tablet|Dementia (memory)
clopidogrel|Clopidogrel|clopidogrel|Plavix,Iscover||||tablet|Prevent clots after heart stent, heart attack or stroke
ticagrelor|Ticagrelor|ticagrelor|Brilinta||||tablet|Prevent clots after heart attack or stent
allopurinol|Allopurinol|allopurinol|Zyloprim,Progout||||tablet|Gout prevention (lowers uric acid)
colchicine|Colchicine|colchicine|Colgout||||tablet|Gout flare
naproxen|Naproxen|naproxen|Naprosyn||||tablet|Pain and inflammation
celecoxib|Celecoxib|celecoxib|Celebrex||||capsule|Pain and inflammation (arthritis)
tramadol|Tramadol|tramadol|Tramal,Tramal SR||||tablet|Pain
tapentadol|Tapentadol|tapentadol|Palexia,Palexia SR||||tablet|Pain
codeine+paracetamol|Paracetamol + Codeine|codeine+paracetamol|Panadeine Forte,Panadeine||||tablet|Pain
calcitriol|Calcitriol|calcitriol|Rocaltrol||||capsule|Vitamin D for kidney disease (calcium balance)
diltiazem|Diltiazem|diltiazem|Cardizem,Vasocardol||||capsule|High blood pressure or angina
sacubitril+valsartan|Sacubitril + Valsartan|sacubitril+valsartan|Entresto||||tablet|Heart failure
potassium chloride|Potassium chloride|potassium chloride|Slow-K,Span-K||||tablet|Low potassium
digoxin|Digoxin|digoxin|Lanoxin,Lanoxin PG||||tablet|Heart rate control (atrial fibrillation) or heart failure
tamsulosin|Tamsulosin|tamsulosin|Flomaxtra||||capsule|Enlarged prostate (urine flow)
levetiracetam|Levetiracetam|levetiracetam|Keppra||||tablet|Epilepsy (seizures)
valproate|Sodium valproate|valproate|Epilim,Epilim EC,Valpro||valproic acid||tablet|Epilepsy (seizures)
clobazam|Clobazam|clobazam|Frisium||||tablet|Epilepsy (seizures)
midazolam|Midazolam|midazolam|Hypnovel||||injection|Seizures or sedation
diazepam|Diazepam|diazepam|Valium||||tablet|Anxiety or alcohol withdrawal
quetiapine|Quetiapine|quetiapine|Seroquel||||tablet|Mental health (psychosis, bipolar)
entacapone|Entacapone|entacapone|Comtan||||tablet|Parkinson's disease
rotigotine|Rotigotine|rotigotine|Neupro||||patch|Parkinson's disease
thiamine|Thiamine (vitamin B1)|thiamine|Betamin||vitamin B1||tablet|Vitamin B1 supplement
acamprosate|Acamprosate|acamprosate|Campral||||tablet|Alcohol dependence (reduces cravings)
ferrous fumarate|Ferrous fumarate (iron)|ferrous fumarate|Ferro-Tab||||tablet|Iron deficiency
magnesium|Magnesium|magnesium|Magmin||||tablet|Magnesium supplement
sotalol|Sotalol|sotalol|Sotacor||||tablet|Heart rhythm (arrhythmia)
denosumab|Denosumab|denosumab|Prolia||||injection|Osteoporosis (bone strength)
hydroxocobalamin|Hydroxocobalamin (vitamin B12)|hydroxocobalamin|Neo-B12||vitamin B12||injection|Vitamin B12 deficiency
estradiol|Estradiol|estradiol|Estradot,Climara|oestradiol|||patch|Menopause symptoms (hormone replacement)
`;

const RELEASE: Array<[RegExp, string]> = [
  [/\b(?:cr|sr|xr|er|xl|mr|cd|la|modified[- ]release|controlled[- ]release|slow[- ]release|sustained[- ]release|extended[- ]release)\b/i, 'modified release'],
  [/\b(?:ec|enteric[- ]coated)\b/i, 'enteric coated'],
];
const SALTS = ['arginine', 'erbumine', 'tosilate', 'tartrate', 'succinate', 'sodium', 'potassium', 'hydrochloride', 'phosphate', 'sulfate', 'besilate', 'mesilate', 'calcium', 'fumarate', 'maleate'];
const BRAND_QUALIFIERS: Record<string, string[]> = { 'panadol osteo': ['modified release'], 'diamicron mr': ['modified release'], oxycontin: ['modified release'], 'toprol-xl': ['modified release'], 'tramal sr': ['modified release'], 'palexia sr': ['modified release'], 'epilim ec': ['enteric coated'] };

const meds: Medicine[] = [];
type Entry = { medicine: Medicine; by: MatchedBy; text: string };
const names = new Map<string, Entry>();
const split = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
for (const line of TABLE.split('\n')) {
  if (!line.trim()) continue;
  const [id, name, ing, brands, former, intl, abbr, forms, indication] = line.split('|');
  const m: Medicine = {
    id: id!, name: name!, ingredients: ing!.split('+'), brands: split(brands), formerNames: split(former),
    internationalNames: split(intl), abbreviations: split(abbr), forms: split(forms), indication: indication ?? '',
  };
  meds.push(m);
  const add = (t: string, by: MatchedBy) => { const k = t.toLowerCase(); if (!names.has(k)) names.set(k, { medicine: m, by, text: t }); };
  add(m.id, m.ingredients.length > 1 ? 'combination' : 'generic');
  add(m.id.replace(/\+/g, '/'), 'combination');
  add(m.id.replace(/\+/g, ' and '), 'combination');
  add(m.name, 'generic');
  for (const b of m.brands ?? []) add(b, 'brand');
  for (const f of m.formerNames ?? []) { add(f, 'former'); add(f.replace(/\+/g, '/'), 'former'); }
  for (const f of m.internationalNames ?? []) add(f, 'international');
  for (const f of m.abbreviations ?? []) add(f, 'abbreviation');
}
const byId = new Map(meds.map((m) => [m.id, m]));

export function getMedicineById(id: string): Medicine | undefined { return byId.get(id); }
export function ingredientKey(m: Medicine): string { return [...m.ingredients].sort().join('+'); }
export function allMedicines(): readonly Medicine[] { return meds; }

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)] as number[]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++)
    d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

function tryWords(words: string[]): { entry: Entry; used: number } | null {
  for (let n = Math.min(words.length, 5); n >= 1; n--) {
    const cand = words.slice(0, n).join(' ');
    const e = names.get(cand) ?? names.get(cand.replace(/\s*\/\s*/g, '/'));
    if (e) return { entry: e, used: n };
  }
  return null;
}

export function lookupMedicine(nameText: string): LookupResult | null {
  const raw = nameText.trim();
  if (!raw) return null;
  const parens = [...raw.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!.trim());
  const outside = raw.replace(/\([^)]*\)/g, ' ');
  const qualifiers = RELEASE.filter(([re]) => re.test(raw)).map(([, q]) => q);
  let salt: string | undefined;
  const clean = (s: string) => s.toLowerCase().replace(/\s*\/\s*/g, '/').split(/\s+/).filter((w) => {
    if (SALTS.includes(w)) { salt = w; return false; }
    return !RELEASE.some(([re]) => re.test(w)) || w.length > 3;
  });
  // perindopril arginine/indapamide: drop salts inside combination words too
  const words = clean(outside.replace(/\b(arginine|erbumine|tartrate|succinate)\s*\//gi, '/'));
  let hit = tryWords(words);
  let brand: string | undefined;
  for (const p of parens) {
    const ph = tryWords(clean(p));
    if (!ph) continue;
    if (!hit) hit = ph;
    if (ph.entry.by === 'brand' && ph.entry.medicine === hit.entry.medicine) brand = ph.entry.text;
  }
  let warning: string | undefined;
  let by: MatchedBy;
  if (!hit) {
    const w = words[0];
    if (!w || w.length < 5) return null;
    let best: Entry | null = null;
    let bestD = 3;
    for (const [k, e] of names) {
      if (k.includes(' ') || Math.abs(k.length - w.length) > 2) continue;
      const d = editDistance(k, w);
      if (d < bestD) { bestD = d; best = e; }
    }
    if (!best) return null;
    hit = { entry: best, used: 1 };
    warning = `"${raw.split(/\s+/)[0]}" read as ${best.medicine.name} (possible misspelling)`;
    by = 'fuzzy';
  } else by = hit.entry.by;
  if (hit.entry.by === 'brand') brand = hit.entry.text;
  if (brand) for (const q of BRAND_QUALIFIERS[brand.toLowerCase()] ?? []) if (!qualifiers.includes(q)) qualifiers.push(q);
  const rest = words.slice(hit.used).join(' ');
  return { medicine: hit.entry.medicine, matchedBy: by, matchedText: hit.entry.text, brand, qualifiers, salt, warning, rest };
}
