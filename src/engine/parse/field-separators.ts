/**
 * Fields separated by a mark other than a tab or a single pipe, as eMR exports, intranet pages and text
 * exports print them: 'Continue :: Tiotropium 18 microgram :: 1 capsule inhaled :: once daily ::',
 * 'New || Amoxicillin 500 mg || 1 g || TDS', 'Drug ¦ Dose ¦ Frequency', box-drawing bars ('│', '║').
 * Two marks at least, so a single one inside text stays as written; the cells are then read like a
 * tab-separated table (with its header row when there is one), empty cells kept in their place.
 */

// Doubled colons, pipes or semicolons, a broken bar, a double bar, box-drawing bars, and doubled slashes
// with a space before them ('Aspirin 100 mg // 100 mg daily // SUSPENDED //'; never the '//' of an address).
// A spaced tilde or pointer ('Metformin 1000 mg ~ 1 tablet ~ twice daily', 'Timolol 0.5% ▸ both eyes ▸ 1 drop
// mane'): spaces both sides, so '~5 mg' (about) stays as written.
const SEPARATOR = /\s*(?:::+|\|\|+|;;+|¦|‖|│|┃|║)\s*|\s+\/\/+(?=\s|$)\s*|\s+[~▸►▶»›](?=\s)\s*/g;
const HINT = /::|\|\||;;|[¦‖│┃║]|\s\/\/|\s[~▸►▶»›]\s/;
const EDGES =
  /^\s*(?:::+|\|\|+|;;+|¦|‖|│|┃|║|\/\/+(?=\s))\s*|\s*(?:::+|\|\|+|;;+|¦|‖|│|┃|║)\s*$|\s+\/\/+\s*$/g;

/** The line with its field marks as tabs, or the line as written when it has fewer than two. */
export function separatedCells(s: string): string {
  if (!HINT.test(s)) return s;
  const marks = s.match(SEPARATOR)?.length ?? 0;
  if (marks < 2) return s;
  return s.replace(EDGES, '').replace(SEPARATOR, '\t');
}

/**
 * Outside a table with a header, the same marks separate the order's fields as clauses
 * ('Continue :: Atorvastatin 20 mg :: 20 mg :: nocte ::' -> 'Continue - Atorvastatin 20 mg - 20 mg - nocte').
 */
export function fieldsAsClauses(s: string): string {
  if (!HINT.test(s)) return s;
  const marks = s.match(SEPARATOR)?.length ?? 0;
  if (marks < 2) return s;
  return s.replace(EDGES, '').replace(SEPARATOR, ' - ');
}
