/**
 * One pasted line's own marks and characters: bullets, numbering, picture marks, odd characters and
 * speaker labels come off, leaving the order's text (lines.ts splits the list into such lines).
 */
/**
 * Splitting pasted text into lines and cleaning each one: bullets, numbering, tabs between EMR
 * table columns, odd spaces and dashes. A tab-separated table with a header row is read by column.
 */
import { withoutStatusDate } from './status-date';
import { squashSpaces } from './text';
import { alternation, FILLER_WORDS, SPEAKER_WORDS } from '../lexicon/words';
import { stripCheckbox } from './checkboxes';
import { withoutClassLabel } from './class-label';
import { indicationLast } from './own-line';
import { ROUND_TIMES, roundList, timeTaskLast } from './time-task';
import { glossAsName } from './item-gloss';

/** A bullet mark between entries of one line (not '-' or '+', which are also words' and doses' marks). */
export const INLINE_BULLET = /(?:^|\s)[•▪‣◦●■➢]\s+/u;
// The bullet marks alone: most lines have none, and the split above is not tried on them.
export const BULLET_CHAR = /[•▪‣◦●■➢]/u;
// A picture mark before a line ('⏰ 7:00 am AND 7:00 pm', '💊 Metformin ...') says nothing the words do not.
const PICTURE_MARK = /^(?:\p{Extended_Pictographic}\uFE0F?\s*)+/u;
// Circled and otherwise enclosed numbers and letters used as list markers ('① Isoptin SR 180 mg', '❷', '➀',
// '⑴', '⒈', 'Ⓐ'): a mark like '1.', never part of the order.
const ENCLOSED_MARK_RE = /^[\u2460-\u24ff\u2776-\u2793\u3251-\u325f\u32b1-\u32bf]\s*[.)]?\s*/u;
// A sub-line mark ('↳ 1 tablet twice daily', '└ at night') opens a line of directions under its medicine.
const BULLET_RE = /^(?:[-*•·▪‣⁃◦○●■□➢>–—+↳↪⤷└]+|\[\s?[x ]?\s?\])\s*/;
// Any other glyph set before the line's words as its list mark ('➤ ', '» ', '▶ ', '◆ ', '✦ '): a symbol or a
// quotation mark, then a space. A tick or a cross is kept (on a checklist it is the order's status), a heading's
// '==' or '~~' rule, and an arrow ('→ rinse mouth after use' is a note under the order above, '→ 20 mg' a change).
export const GLYPH_BULLET_RE =
  /^(?:(?![✓✔✗✘☐☑☒⊠×=~<\u2190-\u21ff\u27f0-\u27ff\u2900-\u297f])[\p{So}\p{Sm}\p{Pi}\p{Pf}])+\s+(?=[\p{L}\p{N}(])/u;
// '1.', '1)', '(1)', 'a)', '(a)', '(iv)', '#1', '1/' followed by a space; not '1.5 mg', '1/2 tab' or '1 tab'.
// Outline numbering of a plan ('1a.', '2b)', 'ii)') is numbering too, and so is a prescription's item number
// ('Rx 1.', 'Rx #2:', 'Script 3)'): the item label of a discharge script, never part of the medicine's name.
// A lettered list runs past 'h)' ('k) ', '(m) ') and a numbered one may write 'No. 3 '.
// A counter of the items ('Medicine 1 of 7.', 'Item 3 of 12:', '2 of 5)'): a screen reader's or an app's card
// count, numbering like '1.'. A pharmacy profile's script number ('Rx 204511  Atorvastatin 40mg', 'Script no. 88213')
// says which prescription it was dispensed on: four digits or more, so 'Rx 500 mg' is never one. A receipt's line
// with its price ('Rx 118833  NATRILIX SR 1.5MG TAB 30  - 1 mane  PBS  $7.70') keeps it for claims-row.ts.
export const NUMBERING_RE =
  /^(?:(?:(?:medicines?|medications?|meds?|items?|drugs?|entry|entries|reminders?|cards?)\s+\d{1,3}\s+of\s+\d{1,3}\s*[.:)\-–]?|\d{1,3}\s+of\s+\d{1,3}\s*[.:)])(?=\s)|(?:rx|℞|script|item)\s*#?\d{1,2}\s*[.):-]?(?=\s)|(?:rx|℞|script)\s*(?:no\.?|number|#)?\s*:?\s*\d{4,12}(?=\s+[A-Za-z])(?![^$]*\$\d)|\(?\d{1,3}[.)](?!\d)|\d{1,3}[a-h][.)]|\(\d{1,3}\)|#\d{1,3}\.?|\d{1,3}\/(?=\s)|\d{1,3}\s?-(?=\s)|[a-z]\)|\(?(?:i{1,3}|iv|vi{0,3}|ix)\)|\([a-z]\)|no\.\s?\d{1,3}[.:)]?)\s+/i;

