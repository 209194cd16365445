/**
 * Line rules for headings and titles: section headings (regular, PRN, ceased, withheld), stop headings with
 * their reason, titles and labels, time-of-day headings, a dose pattern's key, and directions headings
 * (syringe drivers). Each sets the context the lines under it are read in.
 */
import { headingReason, isStopSection, readStopHeading } from './stop-heading';
import { readClassHeading } from './class-heading';
import { readTimeHeading } from './time-headings';
import { readRhythmHeading } from './cycle';
import { readWeekdayHeading } from './weekday-heading';
import { readDirectionsHeading } from './directions-headings';
import { readLegend } from './legend-line';
import { isColumnKey, keyLineBody } from './key-line';
import { readSymbolKey } from './symbol-key';
import { namesMedicine } from './non-order';
import { heading, ignored, unreadable, type LineRule } from './line-rule-kit';

const ALLERGY_LABEL = /^[a-z/ &]+:?\s*$/i;

export const headingRule: LineRule = {
  id: 'heading',
  examples: ['Regular medications:', 'PRN:', 'Ceased:', 'Withheld – AKI, GP to check U&Es:'],
  apply: (c) => {
    const cls = c.cls();
    if (cls?.kind !== 'heading') return false;
    Object.assign(c.s, {
      allergies: false,
      section: cls.section,
      sectionReason: isStopSection(cls.section) ? headingReason(c.l.text) : '',
      atTime: null,
      directions: null,
      rhythm: null,
    });
    return heading(c, cls.note);
  },
};

export const stopHeadingRule: LineRule = {
  // A stop word and its reason with no list word: its medicines below are stopped for that reason.
  id: 'stop-heading',
  examples: ['Withheld due to AKI:', 'Stopped until review by renal team:', 'Held pending biopsy'],
  apply: (c) => {
    const h = readStopHeading(c.l.text);
    if (!h) return false;
    Object.assign(c.s, {
      allergies: false,
      section: h.section,
      sectionReason: h.reason,
      atTime: null,
      directions: null,
      rhythm: null,
    });
    return heading(c, 'heading');
  },
};

export const titleRule: LineRule = {
  // 'Plan: cease aspirin': a label over a medicine is reported.
  id: 'title',
  examples: ['Discharge medications', 'Allergies:', 'NKDA'],
  apply: (c) => {
    const cls = c.cls();
    if (cls?.kind !== 'ignored') return false;
    if (cls.note === 'label' && namesMedicine(c.l.text)) unreadable(c);
    else ignored(c, cls.note ?? 'title');
    if (cls.note === 'allergy' && ALLERGY_LABEL.test(c.l.text)) c.s.allergies = true;
    return true;
  },
};

export const timeHeadingRule: LineRule = {
  id: 'time-heading',
  examples: ['Morning (8am):'],
  apply: (c) => {
    const t = readTimeHeading(c.l.text);
    if (!t) return false;
    [c.s.atTime, c.s.directions, c.s.rhythm] = [t.timing, null, null];
    return heading(c, 'time of day');
  },
};

export const patternKeyRule: LineRule = {
  // 'Dosing key: Breakfast - Lunch - Dinner - Bed': the key of the dose patterns below, never a medicine.
  id: 'pattern-key',
  examples: ['Dosing key: Breakfast - Lunch - Dinner - Bed', 'Key: AM / Noon / PM / Night'],
  apply: (c) => {
    const key = readLegend(c.l.text);
    // 'SAM level key: 1 = nurse gives, 2 = ...': a key to a column's values, never an order.
    if (!key) {
      if (isColumnKey(c.l.text)) return ignored(c, 'column key');
      // 'Code: U = unchanged  A = altered  X = ceased': a key of status letters (read by parse/symbol-key.ts on
      // the lines below) is no order; it had been reported as a line that could not be read.
      return keyLineBody(c.l.text) !== null && readSymbolKey(c.l.text)
        ? ignored(c, 'status key')
        : false;
    }
    if (!key.dayOrder)
      c.s.warnings.push(
        `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) lists the times of the dose patterns in another order than morning, midday, evening, night: check the times of each pattern`,
      );
    return heading(c, 'pattern key');
  },
};

export const directionsHeadingRule: LineRule = {
  id: 'directions-heading',
  examples: ['CSCI via syringe driver over 24 hours:', 'Breakthrough (PRN) subcut:'],
  apply: (c) => {
    const d = readDirectionsHeading(c.l.text);
    if (!d) return false;
    [c.s.directions, c.s.atTime, c.s.section] = [d.directions, null, d.prn ? 'prn' : null];
    c.s.rhythm = null;
    c.s.sectionReason = '';
    return heading(c, 'directions');
  },
};

export const rhythmHeadingRule: LineRule = {
  // 'ON DAYS 2 AND 3 OF EACH CYCLE': the days of a course for the orders under it, never a medicine.
  id: 'rhythm-heading',
  examples: ['ON DAYS 2 AND 3 OF EACH CYCLE', 'Days 1-14 of each 21-day cycle:'],
  apply: (c) => {
    const r = readRhythmHeading(c.l.text);
    if (r) {
      [c.s.atTime, c.s.directions, c.s.rhythm] = [null, null, r];
      return heading(c, 'course days');
    }
    // 'SUNDAY ONLY:' in a weekly planner: the days of the orders under it; 'EVERY DAY:' ends them.
    const w = readWeekdayHeading(c.l.text);
    if (!w) return false;
    [c.s.atTime, c.s.directions, c.s.rhythm] = [null, null, w.days];
    return heading(c, 'week days');
  },
};

export const classHeadingRule: LineRule = {
  // A therapeutic-class heading (parse/class-heading.ts); its status, when written, stops the lines under it.
  id: 'class-heading',
  examples: [
    'C07 BETA BLOCKING AGENTS',
    'M01 ANTI-INFLAMMATORY PRODUCTS (CEASED)',
    'Anticoagulants - withheld',
  ],
  apply: (c) => {
    const h = readClassHeading(c.l.text);
    if (!h) return false;
    Object.assign(c.s, {
      allergies: false,
      section: h.section,
      sectionReason: '',
      atTime: null,
      directions: null,
      rhythm: null,
    });
    return heading(c, h.section ? 'heading' : 'title');
  },
};
