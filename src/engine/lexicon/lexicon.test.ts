/** The lexicon, the tokenizer pass and the respelling rules built from them. */
import { describe, expect, it } from 'vitest';
import { NORMALISE_RULES, normaliseLine } from './normalise';
import { tokenize } from './tokens';

const kinds = (text: string) => tokenize(text).map((t) => `${t.text}:${t.kind}`);

describe('tokenize: one pass, lexicon kinds', () => {
  it('reads numbers, units, dose units, times and frequencies', () => {
    expect(kinds('Prednisolone 5 mg tablet 1 mane 2 nocte')).toEqual([
      'Prednisolone:word',
      '5:number',
      'mg:unit',
      'tablet:dose-unit',
      '1:number',
      'mane:time',
      '2:number',
      'nocte:time',
    ]);
  });
  it('takes the longest phrase and drops abbreviation dots for the lookup', () => {
    expect(kinds('2 b.d. p.r.n.')).toEqual(['2:number', 'b.d.:frequency', 'p.r.n.:prn']);
    expect(kinds('1 at night before bed')).toEqual(['1:number', 'at night before bed:time']);
    expect(kinds('3 times a day s/c')).toEqual(['3:number', 'times a day:frequency', 's/c:route']);
  });
  it('reads hours out of 24 and weeks out of 52 as one token', () => {
    expect(kinds('1g 8/24 for 2/52')).toEqual([
      '1:number',
      'g:unit',
      '8/24:interval',
      'for:word',
      '2/52:duration',
    ]);
  });
  it('gives word numbers their value', () => {
    expect(tokenize('two tablets')[0]).toMatchObject({ kind: 'number', value: 2 });
  });
});

describe('normaliseLine: one spelling per dosing word', () => {
  it.each([
    ['Metformin 500mg 1bd', 'Metformin 500mg 1 bd'],
    ['Paracetamol 500mg 2QDS', 'Paracetamol 500mg 2 QDS'],
    ['Oxycodone 5mg 2bdprn', 'Oxycodone 5mg 2 bd prn'],
    ['Pantoprazole 40 mg 1mane', 'Pantoprazole 40 mg 1 mane'],
    ['Salbutamol 2 puff(s) 4 hourly', 'Salbutamol 2 puffs 4 hourly'],
    ['Paracetamol 1 tablet(s) qid', 'Paracetamol 1 tablets qid'],
    ['Dalteparin 7,500units/0.3ml', 'Dalteparin 7500units/0.3ml'],
    ['Lactulose 15ml-30ml bd', 'Lactulose 15-30 ml bd'],
    ['Lactulose 15 mL to 30 mL bd', 'Lactulose 15 to 30 mL bd'],
    ['every twelve hours', 'every 12 hours'],
    ['four hourly', '4 hourly'],
    ['5 mg as reqd', '5 mg when required'],
    ['5 mg SOS', '5 mg when required'],
    ['5 mg when necessary', '5 mg when required'],
    ['5 mg if required', '5 mg when required'],
    ['10 mg qid prn, Qty: 56 Rpt: 5', '10 mg qid prn, Qty 56 Rpt 5'],
    ['take one - two caps q4h', 'take one-two caps q4h'],
    ['1 – 2 tablets prn', '1-2 tablets prn'],
    // Dictated punctuation becomes the mark the speaker meant.
    [
      'Warfarin 3 mg nocte comma ceased comma bleeding full stop.',
      'Warfarin 3 mg nocte, ceased, bleeding.',
    ],
    [
      'Ramipril 5 mg mane semicolon review renal function full stop',
      'Ramipril 5 mg mane; review renal function.',
    ],
    ['Regular medications colon', 'Regular medications:'],
  ])('%s -> %s', (text, expected) => expect(normaliseLine(text)).toBe(expected));

  it.each([
    'Sacubitril-valsartan 49 mg-51 mg BID',
    'Humalog Mix 25 20 units mane',
    'Atorvastatin 20 mg tablet, 30',
    'days 1,8,15',
    'Vitamin B12 1000 microgram',
    'Fish oil 1000 – 2 caps breakfast',
  ])('leaves %s as written', (text) => expect(normaliseLine(text)).toBe(text));

  it('every rule has examples it changes', () => {
    for (const r of NORMALISE_RULES)
      for (const e of r.examples) expect(normaliseLine(e), `${r.id}: ${e}`).not.toBe(e);
  });
});
