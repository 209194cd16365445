/**
 * Lines that are clinical notes, not orders: observations (weight, BP, BGL, bloods), lifestyle
 * (smoking, alcohol), appointments, reviews and referrals, services and people (GP, community
 * palliative care, diabetes educator), equipment and consumables (glucose meter, strips, Webster-pak),
 * diet, fluids and mobility, dialysis schedules and signatures. They never become a row or a
 * ceased medicine. A note that also names a medicine is not ignored: the caller reports it as a
 * line it could not read, so an order hidden in a note is never dropped silently.
 */
import { anchoredAlternation } from './first-chars';
import { namesKnownMedicine } from './lookup';
import {
  EYE_OBSERVATIONS,
  LAB_NAMES,
  NO_RESULT_WORDS,
  RECORD_RESULT_WORDS,
  RESULT_TIME_WORDS,
} from '../lexicon/lab-words';
import { alternation } from '../lexicon/words';
import { RECORD_NUMBER_LABELS } from '../lexicon/record-labels';
import { RECREATIONAL_SUBSTANCES, SUBSTANCE_USE_WORDS } from '../lexicon/substance-words';

export type NoteKind =
  | 'observation'
  | 'lab'
  | 'lifestyle'
  | 'appointment'
  | 'service'
  | 'equipment'
  | 'care'
  | 'signature';

