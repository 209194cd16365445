/**
 * Entries of the ceased/withheld list: admission medicines not continued, and discharge lines that
 * stop or withhold a medicine, with the reason as stated or 'Not on discharge list - confirm with
 * prescriber'.
 */
import { PLAN_CROSS_DOUBT } from '../parse/plan-crosses';
import type { CeasedMedication } from '../../shared/reconcile';
import { isSelfStopped } from '../parse/advice';
import { plainWords } from '../parse/conditions';
import { statusLabel } from '../parse/status';
import { capitalise, escapeRe } from '../parse/text';
import { SHORTENED } from '../kb/clipped';
import type { ParsedOrder } from '../parse/types';
import { withBrand } from '../parse/order-build';
import { formText, rowName } from './row';
import { sourcesOf } from './sources';

export const NOT_ON_DISCHARGE = 'Not on discharge list - confirm with prescriber';

/**
 * An admission medicine missing from the discharge list that another discharge order says it
 * replaces ('Augmentin Duo Forte ... (switched from Tazocin)', '... replaces simvastatin').
 */
export function replacedBy(adm: ParsedOrder, discharge: ParsedOrder[]): ParsedOrder | undefined {
  const mentioned = mentioning(adm, discharge);
  if (!mentioned) return undefined;
  const names = mentioned.names.join('|');
  // '... replaces simvastatin', or 'His Spiolto has been changed to Trelegy ...'.
  const re = new RegExp(
    `\\b(?:replac\\w*|switch\\w*|chang\\w*|instead of|in place of|from|now on|converted from)\\s+(?:the\\s+)?(?:${names})\\b|\\b(?:${names})\\s+(?:(?:has been|was|is)\\s+)?(?:changed|switched|swapped|converted)\\s+(?:over\\s+)?to\\b`,
    'i',
  );
  return mentioned.orders.find((d) => re.test(d.raw));
}

/**
 * An admission medicine missing from the discharge list that another discharge order says was stopped
 * ('Mirtazapine 15 mg nocte (sertraline ceased - switched due to insomnia)'): that order and its words.
 */
export function stoppedIn(
  adm: ParsedOrder,
  discharge: ParsedOrder[],
): { order: ParsedOrder; words: string } | undefined {
  const mentioned = mentioning(adm, discharge);
  if (!mentioned) return undefined;
  const re = new RegExp(
    `\\b(?:${mentioned.names.join('|')})\\s+(?:has been\\s+|was\\s+|is\\s+)?(?:ceased|stopped|discontinued|withheld|deprescribed)\\b[^()]*`,
    'i',
  );
  for (const d of mentioned.orders) {
    const m = re.exec(d.raw);
    if (m) return { order: d, words: m[0].replace(/[\s.;,)]+$/, '') };
  }
  return undefined;
}

/**
 * The names an admission order goes by (lower case, escaped) and the other discharge orders whose line
 * contains one of them; null when none does (the usual case: no pattern needs building).
 */
