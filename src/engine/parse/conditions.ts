/**
 * Plain language for indications and reasons. Clinicians write 'for BP', 'T2DM', 'AKI'; the patient
 * summary needs 'High blood pressure', 'Type 2 diabetes', 'acute kidney injury'.
 */
import { capitalise, escapeRe, squashSpaces } from './text';
import { hasUnknownAcronym, labIndication } from './shorthand-indications';
import { SYMPTOM_STATES } from '../lexicon/symptom-states';
import { CONDITION_WORDS } from '../lexicon/condition-words';
import { alternation } from '../lexicon/words';
import { documentMeaning } from './document-acronyms';

// Abbreviations matched case-sensitively as written in capitals (short ones clash with words: 'cap').
const ABBREVIATIONS: Record<string, string> = {
  AF: 'atrial fibrillation',
  HTN: 'high blood pressure',
  BP: 'blood pressure',
  T2DM: 'type 2 diabetes',
  T1DM: 'type 1 diabetes',
  NIDDM: 'type 2 diabetes',
  IDDM: 'type 1 diabetes',
  DM: 'diabetes',
  CAP: 'community-acquired pneumonia',
  HAP: 'hospital-acquired pneumonia',
  GORD: 'reflux (GORD)',
  GERD: 'reflux (GORD)',
  DVT: 'deep vein thrombosis (blood clot)',
  PE: 'pulmonary embolism (blood clot in the lung)',
  VTE: 'blood clot (VTE)',
  COPD: 'COPD (lung disease)',
  IECOPD: 'flare-up of COPD (lung disease)',
  AECOPD: 'flare-up of COPD (lung disease)',
  ECOPD: 'flare-up of COPD (lung disease)',
  CCF: 'heart failure',
  CHF: 'heart failure',
  HF: 'heart failure',
  HFREF: 'heart failure',
  HFrEF: 'heart failure',
  IHD: 'ischaemic heart disease',
  ACS: 'heart attack (acute coronary syndrome)',
  NSTEMI: 'heart attack (NSTEMI)',
  STEMI: 'heart attack (STEMI)',
  MI: 'heart attack',
  PCI: 'heart stent (PCI)',
  CABG: 'heart bypass surgery',
  UTI: 'urinary tract infection',
  URTI: 'upper respiratory tract infection',
  LRTI: 'chest infection',
  SSTI: 'skin infection',
  OA: 'osteoarthritis',
  RA: 'rheumatoid arthritis',
  AKI: 'acute kidney injury',
  CKD: 'chronic kidney disease',
  SOB: 'shortness of breath',
  SOBOE: 'shortness of breath on exertion',
  BPH: 'enlarged prostate',
  LUTS: 'urinary symptoms',
  PUD: 'stomach ulcer',
  CVA: 'stroke',
  TIA: 'mini-stroke (TIA)',
  MDD: 'depression',
  GAD: 'anxiety',
  BPAD: 'bipolar disorder',
  OSA: 'sleep apnoea',
  PMR: 'polymyalgia rheumatica',
  // Uses a medicine is given for other than its usual one: read as written, the stated use was lost
  // behind the usual one ('Cabergoline 0.5 mg mane (OHSS)' is not for prolactin).
  OHSS: 'ovarian hyperstimulation syndrome (OHSS)',
  RHD: 'rheumatic heart disease',
  GDM: 'diabetes in pregnancy (GDM)',
  BPSD: 'behaviours of dementia (BPSD)',
  AUR: 'urinary retention',
  SLE: 'lupus',
  IBD: 'inflammatory bowel disease',
  PVD: 'poor circulation (peripheral vascular disease)',
  PAD: 'poor circulation (peripheral arterial disease)',
  ETOH: 'alcohol',
  EtOH: 'alcohol',
  NOF: 'hip fracture',
  TKR: 'knee replacement',
  THR: 'hip replacement',
  BGL: 'blood sugar',
  BSL: 'blood sugar',
  HR: 'heart rate',
  RR: 'breathing rate',
  // Conditions letters name by their initials alone ('Pregabalin 75 mg nocte - NEW (RLS)').
  RLS: 'restless legs',
  ITP: 'low platelets (immune thrombocytopenia)',
  HAE: 'hereditary angioedema (swelling attacks)',
  ADHD: 'attention and concentration (ADHD)',
  PTSD: 'post-traumatic stress',
  OCD: 'obsessive-compulsive disorder',
  IBS: 'irritable bowel',
  UC: 'ulcerative colitis',
  GCA: 'giant cell arteritis',
  PJP: 'pneumonia prevention (PJP)',
  PCP: 'pneumonia prevention (PCP)',
  CMV: 'cytomegalovirus infection',
  HSV: 'herpes infection',
  VZV: 'shingles or chickenpox',
  TB: 'tuberculosis',
  LTBI: 'latent tuberculosis',
  HIV: 'HIV infection',
  HBV: 'hepatitis B',
  HCV: 'hepatitis C',
  OAB: 'overactive bladder',
  PONV: 'nausea after surgery',
  CINV: 'nausea from chemotherapy',
  SVT: 'fast heart rhythm (SVT)',
  APO: 'fluid on the lungs',
  PAH: 'pulmonary hypertension',
  PCOS: 'polycystic ovary syndrome',
  BPPV: 'vertigo',
  UGIB: 'bleeding from the stomach or gut',
  GIB: 'bleeding from the stomach or gut',
  ESKD: 'kidney failure',
  ESRD: 'kidney failure',
  DKA: 'diabetic ketoacidosis',
  CDI: 'C. difficile infection',
};