const OBSERVATION = String.raw`(?:faecal|fecal) (?:calprotectin|occult blood|elastase)|calprotectin|fobt|stool (?:samples?|tests?|cultures?|mcs)|weight|wt|height|ht|bmi|bp|blood pressure|sbp|dbp|hr|heart rate|pulse|temp|temperature|spo2|sp02|o2 sats?|sats|oxygen sat\w*|rr|resp(?:iratory)? rate|bgls?|bsls?|blood glucose(?:s| levels?)?|blood sugars?|sugars|hba1c|a1c|egfr|gfr|crcl|creatinine|cr|k\+?|na\+?|hb|haemoglobin|hemoglobin|wcc|crp|plt|platelets|inr|aptt|pth|tsh|ldl|hdl|ferritin|lfts?|uecs?|u&es?|e/lfts?|fbc|cmp|ecg|qtc|fev1|peak flow|pain score|gcs|mmse|moca|obs|observations|vital signs|fluid balance|urine output|bowels?|bno|bo|weigh|daily weights?`;
// 'smoke about 20 a day', 'I smoke 10 a day', 'he drinks 4 beers a night': a patient's own words.
const LIFESTYLE = String.raw`(?:i|he|she|they|we)\s+(?:smoke|smokes|vape|vapes|drink|drinks)\b|(?:(?:current|ex|non|former|never|heavy|social)[- ]?)?smok(?:e|er|ers|ing|es)|cigarettes?|cigs|pack[- ]years?|vap(?:es|ing|er)|alcohol|etoh|standard drinks?|sdu|drinks|illicit|ivdu|recreational drugs?|exercise`;
// 'Cannabis | smoked | 1 g/day', 'Heroin - injected, last use 2/7 ago': a substance's use, not an order.
const SUBSTANCE_USE = String.raw`(?:${alternation(RECREATIONAL_SUBSTANCES)})(?=[^\n]{0,80}?\b(?:${alternation(SUBSTANCE_USE_WORDS)})\b)`;
// 'Discharge from PDAU after IV rehydration', 'Admitted via ED': the stay itself, never a medicine named 'Discharge'.
const CARE = String.raw`diet|diabetic diet|(?:low|no|high)[- ](?:salt|sodium|fat|sugar|potassium|protein|fibre|fiber)(?: diet)?|fluid restriction|fluid restrict\w*|wear (?:the |an |a |your )?(?:eye shield|shield|eye patch|sling|brace|collar|splint|boot|moon boot|compression stockings|stockings|mask|cpap)|meal plan|meals? and snacks|fasting|fasted|fast from|fluids?|fr \d|thickened fluids?|iddsi|texture modified|nbm|nil by mouth|npo|mobilise|mobilize|mobilising|mobilizing|mobility|weight[- ]bearing|wbat|fwb|pwb|nwb|no driving|do not drive|driving|rest|elevate|ice|wound care|wound|dressings?|drain|catheter|idc|pressure care|falls risk|hydration|bed rest|physio exercises|breathing exercises|incentive spirometry|dialysis|haemodialysis|hemodialysis|hd|peritoneal dialysis|pd|next dialysis|next hd|chemo(?:therapy)? cycle|radiotherapy|encourage|advised?|advice|avoid|keep|remov\w* (?:sutures?|staples|clips|drain|idc|catheter|dressings?|line|picc|cannula)|sutures?|staples|clips|suture removal|stoma|picc|pressure area|(?:discharged?|d\/c) (?:to|home|from|after)|(?:admitted|admission) (?:to|from|via|under)|going home|transfer(?:red)? to|home with|hospital avoidance|sleep hygiene|quit\b|sun protection|footwear`;
const APPOINTMENT = String.raw`follow[- ]?up|f\/u|fu|review|reviewed|r\/v|appointment|appt|app't|outpatients?|opd|op clinic|clinic|referral|referred|refer|book|booked|arrange|arranged|organised|organized|(?:to )?see (?:your |the |their )?(?:gp|lmo|dr|doctor|specialist|team|clinic|cardiolog\w+|nephrolog\w+|endocrinolog\w+|neurolog\w+|physician|surgeon)|seen by|discuss|discussed|liaise|liaised|contact|call|phone|ring|present to|return to|rtc|re-?present|bloods|blood tests?|pathology|path|repeat bloods|(?:urea )?breath test|ubt|x-?ray|cxr|ct|mri|ultrasound|echo|holter|dexa|colonoscopy|endoscopy|gastroscopy|biopsy|surgery|procedure|operation|vaccin\w+ (?:due|given|record)|next (?:appointment|review|visit|inr|bloods?|blood tests?|uecs?|lfts?|fbc|levels?|ecg|scan|x-?ray|pathology)`;
const SERVICE = String.raw`infectious diseases?|id team|general medicine|geriatric medicine|gastroenterology|haematology|oncology|medical oncology|rheumatology|respiratory medicine|neurosurgery|orthopaedics|vascular surgery|general surgery|maternity|obstetrics|paediatrics|psychiatry|gp|lmo|specialist|cardiology|cardiologist|nephrology|nephrologist|renal team|endocrinology|endocrinologist|neurology|neurologist|geriatrician|geriatrics|psychiatrist|psychiatry|psychology|psychologist|physio|physiotherapy|physiotherapist|ot|occupational therap\w+|dietitian|dietician|speech path\w*|speech therap\w+|social work\w*|pharmacist|pharmacy|community pharmacy|hmr|home medicines? review|diabetes educator|cde|credentialled diabetes educator|district nurs\w+|community nurs\w+|practice nurse|rdns|bolton clarke|silver chain|hith|hospital in the home|palliative care|pall care|community palliative care|community team|aged care|acat|acas|racf|nursing home|home care|home help|carers?|family|nok|next of kin|patient|pt|team|gp practice|medical centre`;
const EQUIPMENT = String.raw`(?:blood )?(?:glucose|bgl|bsl|ketone)\s*(?:meter|monitor|machine|strips?|test strips?|sensors?)|glucometer|test strips?|lancets?|pen needles?|needle tips?|insulin syringes?|syringes?|sharps(?: container| bin)?|spacer(?: device)?|nebuli[sz]er(?: machine| mask| kit| pump)|cpap|bipap|niv|home o2 concentrator|oxygen concentrator|eye (?:shield|patch|pad)|walking (?:frame|stick|aid)|4ww|wheelchair|crutches|commode|shower chair|pressure (?:mattress|cushion)|compression stockings|teds?|ted stockings|webster[- ]?paks?|webster packs?|dosette(?: box)?|blister packs?|medication organi[sz]er|pill box|dose administration aid|daa|freestyle libre|libre(?: sensor)?|cgm|dexcom|continuous glucose monitor\w*|hearing aids?|glasses|dentures|tens(?: machine| unit)?|(?:heat|hot|cold|ice) packs?|wheat bags?|hot water bottle|(?:back|knee|wrist|neck) brace|splint`;
const DEMOGRAPHIC = String.raw`emergency contact|contact person|age|aged|sex|gender|dob|d\.o\.b\.?|signed|signature|provider (?:no|number)|prescriber (?:no|number)|medicare(?: no| number| card)?|ihi|dva(?: no| number| gold| white)?|concession(?: card)?|pension(?:er)?(?: card)?|\d{1,3}\s*(?:yo|y\.o\.|yrs?(?: old)?|years?[- ]old|[mf])(?=\s|$|,)|end of (?:list|report|summary|document)|\.{2,}\s*cont\w*|cont(?:inued|d|'d)? (?:overleaf|over|on next page|from previous page|next page)`;
const SIGNATURE = String.raw`(?:(?:discharging|admitting|treating|referring|usual|covering|ward|home|responsible|reviewing)\s+)(?:doctor|dr|medical officer|mo|consultant|registrar|physician|surgeon|pharmacist|nurse|team|gp)|(?:principal|primary|secondary|admitting|discharge|working|final|additional)\s+(?:diagnos[ie]s|dx|problems?|issues?)|reason for admission|presenting complaint|(?:medical|surgical|social|past) history|comorbidities|co-morbidities|social|collateral|summary`;

