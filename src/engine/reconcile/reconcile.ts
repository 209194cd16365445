/**
 * The built-in reconciler: parse both lists, pair orders by active ingredient, compare each pair,
 * and build the medication rows, the ceased/withheld list and the warnings. Pure and synchronous.
 */
import type { MedicationRow, ReconcileRequest, ReconcileResponse } from '../../shared/reconcile';
import { parseList } from '../parse/list';
import { joinSplitRegimens } from '../parse/split-regimen';
import { resolveBrandNumbers } from '../parse/brand-number';
import { hasDosing } from '../parse/order-signal';
import { forgetRequest } from '../request-memo';
import { mayClipShort, withOtherListMedicines } from '../kb/clipped';
import { withDocumentAcronyms } from '../parse/document-acronyms';
import { capitalise } from '../parse/text';
import type { ParsedList, ParsedOrder } from '../parse/types';
import { ceasedEntry, joinStopLines, NOT_ON_DISCHARGE, replacedBy } from './ceased';
import { stoppedBefore, stoppedBeforeWarning } from './stopped-before';
import { continueByBlanket } from './blanket-continue';
import {
  changedComment,
  newComment,
  statedReason,
  statusMismatch,
  withNotes,
  unchangedComment,
} from './comment';
import { compareOrders } from './compare';
import { pairOrders } from './pair';
import { formText, indicationFor, prnSchedule, regularSchedule, rowName } from './row';
import { sanitiseRegularRow } from './sanitise';
import { sourcesOf } from './sources';
import { unaccountedWarnings } from './accounted';
import { unpairedMentionWarnings } from './unpaired-mentions';
import { unknownSwapWarnings } from './unknown-swap';
import { alternativeSwapWarnings, pickClassNames } from './class-name-pick';
import { accountTokens, notUnderstood, type TokenUse } from '../parse/accounting';
import { safetyNets } from './nets';
import type { Aspect } from './compare';
import { prnFrequency, timesText } from './describe';
import { ROUTE_WORDS } from '../parse/route-form';
import { addWarning } from './warnings';
import { diagnosisUse, documentDiagnosis, documentPregnancy, pregnancyUse } from './diagnosis';