// Medical words matched in any case.
const WORDS: Record<string, string> = {
  hyperlipidaemia: 'high cholesterol',
  hyperlipidemia: 'high cholesterol',
  dyslipidaemia: 'high cholesterol',
  hypercholesterolaemia: 'high cholesterol',
  hypothyroidism: 'underactive thyroid',
  hyperthyroidism: 'overactive thyroid',
  hyperkalaemia: 'high potassium',
  hypokalaemia: 'low potassium',
  hyponatraemia: 'low sodium',
  hypernatraemia: 'high sodium',
  hypomagnesaemia: 'low magnesium',
  hypermagnesaemia: 'high magnesium',
  hypocalcaemia: 'low calcium',
  hypercalcaemia: 'high calcium',
  hypophosphataemia: 'low phosphate',
  hyperphosphataemia: 'high phosphate',
  hypocalcemia: 'low calcium',
  hypokalemia: 'low potassium',
  hypotension: 'low blood pressure',
  hypertension: 'high blood pressure',
  hypoglycaemia: 'low blood sugar',
  hyperglycaemia: 'high blood sugar',
  hypos: 'low blood sugar (hypos)',
  hypo: 'low blood sugar (hypo)',
  insomnia: 'trouble sleeping',
  oedema: 'swelling (oedema)',
  edema: 'swelling (oedema)',
  prophylaxis: 'prevention',
  analgesia: 'pain relief',
  emesis: 'vomiting',
  pruritus: 'itch',
  dyspepsia: 'indigestion',
  'neuropathic pain': 'nerve pain',
  neuralgia: 'nerve pain',
  'n&v': 'nausea and vomiting',
  'n/v': 'nausea and vomiting',
  'n+v': 'nausea and vomiting',
  pyrexia: 'fever',
  hyperuricaemia: 'high uric acid',
  bradycardia: 'slow heart rate',
  tachycardia: 'fast heart rate',
  syncope: 'fainting',
  dyspnoea: 'shortness of breath',
  // Patients know 'flare-up'; the clinician's word stays so the reason still reads as written.
  exacerbation: 'flare-up (exacerbation)',
  exacerbations: 'flare-ups (exacerbations)',
  breakthrough: 'breakthrough',
  // Clinical words for symptoms patients name otherwise.
  epistaxis: 'nosebleeds',
  haematuria: 'blood in the urine',
  hematuria: 'blood in the urine',
  haemoptysis: 'coughing up blood',
  melaena: 'black stools (bleeding from the gut)',
  haematemesis: 'vomiting blood',
  dysuria: 'pain passing urine',
  nocturia: 'passing urine at night',
  urticaria: 'hives',
  myalgia: 'muscle pain',
  arthralgia: 'joint pain',
  menorrhagia: 'heavy periods',
  dysmenorrhoea: 'period pain',
  xerostomia: 'dry mouth',
  sialorrhoea: 'drooling',
  hyperhidrosis: 'heavy sweating',
  rhinorrhoea: 'runny nose',
  thrombocytopenia: 'low platelets',
  // Infections by their clinical names: where they are, said plainly, with the name a prescriber wrote.
  'otitis externa': 'ear canal infection (otitis externa)',
  'otitis media': 'middle ear infection (otitis media)',
  sinusitis: 'sinus infection (sinusitis)',
  tonsillitis: 'throat infection (tonsillitis)',
  pyelonephritis: 'kidney infection (pyelonephritis)',
  cystitis: 'bladder infection (cystitis)',
  osteomyelitis: 'bone infection (osteomyelitis)',
  // Clots by their clinical names ('fistula thrombosis', 'LV thrombus'); the whole names of the common
  // ones read as their abbreviations do.
  thrombosis: 'blood clot (thrombosis)',
  thrombus: 'blood clot (thrombus)',
  embolism: 'blood clot (embolism)',
  thromboembolism: 'blood clot (thromboembolism)',
  'venous thromboembolism': 'blood clot (VTE)',
  'venous thrombosis': 'blood clot in a vein (venous thrombosis)',
  'arterial thrombosis': 'blood clot in an artery (arterial thrombosis)',
  'deep vein thrombosis': 'deep vein thrombosis (blood clot)',
  'deep venous thrombosis': 'deep vein thrombosis (blood clot)',
  'pulmonary embolism': 'pulmonary embolism (blood clot in the lung)',
  'pulmonary emboli': 'pulmonary embolism (blood clot in the lung)',
  neutropenia: 'low white cell count',
  onychomycosis: 'fungal nail infection',
  hypoxia: 'low oxygen',
  dysphagia: 'trouble swallowing',
  odynophagia: 'painful swallowing',
  // 'if needed for cramping' (after a colonoscopy, period pain): cramps that hurt. 'cramping pain' says so already.
  cramping: 'cramping pain',
  'cramping pain': 'cramping pain',
  // Full clinical names of conditions a summary copies from a diagnosis list ('; benign prostatic hyperplasia').
  'benign prostatic hyperplasia': 'enlarged prostate',
  'benign prostatic hypertrophy': 'enlarged prostate',
  'prostatic hyperplasia': 'enlarged prostate',
  'prostatic hypertrophy': 'enlarged prostate',
  nephrolithiasis: 'kidney stones',
  urolithiasis: 'kidney stones',
  'renal calculi': 'kidney stones',
  'renal calculus': 'kidney stone',
  'ureteric calculus': 'stone in the ureter (kidney stone)',
  'renal colic': 'kidney stone pain (renal colic)',
  // A treatment named by its aim: tamsulosin given for a few days so that a stone passes.
  'medical expulsive therapy': 'to help pass a kidney stone (medical expulsive therapy)',
};