// A lettered item of a plan ('A. Perindopril ...', 'J. Mirabegron ...'): one capital letter and a full stop
// before a capitalised word. Case-sensitive, so 'a. m.' and a lower-case word after it stay as written.
const LETTER_ITEM_RE = /^[A-Z]\.\s+(?=[A-Z][a-z])/;

// Numbering typed with no space before the name ('6.Caltrate', '2)Aspirin'; a phone keyboard in full-width
// mode writes '６．Ｃａｌｔｒａｔｅ'): a capitalised word after it, so '1.5 mg' and '2.5mg' stay as written.
const GLUED_NUMBERING_RE = /^\(?\d{1,2}[.)](?=\p{Lu}\p{Ll})/u;

// A plan's item label of letters and a number ('R1.', 'R2)', 'P3.', 'Rx2.'): the R of an SBAR's
// Recommendation, a problem or page reference; the label of its item, never part of the medicine's name.
// Capitals, a full stop or bracket and a word after it, so 'B12 1000 mcg' and 'q4h' stay as written.
const LABEL_ITEM_RE = /^[A-Z][A-Za-z]?\d{1,3}[.)]\s+(?=[A-Za-z])/;

// A medication chart's round column before the medicine ('0730  Perindopril 4 mg tab - 1', '20:30\tDonepezil',
// 'PRN   Paracetamol ...'): the column is set off by a tab or two spaces or more. It is the order's time (or
// its when-required status), so it moves to the end of the line, where the directions are read. A carer's
// or patient's time list writes the 12-hour clock ('7am   Sinemet 25/100 - 1 tablet', '3.30 pm\tMadopar'), and a
// column may list several rounds ('08:00 / 20:00   Metformin ...'): each is a time of the order.
const ROUND_COLUMN_RE = new RegExp(
  String.raw`^(${ROUND_TIMES}|prn)(?:\t|\s{2,})\s*(?=[A-Za-z])`,
  'i',
);

// A dispensing history's date column before the medicine ('15/02/26  RAMIPRIL 10MG CAP ...', '03-Dec-2025\tLyrica
// 75 mg ...'), set off by a tab or two spaces or more: when it was supplied, not part of the order.
const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const DATE_COLUMN_RE = new RegExp(
  String.raw`^\s*(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[ -]${MONTH_WORD}[ -]\d{2,4})(?:\t|\s{2,})\s*(?=[A-Za-z])`,
  'i',
);

/** The line opens with a supply date column: a dispensing or claims record, not a list of what is taken. */
export const isSupplyRecord = (raw: string): boolean =>
  DATE_COLUMN_RE.test(raw) || LAST_SUPPLIED.test(raw);
// 'Olanzapine 10 mg last dispensed 04/08 - ...', 'last filled 02/07': a pharmacy's record of a supply.
const LAST_SUPPLIED = /\blast\s+(?:dispensed|supplied|filled|collected|picked up)\b/i;

/** '0730  Perindopril 4 mg tab - 1' -> 'Perindopril 4 mg tab - 1 at 0730'; 'PRN   X ...' -> 'X ... PRN'. */
function roundColumnLast(t: string): string {
  const m = ROUND_COLUMN_RE.exec(t);
  if (!m) return t;
  const rest = t.slice(m[0].length).trimEnd();
  const col = m[1] ?? '';
  return /^prn$/i.test(col) ? `${rest} PRN` : `${rest} at ${roundList(col)}`;
}

