/**
 * A discharge plan that writes only its exceptions: 'Continue all home medications as per your list, EXCEPT:',
 * 'All other medicines unchanged', 'No other changes to your medications', 'Keep taking the rest of your usual
 * tablets'. Such a line is a discharge order for every admission medicine it does not name and no other line
 * stops or replaces: each goes on as written on admission. Read as nothing, those medicines fell to the
 * ceased list ('Not on discharge list') with no warning. Each row says which line continued it, so a
 * pharmacist can check (the line never writes a dose).
 */
import { isSelfStopped } from '../parse/advice';
import { escapeRe } from '../parse/text';
import type { ParsedLine, ParsedList, ParsedOrder } from '../parse/types';
import { replacedBy, stoppedIn } from './ceased';
import type { Pairing } from './pair';
import { stoppedBefore } from './stopped-before';

const MEDS = String.raw`(?:medications?|medicines?|meds|tablets|drugs|prescriptions?|regular\s+treatments?)`;
const WHOSE = String.raw`(?:all|any|your|his|her|their|the|usual|regular|other|home|current|pre-?admission|previous|remaining|same|of|rest|remainder|existing|normal)`;
const BLANKET = [
  // 'Continue all home medications ... EXCEPT:', 'Keep taking the rest of your usual tablets', 'Resume all
  // regular medicines': a going-on verb over medicines in general (at least one word of whose).
  new RegExp(
    String.raw`^(?:please\s+)?(?:continue|keep\s+(?:on\s+)?taking|carry\s+on(?:\s+(?:with|taking))?|resume|go\s+on\s+(?:with|taking)|remain\s+on)\s+(?:with\s+|taking\s+)?(?:${WHOSE}\s+){1,5}${MEDS}\b`,
    'i',
  ),
  // 'All other medications unchanged', 'Other regular medicines: continue as before', 'Remaining home
  // meds - no change'.
  new RegExp(
    String.raw`^(?:all\s+)?(?:other|remaining|rest\s+of\s+(?:the|your)|remainder\s+of\s+(?:the|your)|the\s+rest\s+of\s+(?:the|your)|the\s+remainder\s+of\s+(?:the|your))\s+(?:(?:home|usual|regular|current|pre-?admission|existing|normal)\s+)*${MEDS}\b\s*(?:[:,-–—]\s*|\s(?:are|to|should|will)\s+)?(?:be\s+|remain\s+)?(?:continued?|unchanged|as\s+before|no\s+change|the\s+same|go\s+on|as\s+usual)`,
    'i',
  ),
  // 'No other changes to your medicines', 'No other medication changes'.
  new RegExp(
    String.raw`^(?:there\s+(?:are|were)\s+)?no\s+other\s+(?:(?:changes?\s+(?:to|in)\s+(?:your\s+|the\s+|his\s+|her\s+)?${MEDS})|(?:medication|medicine|drug)\s+changes?)\b`,
    'i',
  ),
];
const LEAD = /^\s*(?:\d{1,2}[.)]\s+|[-•*▪]\s+)?/;

/** The discharge list's line that continues every medicine it does not name, if any (never an order line). */
export function blanketLine(list: ParsedList): ParsedLine | undefined {
  if (list.list !== 'discharge') return undefined;
  return list.lines.find(
    (l) => l.kind !== 'order' && BLANKET.some((re) => re.test(l.raw.replace(LEAD, '').trim())),
  );
}

/**
 * Admission medicines left unpaired that the blanket line continues become rows (as on admission, with a
 * warning naming the line); a medicine the line itself names ('... except metformin') or that another line
 * stops or replaces stays on the ceased list.
 */
export function continueByBlanket(
  pairing: Pairing,
  discharge: ParsedList,
  active: ParsedOrder[],
): void {
  const line = blanketLine(discharge);
  if (!line) return;
  const raw = line.raw.trim();
  const kept: Pairing['ceased'] = [];
  for (const c of pairing.ceased) {
    const adm = c.adm;
    const before = adm ? stoppedBefore(adm) : true;
    const goesOn =
      adm &&
      !c.dis &&
      !adm.status &&
      !before &&
      !isSelfStopped(adm.raw) &&
      !namedIn(adm, raw) &&
      !replacedBy(adm, active) &&
      !stoppedIn(adm, active);
    if (!goesOn) {
      kept.push(c);
      continue;
    }
    const dis: ParsedOrder = {
      ...adm,
      list: 'discharge',
      line: line.line,
      lines: [line.line],
      raw: line.raw,
      rawLines: [line.raw],
      text: raw,
      warnings: [
        `Not written on the discharge list: continued as on admission by discharge line ${line.line} ("${raw}") - check it goes on unchanged`,
      ],
    };
    pairing.rows.push({ dis, adm });
  }
  pairing.ceased.splice(0, pairing.ceased.length, ...kept);
}

// '... EXCEPT metformin': a medicine the blanket line names is not continued by it.
function namedIn(adm: ParsedOrder, raw: string): boolean {
  const names = [adm.brand, adm.medicine?.name.replace(/\s*[(/].*$/, ''), adm.nameText].filter(
    (n): n is string => !!n && n.length >= 4,
  );
  return names.some((n) => new RegExp(`\\b${escapeRe(n)}\\b`, 'i').test(raw));
}
