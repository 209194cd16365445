/**
 * The words of a letter's sentence about a medicine, as data ('Her levetiracetam was increased to 1000 mg',
 * 'He should continue his Ventolin ...', 'Mr Costa is on atorvastatin ...', 'He was advised to stop the
 * Nurofen ...', 'His Spiolto has been changed to Trelegy ...'). parse/sentence-order.ts builds its one
 * reading of such sentences from these lists, in the order the words come: who, how sure, the helper verb,
 * who advised it, the verb, whose, which of the medicines. A word added here is known to every part of it.
 */
import { STATUS_WORDS } from './words';

/**
 * Who a facility's instruction is addressed to ('RN please continue donepezil ...', 'Staff to cease ...'):
 * the carer who gives the medicine, so the sentence is the order.
 */
const CARE_STAFF = ['rn', 'en', 'nursing staff', 'staff', 'nurse', 'nurses', 'carers', 'carer'];
// A carer's or family member's letter names the patient by who they are to the writer ('Dad carries his GTN
// spray ...', 'My husband takes ...'), or the one who gives the medicine ('Mum gives him Ventolin ...').
const FAMILY = [
  'dad',
  'mum',
  'mom',
  'father',
  'mother',
  'husband',
  'wife',
  'son',
  'daughter',
  'partner',
];
const FAMILY_SUBJECTS = [...FAMILY, ...FAMILY.map((w) => `my ${w}`)];
/** Who the sentence is about. */
export const SENTENCE_SUBJECTS = [
  ...FAMILY_SUBJECTS,
  'he',
  'she',
  'they',
  'we',
  'the patient',
  'patient',
  'pt',
  'i',
  ...CARE_STAFF,
];
/** A title before a surname is a subject too ('Mr Costa is on ...', 'Mrs. Nguyen takes ...'). */
export const SENTENCE_TITLES = ['mr', 'mrs', 'ms', 'miss', 'dr', 'prof'];
export const SENTENCE_ADVERBS = [
  'please',
  'kindly',
  'also',
  'currently',
  'now',
  'still',
  'then',
  'therefore',
  'instead',
  'already',
  'just',
];
/**
 * Words that make an instruction polite or address it to the reader, before its verb ('please stop',
 * 'kindly withhold', 'you can stop', 'patient to cease'): the instruction is the same without them.
 */
export const COURTESY_LEADS = ['please', 'pls', 'plz', 'kindly'];
export const ADDRESSED_LEADS = ['you', 'patient', 'pt', 'he', 'she', 'they'];

export const SENTENCE_MODALS = [
  'should',
  'may',
  'can',
  'could',
  'will',
  'would',
  'must',
  'needs to',
  'need to',
  'is to',
  'are to',
];
export const SENTENCE_HELPERS = ['has', 'have', 'had', 'is', 'are', 'was', 'were', 'be', 'been'];
/** Helpers that put the verb in the past ('was taking', 'had been on', 'used to take'): a history, not an order. */
export const PAST_HELPERS = ['was', 'were', 'had', 'been', 'used to'];
/**
 * Words that give a stated reason a clause of its own, or link it to another matter ('to be reviewed',
 * 'as per renal team', 'if pain', 'until seen'): such a reason is a note, not the condition it is for.
 */
export const REASON_CLAUSE_WORDS = [
  ...['is', 'are', 'was', 'were', 'be', 'been'],
  ...['will', 'should', 'must', 'can', 'may'],
  ...[
    'per',
    'if',
    'until',
    'unless',
    'then',
    'when',
    'after',
    'before',
    'from',
    'by',
    'via',
    'see',
    'to',
  ],
];
/**
 * 'She says sometimes Nurofen 200, two ...', 'He reports that he takes ...': what the patient said, reported by
 * an interpreter or a nurse. The words after it are the patient's own.
 */
export const SENTENCE_REPORTED = [
  'says',
  'said',
  'states',
  'stated',
  'reports',
  'reported',
  'mentions',
  'mentioned',
  'tells me',
  'told me',
  'tells us',
  'told us',
];
/** 'He was advised to stop ...': someone told the patient; the verb after it is the order. */
export const SENTENCE_ADVISED = ['advised to', 'asked to', 'told to'];

