/**
 * A bilingual label or list: the medicine's name and directions in another script beside the English
 * ('格列齊特 Gliclazide MR 60mg — 每天早上一片 — Take ONE tablet in the MORNING', 'Метформин Metformin
 * 500 mg BD', 'ميتفورمين Metformin 500 mg'). The engine reads the Latin text; a run of another script
 * (with its own punctuation, '，', '。') read with it stuck to the name, so the name was no medicine
 * and nothing paired. The run is dropped, and a field it alone filled ('— 每天一片 —') with it. A line
 * with no Latin word is left as written, to be reported unread.
 */

import { GLOSSED_SCRIPT_RULES } from '../lexicon/glossed-script';
import { isBarRow } from './text';

const GLOSSED = GLOSSED_SCRIPT_RULES[0]!;

// Letters of scripts other than Latin (Greek is left: 'µg' and 'β-blocker' are English medical writing).
const LETTER = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Cyrillic}`;
// With the full-width and ideographic punctuation written with them ('，', '。', '（') and the marks over
// their letters (Arabic vowel signs).
const OTHER = String.raw`[${LETTER}\u3000-\u303f\uff00-\uffef]`;
const INSIDE = String.raw`[${LETTER}\u3000-\u303f\uff00-\uffef\p{M}\s\d,.:;()]`;
// A run set off as words of its own: from one such character to the last, through spaces, digits and
// punctuation; one or two Latin letters glued to it are its own ('維生素D', vitamin D in Chinese). A run
// glued inside a Latin word is no translation beside the English, and is left as written.
const RUN = new RegExp(
  String.raw`(?<=^|[\s\-–—|/(])[A-Za-z]{0,2}${OTHER}(?:${INSIDE}*${OTHER}\p{M}*)?[A-Za-z]{0,2}(?=$|[\s\-–—|/)])`,
  'gu',
);
const ANY_LETTER = new RegExp(`[${LETTER}]`, 'u');
// A Latin word of three letters or more set off by spaces: the line has English to read.
const LATIN_WORD = /(?:^|\s)[A-Za-z]{3,}(?=$|[\s,.:;])/;
// A field separator left with nothing after it before the next one ('Gliclazide 60mg — — Take ...').
const EMPTY_FIELD = /(\s[-–—|/]\s)(?:\s*[-–—|/]\s)+/g;

/** The line without its runs of another script; the same line when it has none or no Latin word. */
export function withoutOtherScript(line: string): string {
  if (!ANY_LETTER.test(line) || !LATIN_WORD.test(line)) return line;
  // '노바스크정 5mg (Norvasc / amlodipine 5 mg) | 1 | 1': every run glossed in brackets is read in place of
  // its gloss (lexicon/glossed-script.ts); dropped here, the gloss was left without its cell's words.
  if (!ANY_LETTER.test(line.replace(GLOSSED.re, ''))) return line;
  // A table row between bars ('| 維生素D Cholecalciferol ... | N | |') keeps its bars and empty cells: each
  // cell is cleaned on its own. Cleaned as one line, its edge bars and empty cells went, the row was no
  // row, and an answer column's 'N' was lost (the medicine went on, silently).
  if (isBarRow(line))
    return line
      .split('|')
      .map((cell) => (cell.trim() ? ` ${withoutOtherScript(cell).trim()} ` : cell))
      .join('|');
  const indent = /^\s*/.exec(line)![0];
  const out = line
    .replace(RUN, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(EMPTY_FIELD, '$1')
    .trim()
    .replace(/^[-–—|/]\s+/, '')
    .replace(/\s+[-–—|/]$/, '');
  return indent + out;
}
