import { describe, expect, it } from 'vitest';
import { rememberedKeys } from './kb/lookup';
import { lookup, rememberedNames } from './parse/lookup';
import { reconcile } from './reconcile/reconcile';
import { rememberedThisRequest } from './request-memo';

// A letter as pasted: a patient's name, a misspelt medicine, a name with dose words, an unknown product.
const LETTER = [
  'Re: Mrs Philippa Hargreave-Tunstall   DOB 02/04/1949',
  'Dear Dr Okonkwo, thank you for seeing Philippa today.',
  'Metoprolol 25 mg twice daily',
  'Atorvastin 40 mg nocte',
  'Zorbexatol 10 mg daily',
].join('\n');

describe('what the engine keeps between requests', () => {
  it('keeps nothing of a request once it has returned but the names of medicines the KB knows', () => {
    reconcile({ admissionOrders: LETTER, dischargeOrders: 'Metoprolol 50 mg twice daily' });
    expect(rememberedThisRequest()).toBe(0);
    const kept = [...rememberedNames(), ...rememberedKeys()].join(' | ').toLowerCase();
    for (const word of [
      'philippa',
      'hargreave',
      'okonkwo',
      'zorbexatol',
      'atorvastin',
      'dear',
      '25 mg',
    ])
      expect(kept).not.toContain(word);
    expect(rememberedNames()).toContain('metoprolol');
  });

  it('answers the same from the memo as without it', () => {
    const first = lookup('Metoprolol');
    expect(lookup('metoprolol')).toBe(first);
    expect(lookup('Atorvastin')?.medicine.id).toBe(lookup('atorvastin')?.medicine.id);
  });
});