// A laboratory value named like a medicine: 'Potassium 5.9', 'Magnesium 0.6 - replaced', 'Vitamin D level 45'.
const LAB = String.raw`(?:potassium|sodium|magnesium|mg|calcium|corrected calcium|ca|phosphate|po4|phos|albumin|glucose|lactate|bicarb(?:onate)?|chloride|ferritin|iron|b12|vitamin b12|folate|vitamin d|vit d|digoxin|lithium|vancomycin|gentamicin|phenytoin|valproate|tacrolimus)`;
const LAB_VALUE = new RegExp(
  // '\s+' or ':' before the value: 'Vitamin D3 1000 IU' is a medicine, not vitamin D at 3.
  String.raw`^${LAB}(?:\s+(?:levels?|studies|trough|conc\w*)\b.*|(?:\s*[:=]\s*|\s+)[<>≤≥~]?\s*\d+(?:\.\d+)?(?!\s*(?:mg|mcg|micrograms?|µg|g|mmol|units?|iu|ml|%|tab|cap|sachet|puff|drop|x\b|\/|\.\d|\d))(?:\s|$|[-–,;(]).*)$`,
  'i',
);
// Any result in a laboratory unit per litre ('Urate 0.52 mmol/L', 'Vitamin B12 140 pmol/L', 'Troponin 45 ng/L',
// 'Neuts 0.4 x10^9/L'), unless it goes on like an infusion ('KCl 20 mmol/L at 80 mL/h', '... in 1 L over 8 hours').
const LAB_RESULT = new RegExp(
  String.raw`^[a-z][a-z0-9 '()-]{0,40}?(?:\s*[:=])?\s*[<>≤≥~]?\s*\d+(?:\.\d+)?\s*(?:mmol|µmol|umol|micromol|nmol|pmol|mol|g|mg|µg|ug|mcg|ng|iu|miu|mu|u|units|(?:x|×)\s*10\^?\s*\d+)\s*\/\s*(?:l|dl)\b(?!.*\b(?:at|over|via|in|iv|infusion|infuse|bag|rate|hourly|daily)\b)`,
  'i',
);
// 'Sodium on Friday with GP', 'Potassium check in 1 week': a blood test to be done.
// A results table's row with no result, only dashes before it ('Digoxin      -       -       not requested',
// 'Lithium level - not done'): one or two words, then dashes or a colon, then the no-result words, nothing else.
const NO_RESULT_ROW = new RegExp(
  String.raw`^[a-z][a-z-]*(?:\s+[a-z-]+)?(?:\s+levels?)?(?:\s*[-–—:]+)+\s*${alternation(NO_RESULT_WORDS)}\s*\.?$`,
  'i',
);
/** True for a results table's row of a level never measured ('Digoxin  -  -  not requested'). */
export const isNoResultRow = (text: string): boolean => NO_RESULT_ROW.test(text.trim());
const LAB_CHECK = new RegExp(
  String.raw`^${LAB}\s+(?:on|with|check|recheck|test|in \d|next)\b`,
  'i',
);
// 'Start date 10/03', 'Cease date: 20/03': dates about an order; reported, since they may change it.
const DATE_LABEL =
  /^(?:start|stop|end|cease|ceased|review|due|last|next|commence|commenced|started|finish)\s+date\b/i;

