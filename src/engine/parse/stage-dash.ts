/**
 * A row of a plan with a column per stage of the stay whose discharge cell is empty of an order: a dash, 'nil',
 * 'no' ('Ondansetron | - | 4 mg IV stat | -'). The medicine does not go home, so it is no discharge row; read
 * as an order it became a new medicine with no dose. Nor is it a stop the discharge list says: a medicine that
 * was on the admission list is ended by not going on, as any medicine left off is. Reported so a pharmacist
 * sees it (the warning names the line), never dropped silently.
 */
import { ignored, type LineRule } from './line-rule-kit';

export const stageDashRule: LineRule = {
  id: 'stage-dash',
  examples: [
    'Ondansetron<tab>-<tab>4 mg IV stat<tab>-  (under Medicine | Home | In hospital | Going home)',
  ],
  apply: (c) => {
    if (!c.l.extras?.notGoingHome) return false;
    ignored(c, 'nothing in the discharge column');
    c.s.warnings.push(
      `Line ${c.l.line}: "${c.l.raw.trim().replace(/\t+/g, ' | ')}" (${c.s.list} list) has nothing in its discharge column: not listed as a medicine going home - check by hand`,
    );
    c.s.last = null;
    return true;
  },
};