const ABBR_RE = new RegExp(
  `(?<![\\w/])(${Object.keys(ABBREVIATIONS).map(escapeRe).join('|')})(?![\\w/])`,
  'g',
);
const ABBR_TEST = new RegExp(ABBR_RE.source);
const WORD_RE = new RegExp(
  `(?<![\\w])(${Object.keys(WORDS)
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})(?![\\w])`,
  'gi',
);

// Where a clot forms, as a clot's name says it ('portal vein thrombosis'); the whole names of the common
// clots (deep vein thrombosis, pulmonary embolism) are in WORDS.
const CLOT_AT =
  /(?<!\bdeep\s+)\b((?:(?:portal|hepatic|renal|splenic|mesenteric|jugular|subclavian|axillary|(?:cerebral\s+)?venous|sinus|arm|leg|superficial)\s+)?(?:vein|veins|artery|fistula|graft|stent|line|picc|catheter|LV|left ventricle|ventricle|LAA|atrial appendage|sinus))\s+blood clot \((thrombosis|thrombus)\)/i;

// 'sats 96% RA', 'on RA', 'weaned to RA': RA after a saturation or 'on'/'to' is room air, not rheumatoid arthritis.
const ROOM_AIR_BEFORE = /(?:\bon|\bto|%|\bsats?|\bspo2|\bo2)\s*$/i;

// Abbreviations too common to repeat in brackets after their plain words.
const PLAIN_ENOUGH = new Set(['BP', 'HR', 'RR', 'BGL', 'BSL', 'DM', 'MI', 'SOB']);

/**
 * Expand abbreviations and jargon in free text ('low BP, AKI' -> 'low blood pressure, acute kidney
 * injury'). With keepTerm the clinical term stays in brackets for the clinician: 'acute kidney injury (AKI)'.
 */
