import {
  MAX_RESPONSE_ROWS,
  MAX_RESPONSE_WARNINGS,
  MAX_ROW_WARNINGS,
  type ReconcileResponse,
} from '../../../shared/reconcile';

/** Keeps at most `max` warnings; when some are left out, the last one says how many. */
function capWarnings(warnings: string[] | undefined, max: number): string[] | undefined {
  if (!warnings || warnings.length <= max) return warnings;
  const left = warnings.length - (max - 1);
  return [...warnings.slice(0, max - 1), `${left} more warnings are not shown.`];
}

/**
 * An answer of bounded size whatever the input. Rows are never cut (a missing medicine would be a
 * silent error): more rows than input lines means the engine went wrong, and the caller answers
 * with an error instead. Warnings are cut with a note, so the clinician knows there were more.
 */
export function boundResponse(r: ReconcileResponse): ReconcileResponse | null {
  if (r.medications.length + r.ceasedMedications.length > MAX_RESPONSE_ROWS) return null;
  return {
    ...r,
    warnings: capWarnings(r.warnings, MAX_RESPONSE_WARNINGS),
    medications: r.medications.map((m) =>
      m.warnings ? { ...m, warnings: capWarnings(m.warnings, MAX_ROW_WARNINGS) } : m,
    ),
    ceasedMedications: r.ceasedMedications.map((m) =>
      m.warnings ? { ...m, warnings: capWarnings(m.warnings, MAX_ROW_WARNINGS) } : m,
    ),
  };
}
