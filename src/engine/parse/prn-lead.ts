/**
 * A when-required word before the medicine ('When required zopiclone 7.5 mg at night', 'PRN oxycodone 5 mg
 * 4 hourly'): the word goes after the order, where the readers take it. Before the name it was part of the name
 * ('When Required Zopiclone', unknown) or, under another order, the line went on with that order as its
 * directions (metformin became 7.5 mg when required). Only when what follows starts with a medicine and a number
 * ('PRN psychotropic use to be reviewed' stays as written), and only after spaces: 'PRN: ...' is a label the list
 * readers know, and 'PRN<tab>...' a table's column.
 */
import { alternation, PRN_EQUIVALENTS, PRN_WORDS } from '../lexicon/words';
import { startsWithMedicine } from './lookup';

const LEAD = new RegExp(
  String.raw`^( *(?:[-*•·]|\d{1,2}[.)])? *)(${alternation([...PRN_WORDS, ...PRN_EQUIVALENTS])}) +(?=[A-Za-z])(.*\d.*)$`,
  'i',
);

export function prnLeadAfter(line: string): string {
  const m = LEAD.exec(line);
  if (!m || !startsWithMedicine(m[3]!)) return line;
  return `${m[1]}${m[3]!.trimEnd()} ${m[2]}`;
}
