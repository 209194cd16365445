/** One key-line grammar: each reader of a key sees the same lines as keys and keeps its own entries. */
import { describe, expect, it } from 'vitest';
import { readCodeLegend } from './code-legend';
import { keyEntries, keyLineBody } from './key-line';
import { readNameLegend } from './name-legend';
import { readSigKey } from './sig-key';
import { readSymbolKey } from './symbol-key';

describe('a key line', () => {
  it.each([
    'Key: a',
    'Legend - a',
    'Codes = a',
    'Status key: a',
    'Symbols: a',
    'Abbreviations used: a',
    'Key to abbreviations: a',
    'Sig key: a',
  ])('%s is a key line', (line) => expect(keyLineBody(line)).toBe('a'));

  it('is not a sentence that starts with a key word', () => {
    expect(keyLineBody('Key medicines: aspirin')).toBeNull();
    expect(keyLineBody('Keep in the fridge')).toBeNull();
  });

  it('splits entries at commas, semicolons and wide gaps, and tells a marked pair', () => {
    expect(keyEntries('W = Webster-pak; T tablet   IP: in possession')).toEqual([
      { code: 'W', meaning: 'Webster-pak', marked: true },
      { code: 'T', meaning: 'tablet', marked: false },
      { code: 'IP', meaning: 'in possession', marked: true },
    ]);
  });
});

describe('each reader keeps the entries it understands', () => {
  const legend = 'Legend: DA = dose aid, SA = self-administered';
  it('a who-gives-it legend is no label key, no symbol key and defines no short names', () => {
    expect(readCodeLegend(legend)).toEqual(['DA', 'SA']);
    expect(readSigKey(legend)).toBeNull();
    expect(readSymbolKey(legend)).toBeNull();
    expect(readNameLegend(legend)).toBeNull();
  });

  it('a label key without marks is no who-gives-it legend', () => {
    const key = 'Codes: C capsule; N night; M morning';
    expect([...(readSigKey(key) ?? [])]).toEqual([
      ['C', 'capsule'],
      ['N', 'night'],
      ['M', 'morning'],
    ]);
    expect(readCodeLegend(key)).toBeNull();
  });

  it('short names are kept only when they name a medicine, under any key word', () => {
    expect([...(readNameLegend('Key: MTX = methotrexate, FA = folic acid') ?? [])]).toEqual([
      ['MTX', 'methotrexate'],
      ['FA', 'folic acid'],
    ]);
  });
});
