/**
 * A discharge line the engine could not read that says stop, hold or no more ('Directions: IV ¦ - ¦ COMPLETED
 * ¦ course finished', 'hours when required | STOPPED - reflux') right under an order that goes on, in the same
 * block (no blank line between): a table row or a form's fields spread over several lines, or a wrapped row,
 * left the stop on a line of its own, and the order above may be the one it stops. The row and the response
 * name the medicine and the line; 'unchanged' or 'new' is never said of it silently.
 */
import type { Net } from './types';
import { flag } from './flag';
import { alternation, STATUS_WORDS } from '../../lexicon/words';
import { GIVEN_NO_MORE } from '../../lexicon/given-words';
import { LATER, NOT_NOW } from './unread-status';
import { mentionsIn } from './mentions';

const STOP_WORD = new RegExp(
  // 'd/c' is also 'discharge' ('d/c today, GP 1/52'): no stop on its own.
  String.raw`(?:^|[^\w/])(${alternation([...STATUS_WORDS.filter((w) => w !== 'd/c'), ...GIVEN_NO_MORE])})(?![\w/])`,
  'gi',
);
// How far above the unread line its order may start (a form's Medicine / Strength / Directions lines).
const REACH = 3;

/** The stop word the line says now ('then stop', 'stop if ...', 'not stopped' are no stop now). */
function stopSaid(text: string): string | null {
  for (const m of text.matchAll(STOP_WORD)) {
    const before = text.slice(0, m.index).trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    const after =
      text
        .slice(m.index + m[0].length)
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase() ?? '';
    if (!NOT_NOW.has(before) && !LATER.has(after)) return m[1]!;
  }
  return null;
}

export const unreadStopBelow: Net = ({ rows, lists }) => {
  const out: string[] = [];
  const lines = lists[1].lines;
  for (const [i, l] of lines.entries()) {
    if (l.kind !== 'unreadable') continue;
    const word = stopSaid(l.raw);
    // A line that names a medicine stops that one (other nets say so when it was not read).
    if (!word || mentionsIn(l.raw).length) continue;
    // The nearest order above in the block.
    for (let k = i - 1; k >= Math.max(0, i - REACH); k--) {
      const above = lines[k]!;
      if (above.kind === 'blank' || above.kind === 'heading') break;
      const r = rows.find((x) => x.dis.list === 'discharge' && x.dis.lines.includes(above.line));
      if (!r) continue;
      const w = `${r.row.name}: discharge line ${l.line} ("${l.raw.trim()}"), not read, says "${word}" under its order: check whether ${r.row.name} is stopped`;
      flag(r.row, w, out);
      break;
    }
  }
  return out;
};
