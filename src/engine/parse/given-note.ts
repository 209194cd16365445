/**
 * A note field under a medicine's own line that says the dose was already given ('Ferinject 1000 mg IV'
 * then '    Note: given on ward 24/11, no further doses needed'): the two lines together record a dose
 * given, not an ongoing order. The order read from the line above is taken back and both lines are
 * reported, as a dose given on one line is (given-dose.ts).
 */
import { isGivenDose } from './given-dose';
import { ignored, type LineRule } from './line-rule-kit';

// 'Note:', 'Notes -', 'Comment:', 'Nurse note:': a field label before the words of the note.
const NOTE_FIELD =
  /^\s*(?:(?:nurse|nursing|pharmacy|pharmacist)\s+)?(?:notes?|comments?|remarks?)\s*[:-]\s*(\S.*)$/i;

export const givenNoteRule: LineRule = {
  id: 'given-note',
  examples: ['    Note: given on ward 24/11, no further doses needed'],
  apply: (c) => {
    const last = c.s.last;
    const field = NOTE_FIELD.exec(c.l.text);
    if (!last || !field || c.s.section === 'ceased' || c.s.section === 'withheld') return false;
    if (last.order.status || !isGivenDose(`${last.input.text} - ${field[1]}`)) return false;
    c.s.orders.splice(c.s.orders.indexOf(last.order), 1);
    const owner = c.s.lines.find((x) => x.order === last.order);
    if (owner) Object.assign(owner, { kind: 'ignored', note: 'dose given', order: undefined });
    ignored(c, 'dose given');
    c.s.warnings.push(
      `Line ${last.order.line}: "${last.input.raw.trim()}" with its note on line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) records a dose already given, not an ongoing order: not listed as a medicine - check by hand`,
    );
    c.s.last = null;
    return true;
  },
};
