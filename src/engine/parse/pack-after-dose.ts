/**
 * A bare count of a dose unit in its own clause AFTER the regimen already said its amount and when
 * ('Alendronic acid 70mg tablets - one to be taken once a week - 4 tablet', '... - two at night - 2 capsule')
 * is the pack a practice system dispensed, not a second dose: a line never doses twice without a
 * word joining them ('then', 'and', 'plus'). `pack-count` in order-rules.ts already reads counts of five or
 * more anywhere; this reads the small counts, which only the dose written before them tells apart.
 */
import { alternation, NUMBER_WORDS } from '../lexicon/words';
import { scanTiming } from './timing';

// One to three digits and a dose unit in the singular, nothing else in the clause: how a pack field is
// printed ('4 tablet', '1 inhaler'); a dose in its own clause is written '2 tablets' or with its times.
const BARE_PACK =
  /^\d{1,3}\s+(?:tablet|capsule|sachet|patch|pessary|suppository|ampoule|vial|lozenge|pastille|pen|cartridge|inhaler|device|bottle|tube|pack|box)$/i;
const AMOUNT = new RegExp(String.raw`\d|\b${alternation(Object.keys(NUMBER_WORDS))}\b`, 'i');

/** True when `clause` is a bare pack count and `dosedSoFar` (the regimen's clauses so far) has an amount and a time. */
export function isPackAfterDose(clause: string, sep: string, dosedSoFar: string): boolean {
  if (sep !== ' - ') return false;
  if (!BARE_PACK.test(clause.trim())) return false;
  return AMOUNT.test(dosedSoFar) && scanTiming(dosedSoFar).timing.known;
}