export function reconcileLists(
  admissionList: ParsedList,
  dischargeList: ParsedList,
): ReconcileResponse {
  // 'Hydrocortisone 10 mg mane' and 'Hydrocortisone 5 mg 1400' on two lines are one regimen.
  // 'Madopar 125' is 'levodopa 100 mg/benserazide 25 mg' where another order writes that composition.
  const all = resolveBrandNumbers([...admissionList.orders, ...dischargeList.orders]);
  const admission = {
    ...admissionList,
    orders: joinSplitRegimens(all.slice(0, admissionList.orders.length)),
  };
  const discharge = {
    ...dischargeList,
    orders: joinSplitRegimens(all.slice(admissionList.orders.length)),
  };
  // 'Vit B12 inj' beside 'Cyanocobalamin ... IM': the other list says which ingredient the name means.
  pickClassNames(admission.orders, discharge.orders);
  const warnings = [...admission.warnings, ...discharge.warnings];
  const tokenUses = new Map<ParsedOrder, TokenUse[]>();
  for (const o of [...admission.orders, ...discharge.orders]) {
    // A number with no unit that no composition explains ('Pantoprazole 40 mane', 'Avanza 15') is kept
    // as written, never given a guessed unit, and the row says so.
    const s = o.strength;
    if (s && s.unit === null && s.values.length === 1) {
      const w = `No unit written for "${s.text}": kept as written, check the strength`;
      if (!o.warnings.includes(w)) o.warnings.push(w);
    }
    // 'Centrum 1 daily': a count of a medicine the KB does not know, kept with no unit.
    const m = o.amount.measure;
    if (!s && m && m.unit === null && m.values.length === 1) {
      const w = `No unit written for the dose "${m.text}": kept as written, check the dose`;
      if (!o.warnings.includes(w)) o.warnings.push(w);
    }
    // Token accounting: a dosing word or number no field of the order took is named on its row.
    // The token uses are kept for the safety nets, which read them instead of the line.
    const used = accountTokens(o);
    tokenUses.set(o, used);
    for (const part of notUnderstood(o, used)) {
      const w = `Part of line ${o.line} not understood: "${part}" (${o.list} list)`;
      if (o.warnings.includes(w)) continue;
      o.warnings.push(w);
      warnings.push(w);
    }
  }
  for (const o of [...admission.orders, ...discharge.orders]) {
    for (const w of o.warnings)
      if (!w.startsWith('Part of line'))
        warnings.push(`${capitalise(o.list)} line ${o.line}: ${w}`);
  }
  const pairing = pairOrders(admission.orders, discharge.orders);
  warnings.push(...pairing.warnings);
  // 'Continue all home medications ... EXCEPT:': the medicines it does not name go on as on admission.
  continueByBlanket(
    pairing,
    discharge,
    pairing.rows.map((r) => r.dis),
  );

  const aspects: Aspect[][] = [];
  const diagnosis = documentDiagnosis([discharge, admission]);
  const pregnant = documentPregnancy([discharge, admission]);
  const medications = pairing.rows.map(({ dis, adm, duplicates }) =>
    buildRow(dis, adm, duplicates, aspects, diagnosis, pregnant),
  );
  const active = pairing.rows.map((r) => r.dis);
  // An entry the admission list says was stopped before this admission is not a stop made now: reported.
  const stops = joinStopLines(pairing.ceased).filter(({ adm, dis }) => {
    if (dis || !stoppedBefore(adm)) return true;
    warnings.push(stoppedBeforeWarning(adm, rowName(adm)));
    return false;
  });
  const ceasedMedications = stops.map(({ adm, dis, also }) =>
    ceasedEntry(
      adm,
      dis,
      adm && !dis && adm.status?.kind !== 'ceased' ? replacedBy(adm, active) : undefined,
      active,
      also,
    ),
  );
  warnings.push(...overlapWarnings(pairing.rows, pairing.ceased, medications));
  warnings.push(
    ...unknownSwapWarnings(
      pairing.rows.map(({ dis, adm }, i) => ({ dis, adm, row: medications[i]! })),
      stops.map(({ adm, dis }, i) => ({ adm, dis, entry: ceasedMedications[i]! })),
    ),
  );
  warnings.push(
    ...alternativeSwapWarnings(
      pairing.rows.map(({ dis, adm }, i) => ({ dis, adm, row: medications[i]! })),
      stops.map(({ adm, dis }, i) => ({ adm, dis, entry: ceasedMedications[i]! })),
    ),
  );
  warnings.push(
    ...unpairedMentionWarnings(
      admission,
      discharge,
      pairing.rows.map(({ dis, adm }, i) => ({ row: medications[i]!, dis, adm })),
      stops.map(({ adm, dis }, i) => ({ entry: ceasedMedications[i]!, adm, dis })),
    ),
  );
  // Safety nets: cross-checks that doubt a reading whatever its phrasing, and say so on the row.
  warnings.push(
    ...safetyNets({
      rows: pairing.rows.map(({ dis, adm }, i) => ({
        row: medications[i]!,
        dis,
        adm,
        aspects: aspects[i] ?? [],
      })),
      ceased: stops.map(({ adm, dis }, i) => ({ entry: ceasedMedications[i]!, adm, dis })),
      lists: [admission, discharge],
      warnings,
      uses: (o) => tokenUses.get(o) ?? [],
    }),
  );
  const response = { medications, ceasedMedications, warnings: [...new Set(warnings)] };
  // Last check: a line no row, ceased entry or warning accounts for is reported, never dropped.
  response.warnings.push(...unaccountedWarnings([admission, discharge], response));
  return response;
}

export function reconcile(request: ReconcileRequest): ReconcileResponse {
  try {
    // An acronym either list spells out ('acute chest syndrome' ... '(ACS)') means what the document says.
    return withDocumentAcronyms([request.admissionOrders, request.dischargeOrders], () => {
      const first = parseList(request.admissionOrders, 'admission');
      const discharge = parseList(request.dischargeOrders, 'discharge', request.admissionOrders);
      return reconcileLists(shortClipsRead(first, discharge, request.admissionOrders), discharge);
    });
  } finally {
    forgetRequest();
  }
}

/**
 * 'amlo 10 od' on a ward's admission list beside 'Amlodipine 10mg daily' on discharge: a name clipped too short
 * for the KB alone. When the admission list has an order with an unknown name, it is read again knowing the
 * discharge list's medicines (kb/clipped.ts shortClipMatch); the request's memos are emptied first, since a
 * name looked up without them may have been kept.
 */
function shortClipsRead(first: ParsedList, discharge: ParsedList, text: string): ParsedList {
  if (!first.orders.some((o) => !o.medicine)) return first;
  const ids = new Set(discharge.orders.flatMap((o) => (o.medicine ? [o.medicine.id] : [])));
  if (!ids.size || !mayClipShort(text, ids)) return first;
  forgetRequest();
  return withOtherListMedicines(ids, () => parseList(text, 'admission'));
}

