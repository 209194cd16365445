/**
 * A stated use that is only a code in capitals ('KOP', 'DOT', 'S100', 'NA'): a supply mode or a record's
 * tag that a table's columns ran into the order ('2 puffs prn   KOP'), never a condition. Known shorthand
 * for a condition ('SOB', 'AF', 'UTI') is expanded to words by plainIndication before this test, and a
 * shouted condition ('ITCH', 'PAIN') is a condition.
 */
import { looksLikeCondition, plainIndication } from './conditions';

const CODE = /^[A-Z][A-Z0-9]{1,5}$/;

/** True when the text, as stated, is a bare code rather than a condition. */
export function isBareCode(text: string): boolean {
  const t = text.trim();
  return CODE.test(t) && plainIndication(t) === t && !looksLikeCondition(t);
}
