/** A place on the results screen a link can take the clinician to. */
export type FocusTarget =
  | { kind: 'row' | 'ceased'; id: string; part: 'check' | 'name' }
  | 'list-warnings';

/**
 * Moves focus (and the view) to a row's 'Mark as checked' or name cell, a ceased entry's, or the
 * list warnings. Called after the dialog has closed and the table view is showing.
 */
export function focusItem(target: FocusTarget): void {
  let el: HTMLElement | null;
  if (target === 'list-warnings') el = document.getElementById('list-warnings');
  else {
    const box = document.querySelector(
      target.kind === 'row' ? `[data-row-id="${target.id}"]` : `[data-ceased-id="${target.id}"]`,
    );
    el =
      target.part === 'check'
        ? document.getElementById(`check-${target.id}`)
        : (box?.querySelector<HTMLElement>('[data-editable]') ?? null);
  }
  el?.scrollIntoView({ block: 'center' });
  el?.focus();
}