export function plainWords(text: string, keepTerm = false): string {
  const sub = (m: string, plain: string | undefined, abbr: boolean) => {
    if (!plain) return m;
    const keep =
      keepTerm && !(abbr && PLAIN_ENOUGH.has(m)) && !plain.toLowerCase().includes(m.toLowerCase());
    return keep ? `${plain} (${m})` : plain;
  };
  // Words first: an abbreviation's own plain words ('ITP' -> 'immune thrombocytopenia') are not respelled again.
  let t = text.replace(WORD_RE, (m: string, ...rest: unknown[]) => {
    const plain = WORDS[m.toLowerCase()];
    const at = rest[rest.length - 2] as number;
    // 'PJP prophylaxis': the abbreviation before it already says 'prevention', so the word is not said twice.
    if (plain && abbreviationSays(text.slice(Math.max(0, at - 40), at), plain)) return '';
    return sub(m, plain, false);
  });
  t = t.replace(ABBR_RE, (m: string, _a: string, at: number, all: string) =>
    m === 'RA' && ROOM_AIR_BEFORE.test(all.slice(Math.max(0, at - 12), at))
      ? 'room air'
      : sub(m, spelledInDocument(m) ?? ABBREVIATIONS[m], true),
  );
  // 'fistula thrombosis' (now 'fistula blood clot (thrombosis)'): a clot named by where it is.
  t = t.replace(CLOT_AT, (_m, site: string, term: string) => `blood clot in the ${site} (${term})`);
  return squashSpaces(t);
}

/** The document's own spelling-out of the acronym when it names a condition ('acute chest syndrome'). */
function spelledInDocument(acronym: string): string | undefined {
  const phrase = documentMeaning(acronym);
  return phrase && (CONDITION_HINT.test(phrase) || CONDITION_WORD.test(phrase))
    ? phrase
    : undefined;
}

/** True when an abbreviation in the text spells out to words that contain the plain word. */
function abbreviationSays(text: string, plain: string): boolean {
  const found = text.match(ABBR_RE);
  const p = plain.toLowerCase();
  return !!found?.some((a) => ABBREVIATIONS[a]?.toLowerCase().includes(p));
}

// Whole indications that read better as a phrase than expanded word by word.
const WHOLE: Record<string, string> = {
  // 'for BP' says blood pressure but not which way: the row takes the direction from the medicine
  // (amlodipine lowers it, midodrine raises it; reconcile/indication.ts), never assumes high.
  bp: 'Blood pressure',
  'high bp': 'High blood pressure',
  htn: 'High blood pressure',
  pain: 'Pain',
  chol: 'High cholesterol',
  cholesterol: 'High cholesterol',
  lipids: 'High cholesterol',
  'high cholesterol': 'High cholesterol',
  sleep: 'Trouble sleeping',
  'for sleep': 'Trouble sleeping',
  sob: 'Shortness of breath',
  wheeze: 'Wheeze',
  af: 'Atrial fibrillation',
  // A protection named by the clinician's organ word: the organ in the patient's words.
  'gi protection': 'Stomach protection',
  'gastric protection': 'Stomach protection',
  gastroprotection: 'Stomach protection',
  'cardiorenal protection': 'Heart and kidney protection',
  'renal protection': 'Kidney protection',
  renoprotection: 'Kidney protection',
  cardioprotection: 'Heart protection',
  // Pneumonia named alone is what the medicine is for: a chest infection, in the patient's words, with the
  // clinician's term kept. Only the whole use: inside a reason or another phrase the word stays as written.
  pneumonia: 'Chest infection (pneumonia)',
  'aspiration pneumonia': 'Chest infection (aspiration pneumonia)',
  'community acquired pneumonia': 'Chest infection (community-acquired pneumonia)',
  'community-acquired pneumonia': 'Chest infection (community-acquired pneumonia)',
  cap: 'Chest infection (community-acquired pneumonia)',
  'hospital acquired pneumonia': 'Chest infection (hospital-acquired pneumonia)',
  'hospital-acquired pneumonia': 'Chest infection (hospital-acquired pneumonia)',
  hap: 'Chest infection (hospital-acquired pneumonia)',
  // A treatment aim in a cardiologist's words: what it controls, said plainly.
  'rhythm control': 'Heart rhythm control',
  'rate control': 'Heart rate control',
  rhythm: 'Heart rhythm',
  'af anticoagulation': 'Atrial fibrillation (blood thinner)',
  gout: 'Gout',
  nausea: 'Nausea',
  constipation: 'Constipation',
  reflux: 'Reflux',
  'heart failure': 'Heart failure',
  'fluid overload': 'Fluid build-up',
  agitation: 'Agitation',
  anxiety: 'Anxiety',
  depression: 'Depression',
  'hay fever': 'Hay fever',
  hayfever: 'Hay fever',
  'chest pain': 'Chest pain (angina)',
  angina: 'Chest pain (angina)',
  fever: 'Fever',
  'pain or fever': 'Pain or fever',
  'pain/fever': 'Pain or fever',
  thyroid: 'Underactive thyroid',
  // An antiepileptic's 'when clusters': seizures that come in a run.
  clusters: 'Seizure clusters',
  'seizure clusters': 'Seizure clusters',
};

