/**
 * namesMedicine asks the name index directly for a word of letters (isExactNameWord) instead of running the
 * whole lookup with its fuzzy search. That shortcut must answer exactly what the lookup would: a KB name
 * read without a guess and with nothing left over.
 */
import { describe, expect, it } from 'vitest';
import { lookup } from './lookup';
import { isExactNameWord } from './lookup';
import { namesMedicine } from './non-order';

const byLookup = (word: string): boolean => {
  const found = lookup(word);
  return !!found && found.matchedBy !== 'fuzzy' && !found.rest.trim();
};

describe('isExactNameWord answers as the lookup does', () => {
  it.each([
    'metformin',
    'METFORMIN',
    'Panadol',
    'novorapid',
    'Slowk',
    'Endone',
    'metfromin',
    'atorva',
    'paracetamole',
    'Dear',
    'increasing',
    'breathlessness',
    'Inh',
    'tablets',
    'Warfarin',
    'Cardiology',
  ])('%s', (word) => {
    expect(isExactNameWord(word)).toBe(byLookup(word));
  });
});

describe('namesMedicine', () => {
  it('finds a name among a note’s words, written any case', () => {
    expect(namesMedicine('GP to review METFORMIN dose next week')).toBe(true);
    expect(namesMedicine('Please check novorapid supply')).toBe(true);
    expect(namesMedicine('Thank you for seeing this gentleman')).toBe(false);
    // A misspelling is a guess, which a note does not count as naming a medicine.
    expect(namesMedicine('Ask about metfromin')).toBe(false);
  });
});
