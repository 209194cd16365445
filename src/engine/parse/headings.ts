/**
 * Lines that are not orders: section headings (which set the context of the lines under them),
 * list titles, and noise such as 'Nil', 'NKDA', allergy lines, dates, page numbers and signatures.
 */
import { goOnAsContinue, mayLeadGoOn } from './go-on-heading';
import { namesMedicine } from './non-order';
import { isMedicinesGroupTitle } from './document-titles';
import { RESULT_SENTENCE_LEAD } from './lab-result';
import { DOSE_AMOUNT } from './order-signal';
import { supplyStopHeading } from './supply-stop-heading';
import { startsWithMedicine } from './swap-sentence';
import { NOT_SUPPLIED_LEAD } from './order-lead';
import type { Section } from './types';
import { DOSING_FIELD_LABEL } from '../lexicon/field-labels';
import { LIST_SOURCE_LEADS } from '../lexicon/list-labels';
import { MEDICINE_NOUNS } from '../lexicon/medicine-nouns';
import { NOISE_LEADS, RECORD_LABELS } from '../lexicon/record-labels';
import { alternation } from '../lexicon/words';

export type LineClass =
  | { kind: 'heading'; section: Section | null; note: string }
  | { kind: 'ignored'; note: string };

// Words that name a section; the first matching group decides it ('Ceased/withheld' is ceased).
const SECTION_WORDS: Array<[Section, string[]]> = [
  [
    'ceased',
    [
      'ceased',
      'cease',
      'stopped',
      'stop',
      'discontinued',
      'discontinue',
      'deprescribed',
      'removed',
    ],
  ],
  ['withheld', ['withheld', 'withhold', 'held', 'suspended', 'hold', 'paused', 'withholding']],
  // 'Breakthrough:', 'Breakthrough doses (subcut):' label the when-required doses of a palliative chart.
  // 'UNSCHEDULED (PRN)': an eMR's when-required orders, beside its 'SCHEDULED' ones. 'Rescue:' (a seizure plan's
  // clobazam or midazolam, a COPD rescue pack) is given only when the event happens.
  [
    'prn',
    [
      'prn',
      'required',
      'needed',
      'necessary',
      'occasional',
      'adhoc',
      'breakthrough',
      'unscheduled',
      'rescue',
    ],
  ],
  // A verb heading in the imperative ('Start:', 'Add:', 'Commence:'), as 'Stop:' and 'Continue:' are: it ends the
  // section above ('Stop:' then 'Start:' must not stop the medicines started).
  [
    'new',
    [
      ...['new', 'started', 'commenced', 'added', 'initiated'],
      ...['start', 'starting', 'commence', 'add', 'begin', 'initiate'],
    ],
  ],
  [
    'regular',
    [
      'regular',
      'regularly',
      'continue',
      'continued',
      'continuing',
      'unchanged',
      'ongoing',
      'maintain',
      'changed',
      'changes',
      'altered',
      'modified',
      'adjusted',
      'scheduled',
      'standing',
      'routine',
      'daily',
      // A medicine held and taken again ('RESTARTED (held for surgery):', 'Recommenced:') goes on: the
      // rows under it compare with the admission order like any continued one.
      'restarted',
      'recommenced',
      'reinstated',
      'resumed',
    ],
  ],
];
export const SECTION_MAP = new Map(
  SECTION_WORDS.flatMap(([s, ws]) => ws.map((w) => [w, s] as const)),
);

export const FILLER = new Set(
  `medications medication medicines medicine meds med drugs drug list lists the following on at to these those this
  discharge discharged admission admitted home usual current currently inpatient hospital during stay which have has been
  were are was please note charted chart charts history reconciliation summary bpmh best possible pre preadmission op
  post patient patients own therapy treatment items orders order of and or by prior when as if from for in with
  taken taking take given obtained verified pharmacist gp letter printed page date time all other list reviewed
  sheet form record plan dose doses with were is s be been now to continue these changes temporarily temporary during
  oral subcut subcutaneous sc s c iv im sl po inhaled topical injections analgesia analgesics opioids pain symptom symptoms
  her his their your are regimen pharmacy community dispensing dispensed my tablets pills tabs d not prescribed prescribe
  only emergency protocol protocols`.split(/\s+/),
);

