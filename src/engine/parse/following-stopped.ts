/**
 * A stop heading written as a sentence over the medicines it stops: 'The following are withheld until her GP
 * confirms her kidney function has recovered:', 'These have been stopped:'. Respelled as the stop heading a
 * list writes ('Withheld until her GP confirms ...:'), so the medicines under it are withheld with that reason.
 */

const FOLLOWING_STOPPED =
  /^(?:the following|these|the medicines below|(?:the following|these) (?:medicines|medications|tablets))\s+(?:are|were|have been|will be|should be|are to be)\s+(?:temporarily\s+)?(withheld|ceased|stopped|on hold|suspended|discontinued)\b(.*?):?\s*$/i;

/** The stop heading a sentence over stopped medicines says, or null. */
export function readFollowingStopped(text: string): string | null {
  if ((text.charCodeAt(0) | 32) !== 116 || !text.endsWith(':')) return null;
  const m = FOLLOWING_STOPPED.exec(text);
  if (!m) return null;
  return `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()}${m[2]}:`;
}
