/**
 * Entries of the ceased/withheld list: admission medicines not continued, and discharge lines that
 * stop or withhold a medicine, with the reason as stated or 'Not on discharge list - confirm with
 * prescriber'.
 */
import type { CeasedMedication } from '../../shared/reconcile';
import { plainWords } from '../parse/conditions';
import { statusLabel } from '../parse/status';
import type { ParsedOrder } from '../parse/types';
import { formText, rowName } from './row';
import { sourcesOf } from './sources';

export const NOT_ON_DISCHARGE = 'Not on discharge list - confirm with prescriber';

export function ceasedEntry(adm: ParsedOrder | undefined, dis: ParsedOrder | undefined): CeasedMedication {
  const main = adm ?? dis!;
  // The admission order usually carries the strength; the stop line may carry the brand.
  const named = [adm, dis].find((o) => o?.brand) ?? main;
  const withForm = [adm, dis].find((o) => o && (o.strength || o.form)) ?? main;
  return {
    name: rowName(named),
    form: formText(withForm),
    reason: reasonOf(adm, dis),
    sources: sourcesOf(adm, dis),
  };
}

function reasonOf(adm: ParsedOrder | undefined, dis: ParsedOrder | undefined): string {
  const st = dis?.status;
  if (st) {
    const label = statusLabel(st);
    return st.reason ? `${label}: ${plainWords(st.reason, true)}` : `${label} on the discharge list (no reason given)`;
  }
  if (adm?.status?.kind === 'ceased') {
    const r = adm.status.reason ? `: ${plainWords(adm.status.reason, true)}` : '';
    return `${statusLabel(adm.status)} before admission${r}`;
  }
  return NOT_ON_DISCHARGE;
}