/**
 * What the verb makes of the order: it goes on, it starts, it is taken (no status), it stops, it is held,
 * or a dose was already given.
 */
export type SentenceVerbKind = 'continue' | 'start' | 'take' | 'stop' | 'withhold' | 'given';
export const SENTENCE_VERBS: Record<SentenceVerbKind, string[]> = {
  continue: [
    'continue',
    'continues',
    'continued',
    'continuing',
    'continue to take',
    'continue to use',
    'keep taking',
    'keep using',
    'keep on',
    'keeps taking',
    'keeps using',
    'keeps on',
    'remain on',
    'remains on',
    'stay on',
    'stays on',
    'resume',
    'resumed',
    'keeping',
    'keeping on',
    'remaining on',
    'staying on',
    // addressed to the carer who gives it or puts it on ('Please keep giving Panadol Osteo ...', 'keep applying')
    'keep giving',
    'keep applying',
    'keep having',
    'continue giving',
    'continue to give',
    'continue applying',
    'continue to apply',
    // a dose aid's packing instructions to the pharmacy ('Keep packing apixaban ...', 'Repack donepezil ...')
    'keep packing',
    'continue packing',
    'repack',
  ],
  start: [
    'start',
    'starts',
    'started',
    'started on',
    'commence',
    'commences',
    'commenced',
    'commenced on',
    'put on',
    'begin',
    'began',
    'begun',
    // a plan's bullets in the present participle ('Starting paracetamol 1 g ...')
    'starting',
    'commencing',
    'beginning',
  ],
  take: [
    'take',
    'takes',
    'taking',
    'use',
    'uses',
    'using',
    'receive',
    'receives',
    // a supply kept on hand for when it is needed ('and keeps colchicine 500 microgram tablets for flares')
    'keep',
    'keeps',
    'carry',
    'carries',
    // what someone puts on the skin ('He puts Voltaren gel on his knees', 'she applies the Daktarin cream')
    'puts',
    'applies',
    'rubs',
    // addressed to the carer who gives it ('RN please give ...')
    'give',
    'administer',
    'complete',
    'completes',
    'finish',
    'finishes',
    'go home on',
    'goes home on',
    'going home on',
    'discharged on',
    'on',
  ],
  stop: [
    'stop',
    'stopped',
    'cease',
    'ceased',
    'discontinue',
    'discontinued',
    'stopping',
    'ceasing',
    'discontinuing',
  ],
  withhold: ['withhold', 'hold', 'withholding', 'holding'],
  // 'She received Ferinject 1000 mg IV on 23/11', 'He was given ceftriaxone 2 g IV in ED': a dose already given.
  given: ['received', 'given', 'administered'],
};

/**
 * The take verbs that say a supply is kept on hand, not when it is taken ('He carries the Nitrolingual spray
 * for chest pain', 'she keeps a Ventolin puffer in case of wheeze'): with a use and no times, when required.
 */
export const ON_HAND_VERBS: readonly string[] = ['keep', 'keeps', 'carry', 'carries'];
/** What says the supply is kept for something ('for chest pain', 'in case of wheeze'). */
export const ON_HAND_USE_WORDS: readonly string[] = ['for', 'in case', 'just in case'];

/** Whose medicine, and which of them ('his usual atorvastatin'): never part of its name. */
export const SENTENCE_POSSESSIVES = ['his', 'her', 'their', 'the', 'its', 'your', 'my'];
export const SENTENCE_WHICH = ['usual', 'regular', 'normal', 'current', 'home', 'own'];

