/**
 * A checklist or care plan labels each order with the kind of medicine it is: 'Antiplatelet 1: Aspirin
 * 100 mg ...', 'Statin: Atorvastatin 80 mg ...', 'Smoking: Nicotine 21 mg/24 h patch ...', 'Bowel care:
 * Movicol ...', or with the medicine's own short name: 'GTN: Glyceryl trinitrate 400 microgram/dose spray'.
 * The label is not part of the order: the order is read from the medicine after it. Only a label from
 * this list (or the same medicine's name) is taken off, and only when a known medicine follows, so status
 * and section labels ('Ceased:', 'PRN:') and condition labels ('Hypertension:') keep their meaning.
 */
import { alternation, STATUS_CELL_SHORTHAND, STATUS_WORDS } from '../lexicon/words';
import { DOSE_CHANGE_VERBS, RESTART_WORDS } from '../lexicon/sentence-words';
import { LIST_LABEL_LEADS, LIST_LABEL_STATUS_STEMS } from '../lexicon/list-labels';
import { PRN_EQUIVALENTS, PRN_WORDS } from '../lexicon/prn-words';
import { medicineAtStart } from './lookup';

/** Kinds of medicine as checklists, care plans and secondary-prevention bundles label them. */
export const CLASS_LABEL_WORDS: readonly string[] = [
  'antiplatelet',
  'antiplatelets',
  'dual antiplatelet',
  'anticoagulant',
  'anticoagulation',
  'statin',
  'lipid lowering',
  'lipid-lowering',
  'beta-blocker',
  'beta blocker',
  'ace inhibitor',
  'ace-inhibitor',
  'acei',
  'arb',
  'acei/arb',
  'ace inhibitor/arb',
  'calcium channel blocker',
  'diuretic',
  'loop diuretic',
  'mra',
  'sglt2 inhibitor',
  'sglt2i',
  'nitrate',
  'antianginal',
  'smoking',
  'smoking cessation',
  'nicotine replacement',
  'nrt',
  'ppi',
  'gastroprotection',
  'analgesia',
  'analgesic',
  'pain relief',
  'opioid',
  'antibiotic',
  'antibiotics',
  'antiemetic',
  'laxative',
  'aperient',
  'bowel care',
  'vte prophylaxis',
  'dvt prophylaxis',
  'thromboprophylaxis',
  'bisphosphonate',
  'antihypertensive',
  'anticonvulsant',
  'antiepileptic',
  'antidepressant',
  'antipsychotic',
  'preventer',
  'reliever',
  'insulin',
];

const CLASS_LABEL = new RegExp(
  `^(?:${alternation(CLASS_LABEL_WORDS)})(?:\\s*(?:\\d|#\\d|\\(\\d\\)))?\\s*:\\s+(?=[A-Za-z])`,
  'i',
);
// A short name before a colon ('GTN:', 'Vit D:'): taken off only when it names the medicine after it.
const NAME_LABEL = /^([A-Za-z][\w .-]{0,20}?)\s*:\s+(?=[A-Za-z])/;

// A family's or patient's list names the kind, then a dash, then the product: 'Iron - Maltofer 1 a day',
// 'Vitamin D - Ostelin 1000 units daily'. Kinds of supplement are labels here too.
const DASH_KINDS = new Set([
  ...CLASS_LABEL_WORDS,
  'iron',
  'iron tablet',
  'iron supplement',
  'vitamin',
  'vitamins',
  'supplement',
]);
const DASH_LABEL = /^([A-Za-z][\w .]{0,20}?)\s+[-–—]\s+(?=[A-Za-z])/;

/** 'Iron - Maltofer 1 a day': the label is a kind or the same medicine, and a known medicine follows. */
function withoutDashLabel(text: string): string {
  const m = DASH_LABEL.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  // The cheap test first: without a digit after the dash the name is never looked up.
  if (!/\d/.test(rest)) return text;
  const after = medicineAtStart(rest);
  if (!after) return text;
  const label = m[1]!.trim().toLowerCase();
  if (DASH_KINDS.has(label)) return rest;
  const named = medicineAtStart(label);
  const whole = !!named && named.matchedText.length >= label.length - 1;
  return whole && named.medicine.id === after.medicine.id ? rest : text;
}

// A table's label column with no header row, one pipe before the order: 'Antiviral | Valaciclovir 500 mg BD',
// 'PJP | Bactrim DS 1 tab BD Mon + Thu', 'Encapsulated | Phenoxymethylpenicillin 250 mg BD'. The cell says what
// the medicine is there for (a kind, a condition, a group of germs): a label, never part of the name.
const PIPE_LABEL = /^([A-Za-z][\w .,'/&+-]{0,30}?)\s*\|\s*(?=[A-Za-z])/;

// A status gutter ('NEW   | Atorvastatin ...', 'SAME | ...', 'UP | ...') is the order's status, read by status.ts.
const STATUS_CELL = new RegExp(
  String.raw`^(?:${alternation([
    ...STATUS_WORDS,
    ...Object.keys(STATUS_CELL_SHORTHAND),
    ...Object.keys(DOSE_CHANGE_VERBS),
    ...RESTART_WORDS,
    'new',
    'same',
    'kept',
    'keep',
    'continue',
    'continued',
    'unchanged',
    'no change',
    'changed',
    'hold',
    'start',
    'started',
  ])})$`,
  'i',
);

// A cell that says what happened to the medicine or whose list it is on ('Allergy |', 'Not taking |', 'Previously |',
// 'PRN |', 'Home meds |'): its meaning is read by the line's own rules, never taken off.
const MEANING_CELL = new RegExp(
  String.raw`(?:^|\s)(?:${alternation([...LIST_LABEL_STATUS_STEMS, ...LIST_LABEL_LEADS, 'intoleran', 'reaction', 'history', 'hx', 'nil', 'none', 'own', 'old', 'was', 'taking'])}|(?:${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])})(?![a-z]))`,
  'i',
);

/** 'Antiviral | Valaciclovir 500 mg BD': the label cell names no medicine and has no number; one follows. */
function withoutPipeLabel(text: string): string {
  const m = PIPE_LABEL.exec(text);
  const label = m?.[1]?.trim() ?? '';
  if (
    !m ||
    /\d/.test(label) ||
    STATUS_CELL.test(label) ||
    MEANING_CELL.test(label) ||
    medicineAtStart(label)
  )
    return text;
  const rest = text.slice(m[0].length);
  return !rest.includes('|') && /\d/.test(rest) && medicineAtStart(rest) ? rest : text;
}

/** The line without a medicine-kind label before its medicine; the line as written otherwise. */
export function withoutClassLabel(text: string): string {
  if (text.includes('|')) return withoutPipeLabel(text);
  if (!text.includes(':'))
    return text.includes('-') || /[–—]/.test(text) ? withoutDashLabel(text) : text;
  const cls = CLASS_LABEL.exec(text);
  if (cls) {
    const rest = text.slice(cls[0].length);
    return medicineAtStart(rest) ? rest : text;
  }
  const named = NAME_LABEL.exec(text);
  if (!named) return text;
  const label = medicineAtStart(named[1]!);
  if (!label || label.matchedText.length < named[1]!.trim().length - 1) return text;
  const rest = text.slice(named[0].length);
  const after = medicineAtStart(rest);
  return after && after.medicine.id === label.medicine.id ? rest : text;
}
