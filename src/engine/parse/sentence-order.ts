/**
 * A letter or discharge summary written in sentences ('Her levetiracetam was increased to 1000 mg twice
 * daily.', 'He should continue his Ventolin 100 microgram 2 puffs when needed.', 'Mr Costa is on atorvastatin
 * 40 mg at night.', 'He was advised to stop the Nurofen because ...', 'Atorvastatin changed to rosuvastatin
 * 10 mg nocte (myalgia)'): the medicine is found inside the sentence (a KB lookup at the first word after
 * the subject, helpers, verb and possessive: the words of lexicon/sentence-words.ts), the verb says what
 * happens to it, and the dosing after it is the order. The sentence is respelled as the order a list would
 * write ('Increase levetiracetam to 1000 mg twice daily', 'Continue Ventolin 100 microgram ...', 'Cease
 * Nurofen because ...'); words are only dropped or reordered, never a number added. A sentence with no
 * known medicine where the lead ends ('He was admitted with ...') is left as written. The one reader of
 * such sentences: it runs once per line, after respelling and before the line rules.
 */
import {
  DOSE_CHANGE_VERBS,
  LEAD_CLAUSE_WORDS,
  SENTENCE_ADVERBS,
  SENTENCE_ADVISED,
  SENTENCE_HELPERS,
  PAST_HELPERS,
  SENTENCE_MODALS,
  SENTENCE_POSSESSIVES,
  SENTENCE_REPORTED,
  SENTENCE_SUBJECTS,
  SENTENCE_TITLES,
  SENTENCE_VERBS,
  SENTENCE_WHICH,
  type SentenceVerbKind,
} from '../lexicon/sentence-words';
import { LIST_LABEL_STATUS_STEMS } from '../lexicon/list-labels';
import { normaliseLine } from '../lexicon/normalise';
import { alternation, FORM_WORDS, OCCASIONAL_WORDS } from '../lexicon/words';
import { LAY_NAME_NOUNS } from '../lexicon/medicine-nouns';
import { afterLayName } from './lay-name-lead';
import { readName } from './name';
import { readSwap, startsWithMedicine } from './swap-sentence';
import { onHandOrder } from './on-hand-supply';

const w = (words: string[]): string => String.raw`${alternation(words)}\s+`;
const VERB_OF = new Map<string, SentenceVerbKind>(
  (Object.keys(SENTENCE_VERBS) as SentenceVerbKind[]).flatMap((k) =>
    SENTENCE_VERBS[k].map((v) => [v, k]),
  ),
);
// 'Mr Costa', 'Mrs. Nguyen': a title and the name after it are the subject.
const SUBJECT = String.raw`(?:${alternation(SENTENCE_SUBJECTS)}|${alternation(SENTENCE_TITLES)}\.?\s+[a-z][\w'-]*)\s+`;
// Not the 'now' of 'now and then' (how often, read after the lead).
const ADVERBS = String.raw`(?:(?!now\s+and\s)${w(SENTENCE_ADVERBS)})*`;
const LEAD = new RegExp(
  String.raw`^(?<subject>${SUBJECT})?(?:${w(SENTENCE_REPORTED)}(?:that\s+)?)?${ADVERBS}(?:${w(SENTENCE_MODALS)})?${ADVERBS}(?:${w(SENTENCE_HELPERS)}){0,2}${ADVERBS}(?:${w(SENTENCE_ADVISED)})?(?:(?<verb>${alternation([...VERB_OF.keys()])})\s+|(?<change>${alternation(Object.keys(DOSE_CHANGE_VERBS))})\s+)?(?<whose>${w(SENTENCE_POSSESSIVES)})?(?:${w(SENTENCE_WHICH)})?`,
  'i',
);
const FIRST_WORD = new RegExp(
  String.raw`^(?:${alternation(
    [
      ...SENTENCE_SUBJECTS,
      ...SENTENCE_TITLES,
      ...SENTENCE_POSSESSIVES,
      ...SENTENCE_ADVERBS,
      ...SENTENCE_MODALS,
      ...VERB_OF.keys(),
    ].map((s) => s.split(' ')[0]!),
  )})\b`,
  'i',
);

// 'levetiracetam was increased to 1000 mg', 'Movicol has been increased to one sachet twice daily',
// 'esomeprazole has been changed to 20 mg only when needed': a change verb after the name, then the new dose.
const CHANGE_AFTER = new RegExp(
  String.raw`^([^\d]+?)\s+(?:${alternation(SENTENCE_HELPERS)}\s+)+(?:${alternation(SENTENCE_ADVERBS)}\s+)?(${alternation(Object.keys(DOSE_CHANGE_VERBS))})\s+(?:back\s+)?(?:up\s+|down\s+)?to\s+(?=\d|½|one\b|two\b|three\b|four\b|half\b|a\b|an\b)`,
  'i',
);
const SENTENCE_END = /\.\s*$/;
const SENTENCE_VERB =
  /\b(?:was|were|has|have|had|is|are|will|continues?|remains?|ceased|stopped|withheld|started)\b/i;

