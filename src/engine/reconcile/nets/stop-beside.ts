/**
 * A stop or hold line the engine found no medicine on ('STOPPED - can lower magnesium' under
 * 'OMEPRAZOLE 20 mg') made a ceased entry of its words, while the line just before it is an order that
 * goes on: the stop most likely belongs to that order. Both say so, naming the medicine.
 */
import type { Net } from './types';
import { flag } from './flag';
import { mentionsIn } from './mentions';

export const stopBeside: Net = ({ rows, ceased, uses }) => {
  const out: string[] = [];
  for (const { entry, dis } of ceased) {
    if (!dis || dis.medicine || !dis.status) continue;
    // The line opens with its stop word: no name was written before it.
    const first = uses(dis).find((u) => u.token.kind !== 'punct');
    if (first?.token.kind !== 'status') continue;
    // 'stop the Nurofen please - ...': the line names what it stops, in words the name reader missed
    // (a name before the first separator; after it comes the reason: '– can lower magnesium').
    const rest = dis.text.slice(first.token.end).split(/[-–—:;,(]/)[0] ?? '';
    if (mentionsIn(rest).length) continue;
    const before = rows.find((r) => r.dis.list === dis.list && r.dis.lines.includes(dis.line - 1));
    if (!before) continue;
    const w = `${before.row.name} (discharge line ${dis.line - 1}) is followed by "${dis.raw.trim()}" (line ${dis.line}), a stop with no medicine named: check whether ${before.row.name} is stopped`;
    flag(before.row, w, out);
    flag(entry, w, []);
  }
  return out;
};
