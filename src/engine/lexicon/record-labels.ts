/**
 * The labels of a record's own fields ('Ward: 4B', 'Diagnosis: CAP', 'Reviewed by: J. Lee', 'eGFR: 48'): a line
 * that opens with one is about the patient or the paperwork, never an order (parse/headings.ts). One list,
 * so the heading reader's label pattern and its cheap first-word test cannot drift apart.
 */
export const RECORD_LABELS: readonly string[] = [
  ...['facility', 'resident', 'client', 'prescriber', 'prescribed by', 'signed', 'signature'],
  ...['pharmacist', 'nurse', 'reviewed', 'reviewed by', 'verified', 'verified by', 'checked'],
  ...['checked by', 'completed', 'completed by', 'printed', 'date', 'time', 'ward', 'bed', 'unit'],
  ...['mrn', 'urn', 'ur', 'patient', 'patient name', 'name', 'dob', 'd.o.b', 'd.o.b.', 'weight'],
  ...[
    'wt',
    'height',
    'ht',
    'gp',
    'consultant',
    'registrar',
    'intern',
    'rmo',
    'hmo',
    'pager',
    'ext',
  ],
  ...['phone', 'tel', 'mobile', 'fax', 'email', 'address', 'diagnosis', 'diagnoses', 'dx'],
  ...['admitted', 'discharged', 'discharge date', 'admission date', 'los', 'presenting complaint'],
  ...[
    'pmh',
    'pmhx',
    'hx',
    'history',
    'plan',
    'follow up',
    'follow-up',
    'followup',
    'f/u',
    'review',
  ],
  ...['note', 'notes', 'comment', 'comments', 'source', 'sources', 'information source'],
  ...['obtained from', 'egfr', 'crcl', 'creatinine', 'inr'],
  // A care episode's summary fields ('Episode: 6/7 IV ceftriaxone for L leg cellulitis via PICC').
  ...['episode', 'episode summary', 'admission summary', 'clinical summary', 'course in hospital'],
  // A dialysis prescription's fields ('Modality: APD 5 x 2 L cycles', 'Dry weight: 71 kg', 'Access: L AVF').
  ...['modality', 'dry weight', 'target weight', 'dialysate', 'fill volume', 'last fill', 'dwell'],
  ...['dwell time', 'access', 'vascular access', 'cycler', 'exchanges'],
  // A transfer or referral form's own fields ('Sending facility: ...', 'Reason for transfer: ...', 'Escort: RN').
  ...[
    'sending facility',
    'sending hospital',
    'receiving facility',
    'receiving hospital',
    'receiving',
  ],
  ...[
    'receiving unit',
    'referring facility',
    'referring hospital',
    'referring doctor',
    'referred by',
  ],
  ...[
    'reason for transfer',
    'reason for referral',
    'reason for admission',
    'reason for presentation',
  ],
  ...[
    'escort',
    'transport',
    'mode of transport',
    'transferred from',
    'transferred to',
    'handover to',
  ],
  ...[
    'handover from',
    'next of kin',
    'nok',
    'carer',
    'usual gp',
    'usual pharmacy',
    'nominated pharmacy',
  ],
];

/**
 * Labels of the patient's record number ('UR: 0482716', 'MRN 1234567', 'URN# 55102'): a print's page header
 * carries one, and a number after one is never a dose (parse/non-order.ts).
 */
export const RECORD_NUMBER_LABELS: readonly string[] = [
  ...['ur', 'urn', 'mrn', 'ur no', 'ur number', 'urn no', 'mrn no', 'mrn number', 'hospital no'],
  ...['hospital number', 'patient id', 'patient no', 'record no', 'medical record no', 'hrn'],
];

/**
 * First letters of the other lines the heading reader ignores (nil, allergies, page numbers, a prescriber's
 * title): with RECORD_LABELS, the cheap test before its patterns are tried. A prefix, not a word.
 */
export const NOISE_LEADS: readonly string[] = [
  ...['nil', 'none', 'nk', 'n/a', 'na', 'no', 'not', 'allerg', 'alerg', 'adverse', 'adr'],
  ...['intoleran', 'sensitiv', 'alert', 'page', 'dr', 'doctor', 'prof', 'a/prof', 'prescri'],
  ...['sign', 'diagnos', 'follow', 'presenting', 'information', 'obtained', 'reason', 'refer'],
];
