/**
 * A problem-oriented summary written as fields chained by '>' ('Problem > medicine and dose > action', 'Gout >
 * allopurinol 300 mg daily > continue', 'Heart failure > frusemide 40 mg mane > increased from 20 mg'): the first
 * field is what the medicine is for (or why it stopped), the second the order, the rest its status or comment.
 * The line is respelled as the order with its use in a bracket and each later field after a dash
 * ('allopurinol 300 mg daily (for Gout) - continue'), so the order and status readers take it as any other line.
 * Only when the first field names no medicine and the second opens with a known medicine: a comparison ('SBP >
 * 100', 'hold if HR > 50') never does. Words are only moved.
 */
import { startsWithMedicine } from './swap-sentence';

// A spaced '>' (or '»', '›') between fields; '->' and '=>' arrows are the symptom-arrow reader's.
const FIELD_BREAK = /\s+[>»›]\s+/;

function namesMedicine(text: string): boolean {
  const words = text.split(/\s+/);
  return words.some((_w, i) => startsWithMedicine(words.slice(i).join(' ')));
}

// The field marks FIELD_BREAK splits on: a line with none of them (nearly all) is passed over without splitting.
const FIELD_MARK = /[>»›]/;

export function readProblemChain(text: string): string | null {
  if (!FIELD_MARK.test(text)) return null;
  const fields = text.trim().split(FIELD_BREAK);
  if (fields.length < 2) return null;
  const [problem, order, ...rest] = fields as [string, string, ...string[]];
  if (!/[a-z]{3}/i.test(problem) || namesMedicine(problem) || !startsWithMedicine(order))
    return null;
  // A later field naming a medicine first is another order on the line: left to the line's other readers.
  if (rest.some((f) => startsWithMedicine(f))) return null;
  // The problem's own bracket ('Hypoglycaemia (BGL 2.1)') is flattened so the use's bracket stays one bracket.
  const use = problem
    .replace(/\s*\(\s*/g, ', ')
    .replace(/\s*\)\s*/g, ' ')
    .trim();
  return [`${order.trim()} (for ${use})`, ...rest.map((f) => f.trim())].join(' - ');
}
