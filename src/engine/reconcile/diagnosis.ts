/**
 * The condition a document is about, where it writes one on a line of its own: 'Dx: acute pericarditis',
 * 'Clinical synopsis: ...', 'Renal discharge - relapse of nephrotic syndrome (oedema)'. A medicine used for
 * many conditions (a steroid, colchicine, hydroxychloroquine) that is ordered with no stated use is most
 * likely for it; the row says where its indication was read from, so the reader can check (never silent).
 */
import type { ParsedList, ParsedOrder } from '../parse/types';
import { looksLikeCondition, plainIndication } from '../parse/conditions';

// A label for the diagnosis, or a discharge/admission title ('Haematology discharge -', 'going home today -')
// followed by a dash or colon. A title naming the list ('Discharge medications - Cardiology') names no
// condition, which `looksLikeCondition` then rejects.
const DIAGNOSIS_LEAD =
  /\b(?:dx|diagnos[ie]s|principal diagnosis|clinical synopsis|presenting (?:problem|complaint)|reason for (?:admission|presentation)|discharged?|going home|admitted|admission)\b[^:\-–\n]{0,40}?(?::\s*|\s[-–]\s+)(.+)$/i;

// Where the condition's name ends: a bracketed detail, a clause, a cause or the next sentence.
const CONDITION_END =
  /\s*(?:\(|,|;|\.(?:\s|$)|\s[-–]\s|\b(?:due to|secondary to|triggered by|caused by|on|with|now|after|for)\b)/i;

/** The document's diagnosis in plain words, discharge list first; undefined where none is written. */
export function documentDiagnosis(lists: readonly ParsedList[]): string | undefined {
  for (const list of lists)
    for (const line of list.lines) {
      if (line.order || line.orders?.length) continue;
      const m = DIAGNOSIS_LEAD.exec(line.raw.trim());
      if (!m) continue;
      const end = CONDITION_END.exec(m[1]!);
      const name = (end ? m[1]!.slice(0, end.index) : m[1]!).trim();
      if (name.length < 3 || name.split(/\s+/).length > 8 || !looksLikeCondition(name)) continue;
      return plainIndication(name);
    }
  return undefined;
}

// 'G2P1 38+2/40', 'antenatal ward', '28 weeks' gestation': the document is about a pregnancy.
const PREGNANCY =
  /\b\d{1,2}(?:\+\d)?\/40\b|\b(?:antenatal|antepartum|obstetric\w*|pregnan\w*|gestation\w*|pre-?eclampsia|gravid\w*)\b/i;

/** True when a line of either list says the patient is pregnant (a gestation, an antenatal ward). */
export function documentPregnancy(lists: readonly ParsedList[]): boolean {
  return lists.some((list) => list.lines.some((line) => PREGNANCY.test(line.raw)));
}

/**
 * A medicine whose usual use differs in pregnancy (low-dose aspirin prevents pre-eclampsia), ordered with no
 * stated use in a document about a pregnancy: its pregnancy use; else undefined.
 */
export function pregnancyUse(
  dis: ParsedOrder,
  adm: ParsedOrder | undefined,
  pregnant: boolean,
): string | undefined {
  const m = dis.medicine;
  if (!pregnant || !m?.pregnancyIndication || dis.indication || adm?.indication) return undefined;
  if (dis.brand && m.brandIndications?.[dis.brand]) return undefined;
  return m.pregnancyIndication;
}

/**
 * The document's diagnosis as the indication of an order for a medicine of many uses that states none
 * (neither on the discharge nor the admission line, and no route or brand of one use); else undefined.
 * Only where the order belongs to this episode: started or changed now, or a course with an end ('for
 * 3 months'). A long-term steroid kept as before, or colchicine kept for gout flares when required,
 * is not for the condition the patient came in with.
 */
export function diagnosisUse(
  dis: ParsedOrder,
  adm: ParsedOrder | undefined,
  diagnosis: string | undefined,
  changeType: 'new' | 'changed' | 'unchanged',
): string | undefined {
  const m = dis.medicine;
  if (!diagnosis || !m?.usesVary || dis.prn || dis.indication || adm?.indication) return undefined;
  if (changeType === 'unchanged' && !dis.duration && !adm?.duration) return undefined;
  if (dis.brand && m.brandIndications?.[dis.brand]) return undefined;
  if (dis.route && !['oral', 'iv', 'im', 'sc', 'tube'].includes(dis.route)) return undefined;
  return diagnosis;
}