// A patient's own name for a device before the medicine ('blue puffer = Ventolin 100mcg ...', 'the brown
// one = Pulmicort'): words only, then ' = '. The medicine is what follows it.
const NICKNAME_RE = /^[A-Za-z][A-Za-z '&/-]{1,40}?\s=\s+(?=[A-Za-z])/;

/** Normalise characters that paste in from Word and EMRs. */
export function normaliseChars(s: string): string {
  // eslint-disable-next-line no-control-regex -- plain ASCII needs no work
  if (!/[^\x00-\x7f]/.test(s)) return s;
  return (
    s
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
      // '2–4 puffs': an en dash between two numbers is a range (between clauses it has spaces and stays).
      .replace(/(?<=\d)[\u2013\u2014](?=\d)/g, '-')
      .replace(/μ/g, 'µ')
      // A trademark sign is no part of the name, and splits a brand from its suffix ('Coversyl® Plus').
      .replace(/[®™]/g, '')
  );
}

// "Patient's own Spiriva 2 puffs mane", 'Own supply: Creon ...', 'Pharmacist-only: Nexium ...', 'OTC: ...':
// who supplies it is not part of the order (a bought medicine is still one the patient takes). A receipt's or
// dispensing record's funding flag ('PBS  PANTOPRAZOLE ...', 'RPBS', 'Non-PBS') says who pays, not what it is.
const OWN_SUPPLY_RE =
  /^(?:(?:patient|pt)(?:'s|s)?\s+own(?:\s+supply)?|own\s+supply|(?:pharmacist|pharmacy)[- ]only(?:\s+(?:medicines?|medications?))?|otc|r?pbs|non[- ]pbs|over[- ]the[- ]counter|self[- ]selected|non[- ]prescription)\s*[:\-–]?\s+(?=[A-Za-z])/i;

// A transcript's speaker label and the fillers after it ('Daughter: Um, rivaroxaban ...') are not
// part of the order; only a relative's or carer's line is stripped ('Patient: Mia, 3 yrs' is a demographics label).
const SPEAKER_RE = new RegExp(
  String.raw`^(?:${alternation(SPEAKER_WORDS)})\s*:\s*(?:(?:${alternation(FILLER_WORDS)})\b[,.]?\s*)*(?=[A-Za-z])`,
  'i',
);

/** Strip bullets and numbering (possibly both: '1. - Aspirin') from the start of a line. */
export function stripMarkers(s: string): string {
  let t = withoutStatusDate(
    roundColumnLast(timeTaskLast(stripCheckbox(s).trim().replace(DATE_COLUMN_RE, ''))),
  );
  for (let i = 0; i < 3; i++) {
    const before = t;
    t = t
      .replace(PICTURE_MARK, '')
      .replace(BULLET_RE, '')
      .replace(GLYPH_BULLET_RE, '')
      .replace(ENCLOSED_MARK_RE, '')
      .replace(NUMBERING_RE, '')
      .replace(LETTER_ITEM_RE, '')
      .replace(GLUED_NUMBERING_RE, '')
      .replace(LABEL_ITEM_RE, '')
      .trim();
    if (t === before) break;
  }
  // 'Item 2 (candesartan): continue ...': after its number, the bracket names the medicine (parse/item-gloss.ts).
  if (t.startsWith('(') && !s.trim().startsWith('(')) t = glossAsName(t);
  t = indicationLast(withoutClassLabel(t.replace(SPEAKER_RE, '').replace(NICKNAME_RE, '')));
  return /^(?:p|o|s|n|r)/i.test(t) ? t.replace(OWN_SUPPLY_RE, '') : t;
}

/** '50,000 units' -> '50000 units' (a comma with no space between digit groups of three). */
export const dropThousandsCommas = (s: string): string =>
  s.includes(',')
    ? s.replace(
        /\b(\d{1,3})((?:,\d{3})+)\b(?!,\d)/g,
        (_m, a: string, b: string) => a + b.replace(/,/g, ''),
      )
    : s;

export function cleanText(raw: string): string {
  return cleanNormalised(normaliseChars(raw));
}

/** cleanText of a line whose characters splitLines has already normalised (normaliseChars twice is once). */
export function cleanNormalised(s: string): string {
  const t = dropThousandsCommas(s).replace(DATE_COLUMN_RE, '');
  return squashSpaces(
    stripMarkers(t.includes('\t') ? roundColumnLast(t.trim()).replace(/\t+/g, ' ') : t),
  );
}
