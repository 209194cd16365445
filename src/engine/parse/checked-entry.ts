/**
 * A record the patient checks line by line (a check-in kiosk's 'Your medicines', a portal's 'Is this
 * still right?'): each entry ends with a verdict in brackets ('[✔ Still correct]', '[✘ Not correct]',
 * '(x) wrong') and, when wrong, what the patient wrote ('You typed: "now 1000 mg twice a day"').
 * A correct entry is read without its verdict. A wrong one is read as the patient corrected it: a stop
 * ('stopped by GP last year') is a medicine no longer taken (reported, no row and no stop made now), a
 * new dose is the order; any other correction keeps the entry with a warning. Read as written, the
 * record's old dose went on as the admission order and the stopped medicine was listed as stopped here.
 */
import { ignored, inputOf, orderLine, type LineContext, type LineRule } from './line-rule-kit';
import { parseOrder } from './order';
import { orderRule } from './line-rules-orders';
import { alternation } from '../lexicon/words';

// Never a word an order writes in brackets of its own ('(right)' eye, '(changed)', '(no)').
const GOOD = ['still correct', 'correct', 'still right', 'still taking'];
const BAD = ['not correct', 'incorrect', 'wrong', 'not right', 'needs changing'];
// The verdict in brackets, a tick or a cross before its words: '[✔ Still correct]', '(✘ not right)'.
const VERDICT = new RegExp(
  String.raw`\s*[[(]\s*[✓✔✗✘x]?\s*(${alternation([...BAD, ...GOOD])})\s*[\])]`,
  'i',
);
const BAD_WORD = new RegExp(String.raw`^(?:${alternation(BAD)})$`, 'i');
// What the patient wrote after the verdict: 'You typed: "..."', 'Patient comment: ...', 'Correction: ...'.
const CORRECTION =
  /^\s*(?:you\s+(?:typed|wrote|said)|patient(?:'s)?\s+(?:typed|wrote|comment|note|says)|correction|comment)\s*:\s*["“]?(.*?)["”]?\s*$/i;
// 'stopped by GP last year', 'no longer taking', "don't take it any more".
const STOPPED =
  /\b(?:stopped|ceased|discontinued|no\s+longer|not\s+taking|don'?t\s+take|do\s+not\s+take|not\s+on\s+(?:it|this)|finished)\b/i;
// 'now 1000 mg twice a day', 'actually 2 at night': the words before the new dose.
const NOW = /^(?:(?:it'?s|it\s+is|i\s+take|i'?m\s+on|now|actually|only|dose\s+is)\s+)+/i;

function withText(c: LineContext, text: string): LineContext {
  return { ...c, l: { ...c.l, text } };
}

// The same record's closing question with the patient's answers in quotes: 'Anything else you take? You typed:
// "Vitamin B12 injection every 3 months"; "Coloxyl with senna 2 at night when needed"'. Each answer is an order.
const ANSWERED =
  /^[^?"“]{3,80}\?\s*(?:you\s+(?:typed|wrote|said)|patient(?:'s)?\s+(?:typed|wrote|answer))\s*:\s*/i;
const QUOTED = /["“]([^"“”]{3,160})["”]/g;

function answeredQuestion(c: LineContext): boolean {
  const m = ANSWERED.exec(c.l.text);
  if (!m) return false;
  const answers = [...c.l.text.slice(m[0].length).matchAll(QUOTED)].map((q) => q[1]!.trim());
  const orders = answers.map((a) => parseOrder(inputOf(withText(c, a))));
  if (!orders.length || orders.some((o) => !o || o.unknownMedicine)) return false;
  orderLine(
    c,
    orders.filter((o) => o !== null),
  );
  c.s.last = null;
  return true;
}

export const checkedEntryRule: LineRule = {
  id: 'checked-entry',
  examples: [
    'Irbesartan 300 mg - 1 tablet every morning   [✔ Still correct]',
    'Metformin 500 mg - 1 tablet twice a day   [✘ Not correct]  You typed: "now 1000 mg twice a day"',
  ],
  apply: (c) => {
    if (c.s.list !== 'admission') return false;
    if (answeredQuestion(c)) return true;
    const m = VERDICT.exec(c.l.text);
    if (!m || !/\d/.test(c.l.text.slice(0, m.index))) return false;
    const entry = c.l.text.slice(0, m.index).trim();
    const after = c.l.text.slice(m.index + m[0].length);
    if (!BAD_WORD.test(m[1]!)) return orderRule.apply(withText(c, entry));
    const said = CORRECTION.exec(after)?.[1]?.trim() ?? '';
    const where = `"${entry}"`;
    if (STOPPED.test(said)) {
      c.s.warnings.push(
        `Line ${c.l.line}: ${where} (${c.s.list} list) is marked not correct ("${said}"): a medicine no longer taken, not listed - check by hand`,
      );
      c.s.last = null;
      return ignored(c, 'entry marked no longer taken');
    }
    const before = c.s.orders.length;
    const dose = said.replace(NOW, '');
    const name = entry.split(/\s+(?=\d)/)[0]!;
    // A new dose in the correction: the order is the name with it ('Metformin 1000 mg twice a day').
    const corrected = /^\d/.test(dose) && orderRule.apply(withText(c, `${name} ${dose}`));
    if (!corrected && !orderRule.apply(withText(c, entry))) return false;
    const note = corrected
      ? `${where} is marked not correct: read as the patient's correction "${said}" - check`
      : `${where} is marked not correct${said ? ` ("${said}")` : ''}: read as written - check by hand`;
    for (const o of c.s.orders.slice(before)) o.warnings.push(note);
    return true;
  },
};