// A date (and time) alone on a line: '12-Mar-2025', 'Tuesday 12/03/2025', 'Tues 12/3', 'March 2025', 'Discharged 12/03/25 1400'.
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?`;
const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{1,2}(?:st|nd|rd|th)?[\s-]+${MONTH}(?:[\s-]+\d{2,4})?|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|${MONTH}\s+\d{4})`;
const DATE_ONLY = new RegExp(
  String.raw`^(?:(?:date|dated|discharged|admitted|dob|d\.o\.b\.?|on|printed)\s*:?\s*)?(?:${WEEKDAY}\s+)?${DATE}(?:,?\s+(?:at\s+)?(?:\d{1,2}[:.]\d{2}(?:\s*[ap]m)?|\d{4}\s*(?:h|hrs)?))?\.?$`,
  'i',
);
// A letter's greeting, opening and closing: 'Dear Dr Patel,', 'Thank you for seeing Mrs J.C., 78, with ...',
// 'Kind regards,', 'Yours sincerely,', 'Many thanks, Dr F. Costa', 'Re: Jack Morrison, 9 years'.
const LETTER =
  /^(?:dear\s+[\w .'-]{1,40},?|(?:kind |best |warm )?regards\b.*|yours (?:sincerely|faithfully|truly)\b.*|(?:many )?thanks\b.*|thank you(?: for (?:seeing|reviewing|assessing|your)\b.*|,?\s*$)|(?:please )?(?:see|assess|review) (?:mr|mrs|ms|miss|master|dr)\b.*|re:\s+(?:mr|mrs|ms|miss|master)?\.?\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*,.*)$/i;
// 'Nicotine replacement declined', 'Flu vaccine refused': not taken (the caller reports a named medicine).
const DECLINED = /\b(?:declined|refused|not wanted)\.?$/i;
// 'Mr John Smith' (case as written: 'MS Contin' is morphine).
// A letter's sentence about the patient: 'I have asked him to weigh himself', 'She will be admitted for ...'.
const PROSE =
  /^(?:i|we|he|she|they)\s+(?:have|has|had|am|are|is|was|were|will|would|asked|advised|discussed|spoke|recommend\w*|note[ds]?)\b/i;
const TITLE_NAME = /^(?:Mr|Mrs|Ms|Miss|Mx)\.? [A-Z][a-z]+(?: [A-Z][a-z'-]+)*$/;
// A pharmacy label's patient line: 'Mrs Dora ROSSI   Qty 60   Rpt 3   Dr A Shah   03/08/26'.
const LABEL_PATIENT =
  /^(?:Mr|Mrs|Ms|Miss|Mx)\.? [A-Z][a-z]+ [A-Z][A-Za-z'-]+\b.*\b(?:qty|rpts?|repeats?)\b/i;
// Page-break markers: '-- continued --', '(continued)', '... continued overleaf'.
const CONTINUED =
  /^[\s\p{P}]*(?:continued|cont'?d|cont\.)(?:\s+(?:overleaf|over|on next page|from previous page|next page))?[\s\p{P}]*$/iu;

// A printed page's header or footer: it carries the patient's record number ('Metro North Health - ieMR
// UR: 0482716  Page 2 of 2') or the page count ('Page 1 of 3'), anywhere on the line. Repeated mid-list when a
// print runs over pages; its place name had been read as a clipped medicine ('Metro' as metronidazole) and
// the record number as its dose.
const PAGE_HEADER = new RegExp(
  String.raw`(?<![\w-])(?:(?:${alternation(RECORD_NUMBER_LABELS)})\.?\s*[:#]?\s*\d{5,}(?![\d.,]|\s*[a-zµ%])|page\s+\d+\s+of\s+\d+(?![\w.]))`,
  'i',
);

/** A date label such as 'Stop date: 20/03' (the caller reports it; it is neither an order nor a heading). */
export const isDateLabel = (text: string): boolean => DATE_LABEL.test(text.trim());

// Not before a letter, '+', '-' or an apostrophe: 'K-Mag', 'Creon', "Patient's own Spiriva" are not notes.
const START_END = String.raw`(?![\w+'’-])`;
// 'baseline Hb 78 | HbF 8%', 'latest eGFR 41', 'Genotype HbSS': a result named by when it stands, or a test done once.
const TIMED_RESULT = String.raw`(?:${alternation(RESULT_TIME_WORDS)})\s+(?:${alternation(LAB_NAMES)})\+?(?=\s*[:=<>]?\s*\d)|${alternation(RECORD_RESULT_WORDS)}`;
const START_WORDS: Array<[NoteKind, string]> = [
  ['equipment', EQUIPMENT],
  ['signature', SIGNATURE],
  ['signature', DEMOGRAPHIC],
  ['observation', OBSERVATION],
  ['observation', TIMED_RESULT],
  // Plain words joined: ANY_START splits the alternatives by their first letter.
  ['observation', EYE_OBSERVATIONS.join('|')],
  ['lifestyle', LIFESTYLE],
  ['lifestyle', SUBSTANCE_USE],
  ['care', CARE],
  ['appointment', APPOINTMENT],
  ['service', SERVICE],
];
const STARTS = START_WORDS.map(([kind, alts]): [NoteKind, RegExp] => [
  kind,
  new RegExp(`^(?:${alts})${START_END}`, 'i'),
]);
// All of them at once (built from the list, so a new entry is never missed): most lines start with none.
// Split by first character: a line starting with 'm' is tried only against the words that start with 'm'.
const ANY_START = anchoredAlternation(START_WORDS.map(([, alts]) => alts).join('|'), START_END);

// Equipment named anywhere before any dose ('Glucose meter + strips - BGL BD', 'Insulin pen needles 4 mm').
const EQUIPMENT_ANY = new RegExp(String.raw`(?<![\w-])(?:${EQUIPMENT})(?![\w-])`, 'i');
const EQUIPMENT_ALL = new RegExp(EQUIPMENT_ANY.source, 'gi');
// Words that never name a medicine, for a name the medicines list does not know ('Diabetes educator review'),
// and the words of documents and handovers ('WARD 9 - NURSING HANDOVER', 'Discharge prescription', 'Fax',
// 'eMR DISCHARGE - EYE DROPS').
const NOTE_WORD = new RegExp(
  String.raw`(?<![\w-])(?:review|reviews|reviewed|monitoring|monitor|educator|smoker|smoking|dialysis|haemodialysis|hemodialysis|patient|clinic|appointment|appt|referral|referred|follow|nurse|nursing|palliative|community|team|doctor|physician|specialist|weight|height|diet|restriction|mobilise|mobilize|bloods|pathology|meter|strips|sats|saturations?|dressings?|wound|educat\w+|physio\w*|dietitian|dietician|podiatry|podiatrist|optometrist|dentist|audiology|psychology|counselling|counseling|surgery|operation|procedure|booked|arranged|organised|organized|appointment|visit|diary|alcohol|drinks|etoh|cigarettes|vaping|supply|supplied|scripts?|dispensed|compliance|adherence|lives|vaccinations?|immuni[sz]ations?|vax|booster|advance care|nfr|code status|cultures?|mcs|pending|negative|positive|studies|tte|target|goal|aim|check|repeat|start date|stop date|duration|indication|room air|weaned|given|counselled|educated|reconciled|updated|profile|history|histories|obtained|sourced|confirmed|verified|presented|presenting|admitted|developed|underwent|sustained|diagnosed|noted|record|records|antenatal|gestation|edd|scan|booking|plan|plans|ward|handover|isbar|isoabr|fax|sms|email|emr|iemr|ehr|emar|sent|received|document|synopsis|summary|attends|attended|parade|test|prescription|average|averages|readings?)(?![\w-])`,
  'i',
);
// Words only (no dose, no '+' or 'via'): 'Ventolin + spacer' and '2 puffs via spacer' stay orders.
const EQUIPMENT_LEAD =
  /^(?:(?!(?:via|with|and|plus|using|in|into|through|by|to|for)\s)[A-Za-z][A-Za-z-]*\s+){0,2}$/i;

// Cheap tests that every line must pass before the costly patterns above are worth running (each is
// implied by its pattern, so no answer changes): most lines are orders and fail them at once.
// CONTINUED's first letter after spaces and punctuation is 'c'; an ASCII letter or digit is neither.
// Both title patterns start with 'Mr', 'Mrs', 'Ms', 'Miss' or 'Mx': other lines are spared two pattern calls.
const startsWithM = (t: string): boolean => (t.charCodeAt(0) | 0x20) === 0x6d;
const mayBeContinued = (t: string): boolean => {
  const c = t.charCodeAt(0) | 0x20;
  return c === 0x63 || !((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39));
};
// LAB_RESULT's unit ends in '/L' or '/dL'.
const PER_LITRE = /\/\s*d?l\b/i;
// DECLINED's words all end in 'd', before an optional full stop.
const endsWithD = (t: string): boolean => {
  const end = t.endsWith('.') ? t.length - 2 : t.length - 1;
  return (t.charCodeAt(end) | 0x20) === 0x64;
};

// 'Oxygen weaned to RA', 'O2 - on room air since day 2': oxygen therapy in hospital ended, an observation, never a
// medicine stopped. A flow rate ('2 L/min') makes it an order of oxygen whatever else it says.
const OXYGEN_LEAD = /^(?:(?:supplemental|supplementary|home|nasal)\s+)?(?:oxygen|o2)\b/i;
const OFF_OXYGEN = /\bweaned\b|\b(?:on|to|onto)\s+(?:room air|RA)\b/i;
const OXYGEN_FLOW = /\d\s*(?:l\s*\/\s*min|lpm|litres?\b|l\b)/i;

/** What kind of note a whole line is, from its first words; null when it may be an order. */
export function noteKindOf(text: string): NoteKind | null {
  const t = text.trim();
  if (
    DATE_ONLY.test(t) ||
    (startsWithM(t) && (TITLE_NAME.test(t) || LABEL_PATIENT.test(t))) ||
    LETTER.test(t) ||
    (mayBeContinued(t) && CONTINUED.test(t) && !/^(?:continued|cont'?d)\s*:?$/i.test(t)) ||
    PAGE_HEADER.test(t)
  )
    return 'signature';
  if (ANY_START(t)) for (const [kind, re] of STARTS) if (re.test(t)) return kind;
  if (OXYGEN_LEAD.test(t) && OFF_OXYGEN.test(t) && !OXYGEN_FLOW.test(t)) return 'observation';
  if (
    LAB_VALUE.test(t) ||
    LAB_CHECK.test(t) ||
    (PER_LITRE.test(t) && LAB_RESULT.test(t)) ||
    NO_RESULT_ROW.test(t)
  )
    return 'lab';
  if (PROSE.test(t)) return 'care';
  if (endsWithD(t) && DECLINED.test(t)) return 'care';
  // 'Glucose meter', 'Insulin pen needles', 'NovoFine pen needles': one or two words straight before it.
  const eq = EQUIPMENT_ANY.exec(firstWords(t, 5));
  if (eq && EQUIPMENT_LEAD.test(t.slice(0, eq.index))) return 'equipment';
  return null;
}

/** The text up to its nth space (t.split(' ', n).join(' ') without building the array). */
function firstWords(t: string, n: number): string {
  let at = -1;
  for (let k = 0; k < n; k++) {
    at = t.indexOf(' ', at + 1);
    if (at < 0) return t;
  }
  return t.slice(0, at);
}

// 'Penicillin allergy', 'Codeine - intolerance (vomiting)', 'Sulfa: anaphylaxis': a medicine the patient must not have.
const ALLERGY_LINE =
  /^[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?\s*(?:[-–:(]\s*)?(?:allerg(?:y|ies|ic)|anaphyla\w*|intoleran(?:ce|t)|hypersensitivity|adverse (?:drug )?reaction)\b/i;
const FOR_WORD = /\b(?:for|prn|when|if|as|treat\w*)\b/i;

/** A single-line allergy or intolerance written after the medicine's name (never an order). */
export function isAllergyLine(text: string): boolean {
  // A figure (any order's dose) rules it out: tested before the pattern, which backtracks over the first words.
  if (/\d/.test(text)) return false;
  const m = ALLERGY_LINE.exec(text.trim());
  return !!m && !FOR_WORD.test(m[0]);
}

/** True when the name read from a line the medicines list does not know is a note's words. */
export function isNoteName(nameText: string): boolean {
  return NOTE_WORD.test(nameText);
}

/**
 * True when a note names a medicine the knowledge base knows ('GP to review metformin dose'): such a
 * line is reported as unreadable rather than ignored. Equipment words are taken out first
 * ('Glucose meter' names no medicine).
 */
export const namesMedicine = (text: string): boolean =>
  namesKnownMedicine(text.replace(EQUIPMENT_ALL, ' '));
