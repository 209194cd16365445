/**
 * A word two letters from a stop or hold word on a line whose row goes on is doubted; real words near
 * them ('caused', 'suspected', 'stepped down') are not.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../index';
import { osaDistance } from '../../kb/fuzzy';
import { nearStopWord } from './near-stop-word';

const NET = /may be a misspelt/;

describe('a word two letters from a stop or hold word', () => {
  it('counts edits with neighbours swapped as one', () => {
    expect(osaDistance('stoepd', 'stopped', 2)).toBe(2);
    expect(osaDistance('withehd', 'withheld', 2)).toBe(2);
    expect(osaDistance('metformin', 'stopped', 2)).toBe(3);
  });

  it.each([
    ['stpopd', 'stopped'],
    ['wtihehld', 'withheld'],
    ['dsicontinud', 'discontinued'],
  ])('%s may be %s', (w, t) => expect(nearStopWord(w)).toBe(t));

  it.each([
    'caused',
    'suspected',
    'stepped',
    'stored',
    'closed',
    'coated',
    'sipped',
    'based',
    'stop',
  ])('leaves %s alone', (w) => expect(nearStopWord(w)).toBeNull());

  it('flags the row that goes on, and stays quiet on plain lines', () => {
    const out = reconcile({
      admissionOrders: 'Gliclazide MR 60 mg mane\nRamipril 5 mg daily',
      dischargeOrders:
        'Gliclazide MR 60mg mane - stpopd, hypos\nRamipril 5 mg daily (dose stepped down was 10 mg, caused dizziness)',
    });
    const said = (out.warnings ?? []).filter((w) => NET.test(w));
    expect(said).toEqual([expect.stringMatching(/^Gliclazide/)]);
  });
});
