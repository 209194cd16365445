/**
 * An after-visit summary names the brand on a line of its own under the order ('Commonly known as: Lipitor',
 * 'Also known as: Panadol Osteo', 'Brand name: Amoxil'). When it names the same medicine as the order above,
 * it is that order's brand (the same ingredients), not a second order; a brand of another medicine is read as written.
 */
import { readName } from './name';
import { ignored, type LineRule } from './line-rule-kit';

const ALIAS_LABEL =
  /^(?:(?:commonly|also|otherwise|better)\s+known\s+as|a\.?k\.?a\.?|brand(?:\s+names?)?|trade\s+names?)\s*[:-]?\s+(?=\S)/i;

const NEAR = 3;

export const brandAliasRule: LineRule = {
  id: 'brand-alias',
  examples: ['Commonly known as: Lipitor', 'Brand name: Amoxil'],
  apply: (c) => {
    const label = ALIAS_LABEL.exec(c.l.text);
    if (!label) return false;
    // The order above, even past a note line between ('What changed: how much to take'), a few lines up.
    const above = c.s.orders[c.s.orders.length - 1];
    if (!above || Math.max(...above.lines) < c.l.line - NEAR) return false;
    const alias = readName(c.l.text.slice(label[0].length))?.medicine;
    const named = readName(above.nameText)?.medicine;
    // By ingredients: 'Diaformin XR' under 'metformin 1,000 mg 24 hr tablet' is the same medicine.
    const same =
      alias &&
      named &&
      [...alias.ingredients].sort().join('+') === [...named.ingredients].sort().join('+');
    return !!same && ignored(c, 'the brand of the order above');
  },
};
