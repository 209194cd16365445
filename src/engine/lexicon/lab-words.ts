/**
 * Laboratory tests and observations a clinician writes with their result ('Cr 190', 'K+ 5.9', 'eGFR 25',
 * 'INR 4.5', 'QTc 520', 'HR 45'), often as the reason a medicine is stopped or held. A result is never a
 * dose: parse/lab-result.ts builds the one pattern that reads them from these lists.
 */

/** Test and observation names as written (lower case; an optional '+' is allowed after each by the pattern). */
export const LAB_NAMES: readonly string[] = [
  // kidney
  'cr',
  'creat',
  'creatinine',
  'serum creatinine',
  'egfr',
  'gfr',
  'crcl',
  'urea',
  // electrolytes ('mg' is left out: it is the milligram)
  'k',
  'potassium',
  'na',
  'sodium',
  'ca',
  'corrected ca',
  'calcium',
  'phos',
  'po4',
  // blood count and clotting
  'hb',
  'haemoglobin',
  'hemoglobin',
  // 'Hct' is also hydrochlorothiazide: read as the haematocrit only with a ratio or a percent (HCT_RESULT).
  'haematocrit',
  'hematocrit',
  'pcv',
  'plt',
  'plts',
  'platelets',
  'wcc',
  'wbc',
  'neut',
  'neuts',
  'neutrophils',
  'anc',
  'inr',
  'aptt',
  // liver, muscle, heart, inflammation
  'alt',
  'ast',
  'ggt',
  'alp',
  'bili',
  'bilirubin',
  'ck',
  'lactate',
  'trop',
  'troponin',
  'bnp',
  'crp',
  'esr',
  // glucose, thyroid and others
  'bsl',
  'bgl',
  'glucose',
  'hba1c',
  'tsh',
  'ft4',
  'ferritin',
  'urate',
  'lithium level',
  'digoxin level',
  'trough',
  // observations
  'qtc',
  'qt',
  'hr',
  'pulse',
  'bp',
  'sbp',
  'sats',
  'spo2',
];

/**
 * When a result stands, written straight before the test's name on a results line ('baseline Hb 78', 'latest eGFR
 * 41', 'pre-op Cr 95', 'steady-state trough 8.1'): the line is a result, never an order of a medicine named 'Baseline Hb'.
 */
export const RESULT_TIME_WORDS: readonly string[] = [
  'baseline',
  'latest',
  'last',
  'current',
  'recent',
  'admission',
  'discharge',
  'pre-op',
  'preop',
  'post-op',
  'postop',
  'steady-state',
  'steady state',
  'nadir',
];
/** Results of a test done once that open a care plan's line ('Genotype HbSS', 'Blood group O+', 'HLA-B*5801 negative'). */
export const RECORD_RESULT_WORDS: readonly string[] = [
  'genotype',
  'phenotype',
  'karyotype',
  'blood group',
  'blood type',
  'hla type',
  'hla typing',
];

/** 'Hct 0.58', 'HCT 52%': the haematocrit, never a dose of HCT (hydrochlorothiazide, 12.5 or 25 mg). */
export const HCT_RESULT = String.raw`hct\s*[:=<>≤≥]?\s*(?:0?\.\d{1,3}|\d{2}(?:\.\d)?\s*%)`;

/** Words written before a result ('high K 6.1', 'rising creatinine 190'). */
export const LAB_QUALIFIERS: readonly string[] = [
  'high',
  'low',
  'raised',
  'elevated',
  'rising',
  'falling',
  'worsening',
  'peak',
  'serum',
];

/** When a result was taken, written before it ('on admission INR 4.6', 'admitted with K 6.2'). */
export const RESULT_LEADS: readonly string[] = [
  'on admission',
  'at admission',
  'on arrival',
  'at presentation',
  'on presentation',
  'admitted with',
  'presented with',
  'pre-admission',
];

/** How a result moved, written after the test's name instead of a value ('Cr up', 'K rising', 'INR high'). */
export const LAB_TRENDS: readonly string[] = [
  'up',
  'down',
  'rising',
  'falling',
  'rose',
  'fell',
  'climbing',
  'increasing',
  'decreasing',
  'worsening',
  'improving',
  'high',
  'low',
  'raised',
  'elevated',
  'labile',
  'deranged',
  'stable',
  'normal',
];

/**
 * How a measure bears a dose, written after the test's name ('BP tolerating', 'HR tolerated', 'renal function ok'):
 * the reason a dose could go up, never the medicine's use.
 */
export const LAB_TOLERANCE: readonly string[] = [
  'tolerating',
  'tolerated',
  'tolerates',
  'tolerating well',
  'tolerating it',
  'ok',
  'okay',
  'acceptable',
  'satisfactory',
  'allowing',
  'permitting',
];

/** When a result was taken, written after it ('Cr 210 on day 3', 'K 6.1 this morning'). */
export const RESULT_WHEN: readonly string[] = [
  'on admission',
  'at admission',
  'on arrival',
  'on presentation',
  'at presentation',
  'on the ward',
  'on ward',
  'this morning',
  'this am',
  'yesterday',
  'today',
  'overnight',
  'post-op',
  'post op',
  'pre-op',
  'pre op',
];

/** Units a result is written in; never a dose unit. */
export const LAB_UNITS: readonly string[] = [
  'umol/l',
  'µmol/l',
  'micromol/l',
  'mmol/l',
  'nmol/l',
  'pmol/l',
  'mmol/mol',
  'g/l',
  'mg/l',
  'u/l',
  'iu/l',
  'mu/l',
  'miu/l',
  'ng/ml',
  'x10^9/l',
  'x 10^9/l',
  'ml/min',
  'ml/min/1.73m2',
  'ms',
  'msec',
  'bpm',
  'mmhg',
  '%',
];

/**
 * What a results table writes in place of a result that was never measured ('Digoxin  -  -  not requested',
 * 'Lithium level: not done'): the row names a test of that medicine's level, not a medicine the patient takes.
 */
export const NO_RESULT_WORDS: readonly string[] = [
  'not requested',
  'not measured',
  'not done',
  'not tested',
  'not sent',
  'not performed',
  'not assayed',
  'not checked',
  'no level',
  'no sample',
];

/**
 * An eye examination's findings at the start of a line ('VA R 6/9 L 6/60', 'IOP R 16 L 48 mmHg', 'Gonioscopy: L
 * angle closed'): observations in an optometrist's or eye clinic's letter, never a medicine named 'VA R'.
 */
export const EYE_OBSERVATIONS: readonly string[] = [
  'va',
  'visual acuity',
  'vision',
  'iop',
  'iops',
  'intraocular pressure',
  'gonioscopy',
  'fundoscopy',
  'slit lamp',
];
