/**
 * A discharge's instruction to the pharmacy that fills the patient's dose aid: 'Remove oxybutynin 5 mg
 * from the pack - stopped because of confusion', 'Take frusemide out of the Webster-pak', 'Stop packing
 * aspirin'. The verb was read into the medicine's name ('Remove Oxybutynin', a ceased medicine the admission
 * line did not pair with). Taking a medicine out of the pack stops it: the line is respelled as the stop a
 * list writes ('Cease oxybutynin 5 mg - stopped because ...'), the words about the pack dropped. When the
 * line keeps it going outside the pack ('- give loose'), only the packing words go and the order is read
 * and compared as written.
 */
import {
  DOSE_AID_NOUNS,
  DOSE_AID_REMOVE_VERBS,
  DOSE_AID_STOP_PACKING,
  OUTSIDE_AID_WORDS,
} from '../lexicon/dose-aid-words';
import { alternation } from '../lexicon/words';
import { startsWithMedicine } from './swap-sentence';

const LEAD = String.raw`^(?:please\s+)?`;
const AID = String.raw`(?:the\s+|his\s+|her\s+|their\s+|your\s+|weekly\s+)*(?:${alternation(DOSE_AID_NOUNS)})\b`;
// 'Remove oxybutynin 5 mg from the pack', 'Take frusemide out of the Webster-pak': verb, medicine, aid.
const REMOVE = new RegExp(
  String.raw`${LEAD}(?:${alternation(DOSE_AID_REMOVE_VERBS)})\s+(?<what>[^.;:]{2,80}?)\s+(?:out\s+of|out\s+from|from)\s+${AID}`,
  'i',
);
// 'Stop packing aspirin 100 mg', 'Do not pack oxybutynin': the packing verb, then the medicine.
const STOP_PACKING = new RegExp(
  String.raw`${LEAD}(?:${alternation(DOSE_AID_STOP_PACKING)})\s+(?=[a-z])`,
  'i',
);
const OUTSIDE = new RegExp(String.raw`\b(?:${alternation(OUTSIDE_AID_WORDS)})\b`, 'i');

/** The line respelled as a stop (or, kept outside the pack, as the order) when it takes a medicine out of a dose aid. */
export function readPackRemoval(text: string): string | null {
  const t = text.trim();
  const m = REMOVE.exec(t);
  if (m?.groups?.what) {
    const what = m.groups.what.trim();
    if (!startsWithMedicine(what)) return null;
    const rest = t.slice(m[0].length);
    return OUTSIDE.test(rest) ? `${what}${rest}` : `Cease ${what}${rest}`;
  }
  const s = STOP_PACKING.exec(t);
  if (!s) return null;
  const after = t.slice(s[0].length);
  if (!startsWithMedicine(after)) return null;
  return OUTSIDE.test(after) ? after : `Cease ${after}`;
}
