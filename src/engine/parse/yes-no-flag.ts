/**
 * A yes/no flag beside an order: a dose aid's 'Webster: NO', a booking sheet's '[BT:N][DM:Y][EYE:N]', 'Crush = no'.
 * It says how the medicine is packed or sorted, never what it is for nor why it stopped: without this,
 * '[DM:N]' became the indication 'Diabetes:N' and '- Webster: NO' after 'ceased' became the reason.
 *
 * A flag whose label the order readers use ('PRN: Y', 'Ceased: yes', 'Regular: N', 'New: Y') is left to them.
 */
const FLAG = /^([a-z][a-z0-9 ./&-]{0,24}?)\s*[:=]\s*(?:y|n|yes|no|true|false|[✓✔✗✘])\.?$/i;
const READ_LABELS =
  /\b(?:prn|when\s+required|as\s+needed|if\s+needed|regular|cease[ds]?|stop(?:ped)?|withh[eo]ld|hold|held|suspend(?:ed)?|continu\w*|new|chang\w*|start(?:ed)?|restart\w*|omit\w*)\b/i;

/** True when the text is a yes/no flag the order readers have no use for. */
export function isYesNoFlag(text: string): boolean {
  const m = FLAG.exec(text.trim());
  return !!m && !READ_LABELS.test(m[1]!);
}

// A flag as a field of the line ('... - Webster: NO', '..., Crush: Y'): after a spaced dash, comma or semicolon,
// up to the next one or the end.
const FLAG_FIELD =
  /(\s[-–—]\s|[,;]\s*)([a-z][a-z0-9 ./&-]{0,24}?\s*[:=]\s*(?:y|n|yes|no|true|false|[✓✔✗✘])\.?)(?=\s*(?:$|\s[-–—]\s|[,;]))/gi;

/** The order text with each yes/no flag field put in brackets, so it is read as one piece (a note). */
export function bracketFlags(body: string): string {
  if (!/[:=]\s*(?:y|n|yes|no|true|false|[✓✔✗✘])\.?(?:$|[\s,;])/i.test(body)) return body;
  return body.replace(FLAG_FIELD, (all, sep: string, flag: string) =>
    isYesNoFlag(flag) ? ` [${flag.trim()}]` : all,
  );
}
