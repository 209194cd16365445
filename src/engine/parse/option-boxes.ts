/**
 * A checklist that gives every order its boxes ('Atorvastatin 40 mg nocte<tab>[x] continue  [ ] change
 * [ ] stop', 'Ibuprofen 200 mg<tab>[ ] continue  [x] stop - kidney injury'): only the ticked box counts.
 * Read as written, the option words were all read at once: every row said 'stop' (an empty '[ ] stop' is
 * no stop) and a stop's reason was a note. Each row is written as the order and its ticked option, with
 * the words after that box ('stop - AKI'). A row with no box ticked, or more than one, is left without a
 * decision and says so on the row; so do words after an empty box, which are not read.
 */
import { BOX_OPTIONS, OPTION_BOX_RE, TICKED_BOX_RE } from '../lexicon/option-boxes';

export interface OptionBoxRows {
  lines: string[];
  /** By line index: what the row's boxes left in doubt. */
  doubts: Map<number, string>;
}

// A box mark's first characters; most lines have none of them.
const HINT = /[[(☒☑✓✔✅◉⦿☐□❑❒⬜]/u;
// Text after a box that says nothing: blanks to fill in ('____', '...'), separators.
const EMPTY_TAIL = /^[\s_.…:;,\-–—/]*$/;
const tailOf = (t: string): string => t.replace(/^[\s:;,\-–—]+|[\s;,\-–—]+$/g, '');

/** Every row with two boxes or more written as its order and its ticked option; other lines as they were. */
export function optionBoxRows(lines: string[]): OptionBoxRows {
  const doubts = new Map<number, string>();
  let out: string[] | null = null;
  lines.forEach((line, i) => {
    if (!HINT.test(line)) return;
    const boxes = [...line.matchAll(OPTION_BOX_RE)];
    if (boxes.length < 2) return;
    const segments = boxes.map((b, k) => ({
      ticked: TICKED_BOX_RE.test(b[1]!.replace(/\s+/g, '')),
      option: b[2]!.toLowerCase(),
      tail: line.slice(b.index! + b[0].length, boxes[k + 1]?.index ?? line.length),
    }));
    let order = tailOf(line.slice(0, boxes[0]!.index));
    // Boxes before the order ('[x] continue [ ] stop  Aspirin 100 mg'): the last box's words are the order.
    if (!order) {
      const last = segments[segments.length - 1]!;
      [order, last.tail] = [tailOf(last.tail), ''];
    }
    // A tab after the last box starts another cell ('(•) Cease<tab>Reason: ...'): the order's, not that box's.
    const last = segments[segments.length - 1]!;
    const cell = last.tail.indexOf('\t');
    const after = cell >= 0 ? tailOf(last.tail.slice(cell)) : '';
    if (cell >= 0) last.tail = last.tail.slice(0, cell);
    const ticked = segments.filter((s) => s.ticked);
    const unread = segments.filter((s) => !s.ticked && !EMPTY_TAIL.test(s.tail));
    const said: string[] = [];
    if (ticked.length === 0)
      said.push(`no box ticked (${segments.map((s) => s.option).join(' / ')})`);
    if (ticked.length > 1)
      said.push(`more than one box ticked (${ticked.map((s) => s.option).join(', ')})`);
    if (unread.length)
      said.push(
        `words after an empty box not read (${unread.map((s) => `"${s.option} ${tailOf(s.tail)}"`).join(', ')})`,
      );
    if (said.length)
      doubts.set(i, `Checklist boxes: ${said.join('; ')}: check what happens to this medicine`);
    out ??= lines.slice();
    if (ticked.length !== 1) return void (out[i] = [order, after].filter(Boolean).join(' - '));
    const tail = tailOf(ticked[0]!.tail);
    out[i] = [order, BOX_OPTIONS[ticked[0]!.option]!, tail, after].filter(Boolean).join(' - ');
  });
  return { lines: out ?? lines, doubts };
}
