/**
 * A discharge list written as the admission list with an answer column beside it: 'Admission medication |
 * Continue? (Y/N) | Comment'. Each row is an admission order and the answer says whether it goes on: 'N'
 * is a stop (the comment its reason), 'Y' goes on, and a comment that gives the new order ('changed to:
 * Metoprolol 50 mg BD', 'now: ...') is the order that goes on. Read as a table by column, the answer cell
 * was lost (a 'N' row went on as unchanged). Each row is written as the line it means; the header is
 * blanked. A row whose answer is neither yes nor no is left as it was, with the answer in brackets.
 */
import { readTableHeader } from './table';
import { rowCells } from './status-board';

// The answer column's header: 'Continue?', 'Continue (Y/N)', 'Keep? Y/N', 'Continue on discharge?'.
const ANSWER_HEAD =
  /^(?:continue[ds]?|keep|cont'?d?|continue on discharge|to continue|still taking|for discharge)\s*\??\s*(?:\(?\s*(?:y\s*\/\s*n|yes\s*\/\s*no)\s*\)?)?\s*\??$/i;
const YES = /^(?:y|yes|✓|✔|continue[ds]?|keep)$/i;
const NO = /^(?:n|no|✗|✘|x|stop(?:ped)?|cease[ds]?)$/i;
// A comment that gives the order that goes on instead ('changed to: X', 'now X', 'dose now X', '-> X').
const NEW_ORDER =
  /^(?:(?:dose\s+)?(?:changed?|now|increased|reduced|decreased|switched|altered)(?:\s+to)?|->|→)\s*:?\s*(?=\S*[A-Za-z])(.*\d.*)$/i;

/** The rows of an answered list written as what they mean; any other list as it was. */
export function continueAnswerRows(rawLines: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < rawLines.length; i++) {
    const head = rowCells(rawLines[i]!);
    // A question ('?', 'Y/N') over a header of words: a row's 'Continued' status cell is no such header.
    const at =
      head?.findIndex((c) => ANSWER_HEAD.test(c) && /\?|\by\s*\/\s*n\b|yes\s*\/\s*no/i.test(c)) ??
      -1;
    if (!head || at < 0 || head.length < 2 || head.some((c) => /\d/.test(c))) continue;
    // A tab table the table reader knows by every column ('Keep? (yes/no)' beside a 'Dose on discharge' cell) is
    // read by column there, its dose cell too.
    if (rawLines[i]!.includes('\t') && readTableHeader(head)) continue;
    const nameAt = at === 0 ? 1 : 0;
    out ??= rawLines.slice();
    out[i] = '';
    for (let j = i + 1; j < rawLines.length; j++) {
      const cells = rowCells(rawLines[j]!);
      if (!cells) break;
      if (cells.every((c) => /^[-:\s]*$/.test(c))) {
        out[j] = '';
        continue;
      }
      const name = cells[nameAt] ?? '';
      const answer = (cells[at] ?? '').trim();
      const comment = cells.filter((c, k) => k !== at && k !== nameAt && c.trim()).join('; ');
      const now = NEW_ORDER.exec(comment)?.[1];
      out[j] = NO.test(answer)
        ? // The stop goes first: at the end of a long row ('... Take ONE capsule DAILY - stopped') it was lost.
          `Stopped: ${name}${comment ? ` (${comment})` : ''}`
        : YES.test(answer)
          ? now
            ? now.trim()
            : `${name}${comment ? ` (${comment})` : ''}`
          : `${name} (${[answer, comment].filter(Boolean).join('; ')})`;
    }
  }
  return out ?? rawLines;
}
