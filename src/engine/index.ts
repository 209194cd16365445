/**
 * The reconcile engine's public API: everything outside src/engine imports from here only.
 *
 * - `reconcile(request)`: the built-in rules engine. Pure, synchronous, deterministic.
 * - `parseList(text, list)`: the built-in parser, used to check an LLM provider's answer against
 *   what was pasted (every row must trace to an input line).
 * - `lookupMedicine(name)`: the medicines knowledge base.
 *
 * TEMPORARY: `reconcile` below is a placeholder until the engine lands; it only lists the lines.
 */
import { emptySchedule, type ReconcileRequest, type ReconcileResponse } from '../shared/reconcile';
import type { ListName, ParsedList } from './parse/types';

export { allMedicines, getMedicineById, ingredientKey, lookupMedicine } from './kb/index';
export type { LookupResult } from './kb/index';
export type { Medicine } from './kb/types';
export type { ListName, ParsedLine, ParsedList, ParsedOrder } from './parse/types';

export function parseList(text: string, list: ListName): ParsedList {
  const lines = text.split(/\r?\n/).map((raw, i) => ({ list, line: i + 1, raw, kind: raw.trim() ? ('unreadable' as const) : ('blank' as const) }));
  return { list, lines, orders: [], warnings: [] };
}

export function reconcile(request: ReconcileRequest): ReconcileResponse {
  const rows = request.dischargeOrders
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter((l) => l.raw);
  return {
    medications: rows.map((l) => ({
      name: l.raw,
      form: '',
      schedule: emptySchedule(),
      indication: '',
      comment: '',
      changeType: 'unchanged' as const,
      isPRN: false,
      sources: [{ list: 'discharge' as const, line: l.line, text: l.raw }],
    })),
    ceasedMedications: [],
    warnings: ['The built-in engine is not finished: rows are the discharge lines as pasted.'],
  };
}
