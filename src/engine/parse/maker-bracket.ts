/**
 * A bracket that names the order's medicine under a generic maker's name ('[APO-Perindopril]',
 * '(Sandoz Atorvastatin)', '(Chemmart rosuvastatin)'): the product as dispensed, not what it is for.
 * Without this, 'APO' (acute pulmonary oedema) read the bracket as the order's indication.
 */
import type { ClauseRule } from './order-rules';
import { lookup } from './lookup';
import { MAKERS } from './order-lead';

const MAKER_NAME = new RegExp(String.raw`^(?:${MAKERS})(?:-|\s+)([a-z][a-z' -]{2,40})$`, 'i');

export const MAKER_BRACKET: ClauseRule = {
  id: 'maker-bracket',
  examples: ['[APO-Perindopril]', '(Sandoz Atorvastatin)'],
  apply: (c) => {
    if (!c.opts.bracket) return null;
    const m = MAKER_NAME.exec(c.t);
    return m && lookup(m[1]!.trim()) ? 'note' : null;
  },
};
