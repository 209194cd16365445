/**
 * On the admission list, an incident report's field telling what was done at the time ('Immediate action:
 * warfarin withheld, GP notified, family informed (open disclosure).'). It names a medicine and a stop word,
 * so it was read as an admission order with a stop: a second ceased entry beside the chart's own order of
 * the medicine. It is a record of events: reported when it names a medicine, never an order or a stop. On
 * the discharge list the same words may be the discharge's own decision, and are left to the order rules.
 */
import { INCIDENT_ACTION_LABELS } from '../lexicon/incident-words';
import { alternation } from '../lexicon/words';
import { namesMedicine } from './non-order';
import { ignored, unreadable, type LineRule } from './line-rule-kit';

const ACTION_LABEL = new RegExp(
  String.raw`^\s*(?:${alternation(INCIDENT_ACTION_LABELS)})\s*[:=\-–—]\s*\S`,
  'i',
);

/** True when the line opens with an incident report's action label and says something after it. */
export const isIncidentAction = (text: string): boolean => ACTION_LABEL.test(text);

export const incidentActionRule: LineRule = {
  id: 'incident-action',
  examples: ['Immediate action: warfarin withheld, GP notified, family informed'],
  apply: (c) => {
    if (c.s.list !== 'admission' || !isIncidentAction(c.l.text)) return false;
    c.s.last = null;
    return namesMedicine(c.l.text) ? unreadable(c) : ignored(c, 'note');
  },
};
