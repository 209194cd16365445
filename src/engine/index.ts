/**
 * The reconcile engine's public API: everything outside src/engine imports from here only.
 *
 * - `reconcile(request)`: the built-in rules engine. Pure, synchronous, deterministic.
 * - `parseList(text, list)`: the built-in parser, used to check an LLM provider's answer against
 *   what was pasted (every row must trace to an input line).
 * - `explainRequest(request)`: how each line was read (tokens, rules, fields), for `--explain`.
 * - `lookupMedicine(name)`: the medicines knowledge base.
 * - `checkInvariants(request, response)`: what every answer must satisfy (nothing invented, every
 *   input line accounted for, the PRN rule), for checking any engine's answer, an LLM's included.
 */
export { reconcile, reconcileLists, NOT_ON_DISCHARGE } from './reconcile/reconcile';
export { parseList } from './parse/list';
export { explainRequest } from './explain';
export { warmUp } from './warm-up';
export { checkInvariants, inventedNumbers, unaccountedLines } from './reconcile/invariants';
export { allMedicines, getMedicineById, ingredientKey, lookupMedicine } from './kb/index';
export type { LookupResult } from './kb/index';
export type { Medicine } from './kb/types';
export type {
  ListName,
  ParsedLine,
  ParsedList,
  ParsedOrder,
  Section,
  OrderStatus,
  Strength,
  Amount,
  Timing,
} from './parse/types';
