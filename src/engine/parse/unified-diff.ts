/**
 * A reconciliation tool's 'diff view' in unified-diff form: '--- admission' / '+++ discharge' header lines, an
 * '@@ -1,6 +1,7 @@' hunk line, then one line per order: ' ' (a space) for an order that goes on as it was, '-' for
 * the old order and '+' for the new one. The '-' lines are the admission's orders, already on the admission
 * list: read as orders (their '-' taken for a bullet) they were kept as unchanged rows beside the '+' order,
 * and a medicine replaced by another stayed on. Only when the list has a hunk line, or both header lines, is
 * it read this way; the headers and '-' lines are blanked, the ' ' and '+' marks taken off.
 */
const HUNK = /^@@\s+-\d+(?:,\d+)?\s+\+\d+(?:,\d+)?\s+@@/;
const OLD_HEADER = /^---\s+\S/;
const NEW_HEADER = /^\+\+\+\s+\S/;

function isDiff(lines: readonly string[]): boolean {
  if (lines.some((l) => HUNK.test(l))) return true;
  const at = lines.findIndex((l) => OLD_HEADER.test(l));
  return at >= 0 && NEW_HEADER.test(lines[at + 1] ?? '');
}

/** The lines of a unified diff as the orders they give after the change; any other list as it was. */
export function unifiedDiffRows(lines: string[]): string[] {
  if (!isDiff(lines)) return lines;
  let inHunk = false;
  return lines.map((l) => {
    if (HUNK.test(l)) {
      inHunk = true;
      return '';
    }
    if (OLD_HEADER.test(l)) return '';
    // The lines after the '+++' header are the changes, hunk line or not.
    if (NEW_HEADER.test(l)) {
      inHunk = true;
      return '';
    }
    if (!inHunk) return l;
    if (/^-(?!-)/.test(l)) return '';
    if (/^\+(?!\+)/.test(l)) return l.slice(1);
    return l.startsWith(' ') ? l.slice(1) : l;
  });
}