function buildRow(
  written: ParsedOrder,
  adm: ParsedOrder | undefined,
  duplicates: ParsedOrder[] = [],
  aspects: Aspect[][] = [],
  diagnosis?: string,
  pregnant = false,
): MedicationRow {
  // 'Continue aspirin', 'Irbesartan - continue': a discharge line that only says to go on, with no dose or times,
  // continues the admission order as written there (its dose, times and form; the row's sources show both lines).
  const asBefore =
    !!adm && written.status?.kind === 'continued' && !hasDosing(written) && hasDosing(adm);
  const dis: ParsedOrder = asBefore
    ? {
        ...adm,
        line: written.line,
        lines: written.lines,
        raw: written.raw,
        text: written.text,
        list: written.list,
        status: written.status,
        brand: written.brand ?? adm.brand,
        displayName: written.displayName,
        warnings: written.warnings,
      }
    : written;
  const warnings = [...dis.warnings];
  const prn = dis.prn;
  let changeType: MedicationRow['changeType'];
  let comment: string;
  if (!adm) {
    aspects.push([]);
    changeType = 'new';
    comment = newComment(dis, prn);
  } else {
    const cmp = compareOrders(adm, dis);
    aspects.push(cmp.diffs.map((d) => d.aspect));
    warnings.push(...cmp.warnings, ...adm.warnings.map((w) => `Admission: ${w}`));
    const mismatch = statusMismatch(dis, cmp.diffs.length > 0);
    if (dis.status?.kind === 'new' && !dis.status.fromHeading)
      warnings.push(`Marked as new, but it is also on the admission list (line ${adm.line})`);
    if (cmp.diffs.length) {
      changeType = 'changed';
      comment = changedComment(dis, cmp.diffs, prn);
    } else if (mismatch) {
      changeType = 'changed';
      const reason = statedReason(dis);
      comment = withNotes(
        dis,
        `${capitalise(dis.status!.word.toLowerCase())} on the discharge list${reason ? ` - ${reason}` : ''}; the dose written is the same as on admission`,
        prn,
      );
      warnings.push(mismatch);
    } else {
      changeType = 'unchanged';
      comment = asBefore
        ? 'No change (continue as before: dose and times from the admission list)'
        : unchangedComment(dis, prn);
    }
  }
  const row: MedicationRow = {
    name: rowName(dis),
    form: formText(dis),
    schedule: prn ? prnSchedule(dis, warnings) : regularSchedule(dis, warnings),
    indication: indicationFor(dis, adm, warnings),
    comment,
    changeType,
    isPRN: prn,
    // Admission lines first, then the discharge lines in the order they are written.
    sources: sourcesOf(adm, ...duplicates, written).sort(
      (a, b) => Number(a.list === 'discharge') - Number(b.list === 'discharge') || a.line - b.line,
    ),
    route: dis.route ? ROUTE_WORDS[dis.route] : undefined,
    frequency: prn
      ? prnFrequency(dis.timing) || 'when required'
      : dis.timing.slots.length || dis.timing.nonDaily
        ? timesText(dis.timing)
        : undefined,
  };
  const inPregnancy = pregnancyUse(dis, adm, pregnant);
  if (inPregnancy) {
    row.indication = inPregnancy;
    warnings.push(
      `${row.name}: no use written on its line; indication read from the pregnancy the document names, check it`,
    );
  }
  const fromDiagnosis = inPregnancy ? undefined : diagnosisUse(dis, adm, diagnosis, changeType);
  if (fromDiagnosis) {
    // Both: the medicine's usual use stays (a steroid reduces inflammation whatever the condition).
    row.indication = row.indication
      ? `${row.indication}, here for ${/^[A-Z][a-z]/.test(fromDiagnosis) ? fromDiagnosis.charAt(0).toLowerCase() + fromDiagnosis.slice(1) : fromDiagnosis}`
      : fromDiagnosis;
    warnings.push(
      `${row.name}: no use written on its line; indication read from the document's diagnosis, check it`,
    );
  }
  if (warnings.length) row.warnings = [...new Set(warnings)];
  return sanitiseRegularRow(row);
}

/**
 * A new combination that contains a medicine the patient was taking ('Coversyl' -> 'Coversyl Plus')
 * is not the same medicine, but the clinician should see the link.
 */
function overlapWarnings(
  rows: Array<{ dis: ParsedOrder; adm?: ParsedOrder }>,
  ceased: Array<{ adm?: ParsedOrder; dis?: ParsedOrder }>,
  medications: MedicationRow[],
): string[] {
  const out: string[] = [];
  rows.forEach(({ dis, adm }, i) => {
    if (adm || !dis.medicine) return;
    for (const c of ceased) {
      const a = c.adm;
      if (!a?.medicine || c.dis) continue;
      const shared = dis.medicine.ingredients.filter((x) => a.medicine!.ingredients.includes(x));
      if (!shared.length) continue;
      const msg = `${rowName(dis)} (discharge line ${dis.line}) contains ${shared.join(' and ')}, as did ${rowName(a)} (admission line ${a.line}): check whether it replaces it`;
      out.push(msg);
      const row = medications[i]!;
      addWarning(row, msg);
    }
  });
  return out;
}

export { NOT_ON_DISCHARGE };
