/** Adds a warning to a row or ceased entry, after the ones it already has (a new array, as before). */
export function addWarning(target: { warnings?: string[] }, message: string): void {
  target.warnings = [...(target.warnings ?? []), message];
}