/** A change of dose told after the name ('levetiracetam was increased to 1000 mg'), as an order's verb. */
export const DOSE_CHANGE_VERBS: Record<string, 'Increase' | 'Reduce' | 'Change'> = {
  increased: 'Increase',
  uptitrated: 'Increase',
  'up-titrated': 'Increase',
  // 'halved while diarrhoea settles', 'doubled': a change told by how much, not in figures.
  doubled: 'Increase',
  tripled: 'Increase',
  titrated: 'Change',
  reduced: 'Reduce',
  decreased: 'Reduce',
  lowered: 'Reduce',
  weaned: 'Reduce',
  halved: 'Reduce',
  changed: 'Change',
  switched: 'Change',
};
/**
 * The same changes as instructions ('reduce to 2.5 mg', 'go up to 100 mg'), as a chart-change note writes them
 * after the order as it was (lexicon/change-instruction.ts). Not 'wean' or 'taper': 'taper to 2.5 mg BD' is
 * the regimen's next step, a course to come (parse/order.ts WEAN_STEP).
 */
export const DOSE_CHANGE_IMPERATIVES = [
  'increase',
  'reduce',
  'decrease',
  'lower',
  'titrate',
  'uptitrate',
  'up-titrate',
  'down-titrate',
  'change',
  'switch',
  'cut',
  'drop',
  'go',
  'step',
];
/** The change verbs that say one way ('Increase': increased, doubled ...), for readers of a status word. */
export const changeVerbs = (way: 'Increase' | 'Reduce' | 'Change'): string[] =>
  Object.keys(DOSE_CHANGE_VERBS).filter((w) => DOSE_CHANGE_VERBS[w] === way);
/**
 * A note that reports a change of the order's dose or time ('moved to night', 'dose halved'): a condition
 * told after it is why it changed (parse/change-reason.ts).
 */
export const CHANGE_NOTE_WORDS = [
  ...Object.keys(DOSE_CHANGE_VERBS),
  'moved',
  'shifted',
  'swapped',
  'brought forward',
  'put back',
  'changed over',
];
/**
 * A course coming down now, as a note of its own ('(weaning - proximal myopathy)', '(tapering, high sugars)'): it
 * stays in the dose's cell, and a condition after it is why it comes down, not what the medicine is for.
 */
export const WEANING_NOW_WORDS = ['weaning', 'tapering', 'being weaned', 'being tapered'];
/** An order taken up again, perhaps at another dose ('restart 22/06 at the lower dose'). */
export const RESTART_WORDS = [
  'restart',
  'restarted',
  'resume',
  'resumed',
  'recommence',
  'recommenced',
];
/** When a held order is taken up again at discharge or already was: 'restart on discharge', 'resume today'. */
export const RESTART_NOW_WORDS = [
  'on discharge',
  'at discharge',
  'upon discharge',
  'from discharge',
  'on going home',
  'at home',
  'today',
  'now',
];
/** One medicine replaced by another ('Atorvastatin changed to rosuvastatin ...'). */
export const SWAP_VERBS = ['changed', 'switched', 'swapped', 'converted'];
/** Words that name the new medicine by themselves ('Simvastatin replaced with atorvastatin ...'). */
export const REPLACE_WORDS = [
  'replaced with',
  'replaced by',
  'substituted with',
  'substituted by',
  'exchanged for',
  'swapped for',
];
/** A swap written as a label or an order before both names ('Changed: simvastatin to atorvastatin'). */
export const SWAP_LEAD_VERBS = [
  ...SWAP_VERBS,
  'change',
  'switch',
  'swap',
  'convert',
  // 'Replace X with Y', 'Substitute X with Y'.
  'replace',
  'substitute',
];

/** 'After discussion with haematology, rivaroxaban has been ceased': a lead clause is the reason. */
export const LEAD_CLAUSE_WORDS = [
  'after',
  'following',
  'because',
  'because of',
  'due to',
  'in view of',
  'given',
  'on advice of',
  'as advised by',
  'as per',
];

/**
 * A status told after the order, as a sentence's verb ('Midazolam 10 mg ... when required for a long seizure
 * has been added', 'Clobazam 10 mg when required continues as before', '... is new'): the helper verbs,
 * then a word the status readers know. parse/status-tail.ts cuts the clause there, so the condition or
 * dose before it never takes the verb in.
 */
