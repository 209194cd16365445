/**
 * An eye chart's capital side letters after a drop count ('1 drop RE QID', '1 gtt LE BD', '2 drops BE nocte'):
 * right eye, left eye, both eyes. Unread, the side was lost, so a change from both eyes to one compared as no
 * change, silently, and 'continue 1 drop LE BD' lost its times to the words around it. Respelled only in
 * capitals straight after a drop count: 'be', 'Re:' elsewhere are everyday words.
 */
import type { NormaliseRule } from './normalise';

export const EYE_SIDE_LETTERS: Readonly<Record<string, string>> = {
  RE: 'right eye',
  LE: 'left eye',
  BE: 'both eyes',
};

const DROP_COUNT = String.raw`(?:\d+|one|two|[Oo]ne|[Tt]wo|ONE|TWO)\s*(?:drops?|DROPS?|Drops?|gtts?|GTTS?|Gtts?)\s+(?:(?:in(?:to)?|to|IN(?:TO)?|TO)\s+)?`;

export const EYE_SIDE_RULES: readonly NormaliseRule[] = [
  {
    id: 'eye-side-letters',
    hint: /\b[RLB]E\b/,
    examples: [
      'Chlorsig 0.5% 1 drop RE QID',
      'Timolol 0.5% continue 1 drop LE BD',
      'Xalatan 1 drop BE nocte',
    ],
    re: new RegExp(String.raw`(?<=${DROP_COUNT})(RE|LE|BE)(?=\s|$|[,;.)])`, 'g'),
    to: (side: string) => EYE_SIDE_LETTERS[side] ?? side,
  },
];