const NON_ORDER: Array<[RegExp, string]> = [
  [
    /^(?:nil|none|nkda|nkma|nka|nkfa|n\/a|na)\b[\s.!:;,-]*(?:(?:known|documented|reported|allerg\w*|regular|medications?|meds|drugs?|adrs?)[\s.,]*)*$/i,
    'nil',
  ],
  [
    /^(?:no known (?:drug |medication |medicine )?allerg|no (?:regular )?(?:medications?|meds|medicines)\b|not on any medications?)/i,
    'nil',
  ],
  // 'Nil new medications', 'No changes to regular medications', 'No other medications', 'Nil else'. Words only:
  // 'NIL CHANGE<tab>Paracetamol 500 mg ...' is a chart's action column before an order with its dose.
  [
    /^(?:nil|no|none)\s+(?:new|other|others|else|further|more|additional|regular|changes?|medication changes?)\b[a-z\s/-]*\.?$/i,
    'nil',
  ],
  [
    /^(?:allerg(?:y|ies|ic)|alerg(?:y|ies|ic)|allergys|adverse (?:drug )?reactions?|adrs?\b|intoleran\w*|sensitivit\w*|alerts?)\b/i,
    'allergy',
  ],
  [/^page \d+(?: of \d+)?[\s.\-–—]*$/i, 'page number'],
  [
    /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}(?:st|nd|rd|th)? [a-z]{3,9},? \d{2,4}|[a-z]{3,9} \d{1,2},? \d{4})(?:,? \d{1,2}[:.]\d{2}(?: ?[ap]m)?)?$/i,
    'date',
  ],
  [/^(?:dr|doctor|prof|professor|a\/prof)\.?\s+[a-z]/i, 'prescriber'],
  [new RegExp(String.raw`^${alternation(RECORD_LABELS)}\s*(?:[:#=-]|\(|$)`, 'i'), 'label'],
  [/^(?:ward|bed|room|unit|mrn|urn|ur|pager|ext)\.?\s*[#:]?\s*[\w/-]{1,10}$/i, 'label'],
  [/^[\s\p{P}\p{S}]*$/u, 'separator'],
];

// A group title on its own line ('Antibiotics:', 'Eye drops', 'Inhalers').
// Emergency supplies ('Hypo kit:', 'Rescue medicines') are a group like any other: a title that ends a Stopped section.
// A route or role over its medicines ('Inhaled:', 'Oral:', 'Reliever') is a group title too.
const CATEGORY =
  /^(?:inhaled|oral|injected|subcut(?:aneous)?|nasal|rectal|transdermal|relievers?|preventers?|antibiotics?|antimicrobials?|analgesi(?:a|cs)|pain relief|inhalers?|puffers|eye drops|creams?|topicals?|topical medications|supplements|vitamins|injections|patches|cardiac|cardiovascular|respiratory|diabetes|diabetic|anticoagulation|anticoagulants|laxatives|bowel care|psychiatric|neurological|other|insulins?|short course|courses?|once[- ]only(?: ?\/ ?stat)?(?: doses?)?|stat(?: doses?)?(?: given)?|over the counter|otc|complementary|herbal(?: supplements)?|(?:otc|vitamins|herbals?)\s*(?:\/|&|and)\s*(?:complementary|supplements|herbals?|vitamins|otc)|non-?prescription|(?:hypo|emergency|rescue|anaphylaxis|sick day)(?: kits?| treatment| packs?| plan)?)(?: medications| medicines| meds)?$/;
// 'Medications not to be restarted', 'Do not restart', 'Please do not re-prescribe': a ceased section written as
// an instruction.
const CEASED_PHRASE =
  /^(?:please\s+)?(?:(?:medications?|medicines?|meds|drugs)\s+)?(?:not to be (?:restarted|resumed|recommenced|continued|re-?prescribed)|(?:do not|don't|never|not to) (?:restart|resume|recommence|continue|re-?prescribe))(?: on discharge)?:?$/i;

/** Headings and noise; null when the line may be an order. */
// First words (or a first digit or symbol) that can start a line the patterns above ignore.
const NOISE_START = new RegExp(
  String.raw`^(?:[\d\p{P}\p{S}\s]|${alternation([...NOISE_LEADS, ...RECORD_LABELS])})`,
  'iu',
);

// A traffic-light list's colour before its heading ('RED - stop these medicines', 'GREEN: keep taking').
const COLOUR_LABEL = /^(?:red|amber|orange|yellow|green|blue|purple)\s*(?:[-–—:]\s*|\s(?=[a-z]))/i;

// '== Other ==', '[Antipsychotic]', '--- Supplements ---', '** Eye drops **': words set off as a heading by marks
// around them, with no digit. Read as the same words with a colon ('Other:'), a group title that ends the
// section above, so the orders under it are not taken as stopped by a 'Ceased' heading before it.
const DECORATED =
  /^(?:={2,}|-{2,}|\*{2,}|~{2,}|\[)\s*([A-Za-z][A-Za-z &/'()-]{0,40}?)\s*(?:={2,}|-{2,}|\*{2,}|~{2,}|\])$/;

// The same with its opening marks taken for a bullet ('--- Other ---' reaches here as 'Other ---').
const RULED_END = /^([A-Za-z][A-Za-z &/'()-]{0,40}?)\s*(?:={2,}|-{3,}|\*{2,}|~{2,})$/;

function decoratedTitle(text: string): LineClass | null {
  const m = DECORATED.exec(text.trim()) ?? RULED_END.exec(text.trim());
  if (!m || namesMedicine(m[1]!)) return null;
  return classifyLine(`${m[1]}:`) ?? { kind: 'heading', section: null, note: 'title' };
}

// 'Burns Unit - Discharge Medication Plan', 'Riverside Medical Centre - current medications': the place a list
// comes from, a dash, then the list's title; 'Cardiology - medications to stop:' sets the section its title
// names. The place must be words alone, naming no medicine.
const PLACE_THEN_TITLE = /^([A-Za-z][A-Za-z.'&]*(?: [A-Za-z.'&]+){0,5}) [-–—] ([^-–—]+)$/;
// The title must name a list: 'Pizotifen - CEASED (weight gain)' is an unknown medicine's order, not a place.
const LIST_WORD = new RegExp(
  String.raw`\b${alternation([...MEDICINE_NOUNS, 'list', 'summary', 'plan', 'chart', 'orders', 'regimen'])}\b`,
  'i',
);
export function titleAfterPlace(text: string): LineClass | null {
  const m = PLACE_THEN_TITLE.exec(text.trim());
  if (!m || !LIST_WORD.test(m[2]!) || namesMedicine(m[1]!) || startsWithMedicine(m[1]!))
    return null;
  const h = readHeading(m[2]!);
  if (h?.kind !== 'heading') return null;
  return h.section ? h : { kind: 'heading', section: null, note: 'title' };
}

export function classifyLine(text: string): LineClass | null {
  const colour = COLOUR_LABEL.exec(text);
  if (colour) {
    const h = classifyLine(text.slice(colour[0].length));
    if (h?.kind === 'heading') return h;
  }
  if (NOISE_START.test(text))
    for (const [re, note] of NON_ORDER) if (re.test(text)) return { kind: 'ignored', note };
  // 'Urate 0.52. Plan: increase allopurinol ...': a result sentence before a record label leaves the line
  // that label's (a plan over a medicine is reported, never read as today's order).
  const result = RESULT_SENTENCE_LEAD.exec(text);
  if (result) {
    const rest = classifyLine(text.slice(result[0].length));
    if (rest?.kind === 'ignored' && rest.note === 'label') return rest;
  }
  const empty = EMPTY_END.test(text) ? EMPTY_HEADING.exec(text) : null;
  // 'Ceased medications: Nil', 'New medications - none': a heading over nothing sets no context.
  if (empty && readHeading(empty[1]!))
    return { kind: 'heading', section: null, note: 'empty heading' };
  // 'When: daily', 'How often: regularly': a form's dosing field under its medicine, not a section
  // heading over the lines below (read as one, the order above lost its times without a word).
  const field = DOSING_FIELD_VALUE.test(text);
  const h =
    (field ? null : readHeading(text)) ??
    readStopHeading(text) ??
    joinedStopHeading(text) ??
    supplyStopHeading(text);
  if (!h)
    return (
      titleWithDirections(text) ??
      decoratedTitle(text) ??
      titleAfterPlace(text) ??
      medicinesGroupTitle(text)
    );
  // 'Withheld - perindopril (low BP)': a status before a medicine is an order, not a heading. A name of two
  // words ('Continue - Folic acid 5 mg weekly', 'Ferrous sulfate', 'Vitamin D') is no single known word: the
  // medicine opening the rest counts too.
  if (h?.kind === 'heading' && h.section && DASHED.test(text)) {
    const rest = text.split(DASHED).slice(1).join(' ');
    if (namesMedicine(rest) || startsWithMedicine(rest)) return null;
  }
  return h;
}

// 'Other meds client self-manages:': a group title over medicines that ends the section above. One with a section
// word ('Meds the GP stopped:') is left to be reported: its section is not known here.
function medicinesGroupTitle(text: string): LineClass | null {
  if (!isMedicinesGroupTitle(text)) return null;
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.some((w) => SECTION_MAP.has(w))) return null;
  return { kind: 'heading', section: null, note: 'title' };
}

const DOSING_FIELD_VALUE = new RegExp(String.raw`^\s*(?:${DOSING_FIELD_LABEL})\s*:\s*\S`, 'i');

// 'Ceased in ICU:', 'Stopped on the ward (see notes):': a stop word, then anything but a medicine or a dose, then
// a colon: a heading, whatever the words between.
const STOP_HEADING =
  /^(?:(?:medications?|medicines?|meds)\s+)?(ceased|stopped|discontinued|withheld|held|suspended)\b(.*):\s*$/i;

// 'Stop these before your follow-up', 'Withhold the following until review': a stop instruction over the list below
// (a pronoun where a medicine's name would be), with or without a colon.
const STOP_THESE =
  /^(?:please\s+)?(stop|cease|discontinue|withhold|hold)\s+((?:these|those|the following|them)\b.*?)[:.]?\s*$/i;

function readStopHeading(text: string): LineClass | null {
  const m = STOP_HEADING.exec(text) ?? STOP_THESE.exec(text);
  if (!m || namesMedicine(m[2]!) || DOSE_AMOUNT.test(m[2]!)) return null;
  const section = SECTION_MAP.get(m[1]!.toLowerCase()) ?? null;
  return section ? { kind: 'heading', section, note: 'heading' } : null;
}

// 'Cease / do not restart:', 'Stopped or withheld:': stop titles joined, each a stop heading of its own.
// 'Oral - stopped, no longer swallowing:': a group title, then a stop word and its reason, over the lines below.
const JOINED = /\s*(?:\/|&|\bor\b|\band\b|,)\s*/i;
const TITLE_THEN_STOP =
  /^([a-z][a-z ]*?)\s*(?:\s[-–—]\s|\(\s*)((?:ceased|stopped|discontinued|withheld|held|suspended)\b[^:]*?)\)?\s*:\s*$/i;
function joinedStopHeading(text: string): LineClass | null {
  const t = text.trim();
  if (!t.endsWith(':') || namesMedicine(t) || DOSE_AMOUNT.test(t)) return null;
  const parts = t.slice(0, -1).split(JOINED).filter(Boolean);
  if (parts.length >= 2) {
    const sections = parts.map((p) =>
      stopSectionOf(readHeading(`${p}:`) ?? readStopHeading(`${p}:`)),
    );
    if (sections.every((x) => x === 'ceased' || x === 'withheld'))
      return {
        kind: 'heading',
        section: sections.includes('ceased') ? 'ceased' : 'withheld',
        note: 'heading',
      };
  }
  const m = TITLE_THEN_STOP.exec(t);
  if (!m || !CATEGORY.test(m[1]!.toLowerCase().trim())) return null;
  const section = stopSectionOf(
    readStopHeading(`${m[2]}:`) ?? readHeading(`${m[2]!.split(/[,;]/)[0]}:`),
  );
  return section ? { kind: 'heading', section, note: 'heading' } : null;
}
function stopSectionOf(h: LineClass | null): 'ceased' | 'withheld' | null {
  const s = h?.kind === 'heading' ? h.section : null;
  return s === 'ceased' || s === 'withheld' ? s : null;
}

// 'Eye drops – RIGHT eye only. Wait 5 minutes between different drops.': a group title with directions for the
// group, naming no medicine and no dose.
function titleWithDirections(text: string): LineClass | null {
  const dash = DASHED.exec(text);
  if (!dash) return null;
  const title = text.slice(0, dash.index).trim().toLowerCase();
  const rest = text.slice(dash.index + dash[0].length);
  return CATEGORY.test(title) && !DOSE_AMOUNT.test(rest) && !namesMedicine(rest)
    ? { kind: 'heading', section: null, note: 'title' }
    : null;
}

const EMPTY_HEADING =
  /^(.*?[a-z].*?)\s*(?::|\s[-–—])\s*(?:nil|none|nil new|nil known|n\/a|not applicable|no changes?|nil changes?|-)\.?$/i;
// Cheap test of the line's end before the heading pattern (most lines are orders).
const EMPTY_END = /(?:nil|none|new|known|n\/a|applicable|changes?|-)\.?$/i;
const DASHED = /\s[-–—]\s|:\s/;

// First words that can start a group title or a ceased phrase (CATEGORY, CEASED_PHRASE): any other first word that is
// neither a section word nor filler settles that the line is no heading before the patterns run.
const TITLE_FIRST =
  /^(?:anti|analg|pain|inhal|puff|eye|cream|topical|supplement|vitamin|inject|patch|cardi|respir|diabet|laxat|bowel|psych|neuro|other|insulin|short|course|once|stat|over|otc|complement|herbal|non|medicat|medicine|meds|drugs|not|do|never|hypo|emergenc|rescue|anaphyla|sick)/i;

// 'Usual meds per Webster-pak (Tumut Pharmacy):': where the list came from, after its title and before the
// colon that ends the line; only the title is weighed.
const SOURCE_TAIL = new RegExp(
  String.raw`\s${alternation(LIST_SOURCE_LEADS)}\s[^:()]*(?:\([^()]*\)\s*)?:\s*$`,
  'i',
);

const BACK_POINTER = /\b(?:this|it|that)\s*[.!]?$/i;

const mayLeadHeading = (word: string): boolean =>
  SECTION_MAP.has(word) || FILLER.has(word) || TITLE_FIRST.test(word);

const RESCUE_TITLE =
  /^(?:rescue|hypo|anaphylaxis)(?: kits?| treatment| packs?| plan| doses?)?(?: medications| medicines| meds)?$/;

function readHeading(written: string): LineClass | null {
  // Most lines are orders: a first word that starts no heading settles it before the go-on phrases are
  // respelled (only a phrase at the very start can change the first word).
  const first0 = /^[a-z]+/i.exec(written)?.[0].toLowerCase();
  if (first0 && !mayLeadGoOn(first0) && !mayLeadHeading(first0)) return null;
  const text = goOnAsContinue(written); // 'Keep taking:' is 'Continue:'
  const lead = /^[a-z]+/i.exec(text)?.[0].toLowerCase();
  if (lead && !mayLeadHeading(lead)) return null;
  // 'Antibiotics (to complete)'; not 'Insulin (Lantus)', where the bracket names a brand.
  const bare = /\([^)]*[A-Z][^)]*\)/.test(text) ? text : text.replace(/\s*\([^)]*\)/g, '');
  const cat = bare
    .trim()
    .toLowerCase()
    .replace(/[:.]+$/, '')
    .trim();
  // 'Rescue:', 'Hypo kit:', 'Anaphylaxis plan:': given only when the event happens, so when required.
  if (RESCUE_TITLE.test(cat)) return { kind: 'heading', section: 'prn', note: 'heading' };
  if (CATEGORY.test(cat)) return { kind: 'heading', section: null, note: 'title' };
  // 'Insulin and diabetes medicines:', 'Inhalers / eye drops': two group titles together.
  const both = /\band\b|[&/,]/.test(cat)
    ? /^(.+?)\s*(?:\band\b|&|\/|,)\s*(.+?)(\s+(?:medications|medicines|meds))?$/.exec(cat)
    : null;
  if (both && CATEGORY.test(both[1]!) && CATEGORY.test(both[2]!))
    return { kind: 'heading', section: null, note: 'title' };
  // 'STOP taking this.', 'Stop it.': a singular pronoun points back at the one medicine above, so the line is
  // that order's status, never a heading over the lines below.
  if (BACK_POINTER.test(text.trim())) return null;
  if (CEASED_PHRASE.test(text.trim()))
    return { kind: 'heading', section: 'ceased', note: 'heading' };
  // Most lines are orders: a first word that is neither a section word nor filler settles it.
  const first = /^[a-z]+/i.exec(text)?.[0].toLowerCase();
  if (first && !SECTION_MAP.has(first) && !FILLER.has(first)) return null;
  // 'Not prescribed – withheld:': list words, then the section word after a dash.
  const tail = /^([a-z ]+?)\s[-–—]\s([a-z]+)\s*:?\s*$/i.exec(text.trim());
  const tailSection = tail ? SECTION_MAP.get(tail[2]!.toLowerCase()) : undefined;
  if (
    tail &&
    tailSection &&
    tail[1]!
      .toLowerCase()
      .split(/\s+/)
      .every((w) => FILLER.has(w))
  )
    return { kind: 'heading', section: tailSection, note: 'heading' };
  // 'Not dispensed - amlodipine ceased (ankle oedema)': a pharmacy's lead before an order (order-lead.ts).
  const notSupplied = NOT_SUPPLIED_LEAD.exec(text.trim());
  if (notSupplied && startsWithMedicine(text.trim().slice(notSupplied[0].length))) return null;
  // 'Discharge medications - L TKR 10/03', 'Admission meds (pre-op):': the title part decides.
  const head = text
    .replace(SOURCE_TAIL, ':')
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s[-–—]\s/)[0]!
    .toLowerCase();
  // 'dose: 2 tablets' under '- drug: Paracetamol': an amount is a field of the order above, never a title.
  if (DOSE_AMOUNT.test(head)) return null;
  const words = head.split(/[^a-z]+/).filter(Boolean);
  if (!words.length) return null;
  let section: Section | null = null;
  let rank = Infinity;
  for (const w of words) {
    const s = SECTION_MAP.get(w);
    if (s) {
      const r = SECTION_WORDS.findIndex(([k]) => k === s);
      if (r < rank) [section, rank] = [s, r];
    } else if (!FILLER.has(w)) return null;
  }
  // A bare list title ('Discharge medications') needs a list word; 'for pain' alone is not a heading.
  const all = text.toLowerCase().split(/[^a-z]+/);
  if (
    !section &&
    !all.some((w) =>
      /^(medications?|medicines?|meds|drugs|list|bpmh|history|chart|summary|regimen|treatment|therapy|dispensing|dispensed|tablets|pills)$/.test(
        w,
      ),
    )
  )
    return null;
  return { kind: 'heading', section, note: section ? 'heading' : 'title' };
}