function mentioning(
  adm: ParsedOrder,
  discharge: ParsedOrder[],
): { names: string[]; orders: ParsedOrder[] } | null {
  const plain = [adm.brand, adm.medicine?.name.replace(/\s*\(.*$/, ''), adm.nameText]
    .filter((n): n is string => !!n && n.length >= 4)
    .map((n) => n.toLowerCase());
  if (!plain.length) return null;
  const orders = discharge.filter((d) => {
    if (d.key === adm.key) return false;
    const raw = d.raw.toLowerCase();
    return plain.some((n) => raw.includes(n));
  });
  return orders.length ? { names: plain.map(escapeRe), orders } : null;
}

const spelling = (s: string | undefined): string =>
  (s ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * 'Ferro-Grad - ceased' when the medicines list does not know Ferro-Grad, but the admission list
 * has 'Ferrous sulfate (Ferro-Grad)': a stop line whose unknown name is written exactly as an
 * admission order's brand or name stops that order, so the two become one ceased entry.
 */
type CeasedPair = { adm?: ParsedOrder; dis?: ParsedOrder; also?: ParsedOrder[] };

export function joinStopLines(ceased: CeasedPair[]): CeasedPair[] {
  const out = [...ceased];
  for (const stop of ceased) {
    const d = stop.dis;
    if (stop.adm || !d?.unknownMedicine) continue;
    const name = spelling(d.nameText);
    if (name.length < 4) continue;
    const i = out.findIndex(
      (c) => c.adm && !c.dis && [c.adm.brand, c.adm.nameText].some((n) => spelling(n) === name),
    );
    if (i < 0) continue;
    out[i] = { adm: out[i]!.adm, dis: d, also: out[i]!.also };
    out.splice(out.indexOf(stop), 1);
  }
  return joinRepeatedStops(out);
}

/**
 * A discharge summary that names a stop twice ('CEASED MEDICATIONS: Azathioprine - pancreatitis' and, in
 * its changes section, 'Stopped: Azathioprine'): a second stop line of a medicine already stopped, with
 * no admission order of its own, is the same stop, one ceased entry with both lines as its sources.
 */
function joinRepeatedStops(stops: CeasedPair[]): CeasedPair[] {
  const out: CeasedPair[] = [];
  for (const stop of stops) {
    const d = stop.dis;
    const first =
      !stop.adm && d && !d.unknownMedicine
        ? out.find((c) => (c.adm ?? c.dis)!.key === d.key && c.dis !== d)
        : undefined;
    if (first) first.also = [...(first.also ?? []), d!];
    else out.push({ ...stop });
  }
  return out;
}

// The endings of the name reader's warnings for a name it read with doubt (kb/parse-name.ts).
const NAME_DOUBT = [SHORTENED, '(check spelling)'];
const nameDoubt = (w: string): boolean =>
  w.includes(' read as ') && NAME_DOUBT.some((e) => w.endsWith(e));

export function ceasedEntry(
  adm: ParsedOrder | undefined,
  dis: ParsedOrder | undefined,
  replacement?: ParsedOrder,
  discharge: ParsedOrder[] = [],
  also: ParsedOrder[] = [],
): CeasedMedication {
  const main = adm ?? dis!;
  // The admission order usually carries the strength; the stop line may carry the brand.
  // Of two with the brand, the one whose name also gives the spelling written ('Benzatropine / benztropine').
  const branded = [adm, dis].filter((o): o is ParsedOrder => !!o?.brand);
  const named = branded.find((o) => o.displayName.includes(' / ')) ?? branded[0] ?? main;
  const withForm = [adm, dis].find((o) => o && (o.strength || o.form)) ?? main;
  const entry: CeasedMedication = {
    name: writtenName(named, [adm, dis]),
    form: formText(withForm),
    reason: replacement
      ? `Replaced by ${rowName(replacement)} (discharge line ${replacement.line})`
      : reasonOf(adm, dis, discharge),
    sources: sourcesOf(adm, ...also, dis),
  };
  // 'Past Medications: Sitagliptin 100mg ceased 02/2025': stopped before this admission, so perhaps no
  // admission medicine at all; the entry keeps the line and says it may not belong to this stay.
  // 'Champix 1mg bd - pt stopped himself 2/12 ago', 'no longer taking': the patient's own stop says the same.
  if (
    adm &&
    !dis &&
    !replacement &&
    (adm.status?.kind === 'ceased' || (!adm.status && isSelfStopped(adm.raw)))
  )
    entry.warnings = [
      `${entry.name} was already stopped before this admission (admission line ${adm.line}): check whether it belongs on the list of medicines stopped now`,
    ];
  // '✗ donepezil - brady 44' read as a stop from its plan's marks (parse/plan-crosses.ts): the stop says so.
  if (dis?.warnings.includes(PLAN_CROSS_DOUBT))
    entry.warnings = [...(entry.warnings ?? []), PLAN_CROSS_DOUBT];
  // 'asp 100 od' stopped as 'Aspirin - cease': a name read with doubt (cut short, misspelt) is said on the
  // entry too, as it is on a row; otherwise the stop of a guessed medicine would show no doubt.
  const doubts = [adm, dis].flatMap((o) =>
    (o?.warnings ?? []).filter(nameDoubt).map((w) => `${capitalise(o!.list)}: ${w}`),
  );
  if (doubts.length) entry.warnings = [...(entry.warnings ?? []), ...doubts];
  return entry;
}

/**
 * 'Caltrate 600mg TDS' stopped as 'Calcium carbonate (Caltrate) - STOP': the brand's line says no salt, the
 * stop line writes it. The entry keeps the salt either list wrote ('Calcium carbonate (Caltrate)'), as a
 * row of that line alone would show it.
 */
function writtenName(named: ParsedOrder, orders: Array<ParsedOrder | undefined>): string {
  const shown = rowName(named);
  if (named.salt) return shown;
  const salted = orders.find(
    (o) => o && o !== named && o.salt && o.medicine && o.medicine.id === named.medicine?.id,
  );
  // The brand as the row shows it, with its product number ('Caltrate 600').
  const brand = /\(([^()]+)\)$/.exec(shown)?.[1] ?? named.brand;
  return salted ? withBrand(rowName(salted), brand) : shown;
}

// 'held for AKI': the reason is 'AKI'; 'held for 48 hours' keeps its 'for'.
const FOR_REASON = /^for\s+(?!\d|a\s|an?other\b|the\s+next\b|up\s+to\b|now\b)/i;

// 'WITHHELD (level 2.6, nausea); GP to recheck': a reason that opens with a whole bracket reads as words.
const LEAD_BRACKET = /^\(([^()]+)\)(?=\s*(?:[;,.]|$))/;
const unwrap = (reason: string): string => reason.replace(LEAD_BRACKET, '$1');

function reasonOf(
  adm: ParsedOrder | undefined,
  dis: ParsedOrder | undefined,
  discharge: ParsedOrder[],
): string {
  const st = dis?.status;
  if (st) {
    const label = statusLabel(st);
    // 'Propranolol - cease' with 'Carvedilol 6.25 mg bd - NEW (replaces propranolol)' elsewhere: the reason
    // is on the other line.
    const by = st.reason ? undefined : replacedBy(adm ?? dis!, discharge);
    if (by) return `${label}: replaced by ${rowName(by)} (discharge line ${by.line})`;
    return st.reason
      ? `${label}: ${plainWords(unwrap(st.reason.replace(FOR_REASON, '')), true)}`
      : `${label} on the discharge list (no reason given)`;
  }
  if (adm?.status?.kind === 'ceased') {
    const r = adm.status.reason ? `: ${plainWords(adm.status.reason, true)}` : '';
    return `${statusLabel(adm.status)} before admission${r}`;
  }
  const said = adm && !dis ? stoppedIn(adm, discharge) : undefined;
  if (said) return `Ceased: ${plainWords(said.words, true)} (discharge line ${said.order.line})`;
  return NOT_ON_DISCHARGE;
}
