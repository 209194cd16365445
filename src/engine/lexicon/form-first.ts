/**
 * A dose form written before the medicine's name, as prescriptions from many countries write it ('Tab.
 * Metformin 500 mg 1+0+1', 'Cap. Omeprazole 20 mg', 'Inj. Enoxaparin 40 mg SC', 'Syp. Lactulose 15 ml'):
 * the form goes after the name ('Omeprazole capsule 20 mg'), where the order readers look for it. Read as
 * written, 'Cap.' ended a sentence and the line was split in two, the form reported unread.
 */
import type { NormaliseRule } from './normalise';
import { alternation, FORM_WORDS } from './words';

// The short forms of a prescription's form prefix, and the word the readers know for each.
const SHORT_FORMS: Readonly<Record<string, string>> = {
  tab: 'tablet',
  tabs: 'tablet',
  t: 'tablet',
  cap: 'capsule',
  caps: 'capsule',
  inj: 'injection',
  syp: 'syrup',
  syr: 'syrup',
  susp: 'suspension',
  oint: 'ointment',
  supp: 'suppository',
  neb: 'nebule',
  sol: 'solution',
  liq: 'liquid',
  loz: 'lozenge',
};

const FORM_LIST = [...Object.keys(SHORT_FORMS), ...FORM_WORDS];
const FORM = alternation(FORM_LIST);

/** 'Tab', 'CAP', 'inj' as a line's first word before a full stop, in the cases it is written in (for a
 *  pattern without the 'i' flag: the sentence splitter's). */
export const FORM_PREFIX = alternation(
  FORM_LIST.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]),
);
// The form with a full stop ('Tab.'), or in capitals before a name in capitals ('Tab Metformin'); the name
// runs to the first figure.
const FORM_FIRST = new RegExp(
  String.raw`^(\s*)(?:(${FORM})\.|([A-Z][a-z]{2,})(?=\s+[A-Z]))\s+([A-Za-z][A-Za-z -]*?)\s+(?=\d)`,
  'i',
);

// A form word of the list opening the line: most lines open with a medicine's name and skip the rule (and,
// through normaliseLine's quick test, every rule).
export const FORM_FIRST_HINT = new RegExp(String.raw`^\s*${FORM}\.?\s+[a-z]`, 'i');

export const FORM_FIRST_RULES: readonly NormaliseRule[] = [
  {
    id: 'form-before-name',
    hint: FORM_FIRST_HINT,
    examples: [
      'Tab. Metformin 500 mg 1+0+1',
      'Cap. Omeprazole 20mg daily',
      'Inj. Enoxaparin 40 mg SC',
    ],
    re: FORM_FIRST,
    to: (all: string, lead: string, dotted?: string, capital?: string, name?: string) => {
      const written = (dotted ?? capital ?? '').toLowerCase();
      // 'Tab Metformin' without a dot: only a form word of the lexicon ('Aspirin Cardio 100' is a name).
      if (!dotted && !FORM_WORDS.includes(written) && !(written in SHORT_FORMS)) return all;
      const form = SHORT_FORMS[written] ?? written;
      return `${lead}${name} ${form} `;
    },
  },
];
