/**
 * A letter or discharge summary written in sentences ('Her levetiracetam was increased to 1000 mg twice
 * daily.', 'He should continue his Ventolin 100 microgram 2 puffs when needed.', 'She has started apixaban
 * 5 mg twice daily.'): the medicine is found inside the sentence (a KB lookup at the first word after the
 * subject, helpers and possessive), the verb says what happens to it, and the dosing after it is the order.
 * The sentence is respelled as the order a list would write ('Increase levetiracetam to 1000 mg twice
 * daily', 'Continue Ventolin 100 microgram ...', 'Start apixaban 5 mg twice daily'); words are only
 * dropped or reordered, never a number added. A sentence with no known medicine where the subject ends
 * ('He was admitted with ...') is left as written.
 */
import { alternation } from '../lexicon/words';
import { readName } from './name';

// The words of a sentence's lead, in the order they come: who, how sure, the helper verb, the verb, whose.
const SUBJECTS = ['he', 'she', 'they', 'we', 'the patient', 'patient', 'pt', 'i'];
const ADVERBS = [
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
];
const MODALS = ['should', 'may', 'can', 'will', 'must', 'needs to', 'need to', 'is to', 'are to'];
const HELPERS = ['has', 'have', 'had', 'is', 'are', 'was', 'were', 'be', 'been'];
// What the verb makes of the order: it goes on, it starts, it is taken (no status), it stops.
const VERBS: Record<'continue' | 'start' | 'take' | 'stop', string[]> = {
  continue: [
    'continue',
    'continues',
    'continued',
    'continue to take',
    'continue to use',
    'keep taking',
    'keep using',
    'keeps taking',
    'keeps using',
    'remain on',
    'remains on',
    'stay on',
    'stays on',
    'resume',
    'resumed',
  ],
  start: [
    'start',
    'starts',
    'started',
    'started on',
    'commence',
    'commenced',
    'commenced on',
    'put on',
    'begin',
    'began',
    'begun',
  ],
  take: [
    'take',
    'takes',
    'taking',
    'use',
    'uses',
    'using',
    'complete',
    'completes',
    'finish',
    'go home on',
    'goes home on',
    'discharged on',
    'on',
  ],
  stop: ['stop', 'stopped', 'cease', 'ceased', 'discontinue', 'discontinued'],
};
const POSSESSIVES = ['his', 'her', 'their', 'the', 'its', 'your', 'my'];
// 'Continue his usual atorvastatin', 'her regular Panadol Osteo': which of the medicines, not its name.
const WHICH = ['usual', 'regular', 'normal', 'current', 'home', 'own'];

const w = (words: string[]): string => String.raw`${alternation(words)}\s+`;
const VERB_OF = new Map<string, keyof typeof VERBS>(
  (Object.keys(VERBS) as (keyof typeof VERBS)[]).flatMap((k) => VERBS[k].map((v) => [v, k])),
);
const LEAD = new RegExp(
  String.raw`^(?<subject>${w(SUBJECTS)})?(?:${w(ADVERBS)})*(?:${w(MODALS)})?(?:${w(ADVERBS)})*(?:${w(HELPERS)}){0,2}(?:${w(ADVERBS)})*(?:(?<verb>${alternation([...VERB_OF.keys()])})\s+)?(?<whose>${w(POSSESSIVES)})?(?:${w(WHICH)})?`,
  'i',
);
const FIRST_WORD = new RegExp(
  String.raw`^(?:${alternation([...SUBJECTS, ...POSSESSIVES, 'please', 'kindly', ...MODALS, ...VERB_OF.keys()].map((s) => s.split(' ')[0]!))})\b`,
  'i',
);

// 'levetiracetam was increased to 1000 mg', 'Movicol has been increased to one sachet twice daily',
// 'esomeprazole has been changed to 20 mg only when needed': a change verb after the name, then the new dose.
const CHANGE_AFTER = new RegExp(
  String.raw`^([^\d]+?)\s+(?:${alternation(HELPERS)}\s+)+(?:${alternation(ADVERBS)}\s+)?(increased|reduced|decreased|lowered|changed|switched|titrated|uptitrated|up-titrated|weaned)\s+(?:back\s+)?(?:up\s+|down\s+)?to\s+(?=\d|½|one\b|two\b|three\b|four\b|half\b|a\b|an\b)`,
  'i',
);
const CHANGE_VERB: Record<string, string> = {
  increased: 'Increase',
  uptitrated: 'Increase',
  'up-titrated': 'Increase',
  reduced: 'Reduce',
  decreased: 'Reduce',
  lowered: 'Reduce',
  weaned: 'Reduce',
};

// 'His Spiolto has been changed to Trelegy Ellipta 100/62.5/25 microgram ...': another medicine replaces it.
const SWAP_AFTER = new RegExp(
  String.raw`^([^\d]+?)\s+(?:${alternation(HELPERS)}\s+)+(?:changed|switched)\s+(?:over\s+)?to\s+`,
  'i',
);

const SENTENCE_END = /\.\s*$/;
const SENTENCE_VERB =
  /\b(?:was|were|has|have|had|is|are|will|continues?|remains?|ceased|stopped|withheld|started)\b/i;

