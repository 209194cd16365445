/**
 * A dose taken with snacks as well as, or instead of, meals ('2 capsules with meals and snacks', '1 with
 * each snack'): how many snacks a day, so how many doses, is not written. The meals still place their
 * doses (contract: 'with meals' is 0800, 1200, 1800); the row says the count is not certain rather than
 * letting the snack doses go unseen.
 */
import { alternation } from '../lexicon/words';
import { SNACK_WORDS } from '../lexicon/meal-words';

const SNACK_DOSE = new RegExp(
  String.raw`\b(?:with|and|at|before|after|during)\s+(?:a\s+|each\s+|every\s+|all\s+)?${alternation(SNACK_WORDS)}(?![a-z])`,
  'i',
);

export const SNACK_DOUBT =
  'Also taken with snacks: how many doses a day is not written, check the count';

/** The warning for an order that doses with snacks, or undefined. */
export function snackDoubt(text: string): string | undefined {
  return text.includes('nack') && SNACK_DOSE.test(text) ? SNACK_DOUBT : undefined;
}
