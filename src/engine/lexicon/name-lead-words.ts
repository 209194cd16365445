/**
 * Words written before a medicine's name that are never part of it. Speech and chat put discourse words
 * first ('ok so he's on the Plavix 75', 'oh and Panadol Osteo 2 tabs'); a tracking report or a pill bottle
 * puts its own label first ('B-0912  Apixaban 2.5mg', 'Bottle 3 | Venlafaxine XR 150 mg'). The name is what
 * follows them; left on, they made an unknown name ('Oh And', 'B-0912 Apixaban') that no discharge order
 * could meet, so the medicine read as ceased.
 */

import { LAY_NAME_NOUNS } from './medicine-nouns';
import { tokenize } from './tokens';

// Fillers, greetings and articles: one at a time, so a run of them ('ok so', 'oh and the') is read as
// a loop in code rather than a repeated group.
const FILLER_WORDS = `ok okay so oh and um umm uh er erm ah hi hello hey yeah yep yes well anyway also plus
then the a an`;
const FILLER = new RegExp(
  String.raw`^(?:${FILLER_WORDS.split(/\s+/).join('|')})[,.!]?\s+(?=\S)`,
  'i',
);

// Who takes it, in speech: 'he's on', 'she has', 'she takes', 'they're on'.
const SPEAKER =
  /^(?:he|she|they|i|we)(?:'s|’s|'re|’re| is| are| has| have| takes?| uses?)(?: on)?\s+(?=\S)/i;

// A tracking or bottle ID ('B-0912', 'RX-1123', '#4') or a container label with its number ('Bottle 3:',
// 'Bottle 1 |', 'Slot 2 -') before the name.
// A form's item code ('M1  Metformin 500mg', 'Q5 Sertraline'): a capital and one or two digits. Not the
// vitamins written the same way ('B12 injection', 'D3 1000 IU', 'K2'), which are the name.
const ID_LEAD = /^(?:[A-Z]{1,3}-\d{2,}|#\d+|(?![BDEK]\d)[A-Z]\d{1,2}(?=\s))\s+(?=[A-Za-z])/;
const CONTAINER_LEAD =
  /^(?:bottles?|box|bin|slot|pot|jar|container|vial|compartment)\s?#?\d{1,3}\s?[:|\-–]\s*(?=[A-Za-z[(])/i;

/** The head without the words before the name that are never part of it (the same text when none are). */
export function withoutNameLead(head: string): string {
  let text = head;
  for (let i = 0; i < 8; i++) {
    const m =
      FILLER.exec(text) ?? SPEAKER.exec(text) ?? ID_LEAD.exec(text) ?? CONTAINER_LEAD.exec(text);
    if (!m) return text;
    text = text.slice(m[0].length);
  }
  return text;
}

/** True when a name's first word is a filler of speech ('Oh', 'Ok', 'Hi'): speech, not a medicine. */
export const startsWithFiller = (name: string): boolean => FILLER.test(`${name.trim()} x`);

// Medication-reminder apps, smart speakers and device chrome: they name where a list came from, never a
// medicine ('Medisafe - Medication Report', 'Alexa app > Reminders').
const APP_NAMES = `medisafe alexa echo siri google mytherapy dosecast pillreminder carezone apple health
mymeds medminder hero livi smartcap pillsy tabtime pillbox app apps reminder reminders export report`;
const APPS = new Set(APP_NAMES.split(/\s+/));

/** True when an unknown name is an app's, a device's or a report's, not a medicine's. */
export function isAppName(name: string): boolean {
  const words = name.toLowerCase().match(/[a-z]+/g);
  return !!words && APPS.has(words[0]!);
}

// A day's events a diary or a reminder writes before what was taken ('breakfast  Cardizem CD 180 mg', 'bed
// Rosuvastatin 20 mg'): the event is when, never part of the medicine's name.
const DAY_EVENTS = new Set(
  `breakfast lunch dinner tea supper brunch bed bedtime morning evening night noon midday waking wake woke`.split(
    /\s+/,
  ),
);

/** True when a word is a day's event ('breakfast', 'bed') written before a medicine's name. */
export const isDayEvent = (word: string): boolean => DAY_EVENTS.has(word.toLowerCase());

// A patient's own description of what the medicine is for, written before its name on a note or a reminder
// ('heart tablet Entresto 24/26', 'water pill Lasix 40', 'blood pressure tablet Karvea 150'): one to three
// words ending in a lay noun ('tablet', 'pill', 'puffer', 'one').
// Plain words that say how or when it is given, or what kind of tablet it is, never what it is for.
const NOT_DESCRIPTION = new Set(
  `stat new regular once nil chewable soluble dispersible effervescent enteric coated film scored slow
  release modified sustained extended controlled immediate orodispersible`.split(/\s+/),
);
const LAY_LEAD_NOUNS = new Set(LAY_NAME_NOUNS.map((w) => w.toLowerCase()));

/**
 * Where such a description lies in `words` (`[start, end)`), or null: one to three plain words, then the lay noun,
 * with at least one word after it. Words before it are kept ('NEW!! heart tablet Entresto': 'NEW!!' stays). The
 * caller keeps the shorter name only when the medicines list knows it.
 */
export function layDescription(words: readonly string[]): [number, number] | null {
  for (let i = Math.min(4, words.length - 2); i >= 1; i--) {
    if (!LAY_LEAD_NOUNS.has(words[i]!.toLowerCase().replace(/[,:;.!-]+$/, ''))) continue;
    // Plain words only: 'mane tablet Ventolin', 'PRN tablet X', 'stat tablet X' are dosing words, not a description.
    let start = i;
    while (start > 0 && i - start < 3 && plainWord(words[start - 1]!)) start--;
    return start < i ? [start, i + 1] : null;
  }
  return null;
}

const plainWord = (w: string): boolean => {
  const tokens = tokenize(w);
  return tokens.length === 1 && tokens[0]!.kind === 'word' && !NOT_DESCRIPTION.has(w.toLowerCase());
};
