/**
 * A handover or letter that writes several sentences on one line ('Apixaban 5 bd for AF. Paracetamol when
 * needed for her knees.', 'Dennis had an NSTEMI, DES to LAD 25/11. Continue his usual atorvastatin 80
 * nocte.'): each sentence is read as a line of its own, on the same line number, so that one sentence's
 * words never become another's name or dose. Only when two sentences or more each name a medicine the
 * knowledge base knows, or a story comes first; a sentence ends at a full stop after a word of two letters
 * or more (not an initial or a title such as 'Dr.') and the next starts with a capital and a lower-case letter.
 */
import { namesKnownMedicine } from './lookup';
import { readStatusClause } from './status';
import { looksLikeOrder } from './accounting';
import { alternation } from '../lexicon/words';
import { FORM_PREFIX } from '../lexicon/form-first';
import { INSTEAD_VERBS, INSTEAD_WORDS } from '../lexicon/sentence-words';

// 'Naprosyn - CEASED (kidneys). Use Panadol Osteo instead.': the alternative a stop points to, with no dose
// of its own, is part of that stop's sentence (its own order, if any, is elsewhere on the list), never an order.
const INSTEAD = new RegExp(
  String.raw`^(?:please\s+)?${alternation(INSTEAD_VERBS)}\b[^0-9]*\b${alternation(INSTEAD_WORDS)}\W*$`,
  'i',
);

// Not after a list's item number ('10. Metformin XR 1 g ...', 'R2. Quetiapine ...': the number is the item's, not a
// sentence).
// Nor after a dose form written before the name ('Cap. Omeprazole 20 mg': lexicon/form-first.ts).
const BOUNDARY = new RegExp(
  String.raw`(?<=[A-Za-z0-9)%]{2}\.)(?<!\b(?:Dr|Mr|Mrs|Ms|St|No|vs|approx|eg|ie|etc|Pty|Prof)\.)(?<!^\s*\(?(?:[A-Z][A-Za-z]?)?\d{1,3}\.)(?<!^\s*${FORM_PREFIX}\.)\s+(?=[A-Z][a-z])`,
);
const BOUNDARY_ALL = new RegExp(BOUNDARY.source, 'g');

const namesMedicine = namesKnownMedicine;

/**
 * The sentences of a line that names medicines in two sentences or more, or whose first sentence names none
 * before one that does (a story before the order: it can be no part of the order's name); else null.
 */
export function splitSentences(text: string): string[] | null {
  if (!BOUNDARY.test(text)) return null;
  const parts = joinInstead(
    outsideBrackets(text)
      .map((p) => p.trim())
      .filter(Boolean),
  );
  if (parts.length < 2) return null;
  // 'PERINDOPRIL. Stopped. ACE inhibitors raise lithium levels ...': a paragraph headed by its medicine's name
  // alone is all about that medicine; a later sentence naming another ('managed with amlodipine') is no order.
  // Several such paragraphs on one line: one part each, from its title to the next.
  if (nameTitle(parts[0]!)) {
    const paragraphs: string[] = [];
    for (const part of parts)
      if (nameTitle(part) || !paragraphs.length) paragraphs.push(part);
      else paragraphs[paragraphs.length - 1] += ` ${part}`;
    return paragraphs.length > 1 ? paragraphs : null;
  }
  const naming = parts.map(namesMedicine);
  if (naming.filter(Boolean).length >= 2) return parts;
  // A story first ('Dennis had an NSTEMI. Continue atorvastatin 80 mg nocte.'): only when a later sentence
  // reads as an order (an amount and how often), not a history ('Amiodarone was started 3 weeks ago').
  return !naming[0] && parts.some((p, i) => i > 0 && naming[i] && looksLikeOrder(p)) ? parts : null;
}

// A medicine's name alone as a paragraph's title ('LITHIUM.', 'Quetiapine XR.'): no digit, a few words.
const TITLE = /^[A-Za-z][A-Za-z'-]*(?: [A-Za-z'-]+){0,3}\.$/;
const nameTitle = (part: string): boolean => TITLE.test(part) && namesMedicine(part.slice(0, -1));

/** The text split at sentence ends outside brackets ('(max 4g/day incl. Panadol Osteo)' is one). */
function outsideBrackets(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY_ALL)) {
    const before = text.slice(start, m.index);
    const open = (text.slice(0, m.index).match(/\(/g) ?? []).length;
    const close = (text.slice(0, m.index).match(/\)/g) ?? []).length;
    if (open > close) continue;
    out.push(before);
    start = m.index + m[0].length;
  }
  out.push(text.slice(start));
  return out;
}

// 'Reason: you will have denosumab injections instead.', 'Why: ...': the stated reason of the sentence before.
const REASON_SENTENCE = /^(?:reasons?|why|cause)\s*:/i;
// 'Stopped.', 'No change.', 'New, replaces timolol.': a status alone, up to its first mark, is the status of the
// medicine in the sentence before; a status with a name after it ('Stop warfarin.') is an order of its own.
const STATUS_PHRASE = /^([A-Za-z][A-Za-z' ]{0,30}?)\s*(?:[.,:;]|$)/;
const statusSentence = (p: string): boolean => {
  const m = STATUS_PHRASE.exec(p);
  return !!m && m[1]!.split(' ').length <= 3 && !!readStatusClause(m[1]!) && !namesMedicine(m[1]!);
};

/**
 * Each sentence that only adds to the one before it joined to it: 'use X instead', a stated reason, a status
 * alone ('Alendronate, Fosamax. Stopped. Reason: you will have denosumab injections instead.' is one stop;
 * read apart, 'Stopped.' was a stop heading over the next line and the stop lost its medicine).
 */
function joinInstead(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    if (out.length && (INSTEAD.test(p) || REASON_SENTENCE.test(p) || statusSentence(p)))
      out[out.length - 1] += ` ${p}`;
    else out.push(p);
  }
  return out;
}
