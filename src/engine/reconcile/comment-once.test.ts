/**
 * A row's comment says each thing once: the prescriber's note that is read as the change's or the new
 * medicine's reason is not repeated after it, whether it was written in shorthand the comment spells out
 * ('SBP' is blood pressure) or with a lead word ('as he was drowsy'). Other notes stay.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const comment = (adm: string, dis: string) =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications[0]!.comment;

const twice = (c: string, phrase: RegExp) => (c.match(phrase) ?? []).length;

describe('the comment says the reason once', () => {
  it.each([
    ['Lercanidipine 10 mg mane', 'Lercanidipine 20 mg mane - increased, BP 172/96', /172\/96/g],
    ['Metoprolol 50 mg bd', 'Metoprolol 25 mg bd - reduced (HR 46 on the ward)', /46 on the ward/g],
    [
      'Aspirin 100 mg daily',
      'Aspirin 100 mg daily\nRivaroxaban 20 mg daily - new, AF with CHA2DS2-VASc 3',
      /CHA2DS2-VASc 3/g,
    ],
  ])('%s / %s', (adm, dis, phrase) => {
    const out = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    const row = out.medications[out.medications.length - 1]!;
    expect(twice(row.comment, phrase)).toBe(1);
  });

  it('keeps a short note that a longer word of the head only starts ("incr." is not "increased")', () => {
    const c = comment('Furosemide 40 mg mane', 'Furosemide 80 mg mane - incr. weight up 2 kg');
    expect(c).toMatch(/increased/i);
  });
});
