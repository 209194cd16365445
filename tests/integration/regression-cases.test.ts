/**
 * The repository's regression sets (tests/fixtures/regression/<set>), each written from the contract
 * and clinical practice by a helper who had not run the engine, checked by the scorer's criteria
 * (tests/helpers/case-check.ts). Each set must keep its score; a failure the engine still has is
 * listed with the reason, so a fix shows.
 *
 * Judgements the engine does not share: h3-010 counts an ED STAT dose already given
 * ('Clindamycin 600 mg IV STAT - given 02:15') as an admission order, so the oral course is 'changed'
 * (the engine reports the given dose and calls the course 'new'); h4-011 writes a combination's
 * strengths '150/100 mg', not the first ingredient's '150 mg'; h5-023 treats an inpatient infusion
 * 'completed - not for discharge' as a stop line.
 */
import { caseSuite } from '../helpers/case-suite';

const SETS: Array<{ set: string; title: string; count: number; known: Record<string, string> }> = [
  { set: 'independent', title: 'independent reconciliation cases', count: 40, known: {} },
  { set: 'holdout', title: 'hold-out reconciliation cases', count: 30, known: {} },
  { set: 'holdout-2', title: 'second hold-out reconciliation cases', count: 20, known: {} },
  {
    set: 'holdout-3',
    title: 'third hold-out reconciliation cases',
    count: 30,
    known: { 'h3-010': 'clindamycin: changeType new' },
  },
  {
    set: 'holdout-4',
    title: 'fourth hold-out reconciliation cases',
    count: 30,
    known: {},
  },
  {
    set: 'holdout-5',
    title: 'fifth hold-out reconciliation cases',
    count: 30,
    known: { 'h5-023': 'extra ceased Ketamine' },
  },
  {
    set: 'blind-8',
    title: 'blind set 8 (documents from outside the ward)',
    count: 32,
    known: {
      'b8-005': 'bisacodyl: times [0800], expected [1800]',
      'b8-013': 'unexpected medication row: Digoxin (new)',
      'b8-018': 'sertraline: changeType changed (the tetrabenazine times are right now)',
      'b8-024': 'missing ceased glimepiride+metformin (silent)',
    },
  },
  {
    set: 'blind-9',
    title: 'blind set 9 (orders written on and around the ward)',
    count: 32,
    known: {
      'b9-007': 'prednisolone: indication "Reduces inflammation (steroid)" (expected another)',
      'b9-012': 'flecainide (PRN): PRN false, expected true',
      'b9-013': 'carbomer: times [0800] and does not say 0.2% (Viscotears (carbomer 980))',
    },
  },
  {
    set: 'blind-10',
    title: 'blind set 10 (the paperwork of medication reconciliation)',
    count: 32,
    known: {
      'blind10-002': 'warfarin: changeType unchanged, expected changed',
      'blind10-022': 'denosumab: does not say ["60 mg"]',
      'blind10-023': 'lidocaine|lignocaine: does not say 12 h',
      'blind10-025': 'unexpected ceased row: Icatibant',
    },
  },
  {
    set: 'blind-11',
    title: 'blind set 11 (clinic letters, pasted text, brands and unusual field orders)',
    count: 34,
    known: {
      'blind11-031':
        'ivermectin: does not say ["04/12","4/12","4 dec"] (form "tablet", schedule {"1200":"","1800":"","2200":"","0800":"15 mg (200 microgram/kg) (time not stated)"})',
    },
  },
  {
    set: 'blind-12',
    title:
      'blind set 12 (text as it arrives: tracked changes, markup, dictation, specialty paperwork)',
    count: 32,
    known: {
      'blind12-008': 'missing medication cadexomer iodine|iodine|cadexomer',
      'blind12-014':
        'house dust mite|dermatophagoides|allergen|acarizax: does not say ["12 SQ","12SQ"] (form "12 (no unit) tablet")',
      'blind12-017':
        'clopidogrel: does not say ["75 mg"] (form "tablet", schedule {"1200":"","1800":"","2200":"","0800":"Dose not stated"})',
    },
  },
  {
    set: 'blind-13',
    title:
      'blind set 13 (care settings around the hospital: aged care, HITH, mental health, renal, palliative)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-14',
    title:
      'blind set 14 (documents a pharmacist gets handed: reviews, health records, letters, family lists)',
    count: 32,
    known: {
      'blind14-007': 'extra ceased Normal immunoglobulin (a course completed in hospital, warned)',
      'blind14-028':
        'salbutamol (PRN): 2 puffs -> 2-4 puffs read as changed, warned: a range holding the other dose (the shared cases dev-007 and dev-031 expect changed)',
    },
  },
  {
    set: 'blind-15',
    title:
      'blind set 15 (everyday discharge work across the hospital, as different people write it)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-16',
    title:
      'blind set 16 (an ordinary weekday of discharges across the wards, as their authors write them)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-17',
    title:
      'blind set 17 (lists from services outside the hospital; hurried free-text discharge lists)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-18',
    title: 'blind set 18 (a week at a regional base hospital; held out until stop 24 had merged)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-19',
    title: 'blind set 19 (the hard parts of dosing and status, as busy clinicians write them)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-20',
    title: 'blind set 20 (medicines crossing care settings; held out until stop 25 had merged)',
    count: 32,
    known: {
      'blind20-020': 'budesonide+formoterol: slots 0800,2200',
      'blind20-024':
        'metformin: changeType changed (night is 2200 by the contract, evening meal 1800)',
    },
  },
  {
    set: 'blind-21',
    title: 'blind set 21 (held out until stop 26 had merged)',
    count: 32,
    known: {
      'blind21-025': 'hydrocortisone: indication "Vomiting or collapse"',
    },
  },
  {
    set: 'blind-22',
    title: 'blind set 22 (held out until stop 27 had merged)',
    count: 32,
    known: {
      'b22-004':
        'sertraline: does not say 150 mg (the increase is in the comment); unexpected ceased Paracetamol',
      'b22-025': 'trimethoprim+sulfamethoxazole|sulphamethoxazole: changeType changed',
      'b22-030':
        'ivermectin: does not say its days; benzathine benzylpenicillin: 1.2 million units',
    },
  },
  {
    set: 'blind-23',
    title: 'blind set 23 (held out until stop 28 had merged)',
    count: 32,
    known: {
      'b23-001': 'extra ceased Medikationsplan Für (the plan title line, warned)',
      'b23-006': 'fluticasone+salmeterol: times [0800]',
      'b23-013': 'extra ceased Naproxen (an expired brown-bag item, warned as already stopped)',
      'b23-017': 'riluzole: changeType unchanged',
      'b23-032':
        'GTN: changeType new (first-aid steps before the order on the AD card line, unreadable)',
    },
  },
  {
    set: 'blind-24',
    title: 'blind set 24 (held out until the blind-23 fixes had merged)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-25',
    title: 'blind set 25 (held out until the blind-23 and blind-24 fixes had merged)',
    count: 32,
    known: {
      'b25-009': 'metformin: "6 at night" not read (1800)',
      'b25-011': 'paracetamol: changeType changed',
      'b25-020': 'warfarin: does not say 6 mg',
      'b25-023': 'sacubitril+valsartan: changeType changed (titration card today column)',
    },
  },
  {
    set: 'blind-26',
    title:
      "blind set 26 (handovers, home devices and other people's paperwork; first run 0.931, 3 silent)",
    count: 34,
    known: {
      // Judgement: the bracket states a use ('secondary stroke prevention'); the contract takes a stated one.
      'blind26-004':
        'atorvastatin: indication "Secondary stroke prevention", expected one of ["cholesterol","lipid"]',
      'blind26-024': 'missing ceased ticagrelor',
    },
  },
  {
    set: 'blind-27',
    title:
      "blind set 27 (other people's forms: FHIR, insurers, gyms, kiosks, voice assistants; first run 0.896, 9 silent)",
    count: 34,
    known: {
      'blind27-017': 'empagliflozin: changeType new, expected unchanged',
      'blind27-021':
        "ibuprofen (PRN): changeType changed, expected unchanged (the 'two' between commas is a note; the Easy Read 'No more than 3 times a day.' line is not joined)",
      'blind27-024': 'clopidogrel: changeType new, expected unchanged',
    },
  },
  {
    set: 'blind-28',
    title: 'blind set 28 (letters, labels, charts and dictation; first run 0.917, 7 silent)',
    count: 34,
    known: {
      'blind28-004': 'tiotropium: changeType new, expected unchanged',
      'blind28-013': 'melatonin: changeType changed, expected unchanged',
    },
  },
  {
    set: 'blind-29',
    title:
      'blind set 29 (run sheets, home visits, community records, packing lists; first run 0.932, 8 silent)',
    count: 36,
    known: {},
  },
  {
    set: 'blind-30',
    title:
      'blind set 30 (clinic letters, dictation, exports, palliative and paediatric charts; first run 0.925, 10 silent)',
    count: 36,
    known: {},
  },
  {
    set: 'blind-31',
    title:
      'blind set 31 (specialty letters, labels, action plans, truncated names; first run 0.950, 3 silent)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-32',
    title:
      'blind set 32 (allied health, referrals, pharmacy notes and terse ward lists; first run 0.985 (0.9848), 2 silent)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-33',
    title:
      'blind set 33 (eMR prints, RACF forms, dialysis, oncology, emails, telehealth; first run 0.979, 4 silent)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-34',
    title:
      'blind set 34 (GP, AMS, NP and ED notes, phone lists, one-line lists; first run 0.972, 3 silent)',
    count: 33,
    known: {},
  },
  {
    set: 'blind-35',
    title:
      'blind set 35 (transplant, haematology, neurology, rehab, ICU step-down, depot clinic, eMR layouts; first run 0.960, 6 silent)',
    count: 32,
    known: {},
  },
  {
    set: 'blind-36',
    title:
      'blind set 36 (HMR and MedsCheck reports, dispense histories, GP plans, app exports, carers and interpreters; first run 0.957, 5 silent)',
    count: 32,
    known: {
      'blind36-015':
        'judgement call, warned: "Stopped since last plan: celecoxib (eGFR fall)" is a stop before this admission; read as one, reconcile/stopped-before.ts leaves it off the ceased list (as for blind26-024), which this key counts as missing, so the label is left unread as a stop: a ceased entry "Not on discharge list" with a warning naming the line',
    },
  },
  {
    set: 'blind-37',
    title:
      'blind set 37 (aged-care transfers, NIMC transcriptions, Webster-pak profiles, community nursing and palliative care, hurried junior lists; first run 0.979, 0 silent)',
    count: 35,
    known: {},
  },
  {
    set: 'blind-38',
    title:
      'blind set 38 (pasted tables, dictation transcripts, secure messages, clinic letters, ED short stay and day surgery; first run 0.981, 5 silent)',
    count: 38,
    known: {
      'blind38-027':
        'prednisolone: indication not gout (its use is only implied by the colchicine and the flare)',
      'blind38-028':
        'missing ceased ciprofloxacin: "(finished course yesterday)" on admission is read as stopped before admission (stopped-before.ts leaves it off); Breo 100/25 and saline 6% now read',
    },
  },
];

for (const { set, title, count, known } of SETS)
  caseSuite(title, `regression/${set}`, count, known);