/** An indication as stated on the order, in plain language: 'for BP' -> 'High blood pressure'. */
export function plainIndication(text: string): string {
  const t = squashSpaces(
    text
      .replace(/^(?:for|to treat|treatment of|indication:?)\s+/i, '')
      .replace(/^(?:a|an|any|the)\s+(?=[a-z])/i, '')
      .replace(/[.;,]+$/, ''),
  );
  // 'if constipated', 'when wheezy': a symptom said as a state is the condition ('Constipation').
  const whole = WHOLE[t.toLowerCase()] ?? SYMPTOM_STATES[t.toLowerCase().replace(/’/g, "'")];
  if (whole) return whole;
  // 'for K 6.3': a result is not an indication; the condition it shows is ('High potassium'), else none.
  const lab = /\d/.test(t) ? labIndication(t) : null;
  if (lab !== null) return lab;
  return capitalise(plainWords(t));
}

// Acronyms the plain words keep as written ('COPD (lung disease)', 'HIV infection'), and everyday ones.
// Order words in capitals ('pain NEW', 'Ventolin MDI') are no shorthand for a condition either.
const KEPT_ACRONYMS = new Set(
  'COVID GP GI IV ICU MRSA MSSA VRE ESBL INR CPAP NEW PRN MDI AM PM OD BD TDS QID MR SR XR CR EC ED SC IM PO'.split(
    ' ',
  ),
);

/** True when a stated indication still holds shorthand a patient cannot read ('HE secondary prevention'). */
export function isShorthandIndication(text: string): boolean {
  return hasUnknownAcronym(
    text,
    (w) =>
      KEPT_ACRONYMS.has(w) ||
      w in ABBREVIATIONS ||
      Object.values(ABBREVIATIONS).some((p) => p.includes(w)),
  );
}

// The endings of condition names ('cholelithiasis', 'neuritis', 'neutropenia') inside a word (\B: a letter
// before them), not '\b\w+itis\b': that form backtracked through every word once per ending (about three
// times slower on the fixtures' lines and clauses, the same answer on 256,000 of them).
const CONDITION_HINT = new RegExp(
  String.raw`\b(?:pain|ache|infection|nausea|vomiting|constipation|reflux|heartburn|gout|asthma|copd|fever|sleep|anxiety|depression|seizures?|epilepsy|cellulitis|pneumonia|pyelonephritis|conjunctivitis|hay fever|allerg\w*|wheez\w*|angina|heart failure|fluid|oedema|swelling|arthritis|osteoporosis|diabetes|cholesterol|thyroid|glaucoma|psychosis|hallucinations?|agitation|delirium|dementia|parkinson'?s?|deficiency|anaemia|prophylaxis|prevention|flare|itch\w*|rash|eczema|psoriasis|thrush|migraine|headache|cough|diarrhoea|indigestion|ulcer|bleed\w*|clots?|stroke|blood pressure|breath\w*|insomnia|cramps?|spasm|withdrawal|cravings?|menopaus\w*|contracept\w*|acne|ulcers?|wound|vitamin|supplement|replacement|protection|protect|rate control|rhythm|palpitations|dizziness|vertigo|inflammation|hyper\w+|hypo\w+|fibrillation|angioedema|anaphyla\w*|varices|tremor|spasticity|secretions|hiccups?|pruritus|restless legs|difficile|pylori|eradication|malaria|tuberculosis|influenza|dysentery|calciphylaxis|calcul(?:us|i)|colic|expulsive|syndrome)\b|\B(?:lithiasis|paresis|itis|osis|aemia|penia|algia|pathy)\b`,
  'i',
);

// Conditions a medicine is started for beyond the hint's words (lexicon/condition-words.ts: 'akathisia', 'drooling').
const CONDITION_WORD = new RegExp(String.raw`\b${alternation(CONDITION_WORDS)}\b`, 'i');

/** True when free text names a condition (so it is an indication rather than a note). */
export function looksLikeCondition(text: string): boolean {
  if (/\d/.test(text.replace(/\b(?:t[12]dm|covid-19|b12|d3|b1)\b/gi, ''))) return false;
  return CONDITION_HINT.test(text) || ABBR_TEST.test(text) || CONDITION_WORD.test(text);
}
