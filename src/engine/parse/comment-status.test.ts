/**
 * Words after the medicine that change what a line means: a status written in a table's Comments
 * column, a new medicine that replaces another (the bracket is about the old one), a topical stopped
 * 'on face' (a place, not a date), and clinical words kept beside their plain ones.
 */
import { describe, expect, it } from 'vitest';
import { parseList } from './list';

const HEADER = 'Medicine\tDose\tRoute\tFrequency\tComments';
const tableOrder = (row: string) => parseList(`${HEADER}\n${row}`, 'discharge').orders[0]!;
const order = (line: string) => parseList(line, 'discharge').orders[0]!;

describe('a Comments cell that opens with a status', () => {
  it.each([
    [
      'Prochlorperazine\t-\t-\t-\tCEASED - replaced by olanzapine',
      'ceased',
      /replaced by olanzapine/,
    ],
    ['Prochlorperazine\t\t\t\tceased: replaced by olanzapine', 'ceased', /replaced by olanzapine/],
    ['Aspirin\t-\t-\t-\tSTOPPED (bleeding)', 'ceased', /bleeding/],
    ['Apixaban\t5 mg\tPO\tBD\tWithheld until review', 'withheld', /review/],
    ['Olanzapine\t2.5 mg\tPO\tnocte\tNEW - delayed nausea', 'new', /nausea/],
    ['OxyContin\t20 mg\tPO\tBD\tincreased', 'increased', /^$/],
  ])('%j', (row, kind, reason) => {
    const o = tableOrder(row);
    expect(o.status?.kind).toBe(kind);
    expect(o.status?.reason ?? '').toMatch(reason);
  });

  it.each([
    'Dexamethasone\t4 mg\tPO\tBD\tdays 2-3 after each cycle',
    'Ondansetron wafer\t8 mg\tPO\tBD PRN\tnausea',
    'Warfarin\t3 mg\tPO\tnocte\tas per INR, stop if bleeding',
  ])('a comment with no leading status is not a status: %j', (row) => {
    expect(tableOrder(row).status).toBeUndefined();
  });

  it('a new medicine takes its indication from the comment', () => {
    expect(tableOrder('Olanzapine\t2.5 mg\tPO\tnocte\tNEW - delayed nausea').indication).toMatch(
      /nausea/i,
    );
  });
});

describe('a new medicine that replaces another', () => {
  it.each([
    'Dovato 1 tablet daily - NEW, replaces Triumeq (abacavir stopped after MI)',
    'Dovato 1 tablet daily - NEW, replacing Triumeq (abacavir stopped after MI)',
    'Dovato 1 tablet daily - new, instead of Triumeq (abacavir stopped after MI)',
    'Dovato 1 tablet daily - NEW - switched from Triumeq (abacavir stopped after MI)',
  ])('the bracket about the old medicine is not the indication: %s', (line) => {
    expect(order(line).indication).toBeUndefined();
  });

  it.each([
    ['Aspirin 100 mg mane - NEW (NSTEMI)', /heart attack/i],
    ['Apixaban 5 mg BD - NEW (AF), replaces warfarin (INR labile)', /atrial fibrillation/i],
  ])('an indication stated before the replacement stays: %s', (line, want) => {
    expect(order(line).indication).toMatch(want);
  });
});

describe('a stop at a body site', () => {
  it.each(['STOP on face', 'stop on the face', 'cease on hands', 'Stop on scalp', 'STOP ON BODY'])(
    'Advantan fatty ointment - %s (skin thinning)',
    (w) => {
      expect(order(`Advantan fatty ointment - ${w} (skin thinning)`).status?.kind).toBe('ceased');
    },
  );

  it.each(['Flucloxacillin 500 mg QID - stop on day 7', 'Prednisolone 25 mg mane - stop on 30/11'])(
    'a stop date is not a stop now: %s',
    (line) => {
      expect(order(line).status?.kind).not.toBe('ceased');
    },
  );
});

describe('exacerbation keeps its word beside the plain one', () => {
  it.each([
    [
      'Azithromycin 250 mg Mon Wed Fri - NEW, long-term exacerbation prevention',
      /flare-up \(exacerbation\) prevention/i,
    ],
    ['Prednisolone 40 mg daily for 5 days for COPD exacerbation', /flare-up \(exacerbation\)/i],
    [
      'Azithromycin 250 mg three times a week for prevention of exacerbations',
      /flare-ups \(exacerbations\)/i,
    ],
  ])('%s', (line, want) => {
    expect(order(line).indication).toMatch(want);
  });
});
