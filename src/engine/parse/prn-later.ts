/**
 * 'Paracetamol 1 g QID regular for 5 days then PRN', 'Ibuprofen 400 mg tds regularly x 3 days, then as
 * needed': the order is regular now and when required only after its first days. Read as regular, with
 * a last step 'when required', never as a when-required order (nor the PRN word lost).
 */
import { alternation, PRN_EQUIVALENTS, PRN_WORDS } from '../lexicon/words';

const PRN_AFTER_REGULAR = new RegExp(
  String.raw`(?<![\w])regular(?:ly)?(?![\w])[^;]*?(?<![\w])then(?![\w])[^;]*?(?<![\w])${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}(?![\w])`,
  'i',
);

/** The text of the step after the regular days. */
export const PRN_LATER_STEP = 'when required';

/** True when the text writes a regular phase and then a when-required one. */
export const prnOnlyLater = (text: string): boolean =>
  text.includes('then') && PRN_AFTER_REGULAR.test(text);