// '... has been ceased and she has started apixaban 5 mg twice daily', '..., and he will also take iron
// 100 mg daily': a second order joined by 'and' and its own subject and verb; the verb says what it is.
const JOINED = new RegExp(
  String.raw`(?:,\s*|\s+)(?:and|but)\s+(?:${SUBJECT})?(?:${w(SENTENCE_MODALS)})?(?:${w(SENTENCE_HELPERS)})?(?:${w(SENTENCE_ADVERBS)})?(${alternation([...SENTENCE_VERBS.start, ...SENTENCE_VERBS.continue, ...SENTENCE_VERBS.take.filter((v) => v !== 'on')])})\s+(?=[a-z])`,
  'gi',
);
// 'After discussion with haematology, rivaroxaban has been ceased': a lead clause before the medicine is
// the reason, kept after it.
const LEAD_CLAUSE = new RegExp(
  String.raw`^(${alternation(LEAD_CLAUSE_WORDS)}\b[^,\d]{3,60}),\s+(?=[a-z])`,
  'i',
);

// 'Other: she also takes candesartan 16 mg daily ...', 'Social: lives alone; he uses his Ventolin ...': a short label
// before the sentence. Not a label that says the medicines were stopped, given, or are allergies (its own rules).
const LABEL_LEAD = /^([A-Za-z][A-Za-z ]{0,30}):\s+(?=[A-Za-z])/;
// After the possessive, a lay name ends with a dose form or a lay noun ('heart tablet,', 'blue puffer -'); 'her
// other medicines unchanged:' is a list's label.
const LAY_NAMED = new RegExp(
  String.raw`^(?:[a-z-]+\s+){0,3}(?:${alternation([...FORM_WORDS, ...LAY_NAME_NOUNS])})\s*[-–—,:]`,
  'i',
);
const SUBJECT_FIRST = new RegExp(`^${SUBJECT}`, 'i');
const PAST_LEAD = /\b(?:had|was|were|used|did)\b/i;
const MORE_SENTENCES = /[.;]\s+[A-Z]/;
const LABEL_STATUS = new RegExp(String.raw`\b(?:${alternation(LIST_LABEL_STATUS_STEMS)})`, 'i');

/** The sentence respelled as an order when it names a known medicine after its lead words, else null. */
export function readSentence(text: string): string | null {
  const label = LABEL_LEAD.exec(text);
  if (label && !LABEL_STATUS.test(label[1]!)) {
    // Only a sentence with its subject ('she also takes'): a label before a plain order or a record ('R: Given
    // aspirin 300mg PO') is read by other rules.
    // One sentence in the present: 'Toxicity: she had been taking methotrexate daily. Methotrexate is withheld
    // ...' tells what happened, not what she takes.
    const rest = text.slice(label[0].length);
    const lead = LEAD.exec(rest)?.[0] ?? '';
    if (SUBJECT_FIRST.test(rest) && !PAST_LEAD.test(lead) && !MORE_SENTENCES.test(rest)) {
      const read = readSentenceAfterLabel(rest);
      if (read) return read;
    }
  }
  return readSentenceAfterLabel(text);
}