// '... has been ceased and she has started apixaban 5 mg twice daily', '..., and he will also take iron
// 100 mg daily': a second order joined by 'and' and its own subject and verb; the verb says what it is.
const JOINED = new RegExp(
  String.raw`(?:,\s*|\s+)(?:and|but)\s+(?:${w(SUBJECTS)})?(?:${w(MODALS)})?(?:${w(HELPERS)})?(?:${w(ADVERBS)})?(${alternation([...VERBS.start, ...VERBS.continue, ...VERBS.take.filter((v) => v !== 'on')])})\s+(?=[a-z])`,
  'gi',
);
// 'After discussion with haematology, rivaroxaban has been ceased': a lead clause before the medicine is
// the reason, kept after it.
const LEAD_CLAUSE =
  /^((?:after|following|because(?: of)?|due to|in view of|given|on advice of|as advised by|as per)\b[^,\d]{3,60}),\s+(?=[a-z])/i;

/** The sentence respelled as an order when it names a known medicine after its lead words, else null. */
export function readSentence(text: string): string | null {
  const joined = text.includes(' and ') || text.includes(' but ') ? joinedOrders(text) : null;
  const clause = LEAD_CLAUSE.exec(joined ?? text);
  const moved = clause ? movedLeadClause(joined ?? text, clause) : null;
  const t = moved ?? joined ?? text;
  return readOne(t) ?? (t === text ? null : t);
}

function joinedOrders(text: string): string | null {
  let changed = false;
  const out = text.replace(JOINED, (m, verb: string, at: number) => {
    const rest = text.slice(at + m.length);
    if (!startsWithMedicine(rest)) return m;
    changed = true;
    const kind = VERB_OF.get(verb.toLowerCase());
    return kind === 'start' ? '; start ' : kind === 'continue' ? '; continue ' : '; ';
  });
  return changed ? out : null;
}

function movedLeadClause(text: string, clause: RegExpExecArray): string | null {
  const rest = text.slice(clause[0].length);
  // The medicine starts the rest, or the rest is a sentence about it ('her combined pill (Yaz) was stopped').
  if (!startsWithMedicine(rest) && !readOne(rest)) return null;
  const semi = rest.indexOf(';');
  const end = semi < 0 ? rest.replace(SENTENCE_END, '').length : semi;
  return `${rest.slice(0, end)} (${clause[1]})${rest.slice(end)}`;
}

function readOne(text: string): string | null {
  if (!FIRST_WORD.test(text) && !CHANGE_AFTER.test(text) && !SWAP_AFTER.test(text)) return null;
  const lead = LEAD.exec(text);
  const leadLen = lead?.[0].length ?? 0;
  const said = text.slice(leadLen).replace(SENTENCE_END, '');
  // 'Her insulin is NovoMix 30 ...', 'her combined pill (Yaz) was stopped': a word for the kind of medicine
  // before the medicine's own name, after a possessive.
  const rest = lead?.groups?.whose ? (namedAfterKind(said) ?? said) : said;
  if (!rest || !startsWithMedicine(rest)) return null;
  const verb = lead?.groups?.verb ? VERB_OF.get(lead.groups.verb.toLowerCase()) : undefined;
  const changed = changeAfterName(rest);
  if (changed) return changed;
  // Nothing before the name and no change after it: the line already reads as an order.
  if (!leadLen) return null;
  // 'MY METHOTREXATE BOOKLET - Psoriatic arthritis': a title with a possessive, no verb and no dose.
  if (!verb && !/\d/.test(rest) && !SENTENCE_VERB.test(rest)) return null;
  if (verb === 'continue') return `Continue ${rest}`;
  if (verb === 'start') return `Start ${rest}`;
  if (verb === 'stop') return `Cease ${rest}`;
  return rest;
}

const KIND_IS = /^[a-z][a-z' -]{1,30}?\s+(?:is|are|was|were)\s+(?=\S)/i;
const KIND_BRACKET = /^[a-z][a-z' -]{1,30}?\s*\(([^()]+)\)\s*/i;

/** 'insulin is NovoMix 30 ...' -> 'NovoMix 30 ...'; 'combined pill (Yaz) was stopped' -> 'Yaz was stopped'. */
function namedAfterKind(text: string): string | null {
  const is = KIND_IS.exec(text);
  if (is && startsWithMedicine(text.slice(is[0].length)) && !startsWithMedicine(text))
    return text.slice(is[0].length);
  const bracket = KIND_BRACKET.exec(text);
  // 'Sinemet (levodopa/carbidopa) ...' is named before its bracket: only a word for a kind gives way.
  const kind = bracket?.[0].slice(0, bracket[0].indexOf('(')) ?? '';
  if (bracket && startsWithMedicine(bracket[1]!) && !readName(kind)?.medicine)
    return `${bracket[1]} ${text.slice(bracket[0].length)}`;
  return null;
}

function changeAfterName(rest: string): string | null {
  const swap = SWAP_AFTER.exec(rest);
  if (swap && startsWithMedicine(swap[1]!)) {
    const next = rest.slice(swap[0].length);
    const a = readName(swap[1]!);
    const b = startsWithMedicine(next) ? readName(next) : null;
    // The old one stops, the new one starts: the stop-and-start sentence the list splitter reads.
    if (a?.medicine && b?.medicine && a.key !== b.key)
      return `${swap[1]} stopped (changed to ${b.nameText}); start ${next}`;
  }
  const m = CHANGE_AFTER.exec(rest);
  if (!m || !startsWithMedicine(m[1]!)) return null;
  const verb = CHANGE_VERB[m[2]!.toLowerCase()] ?? 'Change';
  return `${verb} ${m[1]} to ${rest.slice(m[0].length)}`;
}

/** True when the text opens with a medicine the KB knows (not a guess from a misspelling). */
function startsWithMedicine(text: string): boolean {
  const name = readName(text);
  if (!name?.medicine || name.lookup?.matchedBy === 'fuzzy') return false;
  const first = text.trim().split(/\s+/)[0]!.toLowerCase();
  return name.nameText.toLowerCase().startsWith(first);
}