export const STATUS_TAIL_HELPERS = [
  'has been',
  'have been',
  'had been',
  'is',
  'are',
  'was',
  'were',
  'will be',
  'is being',
  'remains',
  'remain',
  'is to',
  'are to',
];
export const STATUS_TAIL_WORDS = [
  // 'is to continue until 29/12'
  'continue',
  'added',
  'introduced',
  'started',
  'commenced',
  'new',
  'increased',
  'reduced',
  'decreased',
  'lowered',
  'changed',
  'switched',
  'continued',
  'unchanged',
  'ceased',
  'stopped',
  'discontinued',
  'withheld',
  'suspended',
];
/** Verbs that say by themselves that it goes on ('... continues as before', '... remains unchanged'). */
export const STATUS_TAIL_VERBS = ['continues', 'remains'];

// 'Use Panadol Osteo instead.', 'Take paracetamol in its place.': the alternative a stop line points to.
export const INSTEAD_VERBS = ['use', 'take', 'try', 'have', 'give', 'continue', 'stick to'];
export const INSTEAD_WORDS = ['instead', 'in its place', 'in place of it', 'rather'];

/**
 * A heading that says the medicines under it go on ('Keep taking', 'Carry on with these:', 'Still taking',
 * 'Medicines to keep using'): the sentence verbs that say so, and a few ways a list for the patient
 * writes it. parse/go-on-heading.ts reads them as 'continue', so such a heading ends a hold or stop section.
 */
export const GO_ON_HEADING_WORDS: readonly string[] = [
  ...SENTENCE_VERBS.continue,
  'carry on',
  'carry on with',
  'carry on taking',
  'carry on using',
  'go on taking',
  'go on using',
  'keep going with',
  'still take',
  'still taking',
  'still use',
  'still using',
  'still on',
  'staying on',
  'keep on taking',
  'keep on using',
  'keep having',
  'continue having',
];

/** Verbs that lead a speaker's quoted words ('Pt reads: "..."', 'Wife says "..."'): what follows is theirs. */
export const SPEECH_VERBS = [
  'reads',
  'read',
  'reads out',
  'read out',
  'reading',
  'says',
  'said',
  'states',
  'stated',
  'reports',
  'reported',
  'recites',
  'quotes',
  'quoted',
  'spells',
];

/**
 * A sentence that gives one time of day and then what is taken at it ('In the morning he has one Aricept 10mg,
 * one Karvea 150 and his Somac 40'): the verbs of having or taking a dose (parse/time-group-sentence.ts).
 */
export const TIME_GROUP_VERBS = [
  'has',
  'have',
  'takes',
  'take',
  'gets',
  'get',
  'is given',
  'are given',
  'uses',
  'use',
];
/** Words before a medicine in such a sentence: whose it is, or which one; none is a dose. */
export const TIME_GROUP_DETERMINERS = ['the', 'his', 'her', 'their', 'my', 'your', 'its'];
/** Words before a medicine that are its count of tablets, as a list writes them after the strength. */
export const TIME_GROUP_COUNTS: Record<string, string> = {
  one: 'one',
  a: 'one',
  an: 'one',
  another: 'one',
  two: 'two',
  three: 'three',
  half: 'half',
  'half a': 'half',
  'half an': 'half',
  'half of a': 'half',
  'half of an': 'half',
  'a half': 'half',
};

/**
 * The words of a label that says what happened to the order after it ('Dose increased - candesartan 16 mg',
 * 'Started - ...', 'Restarted: ...', 'Titrated - ...'): a status or change, never a category label to move after
 * the order (parse/order-lead.ts). The lexicon's stop, status-tail, change, restart and swap words, and the
 * instructions a chart's action column writes.
 */
export const ORDER_ACTION_WORDS: readonly string[] = [
  ...new Set([
    ...STATUS_WORDS,
    ...STATUS_TAIL_WORDS,
    ...Object.keys(DOSE_CHANGE_VERBS),
    ...RESTART_WORDS,
    ...SWAP_LEAD_VERBS,
    ...['dose', 'start', 'increase', 'reduce', 'decrease', 'hold', 'omit', 'add'],
    ...['wean', 'taper', 'titrate', 'given', 'administered'],
  ]),
];