function readSentenceAfterLabel(text: string): string | null {
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

// The order word each verb kind writes before the medicine; a verb that only says it is taken writes none.
const ORDER_WORD: Record<SentenceVerbKind, string> = {
  continue: 'Continue ',
  start: 'Start ',
  take: '',
  stop: 'Cease ',
  withhold: 'Withhold ',
  given: '',
};

function readOne(text: string): string | null {
  const swap = readSwap(text);
  if (swap) return swap;
  if (!FIRST_WORD.test(text) && !CHANGE_AFTER.test(text)) return null;
  const lead = LEAD.exec(text);
  const leadLen = lead?.[0].length ?? 0;
  const said = occasionalAfter(text.slice(leadLen).replace(SENTENCE_END, ''));
  // 'Her insulin is NovoMix 30 ...', 'her combined pill (Yaz) was stopped': a word for the kind of medicine
  // before the medicine's own name, after a possessive.
  const named = lead?.groups?.whose ? (namedAfterKind(said) ?? said) : said;
  // 'Take two Panadol Osteo with breakfast', 'give one Jardiance 10': a count before the name, after a verb.
  // Not after a past helper: 'He was taking two digoxin ...' tells what was taken (parse/past-taking.ts).
  const now = lead?.groups?.verb && !PAST_HELPER.test(lead[0]);
  const counted = (now ? countAfterName(named) : null) ?? named;
  // 'Takes "fluid tablet" Lasix 20mg ...', 'her water pill - furosemide 40 mg mane': the patient's own name for
  // the medicine between the lead and its name goes after the order in brackets (lay-name-lead.ts).
  // The possessive the lead took starts the lay name ('his heart tablet, Cardizem CD ...').
  const rest =
    leadLen && counted && !startsWithMedicine(counted)
      ? (afterLayName(counted) ??
        (LAY_NAMED.test(counted) ? afterLayName(`${lead?.groups?.whose ?? ''}${counted}`) : null) ??
        counted)
      : counted;
  if (!rest || !startsWithMedicine(rest)) return null;
  const verb = lead?.groups?.verb ? VERB_OF.get(lead.groups.verb.toLowerCase()) : undefined;
  const changed = changeAfterName(rest);
  if (changed) return changed;
  // 'I have increased his furosemide from 40 mg mane to 40 mg twice daily': the change the verb names.
  const change = lead?.groups?.change;
  if (change && lead?.groups?.subject) return `${DOSE_CHANGE_VERBS[change.toLowerCase()]} ${rest}`;
  // Nothing before the name and no change after it: the line already reads as an order.
  if (!leadLen) return null;
  // 'MY METHOTREXATE BOOKLET - Psoriatic arthritis': a title with a possessive, no verb and no dose.
  if (!verb && !/\d/.test(rest) && !SENTENCE_VERB.test(rest)) return null;
  // 'She received Ferinject 1000 mg IV on 23/11': the record of a dose given, as a list writes it ('... -
  // received'), before any order joined after it.
  if (verb === 'given') {
    const semi = rest.indexOf(';');
    const at = semi < 0 ? rest.length : semi;
    return `${rest.slice(0, at)} - ${lead!.groups!.verb!.toLowerCase()}${rest.slice(at)}`;
  }
  // 'He carries the Nitrolingual spray for chest pain': a supply kept on hand is taken when required.
  return `${ORDER_WORD[verb ?? 'take']}${onHandOrder(lead?.groups?.verb, rest)}`;
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
  const swap = readSwap(rest);
  if (swap) return swap;
  const m = CHANGE_AFTER.exec(rest);
  if (!m || !startsWithMedicine(m[1]!)) return null;
  return `${DOSE_CHANGE_VERBS[m[2]!.toLowerCase()] ?? 'Change'} ${m[1]} to ${rest.slice(m[0].length)}`;
}

// A count of tablets before the medicine's name ('two Panadol Osteo', 'one of the Jardiance 10').
const COUNT_FIRST =
  /^(one|two|three|four|five|six|half a|half|a half|1|2|3|4|5|6|½)\s+(?:of\s+)?(?:(?:the|your|his|her|my)\s+)?(?=[a-z])/i;
// The strength written straight after the name ('Jardiance 10', 'Crestor 10 mg'): the count goes after it.
const NAME_STRENGTH =
  /^\s+\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)?(?:\s*(?:mg|mcg|microgram|micrograms|g|%)(?![a-z]))?/i;

/** 'two Panadol Osteo with breakfast' -> 'Panadol Osteo two with breakfast' (words only moved); else null. */
const PAST_HELPER = new RegExp(String.raw`\b${alternation(PAST_HELPERS)}\b`, 'i');

function countAfterName(text: string): string | null {
  const c = COUNT_FIRST.exec(text);
  if (!c) return null;
  const after = text.slice(c[0].length);
  const name = readName(after);
  if (!name?.medicine || name.lookup?.matchedBy === 'fuzzy') return null;
  if (!after.toLowerCase().startsWith(name.nameText.toLowerCase())) return null;
  let end = name.nameText.length;
  end += NAME_STRENGTH.exec(after.slice(end))?.[0].length ?? 0;
  return `${after.slice(0, end)} ${c[1]}${after.slice(end)}`;
}

// 'sometimes Nurofen 200, two': how often, said before the name; moved after the order, where it says when
// required ('Nurofen 200, two, sometimes').
const OCCASIONAL_LEAD = new RegExp(
  String.raw`^(${alternation(OCCASIONAL_WORDS)})\s+(?=[a-z])`,
  'i',
);

function occasionalAfter(said: string): string {
  const m = OCCASIONAL_LEAD.exec(said);
  if (!m || !startsWithMedicine(said.slice(m[0].length))) return said;
  // Respelled again: the line was respelled with the word before the name, where no rule reads it.
  return normaliseLine(`${said.slice(m[0].length)}, ${m[1]}`);
}
